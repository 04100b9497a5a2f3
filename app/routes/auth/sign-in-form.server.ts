import { data, redirect } from "react-router";

import { checkForm, readFormValues } from "~/lib/forms";
import { env } from "~/lib/env.server";
import { httpStatus, type Refusal } from "~/lib/outcome";

import { readAccountFlow, saveAccountFlow } from "~/features/accounts/account-flow.server";
import { safeRedirectTarget } from "~/features/accounts/safe-redirect";
import { signInSchema } from "~/features/accounts/schemas";
import { type Busy, type Limited, signIn } from "~/features/accounts/sign-in.server";

/** What a sign-in form gets back when it failed: the message, and the address typed (never the password). */
export type SignInFailure = { message: string; email: string };

/**
 * The action of every sign-in form (/login, /account-confirmation): check the form with its
 * schema, sign in, then go to /dashboard (or the page of this site the form was sent from:
 * `redirectTo`) with the session cookie, or, for an account that never entered its code, to the
 * sign-up verify step with a fresh code.
 */
export async function signInFromForm(request: Request, clientIp: string | undefined) {
  const values = await readFormValues(request);
  const typed = values.email ?? "";
  const check = checkForm(signInSchema, values);
  if (!check.ok) return data<SignInFailure>({ message: check.message, email: typed }, { status: 400 });

  const result = await signIn(check.data, { ip: clientIp, headers: request.headers });
  if (result.ok) return redirect(signedInTarget(request, values.redirectTo), { headers: result.headers });
  if (result.unverified) {
    const flow = await readAccountFlow(request);
    const cookie = await saveAccountFlow({ ...flow, pendingVerificationEmail: result.email });
    const notice = result.codeSent ? "code-sent" : result.codeLimited ? "code-limit" : "code-send-failed";
    return redirect(`/signup-form?notice=${notice}`, { headers: { "Set-Cookie": cookie } });
  }
  return data<SignInFailure>({ message: result.message, email: typed }, refusedSignInAnswer(result));
}

/**
 * The headers of a page with a sign-in form: its parents', and a refused sign-in's Retry-After (React
 * Router passes on only an action's cookies by itself).
 */
export function signInPageHeaders({
  parentHeaders,
  actionHeaders,
}: {
  parentHeaders: Headers;
  actionHeaders: Headers;
}) {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/**
 * A refused sign-in's status (`httpStatus` of its reason: 429 over the sign-in limits, 503 when no
 * password check is free or the database is out of reach), with when to come back where there is a time.
 */
export function refusedSignInAnswer(refusal: Refusal & { busy?: Busy; limited?: Limited }): ResponseInit {
  const retryAfterSeconds = refusal.limited?.retryAfterSeconds ?? refusal.busy?.retryAfterSeconds;
  return {
    status: httpStatus(refusal.reason),
    headers: retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) },
  };
}

/** Where a signed-in visitor goes: the page they came for when it is one of this site's, else the dashboard. */
export function signedInTarget(request: Request, redirectTo: string | null | undefined): string {
  return safeRedirectTarget(redirectTo, [new URL(request.url).origin, env().PUBLIC_URL], "/dashboard");
}
