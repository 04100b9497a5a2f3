import { and, eq, or, sql } from "drizzle-orm";

import { seatPlans, seats, tickets, ticketTypes } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { isPublicParty } from "~/features/venues/public-venues.server";
import { isVenueId } from "~/features/venues/venue-id";
import { formatEventTime } from "~/features/venues/venue-values";

import { SEAT_MESSAGES } from "./ticket-values";

/** A ticket the member may seat: their own, or one they bought for a friend (the buyer places the group). */
export type SeatableTicket = {
  id: string;
  typeName: string;
  seatLabel: string | null;
  /** Held by the member themselves, rather than a friend they bought it for. */
  own: boolean;
  holderEmail: string;
};

const mayPlace = (actor: Pick<Actor, "userId">) =>
  or(eq(tickets.holderId, actor.userId), eq(tickets.buyerId, actor.userId));

/** The member's live seated tickets of the party, their own first. */
export async function listSeatableTickets(actor: Pick<Actor, "userId">, partyId: string): Promise<SeatableTicket[]> {
  const database = await openDatabase();
  const rows = await database
    .select({
      id: tickets.id,
      typeName: ticketTypes.name,
      seatLabel: seats.label,
      holderId: tickets.holderId,
      holderEmail: tickets.holderEmail,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .leftJoin(seats, eq(seats.id, tickets.seatId))
    .where(
      and(
        eq(tickets.eventId, partyId),
        eq(tickets.status, "active"),
        eq(ticketTypes.includesSeat, true),
        mayPlace(actor),
      ),
    )
    .orderBy(tickets.createdAt, tickets.id);
  return rows
    .map((row) => ({
      id: row.id,
      typeName: row.typeName,
      seatLabel: row.seatLabel,
      own: row.holderId === actor.userId,
      holderEmail: row.holderEmail,
    }))
    .sort((a, b) => Number(b.own) - Number(a.own));
}

/** When seats stop changing, in the party's words ("Seats are fixed since …"), or null while they may. */
export async function seatDeadlineText(partyId: string, now = new Date()) {
  const database = await openDatabase();
  const [row] = await database
    .select({ deadline: seatPlans.seatDeadline, timeZone: events.timeZone })
    .from(seatPlans)
    .innerJoin(events, eq(events.id, seatPlans.eventId))
    .where(eq(seatPlans.eventId, partyId));
  if (!row?.deadline) return { passed: false, text: null };
  return { passed: row.deadline.getTime() <= now.getTime(), text: formatEventTime(row.deadline, row.timeZone) };
}

export type PickSeatResult = { ok: true; label: string } | Refusal<"not-found" | "conflict" | "failed">;

const UNIQUE_VIOLATION = "23505";

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * Puts a ticket on a seat (or moves it). Two people never share a seat: the database's unique index
 * on a live ticket's seat refuses the second, whichever process it comes through, and that person
 * is told "Seat C4 was just taken, pick another".
 */
export async function pickSeat(
  actor: Actor,
  partyId: string,
  ticketId: string,
  seatId: string,
  now = new Date(),
): Promise<PickSeatResult> {
  if (![partyId, ticketId, seatId].every(isVenueId)) return refuse("not-found", SEAT_MESSAGES.notFound);
  const database = await openDatabase();
  const [seat] = await database
    .select({ label: seats.label, blocked: seats.blocked, partyEnds: events.endDate, deadline: seatPlans.seatDeadline })
    .from(seats)
    .innerJoin(events, and(eq(events.id, seats.eventId), isPublicParty))
    .leftJoin(seatPlans, eq(seatPlans.eventId, seats.eventId))
    .where(and(eq(seats.id, seatId), eq(seats.eventId, partyId)));
  if (!seat) return refuse("not-found", SEAT_MESSAGES.notFound);
  if (seat.partyEnds.getTime() <= now.getTime() || (seat.deadline && seat.deadline.getTime() <= now.getTime())) {
    return refuse("conflict", SEAT_MESSAGES.fixed);
  }
  if (seat.blocked) return refuse("conflict", SEAT_MESSAGES.taken(seat.label));
  try {
    const moved = await database
      .update(tickets)
      .set({ seatId })
      .where(
        and(
          eq(tickets.id, ticketId),
          eq(tickets.eventId, partyId),
          eq(tickets.status, "active"),
          mayPlace(actor),
          sql`exists (select 1 from ticket_types where ticket_types.id = tickets.ticket_type_id and ticket_types.includes_seat)`,
        ),
      )
      .returning({ id: tickets.id });
    if (moved.length === 0) return refuse("not-found", SEAT_MESSAGES.ticketNotFound);
    return { ok: true, label: seat.label };
  } catch (error) {
    if (isUniqueViolation(error)) return refuse("conflict", SEAT_MESSAGES.taken(seat.label));
    console.error("Picking a seat failed:", error);
    return refuse("failed", SEAT_MESSAGES.failed);
  }
}
