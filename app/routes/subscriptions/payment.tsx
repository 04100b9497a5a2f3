import { ArrowLeft, CreditCard, LockKeyhole, MapPin } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { Plan } from "~/content/plans";
import { readSignedInAccount } from "~/features/accounts/viewer.server";
import { PlanCards } from "~/components/marketing/plan-card";
import { SubscriptionFacts, subscriptionState } from "~/features/subscriptions/components/subscription-status";
import type { CenterSubscription } from "~/features/subscriptions/latest-subscriptions.server";
import { loadPaymentPage, type PaymentsMode } from "~/features/subscriptions/load-payment-page.server";
import { AUTHENTICATION_REQUIRED, CREATE_ACCOUNT_TO_PAY, LOCATION_REQUIRED } from "~/features/subscriptions/messages";
import { checkoutSchema, isLive } from "~/features/subscriptions/schemas";
import { startCheckout } from "~/features/subscriptions/start-checkout.server";
import type { PayableCenter } from "~/features/venues/find-payable-center.server";
import { LISTED_AFTER_REVIEW } from "~/features/venues/lan-center-messages";
import { env } from "~/lib/env.server";
import { checkForm, readFormValues } from "~/lib/forms";
import type { Route } from "./+types/payment";

export const handle = { callToAction: false };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [
  { title: "Choose a Plan | LAN Centers" },
  {
    name: "description",
    content: "Choose a monthly plan for your LAN center: Verified Listing or LAN Center Subscription.",
  },
  { name: "robots", content: "noindex" },
];

type PaymentState =
  | { state: "signed-out"; signInUrl: string }
  | { state: "no-location" }
  | { state: "error"; message: string }
  | { state: "ready"; center: PayableCenter; subscription: CenterSubscription | null; mode: PaymentsMode };

/** /payment?location={id}: the plans for one of the member's own centers, or its live subscription. */
export async function loader({ request }: Route.LoaderArgs) {
  const { account, headers } = await readSignedInAccount(request);
  if (!account) {
    // Signing in comes back here, to the same center's plans.
    const { pathname, search } = new URL(request.url);
    const signInUrl = `/login?${new URLSearchParams({ redirectTo: `${pathname}${search}` })}`;
    return data<PaymentState>({ state: "signed-out", signInUrl }, { status: 401, headers });
  }
  const locationId = new URL(request.url).searchParams.get("location")?.trim();
  if (!locationId) return data<PaymentState>({ state: "no-location" }, { status: 400, headers });
  const page = await loadPaymentPage(account, locationId);
  if (!page.ok) {
    return data<PaymentState>(
      { state: "error", message: page.message },
      { status: page.reason === "not-found" ? 404 : 500, headers },
    );
  }
  return data<PaymentState>(
    { state: "ready", center: page.center, subscription: page.subscription, mode: page.mode },
    { headers },
  );
}

type CheckoutAnswer = { ok: false; message: string };

/** Subscribe: starts the checkout (Stripe's, or the local test checkout) and sends the browser there. */
export async function action({ request }: Route.ActionArgs) {
  const values = await readFormValues(request);
  const { account, headers } = await readSignedInAccount(request);
  if (!account) return data<CheckoutAnswer>({ ok: false, message: AUTHENTICATION_REQUIRED }, { status: 401, headers });
  const check = checkForm(checkoutSchema, values);
  if (!check.ok) return data<CheckoutAnswer>({ ok: false, message: check.message }, { status: 400, headers });
  const result = await startCheckout(account, check.data, env().PUBLIC_URL);
  if (result.ok) return redirect(result.url, { headers });
  return data<CheckoutAnswer>({ ok: false, message: result.message }, { status: result.status, headers });
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  switch (loaderData.state) {
    case "signed-out":
      return (
        <Notice
          icon={<LockKeyhole aria-hidden="true" className="size-10 text-accent-300" />}
          title="Access Denied"
          action={
            <ButtonLink to={loaderData.signInUrl} fullWidth>
              Sign In
            </ButtonLink>
          }
        >
          <p>{CREATE_ACCOUNT_TO_PAY}</p>
          <p className="mt-2 text-sm">
            New here?{" "}
            <Link to="/signup-form" className="font-medium text-accent-300 underline-offset-2 hover:underline">
              Create an account
            </Link>
          </p>
        </Notice>
      );
    case "no-location":
      return (
        <Notice icon={<MapPin aria-hidden="true" className="size-10 text-accent-300" />} title="Choose a LAN Center">
          <Alert tone="error">{LOCATION_REQUIRED}</Alert>
        </Notice>
      );
    case "error":
      return (
        <Notice icon={<MapPin aria-hidden="true" className="size-10 text-rose-300" />} title="LAN Center Not Available">
          <Alert tone="error">{loaderData.message}</Alert>
        </Notice>
      );
    case "ready": {
      const { center, subscription, mode } = loaderData;
      // The same rule as startCheckout's: a center with a live subscription gets no second one.
      return subscription && isLive(subscription.status) ? (
        <ActiveSubscription center={center} subscription={subscription} />
      ) : (
        <Plans
          center={center}
          mode={mode}
          unfinished={subscription?.status === "not_started"}
          error={actionData?.message}
        />
      );
    }
  }
}

function Plans({
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

function SubscribeButton({ plan, centerId, disabled }: { plan: Plan; centerId: string; disabled: boolean }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("plan") === plan.id;
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  return (
    <Form method="post">
      <input type="hidden" name="location" value={centerId} />
      <input type="hidden" name="plan" value={plan.id} />
      <Button
        type="submit"
        fullWidth
        size="lg"
        variant={plan.mostPopular ? "primary" : "secondary"}
        disabled={disabled || busy}
        loading={submitting}
        loadingLabel="Redirecting to checkout..."
        aria-describedby={disabled ? "payments-unavailable" : undefined}
      >
        {submitting ? null : <CreditCard aria-hidden="true" className="size-5" />}
        {submitting ? (
          "Redirecting to checkout..."
        ) : (
          <>
            Subscribe<span className="sr-only"> to {plan.name}</span>
          </>
        )}
      </Button>
    </Form>
  );
}

function ActiveSubscription({ center, subscription }: { center: PayableCenter; subscription: CenterSubscription }) {
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

function Notice({
  icon,
  title,
  action,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  /** The way on, above the spec's 'Back to Dashboard'. */
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
        <Card padding="lg" className="flex flex-col items-center gap-4 text-center">
          {icon}
          <h1 className="font-display text-2xl font-bold text-white">{title}</h1>
          <div className="w-full text-slate-300">{children}</div>
          {action}
          <ButtonLink to="/dashboard" variant={action ? "secondary" : undefined} fullWidth>
            Back to Dashboard
          </ButtonLink>
        </Card>
      </div>
    </>
  );
}

function BackToDashboard() {
  return (
    <Link
      to="/dashboard"
      className="mb-6 inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-medium text-accent-300 hover:text-accent-200"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Dashboard
    </Link>
  );
}
