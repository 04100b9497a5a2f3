import { and, eq, sql } from "drizzle-orm";

import { tickets, ticketTypes } from "#db/schema/tickets";
import type { Currency } from "#db/schema/values";
import { events } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";

import type { PartySalesByParty } from "./party-sales";

/**
 * The sales of every party the actor owns, in one query for all of them: live tickets, those let
 * in, and what they were paid per currency (a party may sell in more than one). Parties without
 * ticket types are left out. Null when it cannot be read: the dashboard shows its cards without.
 */
export async function loadMyPartySales(actor: Actor): Promise<PartySalesByParty | null> {
  try {
    const database = await openDatabase();
    const rows = await database
      .select({
        partyId: ticketTypes.eventId,
        currency: ticketTypes.currency,
        sold: sql<number>`count(${tickets.id})::int`,
        checkedIn: sql<number>`(count(${tickets.id}) filter (where ${tickets.checkedInAt} is not null))::int`,
        // bigint: a big party's paid tickets may add up past what an int holds.
        cents: sql<string>`coalesce(sum(${tickets.paidCents}), 0)::bigint`,
      })
      .from(ticketTypes)
      .innerJoin(events, and(eq(events.id, ticketTypes.eventId), eq(events.createdBy, actor.userId)))
      // Only live tickets: a held, cancelled or expired one is no place and was not kept.
      .leftJoin(tickets, and(eq(tickets.ticketTypeId, ticketTypes.id), eq(tickets.status, "active")))
      .groupBy(ticketTypes.eventId, ticketTypes.currency)
      .orderBy(ticketTypes.eventId, ticketTypes.currency);
    const sales: PartySalesByParty = {};
    for (const row of rows) {
      const party = (sales[row.partyId] ??= { sold: 0, checkedIn: 0, revenue: [] });
      party.sold += Number(row.sold);
      party.checkedIn += Number(row.checkedIn);
      const cents = Number(row.cents);
      if (cents > 0) party.revenue.push({ currency: row.currency as Currency, cents });
    }
    return sales;
  } catch (error) {
    console.error(`[tickets] reading the sales of ${actor.userId}'s parties failed:`, error);
    return null;
  }
}
