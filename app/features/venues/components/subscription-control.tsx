import { CreditCard } from "lucide-react";

import type { SubscriptionStatus } from "#db/schema/values";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";

/** What the control needs of a center's latest subscription. */
export type SubscriptionSummary = { status: SubscriptionStatus; cancelAtPeriodEnd: boolean };

/**
 * A center's subscription on its dashboard card: 'No Subscription' with 'View Plans', or the
 * latest subscription's state. A simple stand-in: the subscriptions feature replaces it with the
 * full control (Cancel / Resume Subscription in a dialog), fed by the same props.
 */
export function SubscriptionControl({
  locationId,
  subscription,
}: {
  locationId: string;
  subscription: SubscriptionSummary | null;
}) {
  const paymentPage = `/payment?location=${encodeURIComponent(locationId)}`;
  const state = subscription ? describe(subscription) : null;

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-surface-700 bg-surface-950/60 px-3 py-2">
      <CreditCard aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      <span className="sr-only">Subscription: </span>
      {state ? (
        <Badge tone={state.tone}>{state.label}</Badge>
      ) : (
        <span className="text-sm text-slate-300">No Subscription</span>
      )}
      {!state ? (
        <ButtonLink to={paymentPage} size="sm" variant="secondary" className="ml-auto min-h-11 sm:min-h-9">
          View Plans
        </ButtonLink>
      ) : state.action === "complete" ? (
        <ButtonLink to={paymentPage} size="sm" className="ml-auto min-h-11 sm:min-h-9">
          Complete Payment
        </ButtonLink>
      ) : state.action === "plans" ? (
        <ButtonLink to={paymentPage} size="sm" variant="secondary" className="ml-auto min-h-11 sm:min-h-9">
          View Plans
        </ButtonLink>
      ) : null}
    </div>
  );
}

type State = { label: string; tone: BadgeTone; action?: "complete" | "plans" };

function describe({ status, cancelAtPeriodEnd }: SubscriptionSummary): State {
  switch (status) {
    case "active":
    case "trialing":
      return cancelAtPeriodEnd ? { label: "Ending Soon", tone: "warning" } : { label: "Active", tone: "success" };
    case "past_due":
    case "unpaid":
      return { label: "Payment Past Due", tone: "danger" };
    case "not_started":
    case "incomplete":
      return { label: "Payment Not Completed", tone: "warning", action: "complete" };
    case "paused":
      return { label: "Paused", tone: "neutral", action: "plans" };
    case "canceled":
    case "incomplete_expired":
      return { label: "Canceled", tone: "neutral", action: "plans" };
  }
}
