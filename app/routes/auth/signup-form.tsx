import { useState } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";

import { readAccountFlow, saveAccountFlow } from "~/features/accounts/account-flow.server";
import { messages } from "~/features/accounts/auth-errors.server";
import { ConfigurationRequired } from "~/features/accounts/components/configuration-required";
import {
  emptyAccountValues,
  SignupFormStep,
  SignupSuccessStep,
  SignupVerifyStep,
  type CreateAccountFailure,
  type NewAccountValues,
  type StepNotice,
  type VerifyStepFeedback,
} from "~/features/accounts/components/signup-form-steps";
import { createAccountSchema, verificationCodeSchema } from "~/features/accounts/schemas";
import { accountServiceAvailable } from "~/features/accounts/service-status.server";
import { resendVerificationCode, signUp, verifySignUpCode } from "~/features/accounts/sign-up.server";
import { readSignedInAccount } from "~/features/accounts/viewer.server";
import { safeRedirectTarget } from "~/features/accounts/safe-redirect";
import { SIGNED_OUT_REGISTER_MESSAGE } from "~/features/venues/components/lan-center-form";
import { SIGNED_OUT_PARTY_MESSAGE } from "~/features/venues/lan-center-messages";
import { env } from "~/lib/env.server";
import { checkForm, readFormValues } from "~/lib/forms";
import type { Route } from "./+types/signup-form";

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

/** The page of this site to go back to once the account is confirmed, or null. */
function returnTarget(request: Request, value: string | null | undefined): string | null {
  if (!value) return null;
  const target = safeRedirectTarget(value, [new URL(request.url).origin, env().PUBLIC_URL], "");
  return target || null;
}

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

type VerifySuccess = { intent: "verify"; verified: true; returnTo: string | null };

export async function action({ request, context }: Route.ActionArgs) {
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
          taken: result.taken ?? false,
          values: typed,
        };
        return data(failure, { status: result.taken ? 409 : result.unavailable ? 503 : 400 });
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
      if (!check.ok) return verifyFailure(check.message);
      const result = await verifySignUpCode(check.data, client);
      if (!result.ok) return verifyFailure(result.message);
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
      const result = email
        ? await resendVerificationCode(email, client)
        : { ok: false, message: messages.codeResendFailed };
      const feedback: VerifyStepFeedback = { intent: "resend", ok: result.ok, message: result.message };
      return data(feedback, { status: result.ok ? 200 : 400 });
    }
    case "back": {
      const cookie = await saveAccountFlow({ ...flow, pendingVerificationEmail: undefined });
      return redirect("/signup-form", { headers: { "Set-Cookie": cookie } });
    }
    default:
      throw data("Unknown form", { status: 400 });
  }
}

function verifyFailure(message: string) {
  const feedback: VerifyStepFeedback = { intent: "verify", verified: false, message };
  return data(feedback, { status: 400 });
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
