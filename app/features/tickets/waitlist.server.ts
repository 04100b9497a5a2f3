import { randomUUID } from "node:crypto";

import { and, eq, lte, sql } from "drizzle-orm";

import { payoutAccounts, ticketOrders, tickets, ticketTypes, waitlistEntries } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import { openDatabase, type Database } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { isPublicParty } from "~/features/venues/public-venues.server";
import { isVenueId } from "~/features/venues/venue-id";
import { formatEventTime } from "~/features/venues/venue-values";

import { passPlaceOn } from "./pass-place-on.server";
import { notifyWaitlistOffer, type WaitlistOffer } from "./ticket-mail.server";
import { heldOrderRow, openOrderCheckout, orderToHold, PAID_TYPE_COLUMNS } from "./paid-orders.server";
import { TICKET_MESSAGES, ticketTypeState, WAITLIST_MESSAGES } from "./ticket-values";

/** Where the member stands on a type's waiting list, for the party page. */
export type WaitlistPlace =
  { status: "waiting"; position: number } | { status: "offered"; expiresAt: string; expiresText: string };

/** The member's open places on the party's waiting lists, by ticket type. */
export async function waitlistPlaces(userId: string, partyId: string): Promise<Record<string, WaitlistPlace>> {
  const database = await openDatabase();
  const rows = await database
    .select({
      typeId: waitlistEntries.ticketTypeId,
      status: waitlistEntries.status,
      expiresAt: waitlistEntries.offerExpiresAt,
      timeZone: events.timeZone,
      // Who joined the same type's list before, still waiting: this place in the queue.
      ahead: sql<number>`(select count(*)::int from waitlist_entries earlier
        where earlier.ticket_type_id = waitlist_entries.ticket_type_id and earlier.status = 'waiting'
          and earlier.created_at < waitlist_entries.created_at)`,
    })
    .from(waitlistEntries)
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .where(
      and(
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.eventId, partyId),
        sql`${waitlistEntries.status} in ('waiting', 'offered')`,
      ),
    );
  return Object.fromEntries(
    rows.map((row) => [
      row.typeId,
      row.status === "offered" && row.expiresAt
        ? {
            status: "offered",
            expiresAt: row.expiresAt.toISOString(),
            expiresText: formatEventTime(row.expiresAt, row.timeZone),
          }
        : { status: "waiting", position: Number(row.ahead) + 1 },
    ]),
  );
}

type Outcome = { ok: true } | Refusal<"not-found" | "conflict" | "invalid" | "failed">;

class Refused extends Error {
  constructor(readonly refusal: Refusal<"not-found" | "conflict" | "invalid">) {
    super(refusal.message);
  }
}

const UNIQUE_VIOLATION = "23505";
const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
};

/** A member joins a sold-out type's waiting list (once: the open-entry unique index says so). */
export async function joinWaitlist(actor: Actor, partyId: string, typeId: string, now = new Date()): Promise<Outcome> {
  if (!isVenueId(partyId) || !isVenueId(typeId)) return refuse("not-found", WAITLIST_MESSAGES.notFound);
  try {
    const database = await openDatabase();
    const [type] = await database
      .select({
        quantity: ticketTypes.quantity,
        taken: ticketTypes.taken,
        saleStartsAt: ticketTypes.saleStartsAt,
        saleEndsAt: ticketTypes.saleEndsAt,
        partyEnds: events.endDate,
      })
      .from(ticketTypes)
      .innerJoin(events, and(eq(events.id, ticketTypes.eventId), isPublicParty))
      .where(and(eq(ticketTypes.id, typeId), eq(ticketTypes.eventId, partyId)));
    if (!type) return refuse("not-found", WAITLIST_MESSAGES.notFound);
    if (ticketTypeState(type, type.partyEnds, now) !== "sold-out")
      return refuse("conflict", WAITLIST_MESSAGES.notSoldOut);
    await database.insert(waitlistEntries).values({ ticketTypeId: typeId, eventId: partyId, userId: actor.userId });
    return { ok: true };
  } catch (error) {
    if (isUniqueViolation(error)) return refuse("conflict", WAITLIST_MESSAGES.alreadyWaiting);
    console.error("Joining a waiting list failed:", error);
    return refuse("failed", WAITLIST_MESSAGES.failed);
  }
}

