import { ChartColumn } from "lucide-react";
import { useId } from "react";
import { Form, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";

import type { InsightsDigestResult } from "../dashboard-answers";
import { DashboardSection, useLastResult } from "./dashboard-frame";
import { useExpiringValue } from "./use-expiring-value";

const ACTION = "/dashboard?tab=email";

/**
 * The monthly insights e-mail, on or off: a checkbox and a save button, so it works without
 * JavaScript. The mail's own unsubscribe link turns off the same setting.
 */
export function DashboardInsightsDigest({
  enabled,
  result,
}: {
  enabled: boolean;
  result: InsightsDigestResult | undefined;
}) {
  const id = useId();
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" &&
    navigation.formAction === ACTION &&
    navigation.formData?.get("intent") === "insights-digest";
  const [last] = useLastResult(result);
  // Success clears after 3 seconds; a refusal stays until the next try.
  const success = useExpiringValue(last?.ok ? last : undefined);
  const shown = saving ? undefined : last?.ok ? success : last;

  return (
    <DashboardSection
      title="Insights E-mail"
      icon={ChartColumn}
      description="Once a month, each of your listed LAN centers' figures (views, visitors, clicks) and one suggestion from them."
    >
      <Form method="post" action={ACTION} className="flex flex-col gap-5">
        {shown ? <Alert tone={shown.ok ? "success" : "error"}>{shown.message}</Alert> : null}
        <input type="hidden" name="intent" value="insights-digest" />
        <div className="flex min-h-11 items-center gap-3">
          {/* Keyed to the saved value: after a save the box shows what the server now holds. */}
          <input
            key={String(enabled)}
            id={`${id}-digest`}
            type="checkbox"
            name="insightsDigest"
            value="true"
            defaultChecked={enabled}
            className="size-5 shrink-0 accent-accent-400"
          />
          <label htmlFor={`${id}-digest`} className="text-sm font-medium text-slate-100">
            Send me a monthly insights e-mail
          </label>
        </div>
        <div>
          <Button type="submit" variant="secondary" loading={saving} loadingLabel="Saving…">
            Save
          </Button>
        </div>
      </Form>
    </DashboardSection>
  );
}
