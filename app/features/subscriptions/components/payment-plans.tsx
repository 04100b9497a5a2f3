import { MapPin } from "lucide-react";

import { BackgroundVideo } from "~/components/layout/background-video";
import { PlanCards } from "~/components/marketing/plan-card";
import { Alert } from "~/components/ui/alert";
import type { PaymentsMode } from "~/features/subscriptions/load-payment-page.server";
import type { PayableCenter } from "~/features/venues/find-payable-center.server";
import { LISTED_AFTER_REVIEW } from "~/features/venues/lan-center-messages";

import { BackToDashboard } from "~/components/layout/back-to-dashboard";
import { SubscribeButton } from "./subscribe-button";

/**
 * The plans for one center, each with its Subscribe button, under the notices that apply: not yet
 * reviewed, a checkout that could not start (`error`), payments off or in test mode, and an
 * `unfinished` earlier checkout.
 */
export function PaymentPlans({
  center,
  mode,
  unfinished,
  error,
}: {
  center: PayableCenter;
  mode: PaymentsMode;
  unfinished: boolean;
  error: string | undefined;
}) {
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <BackToDashboard />
        <header className="text-center">
          <h1 className="font-display text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            Choose a plan for {center.organizationName}
          </h1>
          <p className="mt-3 flex items-center justify-center gap-2 text-sm text-slate-300">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
            {center.address}
          </p>
          <p className="mx-auto mt-3 max-w-2xl text-base text-slate-300">
            Each venue needs its own subscription. Plans are billed monthly in US dollars; cancel any time, effective at
            the end of the period.
          </p>
        </header>

        <div className="mx-auto mt-8 flex max-w-3xl flex-col gap-4 empty:hidden">
          {center.verified ? null : (
            <Alert tone="info" title="Listed after our review">
              {LISTED_AFTER_REVIEW}
            </Alert>
          )}
          {error ? (
            <Alert tone="error" title="Checkout could not start">
              {error}
            </Alert>
          ) : null}
          {mode === "off" ? (
            <Alert tone="info" title="Payments are not available at the moment">
              Your LAN center is registered and will be reviewed by our team. You can come back to choose a plan from
              your dashboard once payments open.
            </Alert>
          ) : null}
          {mode === "test" ? (
            <Alert tone="info" title="Test mode">
              Payments on this site go through a local test checkout: no card is charged and nothing is billed.
            </Alert>
          ) : null}
          {unfinished && mode !== "off" ? (
            <Alert tone="info" title="Payment not completed">
              Your last checkout for this center was not completed. Choose a plan to complete payment.
            </Alert>
          ) : null}
        </div>

        <PlanCards
          className="mt-10"
          action={(plan) => <SubscribeButton plan={plan} centerId={center.id} disabled={mode === "off"} />}
        />
        {mode === "off" ? (
          <p id="payments-unavailable" className="mt-6 text-center text-sm text-slate-400">
            Subscribing is disabled while payments are not available.
          </p>
        ) : null}
      </div>
    </>
  );
}
