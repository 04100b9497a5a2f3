import { and, asc, count, eq, sql } from "drizzle-orm";

import { user } from "#db/schema/auth";
import { partyStaff } from "#db/schema/tickets";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { isVenueId } from "~/features/venues/venue-id";

import { DOOR_LIMITS, DOOR_MESSAGES, PARTY_ROLE_LABELS, type PartyStaffRole } from "./door-values";
import { managedParty } from "./party-access.server";
import type { PartyStaffList } from "./party-staff-page";
import type { PartyStaffInput } from "./schemas";
import { notifyStaffInvite } from "./staff-mail.server";

export const STAFF_MESSAGES = {
  ownerAddress: "This is the organiser's address: they can already use every page of the party",
  full: `A party can have at most ${DOOR_LIMITS.staffPerParty} people on its staff`,
  notFound: "That person is no longer on the staff list",
  added: (email: string, role: PartyStaffRole) =>
    `${email} was added as ${PARTY_ROLE_LABELS[role].toLowerCase()} and emailed a link to the check-in page.`,
  changed: (email: string, role: PartyStaffRole) => `${email} is now ${PARTY_ROLE_LABELS[role].toLowerCase()}.`,
  removed: (email: string) => `${email} was removed from the staff.`,
  failed: "Failed to save the staff list, please try again",
  loadFailed: "The staff list could not be loaded. Please reload the page in a moment.",
} as const;

export async function loadPartyStaff(
  actor: Actor,
  partyId: string,
): Promise<({ ok: true } & PartyStaffList) | Refusal<"not-found" | "failed">> {
  try {
    const database = await openDatabase();
    const party = await managedParty(database, actor, partyId);
    if (!party) return refuse("not-found", DOOR_MESSAGES.partyNotFound);
    const [owner] = party.ownerId
      ? await database.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, party.ownerId))
      : [];
    const rows = await database
      .select({ id: partyStaff.id, email: partyStaff.email, role: partyStaff.role, name: user.name })
      .from(partyStaff)
      .leftJoin(user, eq(user.id, partyStaff.userId))
      .where(eq(partyStaff.eventId, party.id))
      .orderBy(asc(partyStaff.role), asc(partyStaff.email));
    return {
      ok: true,
      party: { id: party.id, name: party.name, role: party.role },
      owner: owner ?? null,
      staff: rows.map((row) => ({ ...row, role: row.role as PartyStaffRole, name: row.name?.trim() || null })),
    };
  } catch (error) {
    console.error(`[tickets] loading the staff of party ${partyId} for ${actor.userId} failed:`, error);
    return refuse("failed", STAFF_MESSAGES.loadFailed);
  }
}

export type AddStaffResult =
  { ok: true; email: string; role: PartyStaffRole; added: boolean } | Refusal<"not-found" | "invalid" | "failed">;

/**
 * Adds an address to the party's staff with a role, or gives one already there the new role. The
 * person is mailed a link to the check-in page when first added; the address's account, if a
 * confirmed one has it, is named at once (else on their first visit, `partyAccess`).
 */
export async function addPartyStaff(actor: Actor, partyId: string, input: PartyStaffInput): Promise<AddStaffResult> {
  try {
    const database = await openDatabase();
    const party = await managedParty(database, actor, partyId);
    if (!party) return refuse("not-found", DOOR_MESSAGES.partyNotFound);
    const [owner] = party.ownerId
      ? await database.select({ email: user.email }).from(user).where(eq(user.id, party.ownerId))
      : [];
    if (owner && owner.email.toLowerCase() === input.email) return refuse("invalid", STAFF_MESSAGES.ownerAddress);
    const [{ staff }] = (await database
      .select({ staff: count() })
      .from(partyStaff)
      .where(eq(partyStaff.eventId, party.id))) as [{ staff: number }];
    const [account] = await database
      .select({ id: user.id })
      .from(user)
      .where(and(sql`lower(${user.email}) = ${input.email}`, eq(user.emailVerified, true)))
      .limit(1);
    if (Number(staff) >= DOOR_LIMITS.staffPerParty) {
      const [already] = await database
        .select({ id: partyStaff.id })
        .from(partyStaff)
        .where(and(eq(partyStaff.eventId, party.id), eq(partyStaff.email, input.email)));
      if (!already) return refuse("invalid", STAFF_MESSAGES.full);
    }
    const [saved] = await database
      .insert(partyStaff)
      .values({ eventId: party.id, email: input.email, role: input.role, userId: account?.id ?? null })
      .onConflictDoUpdate({ target: [partyStaff.eventId, partyStaff.email], set: { role: input.role } })
      // A row the statement inserted has no deleting transaction: `xmax = 0` tells it from an update.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const added = Boolean(saved?.inserted);
    if (added) {
      const [adder] = await database.select({ name: user.name }).from(user).where(eq(user.id, actor.userId));
      await notifyStaffInvite({
        to: input.email,
        partyId: party.id,
        partyName: party.name,
        role: input.role,
        addedBy: adder?.name ?? "",
      });
    }
    return { ok: true, email: input.email, role: input.role, added };
  } catch (error) {
    console.error(`[tickets] adding staff to party ${partyId} for ${actor.userId} failed:`, error);
    return refuse("failed", STAFF_MESSAGES.failed);
  }
}

/** Takes someone off the staff list; the owner is not on it, so no one can remove them. */
export async function removePartyStaff(
  actor: Actor,
  partyId: string,
  staffId: string,
): Promise<{ ok: true; email: string } | Refusal<"not-found" | "failed">> {
  try {
    const database = await openDatabase();
    const party = await managedParty(database, actor, partyId);
    if (!party) return refuse("not-found", DOOR_MESSAGES.partyNotFound);
    if (!isVenueId(staffId)) return refuse("not-found", STAFF_MESSAGES.notFound);
    const [removed] = await database
      .delete(partyStaff)
      .where(and(eq(partyStaff.id, staffId), eq(partyStaff.eventId, party.id)))
      .returning({ email: partyStaff.email });
    return removed ? { ok: true, email: removed.email } : refuse("not-found", STAFF_MESSAGES.notFound);
  } catch (error) {
    console.error(`[tickets] removing staff from party ${partyId} for ${actor.userId} failed:`, error);
    return refuse("failed", STAFF_MESSAGES.failed);
  }
}
