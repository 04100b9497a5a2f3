import { eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { user } from "#db/schema/auth";
import { seats, tickets, ticketTypes } from "#db/schema/tickets";
import type { Database } from "~/lib/db.server";

import { money } from "~/features/venues/venue-profile";

import { clockTime, type DoorTicket } from "./door-values";

/** The holder's account in `doorTickets`' query, for a `where` or an order about their name. */
export const holder = alias(user, "holder");
const checker = alias(user, "checker");

/**
 * A party's tickets as the door sees them (`where` names the party and which tickets): the holder's
 * name and address, the type, the seat, and who let them in when. Nothing else of the attendee.
 */
export async function doorTickets(
  database: Database,
  where: SQL | undefined,
  options: { timeZone: string; now: Date; limit: number; orderBy: SQL[] },
): Promise<DoorTicket[]> {
  const rows = await database
    .select({
      id: tickets.id,
      status: tickets.status,
      email: tickets.holderEmail,
      holderName: holder.name,
      typeName: ticketTypes.name,
      includesSeat: ticketTypes.includesSeat,
      seat: seats.label,
      paidCents: tickets.paidCents,
      currency: ticketTypes.currency,
      refundedAt: tickets.refundedAt,
      checkedInAt: tickets.checkedInAt,
      checkerName: checker.name,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .leftJoin(holder, eq(holder.id, tickets.holderId))
    .leftJoin(seats, eq(seats.id, tickets.seatId))
    .leftJoin(checker, eq(checker.id, tickets.checkedInBy))
    .where(where)
    .orderBy(...options.orderBy)
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.holderName?.trim() || row.email,
    email: row.email,
    typeName: row.typeName,
    includesSeat: row.includesSeat,
    seat: row.seat,
    cancelled: row.status !== "active",
    paid: row.paidCents > 0 ? money(row.paidCents, row.currency) : null,
    refunded: row.refundedAt !== null,
    checkedIn: row.checkedInAt
      ? { at: clockTime(row.checkedInAt, options.timeZone, options.now), by: row.checkerName?.trim() || null }
      : null,
  }));
}
