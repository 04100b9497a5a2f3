import { and, asc, eq, sql } from "drizzle-orm";

import { tickets, ticketTypes } from "#db/schema/tickets";
import { openDatabase } from "~/lib/db.server";

import { formatEventTime } from "~/features/venues/venue-values";

import { ticketTypeState, type TicketTypeState } from "./ticket-values";

/** A ticket type as the public party page shows it. */
export type PublicTicketType = {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  currency: string;
  quantity: number;
  left: number;
  state: TicketTypeState;
  includesSeat: boolean;
  maxPerOrder: number;
  /** Instants, as ISO text (for the JSON-LD's `validFrom`). */
  saleStartsAt: string | null;
  /** "Sat, Mar 7, 2027, 6:00 PM CST": when a type not on sale yet opens, in the party's zone. */
  onSaleFrom: string | null;
};

type PartyClock = { id: string; endDate: Date | string; timeZone: string };

/** A public party's ticket types, in the organiser's order, with what is left of each now. */
export async function listPartyTicketTypes(party: PartyClock, now = new Date()): Promise<PublicTicketType[]> {
  const database = await openDatabase();
  const rows = await database
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, party.id))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    currency: row.currency,
    quantity: row.quantity,
    left: Math.max(0, row.quantity - row.taken),
    state: ticketTypeState(row, party.endDate, now),
    includesSeat: row.includesSeat,
    maxPerOrder: row.maxPerOrder,
    saleStartsAt: row.saleStartsAt?.toISOString() ?? null,
    onSaleFrom: row.saleStartsAt ? formatEventTime(row.saleStartsAt, party.timeZone) : null,
  }));
}

/** How many live tickets of each type of the party the member holds (for "You have 2"). */
export async function heldAtParty(userId: string, partyId: string): Promise<Record<string, number>> {
  const database = await openDatabase();
  const rows = await database
    .select({ type: tickets.ticketTypeId, count: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(eq(tickets.eventId, partyId), eq(tickets.holderId, userId), eq(tickets.status, "active")))
    .groupBy(tickets.ticketTypeId);
  return Object.fromEntries(rows.map((row) => [row.type, Number(row.count)]));
}
