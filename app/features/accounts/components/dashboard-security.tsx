import { LockKeyhole } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { checkForm, formValues } from "~/lib/forms";

import type { SecurityResult } from "../dashboard-answers";
import { passwordChangeSchema } from "../schemas";
import { DashboardSection, useLastResult } from "./dashboard-frame";
import { NewPasswordFields } from "./new-password-fields";
import { PasswordField } from "./password-field";
import { placeProblem, useBrowserCheck } from "./use-browser-check";
import { useExpiringValue } from "./use-expiring-value";

const ACTION = "/dashboard?tab=security";

/**
 * Security: the current password, then a new one typed twice. Every other session of the account is
 * signed out.
 */
export function DashboardSecurity({ result }: { result: SecurityResult | undefined }) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const updating = navigation.state === "submitting" && navigation.formAction === ACTION;
  const { problem: browserError, refuseIfBroken, clearProblem } = useBrowserCheck();
  const [last] = useLastResult(result);
  // Success clears after 3 seconds; a refusal stays until the next try.
  const success = useExpiringValue(last?.ok ? last : undefined);
  const shown = updating ? undefined : last?.ok ? success : last;
  const { fieldProblem, alert: banner } = placeProblem(browserError, shown, (answer) =>
    answer.ok ? undefined : answer.field,
  );

  useEffect(() => {
    if (last?.ok) formRef.current?.reset();
  }, [last]);

  return (
    <DashboardSection
      title="Security"
      icon={LockKeyhole}
      description="Enter your current password, then choose a new one. You stay signed in here; every other device is signed out."
    >
      <Form
        ref={formRef}
        method="post"
        action={ACTION}
        noValidate
        className="flex max-w-md flex-col gap-5"
        onSubmit={(event) =>
          refuseIfBroken(event, checkForm(passwordChangeSchema, formValues(new FormData(event.currentTarget))))
        }
      >
        {banner ? <Alert tone={banner.ok ? "success" : "error"}>{banner.message}</Alert> : null}
        <input type="hidden" name="intent" value="change-password" />
        <PasswordField
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          required
          error={fieldProblem?.field === "currentPassword" ? fieldProblem.message : undefined}
          onChange={clearProblem}
        />
        <NewPasswordFields problem={fieldProblem} onChange={clearProblem} />
        <div>
          <Button type="submit" loading={updating} loadingLabel="Updating password…">
            Update Password
          </Button>
        </div>
      </Form>
    </DashboardSection>
  );
}
