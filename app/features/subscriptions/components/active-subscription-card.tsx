import { BackgroundVideo } from "~/components/layout/background-video";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { CenterSubscription } from "~/features/subscriptions/latest-subscriptions.server";
import type { PayableCenter } from "~/features/venues/find-payable-center.server";

import { BackToDashboard } from "~/components/layout/back-to-dashboard";
import { SubscriptionFacts, subscriptionState } from "./subscription-status";

/** The payment page of a center that already has a live subscription: its facts instead of the plans. */
export function ActiveSubscriptionCard({
  center,
  subscription,
}: {
  center: PayableCenter;
  subscription: CenterSubscription;
}) {
  const pastDue = subscriptionState(subscription).next === "fix-card";
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto max-w-lg px-4 py-10 sm:py-14">
        <BackToDashboard />
        <Card padding="lg">
          <h1 className="font-display text-2xl font-bold text-white">Active Subscription</h1>
          <p className="mt-2 text-slate-300">
            <span className="inline-block max-w-full font-semibold break-words text-white">
              {center.organizationName}
            </span>{" "}
            already has a subscription, so there is no plan to choose here.
          </p>
          <div className="mt-6">
            <SubscriptionFacts subscription={subscription} />
          </div>
          {pastDue ? (
            <Alert tone="error" className="mt-6">
              The last payment failed. Update the payment method from your dashboard to keep the subscription.
            </Alert>
          ) : null}
          <ButtonLink to="/dashboard" fullWidth className="mt-8">
            Manage from your Dashboard
          </ButtonLink>
        </Card>
      </div>
    </>
  );
}
