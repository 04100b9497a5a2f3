import { CreditCard } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";

import { TestModeCard } from "~/components/layout/test-mode-card";
import { Button } from "~/components/ui/button";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { loadTestTicketCheckout, payTestTicketCheckout } from "~/features/tickets/ticket-checkout.server";
import { checkoutReturnPath, orderItemText } from "~/features/tickets/ticket-checkout-values";
import { readFormValues } from "~/lib/forms";
import type { Route } from "./+types/test-ticket-checkout";

export const handle = { callToAction: false };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [
  { title: "Test Checkout | LAN Centers" },
  { name: "description", content: "Test-mode checkout for party tickets: no real payment is taken." },
  { name: "robots", content: "noindex" },
];

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * The local test checkout of a ticket order (PAYMENTS_MODE=test), where Stripe's would be: the buyer
 * pays (settled by the same code as Stripe's webhook) or cancels (the tickets go back on sale).
 * Not found in any other mode, or for someone else's order; a settled order goes on to its result.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { account, headers } = await requireAccount(request);
  const checkout = await loadTestTicketCheckout(account, params.sessionId);
  if (!checkout) throw notFound();
  if (checkout.status !== "open") {
    return redirect(checkoutReturnPath(checkout.orderId, checkout.status === "paid" ? "paid" : "cancelled"), {
      headers,
    });
  }
  const minutesLeft = Math.max(1, Math.ceil((Date.parse(checkout.holdExpiresAt) - Date.now()) / 60_000));
  return data({ checkout, minutesLeft }, { headers });
}

export const action = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const { outcome } = await readFormValues(request);
  const { account, headers } = await requireAccount(request, { page: true });
  const checkout =
    outcome === "pay"
      ? await payTestTicketCheckout(account, params.sessionId)
      : await loadTestTicketCheckout(account, params.sessionId);
  if (!checkout) throw notFound();
  return redirect(checkoutReturnPath(checkout.orderId, outcome === "pay" ? "paid" : "cancelled"), { headers });
});

export default function TestTicketCheckout({ loaderData }: Route.ComponentProps) {
  const { checkout, minutesLeft } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData?.get("outcome") : null;

  return (
    <TestModeCard
      title="Test Checkout"
      notice="This is the site's local test checkout: no card is charged and no money moves. A real deployment takes payments through Stripe."
    >
      <dl className="mt-6 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-400">LAN party</dt>
        <dd className="break-words text-white">{checkout.partyName}</dd>
        <dt className="text-slate-400">Tickets</dt>
        <dd className="break-words text-white">{orderItemText(checkout)}</dd>
        <dt className="text-slate-400">Amount</dt>
        <dd className="text-white">{checkout.amount}</dd>
        <dt className="text-slate-400">Card</dt>
        <dd className="flex items-center gap-2 text-white">
          <CreditCard aria-hidden="true" className="size-4 text-slate-400" />
          Test card, Visa ending in 4242
        </dd>
      </dl>
      <p className="mt-4 text-sm text-slate-300">
        Your {checkout.quantity === 1 ? "ticket is" : "tickets are"} held for you for {minutesLeft} more{" "}
        {minutesLeft === 1 ? "minute" : "minutes"}; after that {checkout.quantity === 1 ? "it goes" : "they go"} back on
        sale.
      </p>

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
          Pay {checkout.amount} (test)
        </Button>
        <Button type="submit" name="outcome" value="cancel" variant="ghost" disabled={Boolean(pending)}>
          Cancel and go back
        </Button>
      </Form>
    </TestModeCard>
  );
}
