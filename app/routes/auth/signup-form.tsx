import { useState } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";

import { readAccountFlow } from "~/features/accounts/account-flow.server";
import { messages } from "~/features/accounts/auth-errors.server";
import { ConfigurationRequired } from "~/features/accounts/components/configuration-required";
import {
  emptyAccountValues,
  SignupFormStep,
  SignupSuccessStep,
  SignupVerifyStep,
  type StepNotice,
} from "~/features/accounts/components/signup-form-steps";
import { accountServiceAvailable } from "~/features/accounts/service-status.server";
import type { NewAccountValues } from "~/features/accounts/signup-answers";
import { readSignedInAccount } from "~/features/accounts/viewer.server";
import { SIGNED_OUT_PARTY_MESSAGE, SIGNED_OUT_REGISTER_MESSAGE } from "~/features/venues/lan-center-messages";
import type { Route } from "./+types/signup-form";
import { returnTarget, signupFormAction, type VerifySuccess } from "./signup-form.server";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Create Account | LAN Centers" },
  { name: "description", content: "Create a LAN Centers account to register your LAN center or LAN party." },
];

/** Notices other steps link here with (`?notice=`): only these keys are known, nothing typed is echoed. */
const notices: Record<string, StepNotice> = {
  "code-sent": { tone: "info", text: "Please verify your email address. We sent a new code." },
  "code-send-failed": { tone: "error", text: messages.codeSendFailed },
  "code-limit": { tone: "error", text: messages.codeTooManyAttempts },
  // A registration form's 'Create Account to Register' (signed out) comes here with what was typed kept.
  "register-lan-center": { tone: "info", text: SIGNED_OUT_REGISTER_MESSAGE },
  "register-lan-party": { tone: "info", text: SIGNED_OUT_PARTY_MESSAGE },
};

/** Notices of the verify step (a sign-in of an unconfirmed account links here with them). */
const VERIFY_NOTICES = new Set(["code-sent", "code-send-failed", "code-limit"]);

export async function loader({ request }: Route.LoaderArgs) {
  const { account, headers, unavailable } = await readSignedInAccount(request);
  if (account) throw redirect("/dashboard", { headers });
  if (unavailable || !(await accountServiceAvailable())) {
    return data({ configured: false as const }, { headers });
  }
  // An account waiting for its code (just created, or signed in unverified): the verify step, at
  // its own address, so the browser's Back from it returns to the form (where the same address may
  // be sent again: it is not taken until confirmed).
  const flow = await readAccountFlow(request);
  const params = new URL(request.url).searchParams;
  const noticeKey = params.get("notice") ?? "";
  const verifyStep = params.get("step") === "verify" || VERIFY_NOTICES.has(noticeKey);
  return data(
    {
      configured: true as const,
      pendingEmail: verifyStep ? (flow.pendingVerificationEmail ?? null) : null,
      notice: Object.hasOwn(notices, noticeKey) ? notices[noticeKey]! : null,
      returnTo: returnTarget(request, params.get("redirectTo")),
    },
    { headers },
  );
}

export async function action(args: Route.ActionArgs) {
  return signupFormAction(args);
}

/**
 * After a successful Verify the visitor is signed in, and this page's loader would send them to
 * /dashboard at once: keep the page, so the success step shows before its own redirect.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const verified = (actionResult as Partial<VerifySuccess> | undefined)?.verified === true;
  return verified ? false : defaultShouldRevalidate;
}

export default function SignupForm({ loaderData, actionData }: Route.ComponentProps) {
  // Held here, not in the form step, so Back from the verify step finds everything as it was.
  const [values, setValues] = useState<NewAccountValues>(() =>
    actionData?.intent === "create" ? { ...emptyAccountValues, ...actionData.values } : emptyAccountValues,
  );

  if (!loaderData.configured) return <ConfigurationRequired />;
  if (actionData?.intent === "verify" && actionData.verified)
    return <SignupSuccessStep returnTo={actionData.returnTo} />;
  if (loaderData.pendingEmail) {
    return (
      <SignupVerifyStep
        email={loaderData.pendingEmail}
        notice={loaderData.notice}
        feedback={actionData?.intent === "verify" || actionData?.intent === "resend" ? actionData : undefined}
      />
    );
  }
  return (
    <SignupFormStep
      values={values}
      onValuesChange={setValues}
      failure={actionData?.intent === "create" ? actionData : undefined}
      configured={loaderData.configured}
      notice={loaderData.notice}
      returnTo={loaderData.returnTo}
    />
  );
}
