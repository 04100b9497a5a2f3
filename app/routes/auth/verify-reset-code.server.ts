import { data, redirect } from "react-router";

import { readAccountFlow, saveAccountFlow } from "~/features/accounts/account-flow.server";
import { checkResetCode, requestPasswordReset } from "~/features/accounts/password-reset.server";
import { resetCodeSchema } from "~/features/accounts/schemas";
import { checkForm, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/verify-reset-code";

const RESEND_OK = "New verification code sent! Check your email.";

type Result = { intent: "verify" | "resend"; ok: boolean; message: string; invalidField?: boolean };

/** Verify Code (on to /change-password with the code kept in the flow cookie) or Resend Code. */
export async function verifyResetCodeAction({ request, context }: Route.ActionArgs) {
  const flow = await readAccountFlow(request);
  if (!flow.resetEmail) throw redirect("/forgot-password");
  const values = await readFormValues(request);

  if (values.intent === "resend") {
    const result = await requestPasswordReset(flow.resetEmail, { ip: context.clientIp });
    return data<Result>(
      result.ok
        ? { intent: "resend", ok: true, message: RESEND_OK }
        : { intent: "resend", ok: false, message: result.message },
      { status: result.ok ? 200 : httpStatus(result.reason) },
    );
  }

  const check = checkForm(resetCodeSchema, { email: flow.resetEmail, code: values.code });
  if (!check.ok)
    return data<Result>({ intent: "verify", ok: false, message: check.message, invalidField: true }, { status: 400 });
  const result = await checkResetCode(check.data, { ip: context.clientIp });
  if (!result.ok) {
    return data<Result>(
      { intent: "verify", ok: false, message: result.message },
      { status: httpStatus(result.reason) },
    );
  }

  const cookie = await saveAccountFlow({ ...flow, resetEmail: check.data.email, resetCode: check.data.code });
  return redirect("/change-password", { headers: { "Set-Cookie": cookie } });
}
