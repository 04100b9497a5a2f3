import { and, asc, eq, inArray, isNull, notExists, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";

import type { Database, Transaction } from "#db/database";
import { games } from "#db/schema/content";
import { photos } from "#db/schema/photos";
import { events, locations } from "#db/schema/venues";

import type { Actor } from "~/features/accounts/actor";
import { refuse, type Refusal } from "~/lib/outcome";

import { MAX_PHOTOS_PER_VENUE, PHOTO_MESSAGES, photoFileNames, type OwnedPhoto, type PhotoRef } from "./photo-values";
import { storeOfKind } from "./photo-store.server";

/** A center (`locations`) or a party (`events`). */
export type PhotoVenue = { kind: "center" | "party"; id: string };

/** Where a photo's files are, and which there are: enough to delete them. */
export type StoredPhoto = { id: string; storage: string; widths: number[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refColumns = { id: photos.id, width: photos.width, height: photos.height, widths: photos.widths };

function venueColumn(kind: PhotoVenue["kind"]) {
  return kind === "center" ? photos.locationId : photos.eventId;
}

export type SavePhotoListResult =
  { ok: true; before: number; after: number; pending: number; removed: StoredPhoto[] } | Refusal<"invalid">;

/**
 * Makes a venue's photos exactly `ids`, in that order, inside the venue's save. Each id must be the
 * actor's own draft or already this venue's photo (an administrator may keep any of the venue's);
 * others' photos are refused as unknown. A photo left out is deleted. Newly attached photos wait
 * for approval unless an administrator saves them.
 */
export async function savePhotoList(
  tx: Transaction,
  actor: Actor,
  venue: PhotoVenue,
  ids: string[],
): Promise<SavePhotoListResult> {
  if (ids.length > MAX_PHOTOS_PER_VENUE) return refuse("invalid", PHOTO_MESSAGES.tooMany);
  const column = venueColumn(venue.kind);
  const current = await tx
    .select({ id: photos.id, storage: photos.storage, widths: photos.widths, status: photos.status })
    .from(photos)
    .where(eq(column, venue.id));
  const drafts =
    ids.length === 0
      ? []
      : await tx
          .select({ id: photos.id })
          .from(photos)
          .where(
            and(
              inArray(photos.id, ids),
              eq(photos.ownerId, actor.userId),
              eq(photos.purpose, "venue"),
              isNull(photos.locationId),
              isNull(photos.eventId),
            ),
          );
  const known = new Set([...current.map((photo) => photo.id), ...drafts.map((photo) => photo.id)]);
  if (ids.some((id) => !known.has(id))) return refuse("invalid", PHOTO_MESSAGES.unknown);

  const removed = current.filter((photo) => !ids.includes(photo.id));
  if (removed.length > 0)
    await tx.delete(photos).where(
      inArray(
        photos.id,
        removed.map((photo) => photo.id),
      ),
    );
  const draftIds = new Set(drafts.map((photo) => photo.id));
  if (draftIds.size > 0) {
    await tx
      .update(photos)
      .set({
        [venue.kind === "center" ? "locationId" : "eventId"]: venue.id,
        ...(actor.isAdmin ? { status: "approved", reviewedAt: new Date() } : {}),
      })
      .where(inArray(photos.id, [...draftIds]));
  }
  if (ids.length > 0) {
    // Every position in one statement; the positions are our own integers, the ids parameters.
    const position = sql.join(
      ids.map((id, index) => sql`when ${photos.id} = ${id} then ${sql.raw(String(index))}`),
      sql` `,
    );
    await tx
      .update(photos)
      .set({ position: sql`case ${position} end` })
      .where(inArray(photos.id, ids));
  }
  const pendingBefore = current.filter((photo) => photo.status === "pending" && ids.includes(photo.id)).length;
  const pending = actor.isAdmin ? pendingBefore : pendingBefore + draftIds.size;
  return { ok: true, before: current.length, after: ids.length, pending, removed };
}

/** Removes the files of deleted photos kept outside the database (their rows are gone already). */
export async function removeStoredFiles(database: Database, removed: StoredPhoto[]) {
  for (const photo of removed) {
    if (photo.storage === "database") continue;
    const store = await storeOfKind(photo.storage);
    await store.remove(database, photo.id, photoFileNames(photo.widths)).catch((error: unknown) => {
      console.error(`[photos] removing the files of photo ${photo.id} failed:`, error);
    });
  }
}

/** How a venue's photos read in the review queue's list of changes ("4 photos, 1 to approve"). */
export function photoReviewText(count: number, pending: number): string {
  const photosText = count === 1 ? "1 photo" : `${count} photos`;
  return pending > 0 ? `${photosText}, ${pending} to approve` : photosText;
}

/** A venue's photos in order: for its owner's form (`all`, with their status) or the public (approved). */
export async function venuePhotos(database: Database | Transaction, venue: PhotoVenue): Promise<OwnedPhoto[]> {
  const rows = await database
    .select({ ...refColumns, status: photos.status })
    .from(photos)
    .where(eq(venueColumn(venue.kind), venue.id))
    .orderBy(asc(photos.position));
  return rows.map((row) => ({ ...row, status: row.status as OwnedPhoto["status"] }));
}

/** A photo as a `PhotoRef` in JSON, for the photo columns of a venue's own query. */
const photoRefJson = sql`json_build_object('id', ${photos.id}, 'width', ${photos.width}, 'height', ${photos.height}, 'widths', ${photos.widths})`;

/**
 * The approved photos of a venue, in order (what visitors see), as one column of the query that
 * reads the venue (`locations` for a center, `events` for a party): one query for the page, not two.
 */
export function publicPhotosColumn(kind: PhotoVenue["kind"]): SQL<PhotoRef[]> {
  const venueId = kind === "center" ? locations.id : events.id;
  // Nested: see centerGamesColumn.
  return sql<
    PhotoRef[]
  >`${sql`coalesce((select json_agg(${photoRefJson} order by ${photos.position}) from ${photos} where ${venueColumn(kind)} = ${venueId} and ${photos.status} = 'approved'), '[]'::json)`}`;
}

/**
 * A venue's cover as its owner sees it (its first photo, approved or not), as one column of the
 * query that lists the owner's venues: the dashboard's lists in a query each, not two.
 */
export function ownerCoverColumn(kind: PhotoVenue["kind"]): SQL<PhotoRef | null> {
  const venueId = kind === "center" ? locations.id : events.id;
  // Nested: see centerGamesColumn.
  return sql<PhotoRef | null>`${sql`(select ${photoRefJson} from ${photos} where ${venueColumn(kind)} = ${venueId} order by ${photos.position} limit 1)`}`;
}

/**
 * Each venue's cover, the first approved photo, for visitors' cards and lists (the owner's own
 * dashboard reads `ownerCoverColumn`). The venues are their ids, or a subquery that selects them.
 */
export async function coverPhotos(
  database: Database,
  kind: PhotoVenue["kind"],
  venueIds: string[] | SQLWrapper,
): Promise<Map<string, PhotoRef>> {
  if (Array.isArray(venueIds) && venueIds.length === 0) return new Map();
  const column = venueColumn(kind);
  const rows = await database
    .selectDistinctOn([column], { venueId: column, ...refColumns })
    .from(photos)
    .where(and(inArray(column, venueIds), eq(photos.status, "approved")))
    .orderBy(column, asc(photos.position));
  return new Map(rows.map(({ venueId, ...photo }) => [venueId!, photo]));
}

/** The pending photos of venues in the review queue, by venue id, with their thumbnails' data. */
export async function pendingPhotos(
  database: Database,
  kind: PhotoVenue["kind"],
  venueIds: string[],
): Promise<Map<string, PhotoRef[]>> {
  const result = new Map<string, PhotoRef[]>();
  if (venueIds.length === 0) return result;
  const column = venueColumn(kind);
  const rows = await database
    .select({ venueId: column, ...refColumns })
    .from(photos)
    .where(and(inArray(column, venueIds), eq(photos.status, "pending")))
    .orderBy(column, asc(photos.position));
  for (const { venueId, ...photo } of rows) {
    const list = result.get(venueId!) ?? [];
    list.push(photo);
    result.set(venueId!, list);
  }
  return result;
}

/** Approves every pending photo of a venue (the administrator verified it, or its changes). */
export async function approveVenuePhotos(tx: Database | Transaction, venue: PhotoVenue): Promise<void> {
  await tx
    .update(photos)
    .set({ status: "approved", reviewedAt: new Date() })
    .where(and(eq(venueColumn(venue.kind), venue.id), eq(photos.status, "pending")));
}

/** A pending photo of a venue, for its rejection: who to tell, and where its files are. */
export async function findVenuePhoto(
  database: Database,
  photoId: string,
): Promise<(StoredPhoto & { ownerId: string | null; venue: PhotoVenue | null }) | null> {
  if (!UUID.test(photoId)) return null;
  const [row] = await database
    .select({
      id: photos.id,
      ownerId: photos.ownerId,
      storage: photos.storage,
      widths: photos.widths,
      locationId: photos.locationId,
      eventId: photos.eventId,
    })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.purpose, "venue")))
    .limit(1);
  if (!row) return null;
  const venue: PhotoVenue | null = row.locationId
    ? { kind: "center", id: row.locationId }
    : row.eventId
      ? { kind: "party", id: row.eventId }
      : null;
  return { id: row.id, ownerId: row.ownerId, storage: row.storage, widths: row.widths, venue };
}

/**
 * Deletes a photo's row (and its files kept in the database), inside the caller's change; files
 * kept elsewhere go with `removeStoredFiles` once that change is saved.
 */
export async function deletePhoto(tx: Database | Transaction, photo: StoredPhoto): Promise<void> {
  await tx.delete(photos).where(eq(photos.id, photo.id));
}

/**
 * Uploads nobody kept, a day on: venue photos on a form that was never saved, and game art that
 * no game shows (replaced, removed with its game, or never saved).
 */
export async function sweepOldDrafts(database: Database): Promise<number> {
  const stale = await database
    .delete(photos)
    .where(
      and(
        sql`${photos.createdAt} < now() - interval '1 day'`,
        or(
          and(eq(photos.purpose, "venue"), isNull(photos.locationId), isNull(photos.eventId)),
          and(
            eq(photos.purpose, "game"),
            notExists(database.select({ id: games.id }).from(games).where(eq(games.imagePhotoId, photos.id))),
          ),
        ),
      ),
    )
    .returning({ id: photos.id, storage: photos.storage, widths: photos.widths });
  await removeStoredFiles(database, stale);
  return stale.length;
}
