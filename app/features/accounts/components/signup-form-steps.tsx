import { ArrowLeft, CircleCheck, LoaderCircle, MailCheck, UserPlus } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { TextField } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { CODE_LENGTH, CODE_VALIDITY_TEXT, MESSAGE_CLEAR_MS } from "~/lib/account-rules";
import { checkForm } from "~/lib/forms";

import { createAccountSchema, verificationCodeSchema } from "../schemas";
import type { CreateAccountFailure, NewAccountValues, VerifyStepFeedback } from "../signup-answers";
import { AuthPage, authLinkClasses } from "./auth-page";
import { CodeField } from "./code-field";
import { DashboardRedirect } from "./dashboard-redirect";
import { EmailField } from "./email-field";
import { PasswordField } from "./password-field";
import { useEmailAvailability } from "./use-email-availability";
import { useHydrated } from "~/lib/use-hydrated";

export const emptyAccountValues: NewAccountValues = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
};

/** A message the page shows on arrival (e.g. after signing in to an account that was never verified). */
export type StepNotice = { tone: "info" | "error"; text: string };

/** Section 5, rules 1 to 3: states of the page, checked before the form's own rules. */
const TAKEN_ON_SUBMIT =
  "Cannot create account - this email address is already in use. Please use a different email or sign in to your existing account.";
const CHECK_RUNNING = "Please wait while we check email availability.";
const NOT_CONFIGURED = "Authentication is not configured. Please contact support.";
const TAKEN_PANEL = "Invalid credentials. Please check your information and try again.";

type Problem = { field?: string; message: string };

