import { MailCheck } from "lucide-react";
import { Form, Link, redirect, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { readAccountFlow } from "~/features/accounts/account-flow.server";
import { AuthPage, authLinkClasses } from "~/features/accounts/components/auth-page";
import { CodeField } from "~/features/accounts/components/code-field";
import { ConfigurationRequired } from "~/features/accounts/components/configuration-required";
import { placeProblem, useBrowserCheck } from "~/features/accounts/components/use-browser-check";
import { useExpiringValue } from "~/features/accounts/components/use-expiring-value";
import { resetCodeSchema } from "~/features/accounts/schemas";
import { accountServiceAvailable } from "~/features/accounts/service-status.server";
import { CODE_VALIDITY_TEXT } from "~/lib/account-rules";
import { checkForm, formValues } from "~/lib/forms";
import type { Route } from "./+types/verify-reset-code";
import { verifyResetCodeAction } from "./verify-reset-code.server";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Verify Reset Code | LAN Centers" },
  { name: "description", content: "Enter the 6-digit code we e-mailed you to reset your LAN Centers password." },
];

/** The address comes from the previous step (the signed flow cookie), never from the form. */
export async function loader({ request }: Route.LoaderArgs) {
  const { resetEmail } = await readAccountFlow(request);
  if (!resetEmail) throw redirect("/forgot-password");
  return { email: resetEmail, available: await accountServiceAvailable() };
}

export async function action(args: Route.ActionArgs) {
  return verifyResetCodeAction(args);
}

export default function VerifyResetCode({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { problem, refuseIfBroken, clearProblem } = useBrowserCheck();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/verify-reset-code";
  const pendingIntent = submitting ? navigation.formData?.get("intent") : undefined;
  const serverResult = useExpiringValue(actionData?.ok ? actionData : undefined);
  const result = actionData?.ok ? serverResult : actionData;
  const shownResult = submitting ? undefined : result;

  if (!loaderData.available) return <ConfigurationRequired />;

  const { fieldProblem, alert } = placeProblem(problem, shownResult, (answer) =>
    answer.invalidField ? "code" : undefined,
  );

  return (
    <AuthPage
      icon={<MailCheck aria-hidden="true" className="size-6" />}
      title="Enter Reset Code"
      description={
        <>
          We sent a 6-digit code to{" "}
          <strong className="inline-block max-w-full font-semibold break-words text-white">{loaderData.email}</strong>.
          Enter it below to choose a new password.
        </>
      }
      footer={
        <>
          <p>
            Wrong address?{" "}
            <Link to="/forgot-password" className={authLinkClasses}>
              Use a different email
            </Link>
          </p>
          <p>
            <Link to="/login" className={authLinkClasses}>
              Back to Sign In
            </Link>
          </p>
        </>
      }
    >
      <Form
        method="post"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value === "resend") {
            clearProblem();
            return;
          }
          const values = formValues(new FormData(event.currentTarget));
          const check = checkForm(resetCodeSchema, { email: loaderData.email, code: values.code });
          refuseIfBroken(event, check, "code");
        }}
      >
        {alert ? <Alert tone={alert.ok ? "success" : "error"}>{alert.message}</Alert> : null}
        <CodeField
          label="Verification Code"
          required
          error={fieldProblem?.message}
          hint={`The code expires in ${CODE_VALIDITY_TEXT}.`}
          onCodeChange={clearProblem}
        />
        <div className="flex flex-col gap-3">
          <Button
            type="submit"
            name="intent"
            value="verify"
            fullWidth
            loading={pendingIntent === "verify"}
            loadingLabel="Verifying code…"
            disabled={submitting}
          >
            Verify Code
          </Button>
          <Button
            type="submit"
            name="intent"
            value="resend"
            variant="secondary"
            fullWidth
            formNoValidate
            loading={pendingIntent === "resend"}
            loadingLabel="Sending a new code…"
            disabled={submitting}
          >
            Resend Code
          </Button>
        </div>
      </Form>
    </AuthPage>
  );
}
