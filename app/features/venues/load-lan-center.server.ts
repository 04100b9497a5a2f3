import { and, eq } from "drizzle-orm";

import { communities, locationContacts, locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import type { Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import type { OwnedPhoto } from "~/features/photos/photo-values";
import { venuePhotos } from "~/features/photos/venue-photos.server";
import { centerGames, hasLibraryPlan } from "./center-profile.server";
import { centerFieldColumns } from "./lan-center-columns.server";
import type { CenterFacts } from "./lan-center-columns.server";
import { LAN_CENTER_LOAD_FAILED, LAN_CENTER_NOT_FOUND } from "./lan-center-messages";
import { ownedBy } from "./ownership.server";
import type { VenueType } from "./schemas";
import { isVenueId } from "./venue-id";

/** What the edit form starts from: the center, its games, its community and its contact row. */
export type LanCenterForEdit = Omit<CenterFacts, "venueType" | "amenities"> & {
  id: string;
  venueType: VenueType | null;
  amenities: string[];
  /** The slugs of its games. */
  games: string[];
  /** Its photos in order, the cover first, with those waiting for review. */
  photos: OwnedPhoto[];
  /** Whether the center subscribes to the plan that includes the full library. */
  libraryPlan: boolean;
  community: { id: string; name: string; description: string | null; imageUrl: string | null } | null;
  contact: { ownerName: string | null; email: string | null } | null;
};

export type LoadLanCenterResult = { ok: true; center: LanCenterForEdit } | Refusal<"not-found" | "failed">;

export { LAN_CENTER_LOAD_FAILED, LAN_CENTER_NOT_FOUND };

// The subscriptions feature reads the id check from here.
export { isVenueId };

/**
 * The center the actor may edit: their own, or any for an administrator. Another member's center
 * is answered exactly like an unknown id.
 */
export async function loadLanCenterForEdit(actor: Actor, id: string): Promise<LoadLanCenterResult> {
  if (!isVenueId(id)) return { ok: false, reason: "not-found", message: LAN_CENTER_NOT_FOUND };
  try {
    const database = await openDatabase();
    const [row] = await database
      .select({
        location: {
          id: locations.id,
          ...centerFieldColumns,
          libraryPlan: hasLibraryPlan,
        },
        community: {
          id: communities.id,
          name: communities.name,
          description: communities.description,
          imageUrl: communities.imageUrl,
        },
        contact: { ownerName: locationContacts.ownerName, email: locationContacts.email },
        contactId: locationContacts.id,
      })
      .from(locations)
      // Only a community of the center's own owner: another member's is not theirs to see.
      .leftJoin(
        communities,
        and(eq(communities.id, locations.communityId), eq(communities.createdBy, locations.createdBy)),
      )
      .leftJoin(
        locationContacts,
        and(eq(locationContacts.locationId, locations.id), eq(locationContacts.type, "lan_center")),
      )
      .where(and(eq(locations.id, id), ownedBy(locations.createdBy, actor)))
      .limit(1);
    if (!row) return { ok: false, reason: "not-found", message: LAN_CENTER_NOT_FOUND };
    const games = await centerGames(database, id);
    const photos = await venuePhotos(database, { kind: "center", id });
    return {
      ok: true,
      center: {
        ...row.location,
        games: games.map((game) => game.slug),
        photos,
        venueType: row.location.venueType as VenueType | null,
        community: row.community,
        contact: row.contactId ? (row.contact ?? { ownerName: null, email: null }) : null,
      },
    };
  } catch (error) {
    console.error(`[venues] loading LAN center ${id} for ${actor.userId} failed:`, error);
    return { ok: false, reason: "failed", message: LAN_CENTER_LOAD_FAILED };
  }
}
