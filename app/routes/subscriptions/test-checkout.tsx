import { CreditCard } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { findPlan, formatPlanPrice } from "~/content/plans";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { TestModeCard } from "~/components/layout/test-mode-card";
import {
  loadTestCheckout,
  payTestCheckout,
  TEST_CARD_DECLINED,
  type TestCheckoutSession,
} from "~/features/subscriptions/test-checkout.server";
import { readFormValues } from "~/lib/forms";
import type { Route } from "./+types/test-checkout";

export const handle = { callToAction: false };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [
  { title: "Test Checkout | LAN Centers" },
  { name: "description", content: "Test-mode checkout: no real payment is taken." },
  { name: "robots", content: "noindex" },
];

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * The local test checkout (PAYMENTS_MODE=test), where Stripe's hosted checkout would be: the member
 * pays, has the card declined, or goes back, and the outcome runs through the same fulfilment
 * code as Stripe's webhooks. Not found in any other mode, or for someone else's session.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { account, headers } = await requireAccount(request);
  const session = await loadTestCheckout(account, params.sessionId);
  if (!session) throw notFound();
  if (session.paid) return redirect(successUrl(session), { headers });
  return data({ session }, { headers });
}

export const action = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const { outcome } = await readFormValues(request);
  const { account, headers } = await requireAccount(request, { page: true });
  const session = await loadTestCheckout(account, params.sessionId);
  if (!session) throw notFound();

  switch (outcome) {
    case "pay": {
      const paid = await payTestCheckout(account, params.sessionId);
      if (!paid) throw notFound();
      return redirect(successUrl(paid), { headers });
    }
    case "decline":
      return data({ declined: TEST_CARD_DECLINED }, { status: 402, headers });
    case "cancel":
      return redirect(`/payment?location=${encodeURIComponent(session.locationId)}`, { headers });
    default:
      return data({ declined: "Choose Pay, Decline or Cancel." }, { status: 400, headers });
  }
});

function successUrl(session: TestCheckoutSession) {
  const query = new URLSearchParams({ location_id: session.locationId, session_id: session.sessionId });
  return `/success?${query}`;
}

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { session } = loaderData;
  const plan = findPlan(session.plan);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData?.get("outcome") : null;

  return (
    <TestModeCard
      title="Test Checkout"
      notice="This is the site's local test checkout: no card is charged and no money moves. A real deployment takes payments through Stripe."
    >
      <dl className="mt-6 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-400">LAN center</dt>
        <dd className="break-words text-white">{session.organizationName}</dd>
        <dt className="text-slate-400">Plan</dt>
        <dd className="text-white">{plan?.name ?? session.plan}</dd>
        <dt className="text-slate-400">Amount</dt>
        <dd className="text-white">{plan ? `${formatPlanPrice(plan)}.00 per month` : "—"}</dd>
        <dt className="text-slate-400">Card</dt>
        <dd className="flex items-center gap-2 text-white">
          <CreditCard aria-hidden="true" className="size-4 text-slate-400" />
          Test card, Visa ending in 4242
        </dd>
      </dl>

      {actionData?.declined ? (
        <Alert tone="error" className="mt-6">
          {actionData.declined}
        </Alert>
      ) : null}

      <Form method="post" className="mt-8 flex flex-col gap-3">
        <Button
          type="submit"
          name="outcome"
          value="pay"
          size="lg"
          fullWidth
          loading={pending === "pay"}
          loadingLabel="Processing payment..."
          disabled={Boolean(pending)}
        >
          Pay {plan ? formatPlanPrice(plan) : ""} (test)
        </Button>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button type="submit" name="outcome" value="decline" variant="secondary" disabled={Boolean(pending)}>
            Decline the card (test)
          </Button>
          <Button type="submit" name="outcome" value="cancel" variant="ghost" disabled={Boolean(pending)}>
            Cancel and go back
          </Button>
        </div>
      </Form>
    </TestModeCard>
  );
}
