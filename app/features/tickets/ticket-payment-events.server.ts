import { eq } from "drizzle-orm";

import { ticketOrders } from "#db/schema/tickets";
import { openDatabase } from "~/lib/db.server";
import type { Stripe } from "~/lib/stripe.server";

import { releaseOrder, settlePaidOrder } from "./paid-orders.server";

/**
 * A Stripe event about a ticket order's checkout (ours by its `metadata.kind`), applied by the
 * webhook: paid, the order's tickets become the buyer's; expired, they go back. Both are the
 * order's own conditional updates, so a redelivery, or an event after the return page or the sweep
 * already did it, changes nothing. False for any other event (the subscriptions' to apply).
 */
export async function applyTicketPaymentEvent(event: Stripe.Event): Promise<boolean> {
  if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.expired") return false;
  const session = event.data.object;
  if (session.metadata?.kind !== "tickets") return false;
  if (event.type === "checkout.session.completed") {
    const paymentIntent =
      typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
    if (session.payment_status === "paid" && paymentIntent) await settlePaidOrder(session.id, paymentIntent);
    return true;
  }
  const database = await openDatabase();
  const [order] = await database
    .select({ id: ticketOrders.id })
    .from(ticketOrders)
    .where(eq(ticketOrders.checkoutSessionId, session.id));
  if (order) await releaseOrder(order.id);
  return true;
}
