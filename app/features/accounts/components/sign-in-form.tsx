import { ShieldCheck } from "lucide-react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { checkForm, formValues } from "~/lib/forms";

import { signInSchema } from "../schemas";
import { authLinkClasses } from "./auth-page";
import { DashboardRedirect } from "./dashboard-redirect";
import { EmailField } from "./email-field";
import { PasswordField } from "./password-field";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * E-mail and password, checked with the sign-in schema in the browser and again by the action.
 * Used by Sign In, Account confirmation and Admin Login. An error keeps what was typed.
 */
export function SignInForm({
  defaultEmail = "",
  failure,
  before,
  redirectTo,
}: {
  defaultEmail?: string;
  /** The page of this site to go on to once signed in (the server checks it again). */
  redirectTo?: string | null;
  /** The action's answer when signing in failed (a new object each time). */
  failure: { message: string; email: string } | undefined;
  /** Shown above the fields (e.g. a success message carried from the previous page). */
  before?: ReactNode;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [problem, setProblem] = useState(failure?.message);

  useEffect(() => {
    if (failure) setProblem(failure.message);
  }, [failure]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const check = checkForm(signInSchema, formValues(new FormData(event.currentTarget)));
    if (check.ok) return setProblem(undefined);
    event.preventDefault();
    setProblem(check.message);
  }

  return (
    <Form method="post" noValidate={hydrated} onSubmit={onSubmit} className="flex flex-col gap-5">
      {problem ? <Alert tone="error">{problem}</Alert> : before}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <EmailField label="Email" name="email" required defaultValue={failure?.email ?? defaultEmail} />
      <PasswordField label="Password" name="password" autoComplete="current-password" required />
      <Button type="submit" size="lg" fullWidth loading={submitting} loadingLabel="Signing in">
        Sign In
      </Button>
    </Form>
  );
}

/** The links under a sign-in form: create an account, reset a password, go home. */
export function SignInLinks() {
  return (
    <>
      <Link to="/forgot-password" className={authLinkClasses}>
        Forgot your password?
      </Link>
      <p>
        Don&apos;t have an account?{" "}
        <Link to="/signup-form" className={authLinkClasses}>
          Sign up
        </Link>
      </p>
      <Link to="/" className={authLinkClasses}>
        Back to Home
      </Link>
    </>
  );
}

/** Admin Login's success: 'Login Successful', then the dashboard after 2 s (or at once by the link). */
export function AdminLoginSuccess() {
  return (
    <DashboardRedirect
      icon={<ShieldCheck aria-hidden="true" className="size-6" />}
      title="Login Successful"
      message="You are signed in as an administrator. Taking you to your dashboard..."
    />
  );
}
