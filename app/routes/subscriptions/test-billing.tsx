import { data, Form, redirect, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { findPlan } from "~/content/plans";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { TestModeCard } from "~/components/layout/test-mode-card";
import { formatPeriodEnd } from "~/features/subscriptions/schemas";
import { loadTestBilling, settleTestBilling } from "~/features/subscriptions/test-checkout.server";
import { readFormValues } from "~/lib/forms";
import type { Route } from "./+types/test-billing";

export const handle = { callToAction: false };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [
  { title: "Test Billing | LAN Centers" },
  { name: "description", content: "Test-mode billing: no real payment is taken." },
  { name: "robots", content: "noindex" },
];

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * The test checkout's billing page (PAYMENTS_MODE=test), where Stripe's billing portal would be:
 * settle a past-due test subscription, or let its renewal fail to try the past-due state. Not
 * found in any other mode, or for someone else's subscription.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { account, headers } = await requireAccount(request);
  const subscription = await loadTestBilling(account, params.subscriptionId);
  if (!subscription) throw notFound();
  return data({ subscription }, { headers });
}

export const action = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const { outcome } = await readFormValues(request);
  const { account, headers } = await requireAccount(request, { page: true });
  if (outcome !== "paid" && outcome !== "renewal-failed") {
    return data({ message: "Choose what the test payment does." }, { status: 400, headers });
  }
  const settled = await settleTestBilling(account, params.subscriptionId, outcome);
  if (!settled) throw notFound();
  return redirect("/dashboard", { headers });
});

export default function TestBilling({ loaderData, actionData }: Route.ComponentProps) {
  const { subscription } = loaderData;
  const plan = findPlan(subscription.plan);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";

  return (
    <TestModeCard
      title="Test Billing"
      notice="Where Stripe's billing portal would be. This is the local test checkout: no card is charged."
    >
      <dl className="mt-6 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-400">LAN center</dt>
        <dd className="break-words text-white">{subscription.organizationName ?? "Deleted LAN center"}</dd>
        <dt className="text-slate-400">Plan</dt>
        <dd className="text-white">{plan?.name ?? subscription.plan}</dd>
        <dt className="text-slate-400">Status</dt>
        <dd className="text-white">{subscription.status.replace("_", " ")}</dd>
        {subscription.currentPeriodEnd ? (
          <>
            <dt className="text-slate-400">Period ends</dt>
            <dd className="text-white">{formatPeriodEnd(subscription.currentPeriodEnd)}</dd>
          </>
        ) : null}
      </dl>
      {actionData?.message ? (
        <Alert tone="error" className="mt-6">
          {actionData.message}
        </Alert>
      ) : null}
      <Form method="post" className="mt-8 flex flex-col gap-3">
        <Button type="submit" name="outcome" value="paid" fullWidth disabled={busy}>
          Update card and pay (test)
        </Button>
        <Button type="submit" name="outcome" value="renewal-failed" variant="secondary" fullWidth disabled={busy}>
          Let the next renewal fail (test)
        </Button>
        <ButtonLink to="/dashboard" variant="ghost" fullWidth>
          Return to Dashboard
        </ButtonLink>
      </Form>
    </TestModeCard>
  );
}
