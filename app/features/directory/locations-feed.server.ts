import { and, count, isNotNull, max } from "drizzle-orm";

import type { VenueType } from "#db/schema/values";
import { locations } from "#db/schema/venues";
import type { Database } from "~/lib/db.server";

import { compressBody, type JsonRepresentation, jsonRepresentation, openPublicDatabase } from "./json-feed.server";
import { compareCenters, encodeLocations, type MapCenter } from "./map-data";
import { isPublicCenter } from "./public-venues.server";

/**
 * `GET /api/v1/locations`: every verified center that has a position, in the list's order (`compareCenters`).
 *
 * With 100,000 centers the body is ~9 MB of JSON, so it is built once per version of the public
 * set and kept here with its compressed encodings. A version is told by a fingerprint read on
 * every request, one aggregate over the verified rows: the count changes when a center is
 * verified, unverified or deleted, and the newest `updated_at` when one is verified or edited
 * (moderation and the edit form set it; Drizzle's `$onUpdate` covers any other update). Deleting
 * one center while verifying another changes the newest `updated_at` too. (A sum of row hashes
 * would also catch an edit stamped by a server whose clock is behind, but doubles the cost: 54
 * instead of 29 ms at 100,000 rows on PGlite.)
 */

type Fingerprint = string;
type CachedFeed = { database: Database; fingerprint: Fingerprint; representation: JsonRepresentation };
type Build = { database: Database; fingerprint: Fingerprint; promise: Promise<CachedFeed> };

let cached: CachedFeed | undefined;
let building: Build | undefined;
let reading: { database: Database; promise: Promise<Fingerprint> } | undefined;

/** The feed's current body (with its encodings); rebuilt only when the public set changed. */
export async function loadLocationsFeed(): Promise<JsonRepresentation> {
  const database = await openPublicDatabase();
  const fingerprint = await currentFingerprint(database);
  if (cached?.database === database && cached.fingerprint === fingerprint) return cached.representation;
  // Requests that arrive during a rebuild wait for that one instead of starting their own.
  if (building?.database === database && building.fingerprint === fingerprint) {
    return (await building.promise).representation;
  }
  const build: Build = { database, fingerprint, promise: buildFeed(database, fingerprint) };
  building = build;
  try {
    const feed = await build.promise;
    cached = feed;
    void improveCompression(feed);
    return feed.representation;
  } finally {
    if (building === build) building = undefined;
  }
}

/**
 * Requests that arrive while the fingerprint is being read share that read: under load the
 * database answers one aggregate at a time instead of one per request (a change committed during
 * that read shows from the next one on).
 */
function currentFingerprint(database: Database): Promise<Fingerprint> {
  if (reading?.database === database) return reading.promise;
  const current = { database, promise: readFingerprint(database) };
  reading = current;
  const done = () => {
    if (reading === current) reading = undefined;
  };
  current.promise.then(done, done);
  return current.promise;
}

async function readFingerprint(database: Database): Promise<Fingerprint> {
  const [row] = await database
    .select({ count: count(), newest: max(locations.updatedAt) })
    .from(locations)
    .where(isPublicCenter);
  return `${row?.count ?? 0}|${row?.newest?.toISOString() ?? ""}`;
}

/** The verified centers the map can place, in the feed's order. */
async function listMapCenters(database: Database): Promise<MapCenter[]> {
  const rows = await database
    .select({
      slug: locations.slug,
      name: locations.organizationName,
      lat: locations.lat,
      lng: locations.lng,
      venueType: locations.venueType,
      adminCreated: locations.createdByAdmin,
    })
    .from(locations)
    .where(and(isPublicCenter, isNotNull(locations.lat), isNotNull(locations.lng)));
  const centers = rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    latitude: row.lat!,
    longitude: row.lng!,
    // The column's CHECK constraint holds it to VENUE_TYPES.
    venueType: (row.venueType as VenueType | null) ?? null,
    adminCreated: row.adminCreated,
  }));
  // Sorted here, once per change of the feed, by the same rule as the browser's list; the
  // database's collation may differ from the browser's.
  return centers.sort(compareCenters);
}

async function buildFeed(database: Database, fingerprint: Fingerprint): Promise<CachedFeed> {
  const centers = await listMapCenters(database);
  // One JSON.stringify of the columnar object: a few arrays, no per-center objects in the output.
  const representation = jsonRepresentation(JSON.stringify(encodeLocations(centers)));
  representation.encodings = await compressBody(representation.body, "fast");
  return { database, fingerprint, representation };
}

/**
 * Past this size the slow pass is not worth it: at 100,000 centers (~9 MB) it takes ~12 s of a
 * core and ~200 MB of memory to save ~10 %, and the quick encodings are already ~21 bytes a center.
 */
const BEST_COMPRESSION_MAX_BYTES = 4 * 1024 * 1024;

/**
 * The first requests get quickly made encodings; the smallest ones replace them once made, for
 * every later request of this version (same bytes once decoded, so the same ETag).
 */
async function improveCompression(feed: CachedFeed): Promise<void> {
  if (feed.representation.body.byteLength > BEST_COMPRESSION_MAX_BYTES) return;
  try {
    const best = await compressBody(feed.representation.body, "best");
    if (cached === feed) feed.representation.encodings = best;
  } catch (error) {
    console.error("[directory] compressing the locations feed failed (the quick encodings stay):", error);
  }
}
