import { and, eq } from "drizzle-orm";

import { locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import type { Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { LAN_CENTER_LOAD_FAILED, LAN_CENTER_NOT_FOUND } from "./lan-center-messages";
import { ownedBy } from "./ownership.server";
import { isVenueId } from "./venue-id";

/** The center a subscription is bought for, as the payment page names it. */
export type PayableCenter = {
  id: string;
  organizationName: string;
  address: string;
  /** On the public map already (the team has verified it). */
  verified: boolean;
};

export type FindPayableCenterResult = { ok: true; center: PayableCenter } | Refusal<"not-found" | "failed">;

/**
 * The actor's own center (any, for an administrator) for /payment?location={id}. Another member's
 * center is answered exactly like an unknown id: nobody pays for, or learns of, a venue not theirs.
 */
export async function findPayableCenter(actor: Actor, id: string): Promise<FindPayableCenterResult> {
  if (!isVenueId(id)) return { ok: false, reason: "not-found", message: LAN_CENTER_NOT_FOUND };
  try {
    const database = await openDatabase();
    const [center] = await database
      .select({
        id: locations.id,
        organizationName: locations.organizationName,
        address: locations.address,
        verified: locations.verified,
      })
      .from(locations)
      .where(and(eq(locations.id, id), ownedBy(locations.createdBy, actor)))
      .limit(1);
    return center ? { ok: true, center } : { ok: false, reason: "not-found", message: LAN_CENTER_NOT_FOUND };
  } catch (error) {
    console.error(`[venues] finding LAN center ${id} to pay for, for ${actor.userId}, failed:`, error);
    return { ok: false, reason: "failed", message: LAN_CENTER_LOAD_FAILED };
  }
}