/** The form step: who you are, your address (checked as you type) and a password. */
export function SignupFormStep({
  values,
  onValuesChange,
  failure,
  configured,
  notice = null,
  returnTo = null,
}: {
  values: NewAccountValues;
  onValuesChange: (values: NewAccountValues) => void;
  failure: CreateAccountFailure | undefined;
  configured: boolean;
  /** Why the visitor was sent here (a registration form needs an account): read first, focused. */
  notice?: StepNotice | null;
  /** The page to go back to once the account is confirmed. */
  returnTo?: string | null;
}) {
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const creating = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const availability = useEmailAvailability(
    values.email,
    failure?.taken ? { status: "taken", message: failure.message, email: failure.values.email } : undefined,
  );
  const [problem, setProblem] = useState<Problem | undefined>(failure);
  const ids = useFieldIds();

  // A new answer from the server (the same object while nothing new happened).
  const { markTaken } = availability;
  useEffect(() => {
    if (!failure) return;
    setProblem({ field: failure.field, message: failure.message });
    if (failure.taken) markTaken(failure.values.email, failure.message);
  }, [failure, markTaken]);

  // Move to the field a message is about, so it is read with its label.
  useEffect(() => {
    if (problem?.field && problem.field in ids)
      document.getElementById(ids[problem.field as keyof NewAccountValues])?.focus();
  }, [problem, ids]);

  function update(field: keyof NewAccountValues, value: string) {
    if (field === "email") availability.reset();
    setProblem(undefined);
    onValuesChange({ ...values, [field]: value });
  }

  function refuse(event: FormEvent, found: Problem) {
    event.preventDefault();
    setProblem(found);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (availability.taken) return refuse(event, { message: TAKEN_ON_SUBMIT });
    if (availability.checking) return refuse(event, { message: CHECK_RUNNING });
    if (!configured) return refuse(event, { message: NOT_CONFIGURED });
    const check = checkForm(createAccountSchema, values);
    if (!check.ok) return refuse(event, check);
    setProblem(undefined);
  }

  const { taken, checking } = availability;
  const incomplete = Object.values(values).some((value) => value === "");
  const mismatch = values.password !== values.confirmPassword;
  // Before the script runs the button stays usable: the server checks everything anyway.
  const disabled = hydrated && (creating || taken || checking || incomplete || mismatch);
  const buttonText = creating
    ? "Creating account..."
    : checking
      ? "Checking Email..."
      : taken
        ? "Invalid Credentials"
        : "Create Account";

  const fieldError = (field: keyof NewAccountValues) => (problem?.field === field ? problem.message : undefined);
  // Taken, the red panel says it (with the ways on): not a second time above the form.
  const generalMessage = taken ? undefined : problem && !problem.field ? problem.message : availability.message;
  // Said while typing the confirmation only once it can no longer become equal.
  const confirmDiffers =
    hydrated &&
    values.confirmPassword !== "" &&
    mismatch &&
    (values.confirmPassword.length >= values.password.length || !values.password.startsWith(values.confirmPassword));

  return (
    <AuthPage
      icon={<UserPlus aria-hidden="true" className="size-6" />}
      title="Create Account"
      description="Register to add your LAN center or LAN party to the directory."
      footer={
        <>
          <p>
            Already have an account?{" "}
            <Link
              to={returnTo ? `/login?${new URLSearchParams({ redirectTo: returnTo })}` : "/login"}
              className={authLinkClasses}
            >
              Sign in here
            </Link>
          </p>
          <Link to="/" className={authLinkClasses}>
            Back to Home
          </Link>
        </>
      }
    >
      <Form method="post" noValidate={hydrated} onSubmit={onSubmit} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="create" />
        {returnTo ? <input type="hidden" name="redirectTo" value={returnTo} /> : null}
        {notice ? (
          <div
            ref={noticeRef}
            tabIndex={-1}
            className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-accent-300"
          >
            <Alert tone={notice.tone}>{notice.text}</Alert>
          </div>
        ) : null}
        {generalMessage ? <Alert tone="error">{generalMessage}</Alert> : null}

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={ids.firstName}
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            required
            disabled={taken}
            value={values.firstName}
            onChange={(event) => update("firstName", event.currentTarget.value)}
            error={fieldError("firstName")}
          />
          <TextField
            id={ids.lastName}
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            required
            disabled={taken}
            value={values.lastName}
            onChange={(event) => update("lastName", event.currentTarget.value)}
            error={fieldError("lastName")}
          />
        </div>

        <div className="flex flex-col gap-2">
          <EmailField
            id={ids.email}
            label="Email"
            name="email"
            required
            value={values.email}
            onChange={(event) => update("email", event.currentTarget.value)}
            error={fieldError("email")}
          />
          {checking ? <Spinner size="sm" showLabel label="Checking email availability..." /> : null}
        </div>

        <PasswordField
          id={ids.password}
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          disabled={taken}
          hint="At least 6 characters."
          value={values.password}
          onChange={(event) => update("password", event.currentTarget.value)}
          error={fieldError("password")}
        />
        <PasswordField
          id={ids.confirmPassword}
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          disabled={taken}
          value={values.confirmPassword}
          onChange={(event) => update("confirmPassword", event.currentTarget.value)}
          error={fieldError("confirmPassword") ?? (confirmDiffers ? "Passwords do not match" : undefined)}
        />

        {taken ? <TakenPanel /> : null}

        <Button type="submit" size="lg" fullWidth disabled={disabled} aria-busy={creating || undefined}>
          {creating ? <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : null}
          {buttonText}
        </Button>
      </Form>
    </AuthPage>
  );
}

function useFieldIds(): Record<keyof NewAccountValues, string> {
  const base = useId();
  const [ids] = useState(() => ({
    firstName: `${base}-first-name`,
    lastName: `${base}-last-name`,
    email: `${base}-email`,
    password: `${base}-password`,
    confirmPassword: `${base}-confirm-password`,
  }));
  return ids;
}