/** A member leaves a type's list; an offer they were holding goes to the next person. */
export async function leaveWaitlist(actor: Actor, partyId: string, typeId: string, now = new Date()): Promise<Outcome> {
  if (!isVenueId(partyId) || !isVenueId(typeId)) return refuse("not-found", WAITLIST_MESSAGES.notFound);
  const offers: WaitlistOffer[] = [];
  try {
    const database = await openDatabase();
    await database.transaction(async (tx) => {
      const [left] = await tx
        .update(waitlistEntries)
        .set({ status: "left", updatedAt: now })
        .where(
          and(
            eq(waitlistEntries.ticketTypeId, typeId),
            eq(waitlistEntries.eventId, partyId),
            eq(waitlistEntries.userId, actor.userId),
            sql`${waitlistEntries.status} in ('waiting', 'offered')`,
          ),
        )
        .returning({ offered: sql<boolean>`${waitlistEntries.offerExpiresAt} is not null` });
      if (!left) throw new Refused(refuse("not-found", WAITLIST_MESSAGES.notWaiting));
      if (left.offered) await passPlaceOn(tx, typeId, now, offers);
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    console.error("Leaving a waiting list failed:", error);
    return refuse("failed", WAITLIST_MESSAGES.failed);
  }
  await Promise.all(offers.map(notifyWaitlistOffer));
  return { ok: true };
}

/**
 * The member takes the ticket offered to them. The place was kept for them, so the stock does not
 * move: the offer becomes a ticket in one transaction, or nothing happens. A paid type's ticket is
 * held for its checkout like any bought one; if that runs out unpaid, the place goes on to the next
 * person waiting.
 */
export async function claimOffer(
  actor: Actor,
  partyId: string,
  typeId: string,
  now = new Date(),
): Promise<
  { ok: true; ticketId: string; checkoutUrl?: string } | Refusal<"not-found" | "conflict" | "failed" | "unavailable">
> {
  if (!isVenueId(partyId) || !isVenueId(typeId)) return refuse("not-found", WAITLIST_MESSAGES.notFound);
  try {
    const database = await openDatabase();
    const [type] = await database
      .select(PAID_TYPE_COLUMNS)
      .from(ticketTypes)
      .innerJoin(events, eq(events.id, ticketTypes.eventId))
      .leftJoin(payoutAccounts, eq(payoutAccounts.userId, events.createdBy))
      .where(and(eq(ticketTypes.id, typeId), eq(ticketTypes.eventId, partyId)));
    if (!type) return refuse("not-found", WAITLIST_MESSAGES.notFound);
    const orderId = randomUUID();
    const order = orderToHold(type, { orderId, partyId, typeId, buyer: actor, quantity: 1 });
    if (order === "closed") return refuse("unavailable", TICKET_MESSAGES.paymentsClosed);
    const claimed = await database.transaction(async (tx) => {
      const [entry] = await tx
        .update(waitlistEntries)
        .set({ status: "accepted", updatedAt: now })
        .where(
          and(
            eq(waitlistEntries.ticketTypeId, typeId),
            eq(waitlistEntries.eventId, partyId),
            eq(waitlistEntries.userId, actor.userId),
            eq(waitlistEntries.status, "offered"),
            sql`${waitlistEntries.offerExpiresAt} > ${now}`,
          ),
        )
        .returning({ id: waitlistEntries.id });
      if (!entry) throw new Refused(refuse("conflict", WAITLIST_MESSAGES.noOffer));
      const [ticket] = await tx
        .insert(tickets)
        .values({
          ticketTypeId: typeId,
          eventId: partyId,
          orderId,
          buyerId: actor.userId,
          holderId: actor.userId,
          holderEmail: actor.email.toLowerCase(),
          status: order ? "held" : "active",
        })
        .returning({ id: tickets.id });
      if (order) await tx.insert(ticketOrders).values(heldOrderRow(order, now));
      return { ok: true as const, ticketId: ticket!.id };
    });
    if (!order) return claimed;
    const checkoutUrl = await openOrderCheckout(order);
    if (!checkoutUrl) return refuse("unavailable", TICKET_MESSAGES.checkoutFailed);
    return { ...claimed, checkoutUrl };
  } catch (error) {
    if (error instanceof Refused) return error.refusal as Refusal<"conflict">;
    console.error("Claiming a waiting list offer failed:", error);
    return refuse("failed", WAITLIST_MESSAGES.failed);
  }
}

/**
 * Offers that ran out go to the next person waiting (or back on sale). Safe on several processes at
 * once: each expired offer is taken with `FOR UPDATE SKIP LOCKED` and changed in the same
 * transaction, so it is passed on exactly once.
 */
export async function expireOffers(now = new Date(), database?: Database): Promise<number> {
  const store = database ?? (await openDatabase());
  const offers: WaitlistOffer[] = [];
  let expired = 0;
  for (;;) {
    const done = await store.transaction(async (tx) => {
      const [entry] = await tx
        .select({ id: waitlistEntries.id, typeId: waitlistEntries.ticketTypeId })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.status, "offered"), lte(waitlistEntries.offerExpiresAt, now)))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!entry) return true;
      await tx
        .update(waitlistEntries)
        .set({ status: "expired", updatedAt: now })
        .where(eq(waitlistEntries.id, entry.id));
      await passPlaceOn(tx, entry.typeId, now, offers);
      expired += 1;
      return false;
    });
    if (done) break;
  }
  await Promise.all(offers.map(notifyWaitlistOffer));
  return expired;
}
