import { ArrowLeft, CreditCard, LockKeyhole, MapPin } from "lucide-react";
import { data, Link } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PLANS } from "~/content/plans";
import { readSignedInAccount } from "~/features/accounts/viewer.server";
import { PlanCard } from "~/features/venues/components/plan-card";
import { findPayableCenter, type PayableCenter } from "~/features/venues/find-payable-center.server";
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

const LOCATION_REQUIRED = "Location ID is required. Please select a location to subscribe.";

type PaymentState =
  | { state: "signed-out" }
  | { state: "no-location" }
  | { state: "error"; message: string }
  | { state: "plans"; center: PayableCenter };

/**
 * /payment?location={id}: the plans for one of the member's own centers. Payments are off until the
 * subscriptions work wires checkout (PAYMENTS_MODE=off): the plans are shown, nothing is taken.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { account, headers } = await readSignedInAccount(request);
  if (!account) return data<PaymentState>({ state: "signed-out" }, { status: 401, headers });
  const locationId = new URL(request.url).searchParams.get("location")?.trim();
  if (!locationId) return data<PaymentState>({ state: "no-location" }, { status: 400, headers });
  const result = await findPayableCenter(account, locationId);
  if (!result.ok) {
    return data<PaymentState>(
      { state: "error", message: result.message },
      { status: result.reason === "not-found" ? 404 : 500, headers },
    );
  }
  return data<PaymentState>({ state: "plans", center: result.center }, { headers });
}

export default function Payment({ loaderData }: Route.ComponentProps) {
  switch (loaderData.state) {
    case "signed-out":
      return (
        <Notice icon={<LockKeyhole aria-hidden="true" className="size-10 text-accent-300" />} title="Access Denied">
          <p>Please sign in to choose a plan for your LAN center.</p>
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
    case "plans":
      return <Plans center={loaderData.center} />;
  }
}

function Plans({ center }: { center: PayableCenter }) {
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
            Each venue needs its own subscription. Plans are billed monthly in US dollars.
          </p>
        </header>

        <Alert tone="info" title="Payments are not available at the moment" className="mx-auto mt-8 max-w-3xl">
          Your LAN center is registered and will be reviewed by our team. You can come back to choose a plan from your
          dashboard once payments open.
        </Alert>

        <ul className="mt-10 grid gap-8 md:grid-cols-2">
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                action={
                  <Button fullWidth size="lg" disabled aria-describedby="payments-unavailable">
                    <CreditCard aria-hidden="true" className="size-5" />
                    Subscribe
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
        <p id="payments-unavailable" className="mt-6 text-center text-sm text-slate-400">
          Subscribing is disabled while payments are not available.
        </p>
      </div>
    </>
  );
}

function Notice({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
        <Card padding="lg" className="flex flex-col items-center gap-4 text-center">
          {icon}
          <h1 className="font-display text-2xl font-bold text-white">{title}</h1>
          <div className="w-full text-slate-300">{children}</div>
          <ButtonLink to="/dashboard" fullWidth>
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
