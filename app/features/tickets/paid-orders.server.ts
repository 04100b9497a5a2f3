import { and, asc, eq, gt, inArray, isNull, lte } from "drizzle-orm";

import { payoutAccounts, ticketOrders, tickets, ticketTypes } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import { openDatabase, type Database } from "~/lib/db.server";
import { env } from "~/lib/env.server";

import { checkoutReturnPath } from "./ticket-checkout-values";
import { notifyWaitlistOffer, type WaitlistOffer } from "./ticket-mail.server";
import { readyAccount, ticketFeeCents, ticketPayments, ticketPaymentsOf } from "./ticket-payments.server";
import { passPlaceOn } from "./pass-place-on.server";

/** How long a paid order's tickets are held for its buyer while the checkout is open. */
export const HOLD_MINUTES = 15;

/** A paid order as it is held and checked out: by whom, of which type, at what price, paid to whom. */
export type HeldOrder = {
  orderId: string;
  partyId: string;
  typeId: string;
  buyer: { userId: string; email: string };
  quantity: number;
  unitCents: number;
  currency: string;
  /** "Weekend BYOC · Frag Fest 2027": what the checkout and the receipt call it. */
  itemName: string;
  /** The organiser's connected account. */
  accountId: string;
  isTest: boolean;
};

/** What a take reads of a type (joined to its party and the owner's payout account) to price it. */
export const PAID_TYPE_COLUMNS = {
  priceCents: ticketTypes.priceCents,
  currency: ticketTypes.currency,
  typeName: ticketTypes.name,
  partyName: events.organizationName,
  accountId: payoutAccounts.accountId,
  chargesEnabled: payoutAccounts.chargesEnabled,
  isTest: payoutAccounts.isTest,
};
type PaidType = {
  priceCents: number;
  currency: string;
  typeName: string;
  partyName: string;
  accountId: string | null;
  chargesEnabled: boolean | null;
  isTest: boolean | null;
};

/**
 * The order a take of `type` holds: null for a free type, "closed" for a paid one that cannot be
 * paid now (payments off, or the owner's account not ready in this mode).
 */
export function orderToHold(
  type: PaidType,
  take: Pick<HeldOrder, "orderId" | "partyId" | "typeId" | "buyer" | "quantity">,
): HeldOrder | null | "closed" {
  if (type.priceCents === 0) return null;
  const payments = ticketPayments();
  const accountId = readyAccount(type, payments);
  if (!payments || !accountId) return "closed";
  return {
    ...take,
    unitCents: type.priceCents,
    currency: type.currency,
    itemName: `${type.typeName} · ${type.partyName}`,
    accountId,
    isTest: payments.kind === "test",
  };
}

/** The order's row, written in the transaction that holds its tickets. */
export function heldOrderRow(order: HeldOrder, now: Date): typeof ticketOrders.$inferInsert {
  const amountCents = order.unitCents * order.quantity;
  return {
    id: order.orderId,
    eventId: order.partyId,
    ticketTypeId: order.typeId,
    buyerId: order.buyer.userId,
    quantity: order.quantity,
    amountCents,
    feeCents: ticketFeeCents(amountCents),
    currency: order.currency,
    isTest: order.isTest,
    holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
  };
}

/**
 * Opens the checkout of an order whose tickets were just held, and records its session on the
 * order. When the provider fails, the hold is given back at once: nobody waits 15 minutes for
 * tickets nobody can pay for. Null then; the checkout's address otherwise.
 */
export async function openOrderCheckout(order: HeldOrder): Promise<string | null> {
  const provider = ticketPaymentsOf(order);
  const origin = provider?.kind === "stripe" ? env().PUBLIC_URL : "";
  try {
    if (!provider) throw new Error("no payment provider for this order");
    const checkout = await provider.startCheckout({
      orderId: order.orderId,
      buyerEmail: order.buyer.email,
      itemName: order.itemName,
      unitCents: order.unitCents,
      quantity: order.quantity,
      currency: order.currency,
      feeCents: ticketFeeCents(order.unitCents * order.quantity),
      accountId: order.accountId,
      successUrl: origin + checkoutReturnPath(order.orderId, "paid"),
      cancelUrl: origin + checkoutReturnPath(order.orderId, "cancelled"),
    });
    const database = await openDatabase();
    await database
      .update(ticketOrders)
      .set({ checkoutSessionId: checkout.sessionId, updatedAt: new Date() })
      .where(eq(ticketOrders.id, order.orderId));
    return checkout.url;
  } catch (error) {
    console.error(`[tickets] opening the checkout of order ${order.orderId} failed:`, error);
    await releaseOrder(order.orderId).catch((releaseError: unknown) =>
      console.error(`[tickets] giving back order ${order.orderId}'s hold failed:`, releaseError),
    );
    return null;
  }
}

export type SettleOutcome = "paid" | "already-paid" | "late" | "unknown";

/**
 * A checkout was paid (its webhook, its return page, or the test checkout's "Pay"): the order's held
 * tickets become the buyer's, once, by one conditional update of the order (`status = 'open'`).
 * A payment that arrives after the hold was given back ("late": the tickets may be someone else's
 * by now) is refunded in full, and the buyer keeps nothing they did not get.
 */
