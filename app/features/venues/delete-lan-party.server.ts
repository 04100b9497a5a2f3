import { and, eq } from "drizzle-orm";

import { events } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { ownedBy } from "./ownership.server";
import { isVenueId } from "./venue-id";

/** What deleting a venue answers (a LAN center's delete, in subscriptions, answers the same). */
export type DeleteVenueResult = { ok: true } | Refusal<"not-found" | "conflict" | "failed" | "upstream-failed">;

const FAILED = "Failed to delete LAN party";

/**
 * Deletes a LAN party the actor owns (any, for an administrator); its contact goes with it (ON
 * DELETE CASCADE). Another member's party answers exactly like an unknown id.
 */
export async function deleteLanParty(actor: Actor, id: string): Promise<DeleteVenueResult> {
  if (!isVenueId(id)) return refuse("not-found", FAILED);
  try {
    const database = await openDatabase();
    // One statement: the party and, by cascade, its contact, or nothing.
    const deleted = await database
      .delete(events)
      .where(and(eq(events.id, id), ownedBy(events.createdBy, actor)))
      .returning({ id: events.id });
    if (deleted.length === 0) return refuse("not-found", FAILED);
    return { ok: true };
  } catch (error) {
    console.error("[venues] deleting a LAN party failed:", { actor: actor.userId, id }, error);
    return refuse("failed", FAILED);
  }
}
