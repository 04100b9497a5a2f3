import { randomBytes } from "node:crypto";

import { and, eq } from "drizzle-orm";

import { ticketOrders, ticketTypes } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";
import { money } from "~/features/venues/venue-profile";
import { isVenueId } from "~/features/venues/venue-id";

import { closeOrder, settlePaidOrder } from "./paid-orders.server";
import { TEST_TICKET_SESSION_PREFIX, ticketPayments, ticketPaymentsOf } from "./ticket-payments.server";
import type { TicketCheckout } from "./ticket-checkout-values";

/** The buyer's own order, as the checkout's pages show it. */
async function buyersOrder(actor: Actor, where: ReturnType<typeof eq>) {
  const database = await openDatabase();
  const [order] = await database
    .select({
      id: ticketOrders.id,
      status: ticketOrders.status,
      sessionId: ticketOrders.checkoutSessionId,
      isTest: ticketOrders.isTest,
      quantity: ticketOrders.quantity,
      amountCents: ticketOrders.amountCents,
      currency: ticketOrders.currency,
      holdExpiresAt: ticketOrders.holdExpiresAt,
      partyId: events.id,
      partyName: events.organizationName,
      typeName: ticketTypes.name,
      includesSeat: ticketTypes.includesSeat,
    })
    .from(ticketOrders)
    .innerJoin(events, eq(events.id, ticketOrders.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, ticketOrders.ticketTypeId))
    .where(and(where, eq(ticketOrders.buyerId, actor.userId)));
  return order ?? null;
}

type Order = NonNullable<Awaited<ReturnType<typeof buyersOrder>>>;

function checkoutOf(order: Order, now: Date): TicketCheckout {
  // An open order past its hold is as good as given back: the sweep closes it within a minute.
  const status = order.status === "open" && order.holdExpiresAt <= now ? "expired" : order.status;
  return {
    orderId: order.id,
    sessionId: order.sessionId ?? "",
    status: status as TicketCheckout["status"],
    partyId: order.partyId,
    partyName: order.partyName,
    typeName: order.typeName,
    includesSeat: order.includesSeat,
    quantity: order.quantity,
    amount: money(order.amountCents, order.currency),
    holdExpiresAt: order.holdExpiresAt.toISOString(),
  };
}

/** The buyer's own test checkout (PAYMENTS_MODE=test only), or null: not found for anyone else. */
export async function loadTestTicketCheckout(actor: Actor, sessionId: string, now = new Date()) {
  if (ticketPayments()?.kind !== "test" || !sessionId.startsWith(TEST_TICKET_SESSION_PREFIX)) return null;
  const order = await buyersOrder(actor, eq(ticketOrders.checkoutSessionId, sessionId));
  return order?.isTest ? checkoutOf(order, now) : null;
}

/**
 * The test checkout's "Pay": the order is settled as a paid webhook would settle it (the same
 * `settlePaidOrder`), unless its hold ran out first.
 */
export async function payTestTicketCheckout(actor: Actor, sessionId: string, now = new Date()) {
  const checkout = await loadTestTicketCheckout(actor, sessionId, now);
  if (!checkout || checkout.status !== "open") return checkout;
  await settlePaidOrder(sessionId, `test_pi_${randomBytes(12).toString("hex")}`, now);
  return loadTestTicketCheckout(actor, sessionId, now);
}

/**
 * The buyer is back from the checkout. Paid: the order is settled now if Stripe says so (the webhook
 * may come later, or never reach a machine without a public address), so the tickets are there at
 * once. Cancelled: the checkout is closed and the tickets go back on sale now, not in 15 minutes.
 */
export async function returnFromCheckout(
  actor: Actor,
  orderId: string,
  outcome: "paid" | "cancelled",
  now = new Date(),
): Promise<TicketCheckout | null> {
  if (!isVenueId(orderId)) return null;
  const order = await buyersOrder(actor, eq(ticketOrders.id, orderId));
  if (!order) return null;
  if (order.status === "open" && outcome === "cancelled") {
    await closeOrder(order.id, now);
  } else if (order.status === "open" && !order.isTest && order.sessionId) {
    const payment = await ticketPaymentsOf(order)
      ?.paidCheckout(order.sessionId)
      .catch((error: unknown) => {
        console.warn(`[tickets] reading the checkout of order ${order.id} failed:`, error);
        return null;
      });
    if (payment) await settlePaidOrder(order.sessionId, payment.paymentIntentId, now);
  }
  const current = await buyersOrder(actor, eq(ticketOrders.id, orderId));
  return current ? checkoutOf(current, now) : null;
}
