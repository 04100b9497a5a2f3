import { useEffect, useRef } from "react";
import { data, useFetcher } from "react-router";

import {
  ConfirmationFailed,
  Confirmed,
  ConfirmingEmailChange,
  type ConfirmationOutcome,
} from "~/features/accounts/components/email-confirmation-steps";
import { confirmEmailChange } from "~/features/accounts/email-change.server";
import { emailChangeCodeSchema } from "~/features/accounts/schemas";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { checkForm, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/email-confirmation";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Confirm Email Change | LAN Centers" },
  { name: "description", content: "Confirm the new e-mail address of your LAN Centers account." },
  // The link carries a code: keep the page out of search engines.
  { name: "robots", content: "noindex" },
];

const EXPIRED = "This email confirmation link has expired or is invalid. Please try updating your email again.";
const INVALID = "Invalid email confirmation link. Please try updating your email again.";
const FAILED = "Failed to confirm email change. Please try again.";
const CRASHED = "An error occurred while confirming your email change.";
const MAX_DESCRIPTION_LENGTH = 200;

/**
 * What the link's error parameters say (spec section 8), or undefined when it has none. The
 * description is shown as plain text, shortened and stripped of control characters.
 */
function linkErrorMessage(params: URLSearchParams): string | undefined {
  const error = params.get("error");
  const code = params.get("error_code");
  const description = params.get("error_description");
  if (error === null && code === null && description === null) return undefined;
  const said = `${error ?? ""} ${code ?? ""} ${description ?? ""}`.toLowerCase();
  if (said.includes("expired") || error === "access_denied") return EXPIRED;
  const text = (description || error || code || "unknown error")
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .trim()
    .slice(0, MAX_DESCRIPTION_LENGTH);
  return `Email confirmation failed: ${text}`;
}

/**
 * The link in the e-mail-change mail: `/email-confirmation?type=email_change&email=<new>&token=<code>`.
 * Opening it changes nothing (mail scanners open links too): the page confirms with a POST, sent
 * by itself once loaded, or by the visitor's click without JavaScript.
 */
export const loader = answeringRefusals(async ({ request }: Route.LoaderArgs) => {
  const params = new URL(request.url).searchParams;
  const problem = linkErrorMessage(params);
  if (problem) return data({ state: "error" as const, message: problem, signIn: false });

  const email = params.get("email") ?? "";
  const token = params.get("token") ?? "";
  const check = checkForm(emailChangeCodeSchema, { newEmail: email, code: token });
  if (params.get("type") !== "email_change" || !check.ok) {
    return data({ state: "error" as const, message: INVALID, signIn: false });
  }

  const { account, headers } = await requireAccount(request, {
    // Its own: the spec's 'Email Confirmation Failed' page, here with a link to sign in, not a redirect.
    "signed-out": (headers) => data({ state: "error" as const, message: FAILED, signIn: true }, { headers }),
  });
  // Opened again once it has worked: the address is already the account's.
  if (account.email === check.data.newEmail) return data({ state: "done" as const, email: account.email }, { headers });
  return data({ state: "ready" as const, email: check.data.newEmail, token: check.data.code }, { headers });
});

export const action = answeringRefusals(async ({ request, context }: Route.ActionArgs) => {
  // A body that is no form is the sender's mistake (415 or 400), not a failure of ours.
  const posted = await readFormValues(request);
  const check = checkForm(emailChangeCodeSchema, posted);
  if (!check.ok) return data<ConfirmationOutcome>({ ok: false, message: INVALID }, { status: 400 });
  const { account, headers: sessionHeaders } = await requireAccount(request, {
    form: { signIn: true },
    messages: { "signed-out": FAILED },
  });
  try {
    const result = await confirmEmailChange(account, check.data, { ip: context.clientIp, headers: request.headers });
    if (!result.ok)
      return data<ConfirmationOutcome>(
        { ok: false, message: result.message },
        { status: httpStatus(result.reason), headers: sessionHeaders },
      );
    return data<ConfirmationOutcome>({ ok: true, email: check.data.newEmail }, { headers: result.headers });
  } catch (error) {
    console.error("[accounts] the e-mail confirmation link failed unexpectedly:", error);
    return data<ConfirmationOutcome>({ ok: false, message: CRASHED }, { status: 500 });
  }
});

export default function EmailConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const submitted = useRef(false);
  const ready = loaderData.state === "ready" ? loaderData : undefined;

  useEffect(() => {
    if (!ready || submitted.current) return;
    submitted.current = true;
    void fetcher.submit({ newEmail: ready.email, code: ready.token }, { method: "post" });
    // Once per page: a second POST would spend a second attempt of the code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const outcome: ConfirmationOutcome | undefined =
    loaderData.state === "error"
      ? { ok: false, message: loaderData.message, signIn: loaderData.signIn }
      : loaderData.state === "done"
        ? { ok: true, email: loaderData.email }
        : (fetcher.data ?? actionData);

  if (outcome?.ok) return <Confirmed email={outcome.email} />;
  if (outcome) return <ConfirmationFailed failure={outcome} />;

  return <ConfirmingEmailChange ready={ready} />;
}
