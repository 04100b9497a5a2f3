import { eq } from "drizzle-orm";

import { user } from "#db/schema/auth";
import { events, locations } from "#db/schema/venues";
import { checkForm } from "~/lib/forms";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { deletePhoto, findVenuePhoto, removeStoredFiles } from "~/features/photos/venue-photos.server";

import { ADMINISTRATORS_ONLY } from "~/lib/outcome";
import { rejectSchema } from "./schemas";
import { notifyOwnerOfReview } from "./venue-mail.server";

export type RejectPhotoResult =
  { ok: true; message: string } | (Refusal<"invalid" | "forbidden" | "not-found" | "failed"> & { field?: "reason" });

/**
 * An administrator refuses one photo of a venue: the photo and its files are deleted, and the
 * owner is told why (after the deletion is saved). The venue's other photos are untouched.
 */
export async function rejectPhoto(
  actor: Actor,
  input: { photoId: string; reason?: string },
): Promise<RejectPhotoResult> {
  if (!actor.isAdmin) return refuse("forbidden", ADMINISTRATORS_ONLY);
  const check = checkForm(rejectSchema, { reason: input.reason ?? "" });
  if (!check.ok) return { ...refuse("invalid", check.message), field: "reason" };
  let notice: { kind: "lan_center" | "lan_party"; id: string; name: string; ownerEmail: string | null };
  try {
    const database = await openDatabase();
    const photo = await findVenuePhoto(database, input.photoId);
    if (!photo?.venue) return refuse("not-found", "Photo not found");
    const table = photo.venue.kind === "center" ? locations : events;
    const [venue] = await database
      .select({ name: table.organizationName, ownerEmail: user.email })
      .from(table)
      .leftJoin(user, eq(user.id, table.createdBy))
      .where(eq(table.id, photo.venue.id))
      .limit(1);
    const venueId = photo.venue.id;
    await database.transaction(async (tx) => {
      await deletePhoto(tx, photo);
      // The venue changed (its cover may be gone): what is built from its row is built again.
      await tx.update(table).set({ updatedAt: new Date() }).where(eq(table.id, venueId));
    });
    await removeStoredFiles(database, [photo]);
    notice = {
      kind: photo.venue.kind === "center" ? "lan_center" : "lan_party",
      id: photo.venue.id,
      name: venue?.name ?? "your venue",
      ownerEmail: venue?.ownerEmail ?? null,
    };
  } catch (error) {
    console.error(`[venues] rejecting photo ${input.photoId} by ${actor.userId} failed:`, error);
    return refuse("failed", "Failed to remove the photo");
  }
  await notifyOwnerOfReview(notice, { outcome: "photo-rejected", reason: check.data.reason });
  return { ok: true, message: `Photo removed from ${notice.name}. The owner was told why.` };
}
