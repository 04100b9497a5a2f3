import { data, redirect } from "react-router";

import { readAccountFlow, saveAccountFlow } from "~/features/accounts/account-flow.server";
import { messages } from "~/features/accounts/auth-errors.server";
import type { CreateAccountFailure, VerifyStepFeedback } from "~/features/accounts/signup-answers";
import { safeRedirectTarget } from "~/features/accounts/safe-redirect";
import { createAccountSchema, verificationCodeSchema } from "~/features/accounts/schemas";
import { resendVerificationCode, signUp, verifySignUpCode } from "~/features/accounts/sign-up.server";
import { env } from "~/lib/env.server";
import { checkForm, readFormValues } from "~/lib/forms";
import { httpStatus, refuse } from "~/lib/outcome";
import type { Route } from "./+types/signup-form";

/** The page of this site to go back to once the account is confirmed, or null. */
export function returnTarget(request: Request, value: string | null | undefined): string | null {
  if (!value) return null;
  const target = safeRedirectTarget(value, [new URL(request.url).origin, env().PUBLIC_URL], "");
  return target || null;
}

/** The answer to a code that worked: the route's shouldRevalidate reads it. */
export type VerifySuccess = { intent: "verify"; verified: true; returnTo: string | null };

/** The sign-up page's forms: create the account, then verify its code, resend it, or go back. */
export async function signupFormAction({ request, context }: Route.ActionArgs) {
  const values = await readFormValues(request);
  const client = { ip: context.clientIp };
  const flow = await readAccountFlow(request);

  switch (values.intent) {
    case "create": {
      // What the visitor typed comes back on an error (never the passwords: the browser keeps those).
      const typed = { firstName: values.firstName ?? "", lastName: values.lastName ?? "", email: values.email ?? "" };
      const check = checkForm(createAccountSchema, values);
      if (!check.ok) {
        const failure: CreateAccountFailure = {
          intent: "create",
          message: check.message,
          field: check.field,
          taken: false,
          values: typed,
        };
        return data(failure, { status: 400 });
      }
      const result = await signUp(check.data, client);
      if (!result.ok) {
        const failure: CreateAccountFailure = {
          intent: "create",
          message: result.message,
          taken: result.reason === "conflict",
          values: typed,
        };
        return data(failure, { status: httpStatus(result.reason) });
      }
      const cookie = await saveAccountFlow({
        ...flow,
        pendingVerificationEmail: result.email,
        returnTo: returnTarget(request, values.redirectTo) ?? undefined,
      });
      return redirect(result.codeSent ? "/signup-form?step=verify" : "/signup-form?notice=code-send-failed", {
        headers: { "Set-Cookie": cookie },
      });
    }
    case "verify": {
      const check = checkForm(verificationCodeSchema, {
        email: flow.pendingVerificationEmail ?? "",
        code: values.code,
      });
      if (!check.ok) return verifyFailure(check.message, 400);
      const result = await verifySignUpCode(check.data, client);
      if (!result.ok) return verifyFailure(result.message, httpStatus(result.reason));
      // Signed in now: the session cookie from the service, and the step is over.
      const headers = new Headers(result.headers);
      headers.append(
        "Set-Cookie",
        await saveAccountFlow({ ...flow, pendingVerificationEmail: undefined, returnTo: undefined }),
      );
      const success: VerifySuccess = { intent: "verify", verified: true, returnTo: flow.returnTo ?? null };
      return data(success, { headers });
    }
    case "resend": {
      const email = flow.pendingVerificationEmail;
      const result = email ? await resendVerificationCode(email, client) : refuse("invalid", messages.codeResendFailed);
      const feedback: VerifyStepFeedback = { intent: "resend", ok: result.ok, message: result.message };
      return data(feedback, { status: result.ok ? 200 : httpStatus(result.reason) });
    }
    case "back": {
      const cookie = await saveAccountFlow({ ...flow, pendingVerificationEmail: undefined });
      return redirect("/signup-form", { headers: { "Set-Cookie": cookie } });
    }
    default:
      throw data("Unknown form", { status: 400 });
  }
}

function verifyFailure(message: string, status: number) {
  const feedback: VerifyStepFeedback = { intent: "verify", verified: false, message };
  return data(feedback, { status });
}
