import { and, eq } from "drizzle-orm";

import type { ReviewStatus } from "#db/schema/values";
import { events } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import type { Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import type { OwnedPhoto } from "~/features/photos/photo-values";
import { venuePhotos } from "~/features/photos/venue-photos.server";
import { ownedBy } from "./ownership.server";
import { isVenueId } from "./venue-id";

/** A party as the edit form starts from it. */
export type LanPartyForEdit = {
  id: string;
  eventName: string;
  description: string;
  startDate: Date;
  endDate: Date;
  timeZone: string;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  imageUrl: string | null;
  reviewStatus: ReviewStatus;
  /** Its photos in order, the cover first, with those waiting for review. */
  photos: OwnedPhoto[];
};

export type LoadLanPartyResult = { ok: true; party: LanPartyForEdit } | Refusal<"not-found" | "failed">;

export const EVENT_NOT_FOUND = "Event not found";
export const FETCH_EVENT_FAILED = "Failed to fetch event";

/**
 * The party to edit: the actor's own, or any for an administrator. Another member's party is
 * answered exactly like an unknown one.
 */
export async function loadLanPartyForEdit(actor: Actor, id: string): Promise<LoadLanPartyResult> {
  const notFound = { ok: false, reason: "not-found", message: EVENT_NOT_FOUND } as const;
  if (!isVenueId(id)) return notFound;
  try {
    const database = await openDatabase();
    const [party] = await database
      .select({
        id: events.id,
        eventName: events.organizationName,
        description: events.description,
        startDate: events.startDate,
        endDate: events.endDate,
        timeZone: events.timeZone,
        location: events.customLocation,
        latitude: events.lat,
        longitude: events.lng,
        website: events.website,
        imageUrl: events.imageUrl,
        reviewStatus: events.reviewStatus,
      })
      .from(events)
      .where(and(eq(events.id, id), ownedBy(events.createdBy, actor)))
      .limit(1);
    if (!party) return notFound;
    const photos = await venuePhotos(database, { kind: "party", id });
    return { ok: true, party: { ...party, reviewStatus: party.reviewStatus as ReviewStatus, photos } };
  } catch (error) {
    console.error(`[venues] loading LAN party ${id} for ${actor.userId} failed:`, error);
    return { ok: false, reason: "failed", message: FETCH_EVENT_FAILED };
  }
}
