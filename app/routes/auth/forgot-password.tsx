import { KeyRound } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { readAccountFlow, saveAccountFlow } from "~/features/accounts/account-flow.server";
import { AuthPage, BackToSignInFooter } from "~/features/accounts/components/auth-page";
import { ConfigurationRequired } from "~/features/accounts/components/configuration-required";
import { EmailField } from "~/features/accounts/components/email-field";
import { placeProblem, useBrowserCheck } from "~/features/accounts/components/use-browser-check";
import { requestPasswordReset } from "~/features/accounts/password-reset.server";
import { forgotPasswordSchema } from "~/features/accounts/schemas";
import { accountServiceAvailable } from "~/features/accounts/service-status.server";
import { checkForm, formValues, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/forgot-password";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Forgot Password | LAN Centers" },
  { name: "description", content: "Get a 6-digit code by e-mail to choose a new LAN Centers password." },
];

export async function loader() {
  return { available: await accountServiceAvailable() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const check = checkForm(forgotPasswordSchema, await readFormValues(request));
  if (!check.ok) return data({ message: check.message, invalidField: true }, { status: 400 });

  const { email } = check.data;
  const result = await requestPasswordReset(email, { ip: context.clientIp });
  if (!result.ok) return data({ message: result.message, invalidField: false }, { status: httpStatus(result.reason) });

  const flow = await readAccountFlow(request);
  const cookie = await saveAccountFlow({ ...flow, resetEmail: email, resetCode: undefined });
  return redirect("/verify-reset-code", { headers: { "Set-Cookie": cookie } });
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { problem, refuseIfBroken, clearProblem } = useBrowserCheck();
  const sending = navigation.state !== "idle" && navigation.formAction === "/forgot-password";

  if (!loaderData.available) return <ConfigurationRequired />;

  const serverResult = sending ? undefined : actionData;
  const { fieldProblem, alert } = placeProblem(problem, serverResult, (answer) =>
    answer.invalidField ? "email" : undefined,
  );

  return (
    <AuthPage
      icon={<KeyRound aria-hidden="true" className="size-6" />}
      title="Forgot Password?"
      description="Enter the e-mail address of your account and we will send you a 6-digit code to choose a new password."
      footer={<BackToSignInFooter />}
    >
      <Form
        method="post"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          const check = checkForm(forgotPasswordSchema, formValues(new FormData(event.currentTarget)));
          refuseIfBroken(event, check);
        }}
      >
        {alert ? <Alert tone="error">{alert.message}</Alert> : null}
        <EmailField
          label="Email"
          name="email"
          inputMode="email"
          required
          error={fieldProblem?.message}
          onChange={clearProblem}
        />
        <Button type="submit" fullWidth loading={sending} loadingLabel="Sending reset code…">
          {sending ? "Sending Code..." : "Send Reset Code"}
        </Button>
      </Form>
    </AuthPage>
  );
}