export async function settlePaidOrder(
  sessionId: string,
  paymentIntentId: string,
  now = new Date(),
): Promise<SettleOutcome> {
  const database = await openDatabase();
  const settled = await database.transaction(async (tx) => {
    const [order] = await tx
      .update(ticketOrders)
      .set({ status: "paid", paymentIntentId, paidAt: now, updatedAt: now })
      .where(and(eq(ticketOrders.checkoutSessionId, sessionId), eq(ticketOrders.status, "open")))
      .returning({ id: ticketOrders.id, amountCents: ticketOrders.amountCents, quantity: ticketOrders.quantity });
    if (!order) return null;
    await tx
      .update(tickets)
      .set({ status: "active", paidCents: Math.round(order.amountCents / order.quantity), updatedAt: now })
      .where(and(eq(tickets.orderId, order.id), eq(tickets.status, "held")));
    return order;
  });
  if (settled) return "paid";

  const [order] = await database.select().from(ticketOrders).where(eq(ticketOrders.checkoutSessionId, sessionId));
  if (!order) return "unknown";
  if (order.status === "paid") return "already-paid";
  // Paid after its hold ran out: the money goes back, whole.
  await ticketPaymentsOf(order)?.refund({
    paymentIntentId,
    amountCents: order.amountCents,
    idempotencyKey: `late-order-refund-${order.id}`,
  });
  console.warn(`[tickets] order ${order.id} was paid after its hold ran out; the payment was refunded`);
  return "late";
}

/**
 * Gives an open order's held tickets back: each place goes to the first person on the type's waiting
 * list, or back on sale. One conditional update of the order decides it, so of the sweep, the
 * buyer's "Cancel" and Stripe's expiry at once, one gives the places back and the others nothing.
 */
export async function releaseOrder(orderId: string, now = new Date()): Promise<boolean> {
  const database = await openDatabase();
  const offers: WaitlistOffer[] = [];
  const released = await database.transaction(async (tx) => {
    const [order] = await tx
      .update(ticketOrders)
      .set({ status: "expired", updatedAt: now })
      .where(and(eq(ticketOrders.id, orderId), eq(ticketOrders.status, "open")))
      .returning({ id: ticketOrders.id });
    if (!order) return false;
    await giveBackHeld(tx, orderId, now, offers);
    return true;
  });
  await Promise.all(offers.map(notifyWaitlistOffer));
  return released;
}

async function giveBackHeld(tx: Database, orderId: string, now: Date, offers: WaitlistOffer[]): Promise<void> {
  const held = await tx
    .update(tickets)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(tickets.orderId, orderId), eq(tickets.status, "held")))
    .returning({ typeId: tickets.ticketTypeId });
  for (const ticket of held) await passPlaceOn(tx, ticket.typeId, now, offers);
}

/**
 * Closes one open order at its provider and settles it by the answer: paid meanwhile (kept), or
 * closed (its places given back). A provider that cannot be reached leaves the order open, for the
 * next sweep.
 */
export async function closeOrder(orderId: string, now = new Date()): Promise<"paid" | "released" | "open"> {
  const database = await openDatabase();
  const [order] = await database.select().from(ticketOrders).where(eq(ticketOrders.id, orderId));
  if (order?.status !== "open") return order?.status === "paid" ? "paid" : "released";
  const provider = ticketPaymentsOf(order);
  if (order.checkoutSessionId && provider) {
    try {
      if ((await provider.expireCheckout(order.checkoutSessionId)) === "paid") {
        const payment = await provider.paidCheckout(order.checkoutSessionId);
        if (payment) {
          await settlePaidOrder(order.checkoutSessionId, payment.paymentIntentId, now);
          return "paid";
        }
      }
    } catch (error) {
      console.error(`[tickets] closing the checkout of order ${orderId} failed; trying again later:`, error);
      return "open";
    }
  }
  await releaseOrder(orderId, now);
  return "released";
}

/**
 * Orders whose hold ran out are closed, oldest first. Several processes may sweep at once: each
 * close is decided by the order's conditional update, so a place is given back once.
 */
export async function expireHolds(now = new Date()): Promise<number> {
  const database = await openDatabase();
  const due = await database
    .select({ id: ticketOrders.id })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.status, "open"), lte(ticketOrders.holdExpiresAt, now)))
    .orderBy(asc(ticketOrders.holdExpiresAt))
    .limit(100);
  let released = 0;
  for (const order of due) if ((await closeOrder(order.id, now)) === "released") released += 1;
  return released;
}

/**
 * Pays back the cancelled paid tickets not refunded yet: right after a cancel, and by the sweep for
 * any whose refund failed then (the provider unreachable). The refund's key is the ticket's, so a
 * refund asked twice (two processes, or a retry after a lost answer) is made once.
 */
export async function refundCancelledTickets(ticketIds?: string[], now = new Date()): Promise<number> {
  if (ticketIds?.length === 0) return 0;
  const database = await openDatabase();
  const due = await database
    .select({
      id: tickets.id,
      paidCents: tickets.paidCents,
      paymentIntentId: ticketOrders.paymentIntentId,
      isTest: ticketOrders.isTest,
    })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
    .where(
      and(
        eq(tickets.status, "cancelled"),
        gt(tickets.paidCents, 0),
        isNull(tickets.refundedAt),
        ticketIds ? inArray(tickets.id, ticketIds) : undefined,
      ),
    )
    .limit(50);
  let refunded = 0;
  for (const ticket of due) {
    try {
      const provider = ticketPaymentsOf(ticket);
      if (!provider || !ticket.paymentIntentId) continue;
      await provider.refund({
        paymentIntentId: ticket.paymentIntentId,
        amountCents: ticket.paidCents,
        idempotencyKey: `ticket-refund-${ticket.id}`,
      });
      await database
        .update(tickets)
        .set({ refundedAt: now, updatedAt: now })
        .where(and(eq(tickets.id, ticket.id), isNull(tickets.refundedAt)));
      refunded += 1;
    } catch (error) {
      console.error(`[tickets] refunding ticket ${ticket.id} failed; trying again later:`, error);
    }
  }
  return refunded;
}
