import { CircleCheck, Clock, Undo2 } from "lucide-react";
import { data } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { requireAccount } from "~/features/accounts/guards.server";
import { returnFromCheckout } from "~/features/tickets/ticket-checkout.server";
import { orderItemText, type TicketCheckout } from "~/features/tickets/ticket-checkout-values";
import type { Route } from "./+types/ticket-checkout-return";

export const handle = { callToAction: false };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.checkout.status === "paid" ? "Payment received" : "Checkout"} | LAN Centers` },
  { name: "description", content: "Where your LAN party ticket order stands after its checkout." },
  { name: "robots", content: "noindex" },
];

/**
 * /ticket-checkout/{order}/paid or /cancelled: where a ticket order's checkout (Stripe's, or the
 * test checkout) sends the buyer back. It settles what it can at once (features/tickets/
 * ticket-checkout.server.ts) and says where the order stands. Someone else's order is not found.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const outcome = params.outcome === "paid" ? "paid" : params.outcome === "cancelled" ? "cancelled" : null;
  if (!outcome) throw new Response("Not Found", { status: 404 });
  const { account, headers } = await requireAccount(request);
  const checkout = await returnFromCheckout(account, params.orderId, outcome);
  if (!checkout) throw new Response("Not Found", { status: 404 });
  return data({ checkout }, { headers });
}

export default function TicketCheckoutReturn({ loaderData }: Route.ComponentProps) {
  const { checkout } = loaderData;
  const party = `/lanparties/${encodeURIComponent(checkout.partyId)}`;
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-14">
        <Card padding="lg" className="flex flex-col items-center gap-4 text-center">
          <div role="status" className="flex flex-col items-center gap-3">
            <Outcome checkout={checkout} />
          </div>
          <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
            {checkout.status === "paid" ? (
              <>
                <ButtonLink to="/dashboard?tab=tickets" size="lg">
                  My tickets
                </ButtonLink>
                {checkout.includesSeat ? (
                  <ButtonLink to={`${party}#seats`} variant="secondary" size="lg">
                    Pick your seat
                  </ButtonLink>
                ) : null}
              </>
            ) : checkout.status === "open" ? (
              <ButtonLink to={`/ticket-checkout/${encodeURIComponent(checkout.orderId)}/paid`} reloadDocument size="lg">
                Check again
              </ButtonLink>
            ) : (
              <ButtonLink to={`${party}#tickets`} size="lg">
                Back to the party
              </ButtonLink>
            )}
          </div>
        </Card>
      </div>
    </>
  );
}

function Outcome({ checkout }: { checkout: TicketCheckout }) {
  const what = `${orderItemText(checkout)} for ${checkout.partyName}`;
  switch (checkout.status) {
    case "paid":
      return (
        <>
          <CircleCheck aria-hidden="true" className="size-12 text-emerald-300" />
          <h1 className="font-display text-2xl font-bold text-white">Payment received</h1>
          <p className="break-words text-slate-300">
            {checkout.amount} paid: {what}. {checkout.quantity === 1 ? "Your ticket is" : "Your tickets are"} in My
            tickets, with the code to show at the door.
          </p>
        </>
      );
    case "open":
      return (
        <>
          <Clock aria-hidden="true" className="size-12 text-amber-200" />
          <h1 className="font-display text-2xl font-bold text-white">Waiting for your payment</h1>
          <p className="break-words text-slate-300">
            The payment for {what} is not confirmed yet. It usually takes a few seconds.
          </p>
        </>
      );
    case "expired":
      return (
        <>
          <Undo2 aria-hidden="true" className="size-12 text-slate-300" />
          <h1 className="font-display text-2xl font-bold text-white">Checkout closed</h1>
          <p className="break-words text-slate-300">
            Nothing was charged, and {what} went back on sale. You can try again from the party&apos;s page.
          </p>
        </>
      );
  }
}
