import { CircleCheck, LockKeyhole } from "lucide-react";
import { data, Form, Link, redirect, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { readAccountFlow, saveAccountFlow } from "~/features/accounts/account-flow.server";
import { AuthPage, authLinkClasses } from "~/features/accounts/components/auth-page";
import { ConfigurationRequired } from "~/features/accounts/components/configuration-required";
import { useRedirectAfter } from "~/features/accounts/components/use-redirect-after";
import { NewPasswordFields } from "~/features/accounts/components/new-password-fields";
import { placeProblem, useBrowserCheck } from "~/features/accounts/components/use-browser-check";
import { resetPassword } from "~/features/accounts/password-reset.server";
import { newPasswordSchema } from "~/features/accounts/schemas";
import { accountServiceAvailable } from "~/features/accounts/service-status.server";
import { signOutHeaders } from "~/features/accounts/sign-out.server";
import { REDIRECT_DELAY_MS } from "~/lib/account-rules";
import { checkForm, formValues, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/change-password";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Set New Password | LAN Centers" },
  { name: "description", content: "Choose a new password for your LAN Centers account." },
];

const PASSWORD_UPDATED = "Password updated successfully! You can now sign in with your new password.";
/** /login shows PASSWORD_UPDATED for this notice too: the link works without JavaScript. */
const SIGN_IN_AFTER_RESET = "/login?notice=password-updated";

/** Both earlier steps must be done: the address (forgot password) and its checked code. */
export async function loader({ request }: Route.LoaderArgs) {
  const { resetEmail, resetCode } = await readAccountFlow(request);
  if (!resetEmail) throw redirect("/forgot-password");
  if (!resetCode) throw redirect("/verify-reset-code");
  return { email: resetEmail, available: await accountServiceAvailable() };
}

type Result = { done: true } | { done: false; message: string; field?: string; codeRefused?: boolean };

export async function action({ request }: Route.ActionArgs) {
  const flow = await readAccountFlow(request);
  if (!flow.resetEmail) throw redirect("/forgot-password");
  if (!flow.resetCode) throw redirect("/verify-reset-code");

  const check = checkForm(newPasswordSchema, await readFormValues(request));
  if (!check.ok) return data<Result>({ done: false, message: check.message, field: check.field }, { status: 400 });

  const result = await resetPassword({ email: flow.resetEmail, code: flow.resetCode, password: check.data.password });
  if (!result.ok) {
    // A refused code cannot be entered again here: the way on is a new code.
    return data<Result>(
      { done: false, message: result.message, codeRefused: result.codeRefused ?? false },
      { status: httpStatus(result.reason) },
    );
  }

  // The reset revoked every session of the account; this browser's cookie goes too, and the flow ends.
  const headers = await signOutHeaders(request.headers);
  headers.append("Set-Cookie", await saveAccountFlow({ ...flow, resetEmail: undefined, resetCode: undefined }));
  return data<Result>({ done: true }, { headers });
}

/** After the reset the flow cookie is gone: the loader would send the success page away. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as Result | undefined)?.done) return false;
  return defaultShouldRevalidate;
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.done) return <PasswordUpdated />;
  if (!loaderData.available) return <ConfigurationRequired />;
  return <NewPasswordForm email={loaderData.email} result={actionData} />;
}

function NewPasswordForm({ email, result }: { email: string; result: Result | undefined }) {
  const navigation = useNavigation();
  const { problem: browserError, refuseIfBroken, clearProblem } = useBrowserCheck();
  const updating = navigation.state !== "idle" && navigation.formAction === "/change-password";
  const serverError = !updating && result && !result.done ? result : undefined;
  const { fieldProblem, alert } = placeProblem(browserError, serverError, (answer) => answer.field);

  return (
    <AuthPage
      icon={<LockKeyhole aria-hidden="true" className="size-6" />}
      title="Set New Password"
      description={
        <>
          Choose a new password for{" "}
          <strong className="inline-block max-w-full font-semibold break-words text-white">{email}</strong>.
        </>
      }
      footer={
        <p>
          <Link to="/login" className={authLinkClasses}>
            Back to Sign In
          </Link>
        </p>
      }
    >
      <Form
        method="post"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) =>
          refuseIfBroken(event, checkForm(newPasswordSchema, formValues(new FormData(event.currentTarget))))
        }
      >
        {alert ? (
          <Alert tone="error">
            {alert.message}
            {alert.codeRefused ? (
              <>
                {" "}
                <Link to="/forgot-password" className={authLinkClasses}>
                  Request a new code
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <NewPasswordFields problem={fieldProblem} onChange={clearProblem} />
        <Button type="submit" fullWidth loading={updating} loadingLabel="Updating password…">
          Update Password
        </Button>
      </Form>
    </AuthPage>
  );
}

function PasswordUpdated() {
  useRedirectAfter("/login", REDIRECT_DELAY_MS, { replace: true, state: { message: PASSWORD_UPDATED } });

  return (
    <AuthPage
      icon={<CircleCheck aria-hidden="true" className="size-6" />}
      title="Password Updated!"
      description="Your password has been changed and you have been signed out everywhere."
    >
      <div className="flex flex-col items-center gap-5">
        <Spinner label="Redirecting to sign in page..." showLabel />
        <ButtonLink to={SIGN_IN_AFTER_RESET} replace fullWidth>
          Go to Sign In
        </ButtonLink>
      </div>
    </AuthPage>
  );
}
