import { and, asc, desc, eq, ilike, isNotNull, or, sql } from "drizzle-orm";

import { tickets } from "#db/schema/tickets";
import { openDatabase, type Database } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";

import { doorTickets, holder } from "./door-tickets.server";
import { DOOR_LIMITS, DOOR_MESSAGES, type DoorParty, type DoorSearch, type DoorStatus } from "./door-values";
import { type AccessibleParty, partyAccess } from "./party-access.server";

/** How many of the party's live tickets are let in, and the latest check-ins from every device. */
async function doorStatus(database: Database, party: AccessibleParty, now: Date): Promise<DoorStatus> {
  const live = and(eq(tickets.eventId, party.id), eq(tickets.status, "active"));
  const [counts] = await database
    .select({
      total: sql<number>`count(*)::int`,
      checkedIn: sql<number>`(count(*) filter (where ${tickets.checkedInAt} is not null))::int`,
    })
    .from(tickets)
    .where(live);
  const latest = await doorTickets(database, and(live, isNotNull(tickets.checkedInAt)), {
    timeZone: party.timeZone,
    now,
    limit: DOOR_LIMITS.latest,
    orderBy: [desc(tickets.checkedInAt), asc(tickets.id)],
  });
  return {
    total: Number(counts?.total ?? 0),
    checkedIn: Number(counts?.checkedIn ?? 0),
    latest: latest.map((ticket) => ({
      ticketId: ticket.id,
      name: ticket.name,
      typeName: ticket.typeName,
      seat: ticket.seat,
      at: ticket.checkedIn!.at,
      by: ticket.checkedIn!.by,
    })),
  };
}

export type DoorStatusResult = ({ ok: true; party: DoorParty } & DoorStatus) | Refusal<"not-found" | "failed">;

/** The door's counts and latest check-ins, for the organiser and whoever helps them at the door. */
export async function loadDoorStatus(actor: Actor, partyId: string, now = new Date()): Promise<DoorStatusResult> {
  try {
    const database = await openDatabase();
    const party = await partyAccess(database, actor, partyId);
    if (!party) return refuse("not-found", DOOR_MESSAGES.partyNotFound);
    return {
      ok: true,
      party: { id: party.id, name: party.name, role: party.role },
      ...(await doorStatus(database, party, now)),
    };
  } catch (error) {
    console.error(`[tickets] loading the door of party ${partyId} for ${actor.userId} failed:`, error);
    return refuse("failed", DOOR_MESSAGES.loadFailed);
  }
}

/** `%` and `_` typed by the person are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export type DoorPageResult =
  { ok: true; party: DoorParty; status: DoorStatus; search: DoorSearch | null } | Refusal<"not-found" | "failed">;

/**
 * The door page: the party, its counts and latest check-ins, and when `query` is given the
 * party's live tickets whose holder's name or address holds it (at most 20, by name).
 */
export async function loadDoorPage(
  actor: Actor,
  partyId: string,
  query: string | null,
  now = new Date(),
): Promise<DoorPageResult> {
  try {
    const database = await openDatabase();
    const party = await partyAccess(database, actor, partyId);
    if (!party) return refuse("not-found", DOOR_MESSAGES.partyNotFound);
    const status = await doorStatus(database, party, now);
    // Control characters are no one's name (and a NUL cannot reach the database).
    const typed =
      query
        ?.replace(/\p{Cc}/gu, "")
        .trim()
        .slice(0, DOOR_LIMITS.searchMax) ?? "";
    let search: DoorSearch | null = null;
    if (query !== null && typed.length < DOOR_LIMITS.searchMin) {
      search = { query: typed, results: [], message: DOOR_MESSAGES.searchTooShort };
    } else if (query !== null) {
      const pattern = likePattern(typed);
      const results = await doorTickets(
        database,
        and(
          eq(tickets.eventId, party.id),
          eq(tickets.status, "active"),
          or(ilike(tickets.holderEmail, pattern), ilike(holder.name, pattern)),
        ),
        {
          timeZone: party.timeZone,
          now,
          limit: DOOR_LIMITS.searchResults,
          orderBy: [sql`lower(coalesce(nullif(${holder.name}, ''), ${tickets.holderEmail}))`, asc(tickets.id)],
        },
      );
      search = { query: typed, results, message: results.length === 0 ? `No ticket matches “${typed}”` : null };
    }
    return { ok: true, party: { id: party.id, name: party.name, role: party.role }, status, search };
  } catch (error) {
    console.error(`[tickets] loading the door of party ${partyId} for ${actor.userId} failed:`, error);
    return refuse("failed", DOOR_MESSAGES.loadFailed);
  }
}