/** The e-mail-taken state's panel: the neutral message and the two ways on. */
function TakenPanel() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-rose-400/50 bg-rose-950/70 px-4 py-4 text-sm text-rose-100"
    >
      <h2 id={headingId} className="text-base font-semibold text-white">
        Cannot Create Account
      </h2>
      <p className="mt-1 leading-relaxed">{TAKEN_PANEL}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <ButtonLink to="/login" variant="secondary" size="sm">
          Sign In Instead
        </ButtonLink>
        <ButtonLink to="/forgot-password" variant="secondary" size="sm">
          Reset Password
        </ButtonLink>
      </div>
    </section>
  );
}

/** The verify step: the 6-digit code mailed to the new account's address. */
export function SignupVerifyStep({
  email,
  notice,
  feedback,
}: {
  email: string;
  notice: StepNotice | null;
  feedback: VerifyStepFeedback | undefined;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // Answers the visitor has moved past: a verify error once they type again, a resend note after 3 s.
  const [dismissed, setDismissed] = useState<VerifyStepFeedback | undefined>(undefined);
  const codeFieldId = useId();

  useEffect(() => {
    document.getElementById(codeFieldId)?.focus();
  }, [codeFieldId]);

  useEffect(() => {
    if (feedback?.intent !== "resend" || !feedback.ok) return;
    const timer = setTimeout(() => setDismissed(feedback), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const shown = feedback && feedback !== dismissed ? feedback : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("value") !== "verify") return;
    const check = checkForm(verificationCodeSchema, { email, code });
    if (check.ok) return setProblem(undefined);
    event.preventDefault();
    setProblem(check.message);
  }

  const message = problem
    ? { tone: "error" as const, text: problem }
    : shown
      ? { tone: shown.intent === "resend" && shown.ok ? ("success" as const) : ("error" as const), text: shown.message }
      : feedback
        ? undefined
        : (notice ?? undefined);

  return (
    <AuthPage
      icon={<MailCheck aria-hidden="true" className="size-6" />}
      title="Verify Your Email"
      description={
        <>
          We sent a 6-digit code to{" "}
          <strong className="inline-block max-w-full font-semibold break-words text-white">{email}</strong>. It is valid
          for {CODE_VALIDITY_TEXT}.
        </>
      }
    >
      <Form method="post" noValidate={hydrated} onSubmit={onSubmit} className="flex flex-col gap-5">
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        <CodeField
          id={codeFieldId}
          label="Verification Code"
          hint="Enter the 6-digit code from the email."
          required
          onCodeChange={(next) => {
            setCode(next);
            setProblem(undefined);
            if (feedback?.intent === "verify") setDismissed(feedback);
          }}
        />
        <Button
          type="submit"
          name="intent"
          value="verify"
          size="lg"
          fullWidth
          disabled={hydrated && (busy !== undefined || code.length !== CODE_LENGTH)}
          loading={busy === "verify"}
          loadingLabel="Verifying"
        >
          Verify
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button type="submit" name="intent" value="back" variant="ghost" formNoValidate disabled={busy !== undefined}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </Button>
          <Button
            type="submit"
            name="intent"
            value="resend"
            variant="secondary"
            formNoValidate
            disabled={busy !== undefined}
            loading={busy === "resend"}
            loadingLabel="Sending"
          >
            Resend Code
          </Button>
        </div>
      </Form>
    </AuthPage>
  );
}

/** The success step: signed in; on to the dashboard after 2 s, or at once by the link. */
export function SignupSuccessStep({ returnTo }: { returnTo?: string | null }) {
  if (returnTo) {
    return (
      <DashboardRedirect
        icon={<CircleCheck aria-hidden="true" className="size-6" />}
        title="Account Created!"
        message="Your email is verified and you are signed in. Taking you back to your registration, with what you typed..."
        to={returnTo}
        linkLabel="Continue Registration Now"
      />
    );
  }
  return (
    <DashboardRedirect
      icon={<CircleCheck aria-hidden="true" className="size-6" />}
      title="Account Created!"
      message="Your email is verified and you are signed in. Taking you to your dashboard..."
    />
  );
}
