import type { PhotoPurpose } from "#db/schema/values";
import { photos } from "#db/schema/photos";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";
import { consumeRateLimit, RATE_RULES } from "~/lib/rate-limit.server";

import type { Actor } from "~/features/accounts/actor";

import { PHOTO_MESSAGES, type OwnedPhoto } from "./photo-values";
import { currentPhotoStore } from "./photo-store.server";
import { processPhoto } from "./process-photo.server";
import { sweepOldDrafts } from "./venue-photos.server";

export type UploadPhotoInput = { bytes: Buffer; purpose: PhotoPurpose; clientIp: string | null };

export type UploadPhotoResult =
  { ok: true; photo: OwnedPhoto } | Refusal<"invalid" | "forbidden" | "too-many" | "failed" | "unavailable">;

const RETRY_LATER = "Too many photos at once. Please wait a moment before trying again.";

/**
 * Takes one uploaded file: decodes and checks it, writes its variants where every process can
 * read them, and records it as the actor's draft (a venue's form attaches it on save). A game's art
 * is for administrators only and is approved at once.
 */
export async function uploadPhoto(actor: Actor, input: UploadPhotoInput): Promise<UploadPhotoResult> {
  if (input.purpose === "game" && !actor.isAdmin) return refuse("forbidden", "Only administrators can add game art.");
  const database = await openDatabase();
  const limit = await consumeRateLimit(RATE_RULES.photoUpload, { ip: input.clientIp, email: actor.email }, database);
  if (!limit.allowed) return refuse("too-many", RETRY_LATER);

  const processed = await processPhoto(input.bytes);
  if (!processed.ok) return processed;

  const store = await currentPhotoStore();
  const values = {
    ownerId: actor.userId,
    purpose: input.purpose,
    status: input.purpose === "game" ? "approved" : "pending",
    width: processed.width,
    height: processed.height,
    widths: processed.widths,
    storage: store.kind,
    originalBytes: input.bytes.length,
  } as const;
  try {
    const [row] = await database.transaction(async (tx) => {
      const inserted = await tx.insert(photos).values(values).returning({ id: photos.id });
      // Files kept in the database go in the same transaction; S3 files are written before the row
      // commits (a failed commit leaves unreferenced objects, never a row without files).
      await store.put(tx, inserted[0]!.id, processed.files);
      return inserted;
    });
    // Now and then, not on every upload: drafts of forms that were never saved.
    if (Math.random() < 0.05) await sweepOldDrafts(database).catch(() => 0);
    return {
      ok: true,
      photo: { id: row!.id, width: values.width, height: values.height, widths: values.widths, status: values.status },
    };
  } catch (error) {
    console.error(`[photos] storing an upload of ${actor.userId} failed:`, error);
    return refuse("failed", PHOTO_MESSAGES.failed);
  }
}
