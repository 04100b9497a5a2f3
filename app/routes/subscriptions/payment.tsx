import { LockKeyhole, MapPin } from "lucide-react";
import { data, Link, redirect } from "react-router";

import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { ActiveSubscriptionCard } from "~/features/subscriptions/components/active-subscription-card";
import { PaymentNotice } from "~/features/subscriptions/components/payment-notice";
import { PaymentPlans } from "~/features/subscriptions/components/payment-plans";
import type { CenterSubscription } from "~/features/subscriptions/latest-subscriptions.server";
import { loadPaymentPage, type PaymentsMode } from "~/features/subscriptions/load-payment-page.server";
import {
  AUTHENTICATION_REQUIRED_TO_PAY,
  CREATE_ACCOUNT_TO_PAY,
  LOCATION_REQUIRED,
} from "~/features/subscriptions/messages";
import { checkoutSchema, isLive } from "~/features/subscriptions/schemas";
import { startCheckout } from "~/features/subscriptions/start-checkout.server";
import type { PayableCenter } from "~/features/venues/find-payable-center.server";
import { env } from "~/lib/env.server";
import { checkForm, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
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
export const loader = answeringRefusals(async ({ request }: Route.LoaderArgs) => {
  const { account, headers } = await requireAccount(request, {
    // Its own: the spec's 'Access Denied' state, whose sign-in comes back to the same center's plans.
    "signed-out": (headers) => {
      const { pathname, search } = new URL(request.url);
      const signInUrl = `/login?${new URLSearchParams({ redirectTo: `${pathname}${search}` })}`;
      return data<PaymentState>({ state: "signed-out", signInUrl }, { status: 401, headers });
    },
  });
  const locationId = new URL(request.url).searchParams.get("location")?.trim();
  if (!locationId) return data<PaymentState>({ state: "no-location" }, { status: 400, headers });
  const page = await loadPaymentPage(account, locationId);
  if (!page.ok) {
    return data<PaymentState>({ state: "error", message: page.message }, { status: httpStatus(page.reason), headers });
  }
  return data<PaymentState>(
    { state: "ready", center: page.center, subscription: page.subscription, mode: page.mode },
    { headers },
  );
});

type CheckoutAnswer = { ok: false; message: string };

/** Subscribe: starts the checkout (Stripe's, or the local test checkout) and sends the browser there. */
export const action = answeringRefusals(async ({ request }: Route.ActionArgs) => {
  const values = await readFormValues(request);
  const { account, headers } = await requireAccount(request, {
    form: true,
    messages: { "signed-out": AUTHENTICATION_REQUIRED_TO_PAY },
  });
  const check = checkForm(checkoutSchema, values);
  if (!check.ok) return data<CheckoutAnswer>({ ok: false, message: check.message }, { status: 400, headers });
  const result = await startCheckout(account, check.data, env().PUBLIC_URL);
  if (result.ok) return redirect(result.url, { headers });
  return data<CheckoutAnswer>({ ok: false, message: result.message }, { status: httpStatus(result.reason), headers });
});

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  switch (loaderData.state) {
    case "signed-out":
      return (
        <PaymentNotice
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
        </PaymentNotice>
      );
    case "no-location":
      return (
        <PaymentNotice
          icon={<MapPin aria-hidden="true" className="size-10 text-accent-300" />}
          title="Choose a LAN Center"
        >
          <Alert tone="error">{LOCATION_REQUIRED}</Alert>
        </PaymentNotice>
      );
    case "error":
      return (
        <PaymentNotice
          icon={<MapPin aria-hidden="true" className="size-10 text-rose-300" />}
          title="LAN Center Not Available"
        >
          <Alert tone="error">{loaderData.message}</Alert>
        </PaymentNotice>
      );
    case "ready": {
      const { center, subscription, mode } = loaderData;
      // The same rule as startCheckout's: a center with a live subscription gets no second one.
      return subscription && isLive(subscription.status) ? (
        <ActiveSubscriptionCard center={center} subscription={subscription} />
      ) : (
        <PaymentPlans
          center={center}
          mode={mode}
          unfinished={subscription?.status === "not_started"}
          error={actionData?.message}
        />
      );
    }
  }
}
