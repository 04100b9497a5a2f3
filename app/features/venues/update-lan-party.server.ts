import { and, eq } from "drizzle-orm";

import { events, locationContacts } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import type { Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import {
  photoReviewText,
  removeStoredFiles,
  savePhotoList,
  type StoredPhoto,
} from "~/features/photos/venue-photos.server";
import { EVENT_NOT_FOUND } from "./load-lan-party.server";
import { ownedBy } from "./ownership.server";
import { mergeReviewChanges } from "./review-changes";
import { partyColumns, partyContactAddress } from "./party-columns.server";
import type { LanPartyEditInput } from "./schemas";
import { isVenueId } from "./venue-id";
import { PhotoListRefused } from "./venue-photo-list.server";

export type UpdateLanPartyResult = { ok: true } | Refusal<"not-found" | "invalid" | "failed">;

const UPDATE_EVENT_FAILED = "Failed to update event";

/** Thrown inside the transaction to roll it back when the party is not the actor's to change. */
class PartyNotFound extends Error {}

/**
 * Saves the edit form: the event's own fields, and its contact row's copy of the name, place and
 * website, in one transaction. Scoped to the actor's own party (any for an administrator); another
 * member's is answered exactly like an unknown one. A member's edit of a verified party stays
 * listed and records what changed for the review queue; one of a rejected party asks for a new review.
 */
export async function updateLanParty(
  actor: Actor,
  id: string,
  input: LanPartyEditInput,
): Promise<UpdateLanPartyResult> {
  const notFound = { ok: false, reason: "not-found", message: EVENT_NOT_FOUND } as const;
  if (!isVenueId(id)) return notFound;
  const scope = and(eq(events.id, id), ownedBy(events.createdBy, actor));
  try {
    const database = await openDatabase();
    const removedPhotos: StoredPhoto[] = [];
    await database.transaction(async (tx) => {
      const [current] = await tx.select().from(events).where(scope).limit(1).for("update");
      if (!current) throw new PartyNotFound();

      const photos = await savePhotoList(tx, actor, { kind: "party", id }, input.photoIds);
      if (!photos.ok) throw new PhotoListRefused(photos.message);
      removedPhotos.push(...photos.removed);
      const after = partyColumns(input);
      const photoTexts = {
        before: photoReviewText(photos.before, 0),
        after: photoReviewText(photos.after, photos.pending),
      };
      const review = actor.isAdmin ? {} : reviewAfterOwnerEdit(current, after, photoTexts);

      const updated = await tx
        .update(events)
        .set({ ...after, ...review })
        .where(scope)
        .returning({ id: events.id });
      if (updated.length === 0) throw new PartyNotFound();

      await tx
        .update(locationContacts)
        .set({
          organizationName: input.eventName,
          address: partyContactAddress(input.location),
          website: input.website,
        })
        .where(and(eq(locationContacts.eventId, id), eq(locationContacts.type, "lan_party")));
    });
    await removeStoredFiles(database, removedPhotos);
    return { ok: true };
  } catch (error) {
    if (error instanceof PartyNotFound) return notFound;
    if (error instanceof PhotoListRefused) return { ok: false, reason: "invalid", message: error.userMessage };
    console.error(`[venues] updating LAN party ${id} for ${actor.userId} failed:`, error);
    return { ok: false, reason: "failed", message: UPDATE_EVENT_FAILED };
  }
}

type PartyRow = typeof events.$inferSelect;
type PartyFields = Pick<
  PartyRow,
  | "organizationName"
  | "description"
  | "startDate"
  | "endDate"
  | "timeZone"
  | "customLocation"
  | "lat"
  | "lng"
  | "website"
  | "imageUrl"
>;

/**
 * A member's edit of a reviewed party: a verified one stays verified and lists what changed for
 * the team; a rejected one goes back to pending (its rejection reason is kept for the history).
 */
function reviewAfterOwnerEdit(
  current: PartyRow,
  after: PartyFields,
  photos: { before: string; after: string },
): Partial<PartyRow> {
  if (current.reviewStatus === "verified") {
    const before = Object.fromEntries(Object.keys(after).map((field) => [field, current[field as keyof PartyFields]]));
    return {
      reviewChanges: mergeReviewChanges(
        current.reviewChanges,
        { ...before, photos: photos.before },
        { ...after, photos: photos.after },
      ),
    };
  }
  if (current.reviewStatus === "rejected") return { reviewStatus: "pending", verified: false };
  return {};
}
