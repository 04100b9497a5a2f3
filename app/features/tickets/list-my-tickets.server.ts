import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { user } from "#db/schema/auth";
import { seats, tickets, ticketTypes } from "#db/schema/tickets";
import type { TicketStatus } from "#db/schema/values";
import { events, locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { refuse } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { isPublicCenter } from "~/features/venues/public-venues.server";
import { money } from "~/features/venues/venue-profile";
import { formatEventTime } from "~/features/venues/venue-values";

import { isUpcomingTicket, type MyTicket, type MyTicketsResult } from "./my-tickets";
import { ticketCode } from "./ticket-code.server";
import { ticketQr } from "./ticket-qr.server";
import { TICKET_MESSAGES } from "./ticket-values";

const buyer = alias(user, "buyer");

/**
 * The tickets the member holds, upcoming first (soonest first), then past and cancelled ones
 * (latest first). A ticket given to their address before the account existed, or before it was
 * confirmed, is theirs from now on: it is claimed here, for a confirmed address only, so no one
 * can take a friend's gift by signing up with an address they cannot read.
 */
export async function listMyTickets(actor: Actor, now = new Date()): Promise<MyTicketsResult> {
  try {
    const database = await openDatabase();
    await database
      .update(tickets)
      .set({ holderId: actor.userId, updatedAt: now })
      .where(
        and(
          isNull(tickets.holderId),
          sql`${tickets.holderEmail} = (select lower(${user.email}) from ${user} where ${user.id} = ${actor.userId} and ${user.emailVerified})`,
        ),
      );
    const rows = await database
      .select({
        id: tickets.id,
        status: tickets.status,
        holderEmail: tickets.holderEmail,
        buyerId: tickets.buyerId,
        buyerName: buyer.name,
        typeName: ticketTypes.name,
        includesSeat: ticketTypes.includesSeat,
        seatLabel: seats.label,
        paidCents: tickets.paidCents,
        currency: ticketTypes.currency,
        refundedAt: tickets.refundedAt,
        partyId: events.id,
        partyName: events.organizationName,
        startDate: events.startDate,
        endDate: events.endDate,
        refundDeadline: events.refundDeadline,
        timeZone: events.timeZone,
        customLocation: events.customLocation,
        centerName: locations.organizationName,
        centerAddress: locations.address,
      })
      .from(tickets)
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .innerJoin(events, eq(events.id, tickets.eventId))
      .innerJoin(buyer, eq(buyer.id, tickets.buyerId))
      .leftJoin(locations, and(eq(locations.id, events.locationId), isPublicCenter))
      .leftJoin(seats, eq(seats.id, tickets.seatId))
      // A checkout's hold is not a ticket yet (nor one that ran out unpaid).
      .where(and(eq(tickets.holderId, actor.userId), sql`${tickets.status} in ('active', 'cancelled')`));
    return { ok: true, tickets: rows.map((row) => myTicket(row, actor, now)).sort(upcomingFirst) };
  } catch (error) {
    console.error("Listing a member's tickets failed:", error);
    return refuse("failed", TICKET_MESSAGES.listFailed);
  }
}

type TicketRow = {
  id: string;
  status: string;
  holderEmail: string;
  buyerId: string;
  buyerName: string;
  typeName: string;
  includesSeat: boolean;
  seatLabel: string | null;
  paidCents: number;
  currency: string;
  refundedAt: Date | null;
  partyId: string;
  partyName: string;
  startDate: Date;
  endDate: Date;
  refundDeadline: Date | null;
  timeZone: string;
  customLocation: string | null;
  centerName: string | null;
  centerAddress: string | null;
};

function myTicket(row: TicketRow, actor: Actor, now: Date): MyTicket {
  const status = row.status as TicketStatus;
  const ended = row.endDate.getTime() < now.getTime();
  const code = status === "active" && !ended ? ticketCode(row) : null;
  const changeable = status === "active" && row.startDate.getTime() > now.getTime();
  return {
    id: row.id,
    party: {
      id: row.partyId,
      name: row.partyName,
      startsAt: row.startDate.toISOString(),
      endsAt: row.endDate.toISOString(),
      start: formatEventTime(row.startDate, row.timeZone),
      end: formatEventTime(row.endDate, row.timeZone),
      place: placeText(row),
      ended,
    },
    typeName: row.typeName,
    includesSeat: row.includesSeat,
    seatLabel: row.seatLabel,
    paid: row.paidCents > 0 ? money(row.paidCents, row.currency) : null,
    refunded: row.refundedAt !== null,
    status,
    changeable,
    cancellable: changeable && (!row.refundDeadline || row.refundDeadline.getTime() > now.getTime()),
    cancelUntil: row.refundDeadline ? formatEventTime(row.refundDeadline, row.timeZone) : null,
    boughtBy: row.buyerId === actor.userId ? null : row.buyerName.trim() || "Someone",
    entry: code ? { code, qr: ticketQr(code) } : null,
  };
}

/** Where the party is, in words, as its public page says it: its center and/or the organiser's text. */
export function placeText(party: {
  centerName: string | null;
  centerAddress: string | null;
  customLocation: string | null;
}): string | null {
  const parts = [party.centerName, party.centerAddress, party.customLocation]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "");
  return parts.length > 0 ? [...new Set(parts)].join(", ") : null;
}

function upcomingFirst(a: MyTicket, b: MyTicket): number {
  const rank = (ticket: MyTicket) => (isUpcomingTicket(ticket) ? 0 : 1);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  const order = a.party.startsAt.localeCompare(b.party.startsAt);
  return rank(a) === 0 ? order : -order;
}
