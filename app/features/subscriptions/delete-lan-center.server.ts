import { and, eq, inArray } from "drizzle-orm";

import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import { locations } from "#db/schema/venues";
import type { Actor } from "~/features/accounts/actor";
import type { DeleteVenueResult } from "~/features/venues/delete-lan-party.server";
import { ownedBy } from "~/features/venues/ownership.server";
import { isVenueId } from "~/features/venues/venue-id";
import { openDatabase } from "~/lib/db.server";
import { refuse } from "~/lib/outcome";

import { endCenterSubscriptions } from "./end-center-subscriptions.server";
import { LIVE_STATUSES } from "./schemas";

const FAILED = "Failed to delete LAN center";
const SUBSCRIPTION_STILL_ACTIVE =
  "A subscription of this LAN center started while it was being deleted. Please try again.";

/**
 * Deletes a LAN center the actor owns (any, for an administrator); its contact goes with it (ON
 * DELETE CASCADE), its parties and subscription rows keep their history (location set to null).
 * Another member's center answers exactly like an unknown id. Its subscription is ended first
 * (nobody pays for a venue that is gone); if that fails, the center stays. It lives here, not in
 * venues, because ending the subscriptions is what it must get right: venues know nothing of them.
 */
export async function deleteLanCenter(actor: Actor, id: string): Promise<DeleteVenueResult> {
  if (!isVenueId(id)) return refuse("not-found", FAILED);
  const scope = and(eq(locations.id, id), ownedBy(locations.createdBy, actor));
  try {
    const database = await openDatabase();
    const [owned] = await database.select({ id: locations.id }).from(locations).where(scope);
    if (!owned) return refuse("not-found", FAILED);

    const ended = await endCenterSubscriptions(id);
    if (!ended.ok) return ended;

    return await database.transaction(async (tx) => {
      // Locked, so a subscription cannot start (its row references this one) between check and delete;
      // one that started since its predecessors were ended refuses the delete.
      const [center] = await tx.select({ id: locations.id }).from(locations).where(scope).for("update");
      if (!center) return refuse("not-found", FAILED);

      const [live] = await tx
        .select({ id: lanCenterSubscriptions.id })
        .from(lanCenterSubscriptions)
        .where(
          and(eq(lanCenterSubscriptions.locationId, id), inArray(lanCenterSubscriptions.status, [...LIVE_STATUSES])),
        )
        .limit(1);
      if (live) return refuse("conflict", SUBSCRIPTION_STILL_ACTIVE);

      const deleted = await tx.delete(locations).where(scope).returning({ id: locations.id });
      if (deleted.length === 0) return refuse("not-found", FAILED);
      return { ok: true } as const;
    });
  } catch (error) {
    console.error("[venues] deleting a LAN center failed:", { actor: actor.userId, id }, error);
    return refuse("failed", FAILED);
  }
}
