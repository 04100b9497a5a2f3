import { eq } from "drizzle-orm";

import { photos } from "#db/schema/photos";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";

import { parsePhotoFileName, photoFileName } from "./photo-values";
import { storeOfKind, type StoredFile } from "./photo-store.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = "Photo not found";

export type ReadPhotoFileResult = ({ ok: true; public: boolean } & StoredFile) | Refusal<"not-found">;

/**
 * One variant of a photo (`640.avif`). An approved photo is public; one waiting for review is
 * shown only to its owner and to administrators (`viewer` is asked for only then, so public files
 * need no session). The original is never served.
 */
export async function readPhotoFile(
  photoId: string,
  fileName: string,
  viewer: () => Promise<Actor | null>,
): Promise<ReadPhotoFileResult> {
  const wanted = parsePhotoFileName(fileName);
  if (!wanted || !UUID.test(photoId)) return refuse("not-found", NOT_FOUND);
  const database = await openDatabase();
  const [photo] = await database
    .select({ ownerId: photos.ownerId, status: photos.status, storage: photos.storage, widths: photos.widths })
    .from(photos)
    .where(eq(photos.id, photoId))
    .limit(1);
  if (!photo || !photo.widths.includes(wanted.width)) return refuse("not-found", NOT_FOUND);
  const isPublic = photo.status === "approved";
  if (!isPublic) {
    const actor = await viewer();
    if (!actor || (!actor.isAdmin && actor.userId !== photo.ownerId)) return refuse("not-found", NOT_FOUND);
  }
  const store = await storeOfKind(photo.storage);
  const file = await store.get(database, photoId, photoFileName(wanted.width, wanted.format));
  if (!file) return refuse("not-found", NOT_FOUND);
  return { ok: true, public: isPublic, ...file };
}
