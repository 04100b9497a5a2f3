import { and, asc, eq, lte, sql } from "drizzle-orm";

import { tickets, ticketTypes } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";

import { isVenueId } from "~/features/venues/venue-id";
import { money } from "~/features/venues/venue-profile";

import { ATTENDEE_LIST_LIMIT, ATTENDEE_MESSAGES, type AttendeeList } from "./attendee-values";
import { doorTickets, holder } from "./door-tickets.server";
import { DOOR_MESSAGES } from "./door-values";
import { managedParty } from "./party-access.server";
import {
  notifyTicketCancelled,
  notifyWaitlistOffer,
  type CancelledTicket,
  type WaitlistOffer,
} from "./ticket-mail.server";
import { TICKET_MESSAGES } from "./ticket-values";
import { refundCancelledTickets } from "./paid-orders.server";
import { passPlaceOn } from "./pass-place-on.server";

/**
 * Every ticket of a party, for its organiser and co-organisers (door staff and other members are
 * answered as if there were no such party): the holder, type, seat and check-in of each, live
 * tickets first, then by name; with the counts of live, checked-in and cancelled tickets.
 */
export async function loadAttendees(
  actor: Actor,
  partyId: string,
  now = new Date(),
): Promise<({ ok: true } & AttendeeList) | Refusal<"not-found" | "failed">> {
  try {
    const database = await openDatabase();
    const party = await managedParty(database, actor, partyId);
    if (!party) return refuse("not-found", DOOR_MESSAGES.partyNotFound);
    const [counts] = await database
      .select({
        all: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where ${tickets.status} = 'active'))::int`,
        checkedIn: sql<number>`(count(*) filter (where ${tickets.status} = 'active' and ${tickets.checkedInAt} is not null))::int`,
      })
      .from(tickets)
      .where(listed(party.id));
    const attendees = await doorTickets(database, listed(party.id), {
      timeZone: party.timeZone,
      now,
      limit: ATTENDEE_LIST_LIMIT,
      orderBy: [
        sql`${tickets.status} <> 'active'`,
        sql`lower(coalesce(nullif(${holder.name}, ''), ${tickets.holderEmail}))`,
        asc(tickets.id),
      ],
    });
    const all = Number(counts?.all ?? 0);
    const active = Number(counts?.active ?? 0);
    return {
      ok: true,
      party: { id: party.id, name: party.name, role: party.role },
      attendees,
      counts: { active, checkedIn: Number(counts?.checkedIn ?? 0), cancelled: all - active },
      cut: all > attendees.length,
    };
  } catch (error) {
    console.error(`[tickets] loading the attendees of party ${partyId} for ${actor.userId} failed:`, error);
    return refuse("failed", ATTENDEE_MESSAGES.loadFailed);
  }
}

/** The party's tickets that are or were someone's place: not a checkout's hold, open or run out. */
const listed = (partyId: string) =>
  and(eq(tickets.eventId, partyId), sql`${tickets.status} in ('active', 'cancelled')`);

export type CancelAttendeeResult = { ok: true; holder: string } | Refusal<"not-found" | "conflict" | "failed">;

/**
 * The organiser (or a co-organiser) cancels a live ticket of their party until the party ends: the
 * holder is mailed, and the place goes to the first person on the type's waiting list or back on
 * sale, in the same transaction. The conditional update decides it, as for the holder's own cancel
 * (cancel-ticket.server.ts): of two cancels at once, the second changes nothing.
 */
export async function cancelAttendeeTicket(
  actor: Actor,
  partyId: string,
  ticketId: string,
  now = new Date(),
): Promise<CancelAttendeeResult> {
  if (!isVenueId(ticketId)) return refuse("not-found", TICKET_MESSAGES.ticketNotFound);
  const offers: WaitlistOffer[] = [];
  try {
    const database = await openDatabase();
    const party = await managedParty(database, actor, partyId);
    if (!party) return refuse("not-found", DOOR_MESSAGES.partyNotFound);
    const result = await database.transaction(async (tx) => {
      const [ended] = await tx
        .select({ endDate: events.endDate })
        .from(events)
        .where(and(eq(events.id, party.id), lte(events.endDate, now)));
      if (ended) return refuse("conflict", ATTENDEE_MESSAGES.partyEnded);
      const [cancelled] = await tx
        .update(tickets)
        .set({ status: "cancelled", cancelledAt: now, updatedAt: now, seatId: null })
        .where(and(eq(tickets.id, ticketId), eq(tickets.eventId, party.id), eq(tickets.status, "active")))
        .returning({ typeId: tickets.ticketTypeId, email: tickets.holderEmail, paidCents: tickets.paidCents });
      if (!cancelled) {
        const [exists] = await tx
          .select({ id: tickets.id })
          .from(tickets)
          .where(and(eq(tickets.id, ticketId), eq(tickets.eventId, party.id)));
        return exists
          ? refuse("conflict", ATTENDEE_MESSAGES.alreadyCancelled)
          : refuse("not-found", TICKET_MESSAGES.ticketNotFound);
      }
      await passPlaceOn(tx, cancelled.typeId, now, offers);
      const [type] = await tx
        .select({ name: ticketTypes.name, currency: ticketTypes.currency })
        .from(ticketTypes)
        .where(eq(ticketTypes.id, cancelled.typeId));
      const [shown] = await doorTickets(tx, eq(tickets.id, ticketId), {
        timeZone: party.timeZone,
        now,
        limit: 1,
        orderBy: [],
      });
      const mail: CancelledTicket = {
        ticketId,
        to: cancelled.email,
        partyId: party.id,
        partyName: party.name,
        typeName: type?.name ?? "",
        refund: cancelled.paidCents > 0 && type ? money(cancelled.paidCents, type.currency) : null,
      };
      return { ok: true as const, holder: shown?.name ?? cancelled.email, mail };
    });
    if (!result.ok) return result;
    await Promise.all([notifyTicketCancelled(result.mail), ...offers.map(notifyWaitlistOffer)]);
    // A paid ticket is paid back; a refund that fails now is tried again by the minute's sweep.
    await refundCancelledTickets([ticketId]).catch(() => 0);
    return { ok: true, holder: result.holder };
  } catch (error) {
    console.error(`[tickets] cancelling ticket ${ticketId} of party ${partyId} for ${actor.userId} failed:`, error);
    return refuse("failed", TICKET_MESSAGES.cancelFailed);
  }
}
