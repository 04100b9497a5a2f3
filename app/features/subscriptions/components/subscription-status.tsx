import type { SubscriptionStatus } from "#db/schema/values";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { findPlan } from "~/content/plans";
import type { CenterSubscription } from "~/features/subscriptions/latest-subscriptions.server";
import { describeCard, formatPeriodEnd } from "~/features/subscriptions/schemas";

/** How a subscription reads to its owner, and what they can do about it. */
export type SubscriptionState = {
  label: string;
  tone: BadgeTone;
  /** What the owner can do next. */
  next: "cancel" | "resume" | "fix-card" | "complete" | "plans";
};

/** The spec's states (section 5): 'Ending Soon' while cancelling; only `active` counts as active. */
export function subscriptionState({
  status,
  cancelAtPeriodEnd,
}: {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
}): SubscriptionState {
  switch (status) {
    case "active":
    case "trialing":
      if (cancelAtPeriodEnd) return { label: "Ending Soon", tone: "warning", next: "resume" };
      return { label: status === "trialing" ? "Trial" : "Active", tone: "success", next: "cancel" };
    case "past_due":
    case "unpaid":
      return { label: "Payment Past Due", tone: "danger", next: "fix-card" };
    case "not_started":
    case "incomplete":
      return { label: "Payment Not Completed", tone: "warning", next: "complete" };
    case "paused":
      return { label: "Paused", tone: "neutral", next: "plans" };
    case "canceled":
    case "incomplete_expired":
      return { label: "Canceled", tone: "neutral", next: "plans" };
  }
}

export function SubscriptionBadge({ subscription }: { subscription: CenterSubscription }) {
  const state = subscriptionState(subscription);
  return <Badge tone={state.tone}>{state.label}</Badge>;
}

/** The facts of a subscription: plan and price, renewal or end date, card, and test mode. */
export function SubscriptionFacts({ subscription }: { subscription: CenterSubscription }) {
  const plan = findPlan(subscription.plan);
  const state = subscriptionState(subscription);
  const card = describeCard(subscription.paymentMethodBrand, subscription.paymentMethodLast4);
  const periodEnd = subscription.currentPeriodEnd;
  const dateLabel =
    state.next === "resume"
      ? "Ends on"
      : state.next === "cancel"
        ? "Renews on"
        : state.next === "plans"
          ? "Ended"
          : "Due";
  return (
    <DetailList>
      <Detail label="Plan">{plan ? `${plan.name} · $${plan.priceUsd}/${plan.interval}` : subscription.plan}</Detail>
      <Detail label="Status">
        <SubscriptionBadge subscription={subscription} />
      </Detail>
      {periodEnd && state.next !== "complete" ? (
        <Detail label={dateLabel}>
          <time dateTime={new Date(periodEnd * 1000).toISOString()}>{formatPeriodEnd(periodEnd)}</time>
        </Detail>
      ) : null}
      {card ? <Detail label="Card">{card}</Detail> : null}
      {subscription.isTest ? (
        <Detail label="Mode">
          <Badge tone="info">Test mode</Badge>
        </Detail>
      ) : null}
    </DetailList>
  );
}
