import { CircleAlert, LockKeyhole } from "lucide-react";
import { data } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { findPlan } from "~/content/plans";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { SubscriptionFacts } from "~/features/subscriptions/components/subscription-status";
import { finishCheckout, type PaidSubscription } from "~/features/subscriptions/finish-checkout.server";
import { SIGN_IN_TO_MANAGE } from "~/features/subscriptions/messages";
import { RedirectNotice } from "~/features/venues/components/redirect-notice";
import { LISTED_AFTER_REVIEW } from "~/features/venues/lan-center-messages";
import type { Route } from "./+types/success";
import { httpStatus } from "~/lib/outcome";

export const handle = { callToAction: false };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [
  { title: "Payment Successful | LAN Centers" },
  { name: "description", content: "Your LAN center subscription payment went through." },
  { name: "robots", content: "noindex" },
];

/** After a successful payment, the spec's pause before the dashboard. */
const REDIRECT_SECONDS = 3;

type SuccessState =
  | { state: "signed-out" }
  | { state: "error"; message: string }
  | { state: "confirmed"; subscription: PaidSubscription };

/**
 * /success?location_id={id}&session_id={id}: the payment is confirmed from the checkout session
 * right away (the webhook may come later), then the dashboard follows after 3 seconds.
 */
export const loader = answeringRefusals(async ({ request }: Route.LoaderArgs) => {
  const { account, headers } = await requireAccount(request, {
    // Its own: the page's 'Access Denied' state, as the payment page's, not a redirect.
    "signed-out": (headers) => data<SuccessState>({ state: "signed-out" }, { status: 401, headers }),
  });
  const sessionId = new URL(request.url).searchParams.get("session_id")?.trim() ?? "";
  const result = await finishCheckout(account, sessionId);
  if (!result.ok) {
    return data<SuccessState>(
      { state: "error", message: result.message },
      { status: httpStatus(result.reason), headers },
    );
  }
  return data<SuccessState>({ state: "confirmed", subscription: result.subscription }, { headers });
});

export default function Success({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "confirmed") return <Confirmed subscription={loaderData.subscription} />;
  const signedOut = loaderData.state === "signed-out";
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
        <Card padding="lg" className="flex flex-col items-center gap-4 text-center">
          {signedOut ? (
            <LockKeyhole aria-hidden="true" className="size-10 text-accent-300" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-10 text-rose-300" />
          )}
          <h1 className="font-display text-2xl font-bold text-white">
            {signedOut ? "Access Denied" : "Payment Not Confirmed"}
          </h1>
          <Alert tone="error" className="w-full text-left">
            {signedOut ? SIGN_IN_TO_MANAGE : loaderData.message}
          </Alert>
          {signedOut ? null : (
            <p className="text-sm text-slate-300">
              If you completed a payment, it shows on your dashboard as soon as the payment provider confirms it.
            </p>
          )}
          <ButtonLink to={signedOut ? "/login" : "/dashboard"} fullWidth>
            {signedOut ? "Sign In" : "Back to Dashboard"}
          </ButtonLink>
        </Card>
      </div>
    </>
  );
}

function Confirmed({ subscription }: { subscription: PaidSubscription }) {
  const plan = findPlan(subscription.plan);
  const venue = subscription.organizationName ?? "your LAN center";
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-12 sm:py-16">
        <RedirectNotice
          title="Payment Successful!"
          message={`${plan?.name ?? "Your subscription"} is active for ${venue}. Redirecting to dashboard...`}
          to="/dashboard"
          seconds={REDIRECT_SECONDS}
          linkLabel="Go to Dashboard Now"
        />
        {subscription.centerVerified ? null : <Alert tone="info">{LISTED_AFTER_REVIEW}</Alert>}
        <Card padding="lg">
          <h2 className="text-lg font-semibold text-white">Your subscription</h2>
          <div className="mt-4">
            <SubscriptionFacts subscription={subscription} />
          </div>
        </Card>
      </div>
    </>
  );
}
