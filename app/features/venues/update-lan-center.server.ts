import { and, eq } from "drizzle-orm";

import { communities, locationContacts, locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import type { Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import {
  photoReviewText,
  removeStoredFiles,
  savePhotoList,
  type StoredPhoto,
} from "~/features/photos/venue-photos.server";
import type { FieldErrors } from "~/lib/forms";

import {
  centerGames,
  centerRowValues,
  replaceCenterGames,
  resolveGames,
  unknownGamesMessage,
} from "./center-profile.server";
import { centerReviewText } from "./center-review-text";
import type { Transaction } from "./find-or-create-community.server";
import { LAN_CENTER_NOT_FOUND, UPDATE_LAN_CENTER_FAILED } from "./lan-center-messages";
import { ownedBy } from "./ownership.server";
import { PhotoListRefused } from "./venue-photo-list.server";
import { mergeReviewChanges } from "./review-changes";
import { centerFieldColumns, lanCenterContactColumns } from "./lan-center-columns.server";
import type { LanCenterInput } from "./schemas";
import { isVenueId } from "./venue-id";

export type UpdateLanCenterResult =
  { ok: true } | Refusal<"not-found" | "failed"> | (Refusal<"invalid"> & { errors: FieldErrors });

class NotFound extends Error {}
class UnknownGames extends Error {
  constructor(readonly unknown: string[]) {
    super("unknown games");
  }
}

/**
 * Saves the edit form: the location (scoped to its owner, or any for an administrator), its
 * community and its contact row, in one transaction. The community and contact are secondary: the
 * spec only logs their failure, so each runs in its own savepoint and a failure there rolls back
 * that part alone while the location's change still commits.
 *
 * Review: a member's edit of a verified center keeps it listed and records what changed for the
 * team; a member's edit of a rejected one sends it back to pending. An administrator's edit records
 * nothing.
 */
export async function updateLanCenter(actor: Actor, id: string, input: LanCenterInput): Promise<UpdateLanCenterResult> {
  if (!isVenueId(id)) return { ok: false, reason: "not-found", message: LAN_CENTER_NOT_FOUND };
  try {
    const database = await openDatabase();
    const removedPhotos: StoredPhoto[] = [];
    await database.transaction(async (tx) => {
      const scope = and(eq(locations.id, id), ownedBy(locations.createdBy, actor));
      const [current] = await tx
        .select({
          ...centerFieldColumns,
          communityId: locations.communityId,
          reviewStatus: locations.reviewStatus,
          reviewChanges: locations.reviewChanges,
        })
        .from(locations)
        .where(scope)
        .for("update")
        .limit(1);
      if (!current) throw new NotFound();
      const picked = await resolveGames(tx, input.games);
      if (!picked.ok) throw new UnknownGames(picked.unknown);

      const photos = await savePhotoList(tx, actor, { kind: "center", id }, input.photoIds);
      if (!photos.ok) throw new PhotoListRefused(photos.message);
      removedPhotos.push(...photos.removed);

      const after = centerRowValues(input);
      const gamesBefore = (await centerGames(tx, id)).map((game) => game.name);
      const review = actor.isAdmin
        ? {}
        : reviewAfterOwnerEdit(
            current,
            { ...centerReviewText(current, gamesBefore), photos: photoReviewText(photos.before, 0) },
            { ...centerReviewText(after, picked.names), photos: photoReviewText(photos.after, photos.pending) },
          );
      const updated = await tx
        .update(locations)
        .set({ ...after, ...review, updatedAt: new Date() })
        .where(scope)
        .returning({ id: locations.id });
      if (updated.length === 0) throw new NotFound();
      await replaceCenterGames(tx, id, picked.ids);

      const communityId = current.communityId;
      if (communityId) {
        await inSavepoint(tx, `community of LAN center ${id}`, () =>
          tx
            .update(communities)
            .set({
              name: input.communityName,
              description: input.communityDescription,
              imageUrl: input.communityImageUrl,
              website: input.website,
              updatedAt: new Date(),
            })
            // A community found by name at registration may be another member's: theirs stays as it is.
            .where(and(eq(communities.id, communityId), ownedBy(communities.createdBy, actor))),
        );
      }

      await inSavepoint(tx, `contact of LAN center ${id}`, async () => {
        const contact = lanCenterContactColumns(input);
        const changed = await tx
          .update(locationContacts)
          .set({ ...contact, updatedAt: new Date() })
          .where(and(eq(locationContacts.locationId, id), eq(locationContacts.type, "lan_center")))
          .returning({ id: locationContacts.id });
        if (changed.length === 0)
          await tx.insert(locationContacts).values({ ...contact, locationId: id, type: "lan_center" });
      });
    });
    await removeStoredFiles(database, removedPhotos);
    return { ok: true };
  } catch (error) {
    if (error instanceof PhotoListRefused) return error.refusal();
    if (error instanceof NotFound) return { ok: false, reason: "not-found", message: LAN_CENTER_NOT_FOUND };
    if (error instanceof UnknownGames) {
      const message = unknownGamesMessage(error.unknown);
      return { ok: false, reason: "invalid", message, errors: { games: message } };
    }
    console.error(`[venues] updating LAN center ${id} for ${actor.userId} failed:`, error);
    return { ok: false, reason: "failed", message: UPDATE_LAN_CENTER_FAILED };
  }
}

/** Runs `work` in a savepoint; a failure is logged and undone, and the outer transaction goes on. */
async function inSavepoint(tx: Transaction, what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await tx.transaction(async () => {
      await work();
    });
  } catch (error) {
    console.error(`[venues] updating the ${what} failed (the location's change is kept):`, error);
  }
}

type ReviewState = {
  reviewStatus: string;
  reviewChanges: Parameters<typeof mergeReviewChanges>[0];
};

/** The review after a member's edit: the facts as text before and after (`centerReviewText`). */
function reviewAfterOwnerEdit(
  current: ReviewState,
  before: Record<string, string | number | null>,
  after: Record<string, string | number | null>,
): Partial<typeof locations.$inferInsert> {
  if (current.reviewStatus === "rejected") return { reviewStatus: "pending", verified: false };
  if (current.reviewStatus !== "verified") return {};
  return { reviewChanges: mergeReviewChanges(current.reviewChanges, before, after) };
}
