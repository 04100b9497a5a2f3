import { randomUUID } from "node:crypto";

import { and, eq, sql } from "drizzle-orm";

import { user } from "#db/schema/auth";
import { payoutAccounts, ticketOrders, tickets, ticketTypes } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { isPublicParty } from "~/features/venues/public-venues.server";
import { isVenueId } from "~/features/venues/venue-id";

import { heldOrderRow, openOrderCheckout, orderToHold, PAID_TYPE_COLUMNS } from "./paid-orders.server";
import type { TakeTicketsInput } from "./schemas";
import { TICKET_MESSAGES, ticketTypeState } from "./ticket-values";

export type TakeTicketsResult =
  /** Free tickets are the buyer's at once; paid ones are held, and `checkoutUrl` is where to pay. */
  | { ok: true; orderId: string; ticketIds: string[]; checkoutUrl?: string }
  | Refusal<"not-found" | "invalid" | "conflict" | "failed" | "unavailable">;

const stockRefusal = (left: number) =>
  refuse("conflict", left > 0 ? TICKET_MESSAGES.onlyLeft(left) : TICKET_MESSAGES.soldOut);

class Refused extends Error {
  constructor(readonly refusal: Refusal<"not-found" | "invalid" | "conflict">) {
    super(refusal.message);
  }
}

/**
 * Takes `quantity` tickets of one type of a public party for the actor, who holds them all (they
 * give the others to friends from My tickets). Free ones are theirs at once; paid ones are held for
 * HOLD_MINUTES while the checkout is open (an order, `paid-orders.server.ts`), counted in the stock
 * like any other, so a rush never sells more than the stock however many checkouts are open.
 *
 * Never more than the stock, on any number of processes: the stock is taken by one conditional
 * update of the type's row (`taken + n <= quantity`, and a CHECK behind it), which PostgreSQL runs
 * one buyer at a time per type, in the same transaction as the tickets it writes. A type sold out
 * as first read is refused without that update, and the update comes last, so the row is held
 * only until the commit (ADR 025: what a ticket rush measured). The buyer's
 * own row is locked first, so one person's two clicks at once cannot both pass the per-person
 * limit; every transaction takes the two locks in that order, so none waits on another in a circle.
 */
export async function takeTickets(
  actor: Actor,
  partyId: string,
  input: TakeTicketsInput,
  now = new Date(),
): Promise<TakeTicketsResult> {
  if (!isVenueId(partyId) || !isVenueId(input.ticketType)) return refuse("not-found", TICKET_MESSAGES.notFound);
  try {
    const database = await openDatabase();
    // What the type is, read before any lock: most of a rush is refused here ("Sold out" as read)
    // without a transaction. The update below decides for those that go on.
    const [type] = await database
      .select({
        quantity: ticketTypes.quantity,
        taken: ticketTypes.taken,
        maxPerOrder: ticketTypes.maxPerOrder,
        saleStartsAt: ticketTypes.saleStartsAt,
        saleEndsAt: ticketTypes.saleEndsAt,
        partyEnds: events.endDate,
        ...PAID_TYPE_COLUMNS,
      })
      .from(ticketTypes)
      .innerJoin(events, eq(events.id, ticketTypes.eventId))
      .leftJoin(payoutAccounts, eq(payoutAccounts.userId, events.createdBy))
      .where(and(eq(ticketTypes.id, input.ticketType), eq(ticketTypes.eventId, partyId), isPublicParty));
    if (!type) return refuse("not-found", TICKET_MESSAGES.notFound);
    const orderId = randomUUID();
    const order = orderToHold(type, {
      orderId,
      partyId,
      typeId: input.ticketType,
      buyer: actor,
      quantity: input.quantity,
    });
    if (order === "closed") return refuse("unavailable", TICKET_MESSAGES.paymentsClosed);
    const state = ticketTypeState(type, type.partyEnds, now);
    if (state === "not-yet" || state === "sale-ended") return refuse("conflict", TICKET_MESSAGES.notOnSale);
    if (type.quantity - type.taken < input.quantity) return stockRefusal(type.quantity - type.taken);

    const held = await database.transaction(async (tx) => {
      await tx.select({ id: user.id }).from(user).where(eq(user.id, actor.userId)).for("update");
      const [held] = (await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(tickets)
        .where(
          and(
            eq(tickets.ticketTypeId, input.ticketType),
            eq(tickets.buyerId, actor.userId),
            // A checkout still open counts: five open checkouts would otherwise pass a limit of one.
            sql`${tickets.status} in ('active', 'held')`,
          ),
        )) as [{ count: number }];
      if (held.count + input.quantity > type.maxPerOrder) {
        throw new Refused(refuse("invalid", TICKET_MESSAGES.overLimit(type.maxPerOrder)));
      }

      const email = actor.email.toLowerCase();
      const created = await tx
        .insert(tickets)
        .values(
          Array.from({ length: input.quantity }, () => ({
            ticketTypeId: input.ticketType,
            eventId: partyId,
            orderId,
            buyerId: actor.userId,
            holderId: actor.userId,
            holderEmail: email,
            status: order ? ("held" as const) : ("active" as const),
          })),
        )
        .returning({ id: tickets.id });
      if (order) await tx.insert(ticketOrders).values(heldOrderRow(order, now));

      // The stock is taken last, so the type's row is locked only from here to the commit; when
      // it is gone by now, the tickets above are rolled back with the refusal.
      const taken = await tx
        .update(ticketTypes)
        .set({ taken: sql`${ticketTypes.taken} + ${input.quantity}` })
        .where(
          and(
            eq(ticketTypes.id, input.ticketType),
            sql`${ticketTypes.taken} + ${input.quantity} <= ${ticketTypes.quantity}`,
          ),
        )
        .returning({ taken: ticketTypes.taken });
      if (taken.length === 0) {
        const [current] = await tx
          .select({ left: sql<number>`${ticketTypes.quantity} - ${ticketTypes.taken}` })
          .from(ticketTypes)
          .where(eq(ticketTypes.id, input.ticketType));
        throw new Refused(stockRefusal(Number(current?.left ?? 0)));
      }
      return { ok: true as const, orderId, ticketIds: created.map((row) => row.id) };
    });
    if (!order) return held;
    const checkoutUrl = await openOrderCheckout(order);
    if (!checkoutUrl) return refuse("unavailable", TICKET_MESSAGES.checkoutFailed);
    return { ...held, checkoutUrl };
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    console.error("Taking a ticket failed:", error);
    // Every connection busy for longer than the pool waits (a rush on an overloaded machine): a
    // moment later it may go through, which 503 says; anything else is our failure.
    const busy = error instanceof Error && error.message.includes("timeout exceeded when trying to connect");
    return busy ? refuse("unavailable", TICKET_MESSAGES.busy) : refuse("failed", TICKET_MESSAGES.takeFailed);
  }
}
