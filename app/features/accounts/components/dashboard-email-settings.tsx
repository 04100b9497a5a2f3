import { Mail } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { CODE_LENGTH, CODE_VALIDITY_TEXT } from "~/lib/account-rules";
import { checkForm, formValues } from "~/lib/forms";

import type { EmailChangeResult, EmailSettingsIntent, EmailSettingsResult } from "../dashboard-answers";
import { emailChangeCodeSchema, emailChangeRequestSchema } from "../schemas";
import { CodeField } from "./code-field";
import { DashboardSection, useLastResult } from "./dashboard-frame";
import { DashboardInsightsDigest } from "./dashboard-insights-digest";
import { EmailField } from "./email-field";
import { placeProblem, useBrowserCheck } from "./use-browser-check";
import { useExpiringValue } from "./use-expiring-value";
import { useHydrated } from "~/lib/use-hydrated";

const ACTION = "/dashboard?tab=email";
const CODE_INPUT_ID = "dashboard-email-code";

/** Email Settings: the account's address, and the monthly insights e-mail. */
export function DashboardEmailSettings({
  currentEmail,
  insightsDigest,
  result,
}: {
  currentEmail: string;
  insightsDigest: boolean;
  result: EmailSettingsResult | undefined;
}) {
  return (
    <div className="flex flex-col gap-6">
      <EmailChange currentEmail={currentEmail} result={result?.intent === "insights-digest" ? undefined : result} />
      <DashboardInsightsDigest
        enabled={insightsDigest}
        result={result?.intent === "insights-digest" ? result : undefined}
      />
    </div>
  );
}

/**
 * Step 1 asks for the new address and mails it a code (the server checks that the address is
 * free); step 2 takes the code. Messages clear after 3 seconds.
 */
function EmailChange({ currentEmail, result }: { currentEmail: string; result: EmailChangeResult | undefined }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const submitting = navigation.state === "submitting" && navigation.formAction === ACTION;
  const pendingIntent = submitting ? (navigation.formData?.get("intent") as EmailSettingsIntent | null) : null;

  // Cancel (with JavaScript) forgets the last result instead of asking the server.
  const [current, forget] = useLastResult(result);
  const pendingEmail = current?.pendingEmail;

  const { problem: browserError, refuseIfBroken, clearProblem } = useBrowserCheck();
  const serverMessage = useExpiringValue(current?.message ? current : undefined);
  const shown = submitting ? undefined : serverMessage;
  const { fieldProblem: fieldError, alert: banner } = placeProblem(browserError, shown, (answer) =>
    answer.ok ? undefined : answer.field,
  );

  // The code typed for the current pending address; a new address starts empty.
  const [code, setCode] = useState("");
  const [codeFor, setCodeFor] = useState(pendingEmail);
  if (codeFor !== pendingEmail) {
    setCodeFor(pendingEmail);
    setCode("");
  }

  useEffect(() => {
    if (pendingEmail) document.getElementById(CODE_INPUT_ID)?.focus();
  }, [pendingEmail]);

  function cancel() {
    forget();
    clearProblem();
    setCode("");
  }

  return (
    <DashboardSection
      title="Email Settings"
      icon={Mail}
      description={
        <>
          Your current e-mail address is{" "}
          <strong className="inline-block max-w-full font-semibold break-words text-white">{currentEmail}</strong>.
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {banner ? <Alert tone={banner.ok ? "success" : "error"}>{banner.message}</Alert> : null}

        {pendingEmail ? (
          <Form
            key={pendingEmail}
            method="post"
            action={ACTION}
            noValidate
            className="flex flex-col gap-5"
            onSubmit={(event) => {
              const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
              const intent = submitter?.value as EmailSettingsIntent | undefined;
              if (intent === "cancel-email-change") {
                event.preventDefault();
                cancel();
                return;
              }
              const values = formValues(new FormData(event.currentTarget));
              const check =
                intent === "resend-email-change"
                  ? checkForm(emailChangeRequestSchema(currentEmail), values)
                  : checkForm(emailChangeCodeSchema, values);
              refuseIfBroken(event, check, "code");
            }}
          >
            <input type="hidden" name="newEmail" value={pendingEmail} />
            <p className="text-sm leading-relaxed text-slate-200">
              We sent a 6-digit code to{" "}
              <strong className="inline-block max-w-full font-semibold break-words text-white">{pendingEmail}</strong>.
              Enter it below to move your account to this address.
            </p>
            <CodeField
              id={CODE_INPUT_ID}
              label="Verification Code"
              required
              hint={`The code expires in ${CODE_VALIDITY_TEXT}.`}
              error={fieldError?.field === "code" ? fieldError.message : undefined}
              onCodeChange={(next) => {
                setCode(next);
                clearProblem();
              }}
            />
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Button
                type="submit"
                name="intent"
                value="confirm-email-change"
                className="sm:flex-1"
                // Before hydration nothing would enable it again: the server checks the code then.
                disabled={(hydrated && code.length !== CODE_LENGTH) || submitting}
                loading={pendingIntent === "confirm-email-change"}
                loadingLabel="Verifying code…"
              >
                Verify &amp; Update Email
              </Button>
              <Button
                type="submit"
                name="intent"
                value="cancel-email-change"
                variant="secondary"
                formNoValidate
                disabled={submitting}
              >
                Cancel
              </Button>
              <Button
                type="submit"
                name="intent"
                value="resend-email-change"
                variant="ghost"
                formNoValidate
                disabled={submitting}
                loading={pendingIntent === "resend-email-change"}
                loadingLabel="Sending a new code…"
              >
                Resend Code
              </Button>
            </div>
          </Form>
        ) : (
          <Form
            method="post"
            action={ACTION}
            noValidate
            className="flex flex-col gap-5"
            onSubmit={(event) =>
              refuseIfBroken(
                event,
                checkForm(emailChangeRequestSchema(currentEmail), formValues(new FormData(event.currentTarget))),
                "newEmail",
              )
            }
          >
            <input type="hidden" name="intent" value="request-email-change" />
            <EmailField
              label="New Email"
              name="newEmail"
              inputMode="email"
              required
              error={fieldError?.field === "newEmail" ? fieldError.message : undefined}
              onChange={clearProblem}
            />
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <Button
                type="submit"
                disabled={submitting}
                aria-busy={pendingIntent === "request-email-change" || undefined}
              >
                Send Code
              </Button>
              {pendingIntent === "request-email-change" ? (
                <Spinner size="sm" label="Checking email availability..." showLabel />
              ) : null}
            </div>
          </Form>
        )}
      </div>
    </DashboardSection>
  );
}
