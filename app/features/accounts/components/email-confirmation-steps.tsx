import { CircleAlert, CircleCheck, MailCheck } from "lucide-react";
import { Form, Link } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";

import { AuthPage, authLinkClasses } from "./auth-page";

/** How the e-mail confirmation link ended, from its loader or its action. */
export type ConfirmationFailure = { ok: false; message: string; signIn?: boolean };
export type ConfirmationOutcome = { ok: true; email: string } | ConfirmationFailure;

/**
 * While the page confirms the link by itself; without JavaScript, the button that does it (`ready`:
 * the link's address and code, once they checked out).
 */
export function ConfirmingEmailChange({ ready }: { ready: { email: string; token: string } | undefined }) {
  return (
    <AuthPage
      icon={<MailCheck aria-hidden="true" className="size-6" />}
      title="Confirming Email Change"
      description="Please wait while we move your account to its new e-mail address."
    >
      <div className="flex flex-col items-center gap-5">
        <Spinner label="Confirming your new email address…" showLabel />
        {ready ? (
          <noscript>
            <Form method="post" className="flex flex-col items-center gap-3">
              <input type="hidden" name="newEmail" value={ready.email} />
              <input type="hidden" name="code" value={ready.token} />
              <p className="text-sm text-slate-300">
                Confirm that <strong className="inline-block max-w-full break-words text-white">{ready.email}</strong>{" "}
                becomes your account’s e-mail address.
              </p>
              <Button type="submit">Confirm</Button>
            </Form>
          </noscript>
        ) : null}
      </div>
    </AuthPage>
  );
}

export function Confirmed({ email }: { email: string }) {
  return (
    <AuthPage
      icon={<CircleCheck aria-hidden="true" className="size-6" />}
      title="Success!"
      description={
        <>
          Your e-mail address is now{" "}
          <strong className="inline-block max-w-full font-semibold break-words text-white">{email}</strong>. Use it the
          next time you sign in.
        </>
      }
    >
      <ButtonLink to="/dashboard" fullWidth>
        Go to Dashboard
      </ButtonLink>
    </AuthPage>
  );
}

export function ConfirmationFailed({ failure }: { failure: ConfirmationFailure }) {
  return (
    <AuthPage
      icon={<CircleAlert aria-hidden="true" className="size-6" />}
      title="Email Confirmation Failed"
      footer={
        failure.signIn ? (
          <p>
            Open the link in the browser where you are signed in, or{" "}
            <Link to="/login" className={authLinkClasses}>
              sign in
            </Link>{" "}
            and open it again.
          </p>
        ) : null
      }
    >
      <div className="flex flex-col gap-5">
        <Alert tone="error">{failure.message}</Alert>
        <div className="flex flex-col gap-3">
          <ButtonLink to="/dashboard" fullWidth>
            Go to Dashboard
          </ButtonLink>
          <ButtonLink to="/forgot-password" variant="secondary" fullWidth>
            Request Password Reset Instead
          </ButtonLink>
        </div>
      </div>
    </AuthPage>
  );
}
