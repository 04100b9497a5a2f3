import { and, eq, isNull, or, sql } from "drizzle-orm";

import { user } from "#db/schema/auth";
import { partyStaff } from "#db/schema/tickets";
import type { PartyStaffRole } from "#db/schema/values";
import { events } from "#db/schema/venues";
import type { Database } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";
import { isVenueId } from "~/features/venues/venue-id";

import type { PartyRole } from "./door-values";

/** The party a door service works on, as the actor may see it. */
export type AccessibleParty = {
  id: string;
  name: string;
  timeZone: string;
  /** Null when the account that made it is gone. */
  ownerId: string | null;
  role: PartyRole;
};

/**
 * Who the actor is at a party, the one rule every door and staff service asks: its owner or an
 * administrator is its organiser; a `party_staff` row gives its role to the account it names (by
 * `user_id`) or to the member whose confirmed address it is. Null for anyone else, and for an id
 * that names no party: the two are answered alike. A row found by its address is claimed for the
 * account, so it still names them once they change their address.
 */
export async function partyAccess(database: Database, actor: Actor, partyId: string): Promise<AccessibleParty | null> {
  if (!isVenueId(partyId)) return null;
  const confirmedEmail = sql`(select lower(${user.email}) from ${user} where ${user.id} = ${actor.userId} and ${user.emailVerified})`;
  const [row] = await database
    .select({
      id: events.id,
      name: events.organizationName,
      timeZone: events.timeZone,
      ownerId: events.createdBy,
      staffId: partyStaff.id,
      staffUserId: partyStaff.userId,
      staffRole: partyStaff.role,
    })
    .from(events)
    .leftJoin(
      partyStaff,
      and(
        eq(partyStaff.eventId, events.id),
        or(eq(partyStaff.userId, actor.userId), and(isNull(partyStaff.userId), eq(partyStaff.email, confirmedEmail))),
      ),
    )
    .where(eq(events.id, partyId))
    // A co-organiser's row before a door row, should both name the actor.
    .orderBy(partyStaff.role)
    .limit(1);
  if (!row) return null;
  const party = { id: row.id, name: row.name, timeZone: row.timeZone, ownerId: row.ownerId };
  if (row.ownerId === actor.userId || actor.isAdmin) return { ...party, role: "organiser" };
  if (!row.staffId || !row.staffRole) return null;
  if (row.staffUserId === null) {
    await database
      .update(partyStaff)
      .set({ userId: actor.userId })
      .where(and(eq(partyStaff.id, row.staffId), isNull(partyStaff.userId)));
  }
  return { ...party, role: row.staffRole as PartyStaffRole };
}

/** The roles that may see and change who helps run the party, and see its attendees. */
export function managesStaff(role: PartyRole): boolean {
  return role === "organiser" || role === "co-organiser";
}

/** The party, when the actor is its organiser or a co-organiser; door staff are answered as strangers. */
export async function managedParty(database: Database, actor: Actor, partyId: string): Promise<AccessibleParty | null> {
  const party = await partyAccess(database, actor, partyId);
  return party && managesStaff(party.role) ? party : null;
}
