import { and, asc, eq, isNotNull, sql } from "drizzle-orm";

import { games } from "#db/schema/content";
import { photos } from "#db/schema/photos";
import type { OpeningHours, VenueType } from "#db/schema/values";
import { locationGames, locations } from "#db/schema/venues";
import { photoHeightAt, photoWidthFor } from "~/features/photos/photo-values";
import { libraryPlanCenters } from "~/features/venues/center-profile.server";
import { addDays, openingHoursProblems } from "~/features/venues/opening-hours";
import { priceRangeText } from "~/features/venues/venue-profile";
import type { Transaction } from "#db/database";
import { readContentVersion } from "~/lib/content-version.server";
import type { Database } from "~/lib/db.server";

import { compressBody, type JsonRepresentation, jsonRepresentation, openPublicDatabase } from "./json-feed.server";
import { compareCenters, encodeLocations, type FeedCenter, type FeedGame, type LocationsPayload } from "./map-data";
import { createClusterLevels } from "./map/cluster-index";
import { MAP_START } from "./map/map-engine";
import { positionsOf } from "./map/map-model";
import { FIRST_VIEW_FEED_BYTES, type FeedSource } from "./map/first-view";
import { scheduleText } from "./map/schedule-text";
import { isPublicCenter } from "~/features/venues/public-venues.server";
import { processWide } from "~/lib/process-wide";

/**
 * `GET /api/v1/locations`: every verified center that has a position, in the list's order (`compareCenters`).
 *
 * With 100,000 centers the body is ~9 MB of JSON, so it is built once per version of the public
 * set and kept here with its compressed encodings. The version is the content's
 * (app/lib/content-version.server.ts: one small read per request on PostgreSQL, none on the
 * embedded database until something changed), where an aggregate over 100,000 rows took 29 ms
 * on PGlite. The profiles also depend on the games' catalogue (names in the filter, a game
 * removed), the subscriptions (a center's full library counts only while its plan is live) and
 * the photos (covers), whose triggers move the same version, and on the UTC day (special dates
 * that are over are left out).
 */

type Fingerprint = string;
type CachedFeed = {
  database: Database;
  fingerprint: Fingerprint;
  representation: JsonRepresentation;
  /** The body before it became JSON: what the map's first view is answered from (`loadFeedSource`). */
  payload: LocationsPayload;
  source?: FeedSource;
};
type Build = { database: Database; fingerprint: Fingerprint; promise: Promise<CachedFeed> };

type FeedStore = { cached?: CachedFeed; building?: Build };

// On globalThis: the server's start answers the feed (server/main.ts) and React Router's build the
// first view, each with its own copy of this module; one store keeps the feed built once per version.
const store = processWide<FeedStore>("locations-feed", () => ({}));

/** The feed's current body (with its encodings); rebuilt only when the public set changed. */
export async function loadLocationsFeed(): Promise<JsonRepresentation> {
  return (await currentFeed()).representation;
}

/**
 * The current feed as the map's own code reads it (`map/first-view.ts`), made once per version;
 * each level of bubbles is clustered when first asked for.
 */
export async function loadFeedSource(): Promise<FeedSource> {
  return sourceOf(await currentFeed());
}

/**
 * Whether the map should open on its first view (`FIRST_VIEW_FEED_BYTES`), by the last feed built,
 * or null before one was: a hint for the map's page, read without touching the database. The
 * page then leaves the big feed out of its preloads and asks for the first view as soon as its
 * map is made; the feed's own headers still decide when the hint is missing.
 */
export function feedOpensOnFirstView(): boolean | null {
  const representation = store.cached?.representation;
  if (!representation) return null;
  const wireBytes = representation.encodings.br?.byteLength ?? representation.body.byteLength;
  return wireBytes >= FIRST_VIEW_FEED_BYTES;
}

function sourceOf(feed: CachedFeed): FeedSource {
  if (!feed.source) {
    const { payload } = feed;
    const positions = positionsOf(
      payload.count,
      (i) => payload.lng[i]!,
      (i) => payload.lat[i]!,
    );
    feed.source = { payload, positions, levels: createClusterLevels(positions) };
  }
  return feed.source;
}

async function currentFeed(): Promise<CachedFeed> {
  const database = await openPublicDatabase();
  const fingerprint = await currentFingerprint(database);
  const { cached, building } = store;
  if (cached?.database === database && cached.fingerprint === fingerprint) return cached;
  // Requests that arrive during a rebuild wait for that one instead of starting their own.
  if (building?.database === database && building.fingerprint === fingerprint) return building.promise;
  const build: Build = { database, fingerprint, promise: buildFeed(database, fingerprint) };
  store.building = build;
  try {
    const feed = await build.promise;
    store.cached = feed;
    void improveCompression(feed);
    // A page that read the feed's headers asks for its first view next: that level is clustered now.
    setImmediate(() => {
      if (store.cached === feed) sourceOf(feed).levels.prepare(MAP_START.zoom);
    });
    return feed;
  } finally {
    if (store.building === build) store.building = undefined;
  }
}

/**
 * The public set's version: the content's (moved by the triggers on centers, their games and
 * photos, the catalogue and the subscriptions; read as the shared pages read it), and the UTC day
 * (special dates that are over are left out).
 */
async function currentFingerprint(database: Database): Promise<Fingerprint> {
  const day = new Date().toISOString().slice(0, 10);
  return `${await readContentVersion(database)}|${day}`;
}

/** The catalogue in the feed's order (by slug), which the centers' game indexes count in. */
function catalogueQuery(database: Pick<Transaction, "select">) {
  return database.select({ slug: games.slug, name: games.name }).from(games).orderBy(asc(games.slug));
}

/**
 * Each center's games, as its catalogue indexes in one string ("17,0,4"), one row per center that
 * lists any. Unordered: sorting 100,000 short lists here costs more than sorting the distinct ones.
 */
function centerGameIndexes(database: Pick<Transaction, "select">) {
  const numbered = database
    .select({ id: games.id, n: sql<number>`(row_number() over (order by ${games.slug}) - 1)::int`.as("n") })
    .from(games)
    .as("numbered");
  return database
    .select({
      locationId: locationGames.locationId,
      list: sql<string>`string_agg(${numbered.n}::text, ',')`.as("list"),
    })
    .from(locationGames)
    .innerJoin(numbered, eq(numbered.id, locationGames.gameId))
    .groupBy(locationGames.locationId)
    .as("center_games");
}

/** The verified centers the map can place, with their profiles, and the catalogue their games count in. */
async function listMapCenters(database: Database): Promise<{ centers: FeedCenter[]; catalogue: FeedGame[] }> {
  // One snapshot for both reads, so the indexes count in the catalogue that is sent.
  const { rows, catalogue, covers } = await database.transaction(
    async (tx) => {
      const catalogue = await catalogueQuery(tx);
      const gameLists = centerGameIndexes(tx);
      const libraryPlan = libraryPlanCenters(tx);
      const rows = await tx
        .select({
          id: locations.id,
          slug: locations.slug,
          name: locations.organizationName,
          lat: locations.lat,
          lng: locations.lng,
          venueType: locations.venueType,
          adminCreated: locations.createdByAdmin,
          timeZone: locations.timeZone,
          // As text: the few distinct schedules are parsed once each, not once per center.
          hours: sql<string | null>`${locations.openingHours}::text`,
          pcCount: locations.pcCount,
          priceMin: locations.priceMinCents,
          priceMax: locations.priceMaxCents,
          currency: locations.currency,
          amenities: sql<string>`array_to_string(${locations.amenities}, ',')`,
          // `offersFullLibrary`, joined once rather than asked per center.
          fullLibrary: sql<boolean>`(${locations.fullLibrary} and ${libraryPlan.locationId} is not null)`,
          games: gameLists.list,
        })
        .from(locations)
        .leftJoin(gameLists, eq(gameLists.locationId, locations.id))
        .leftJoin(libraryPlan, eq(libraryPlan.locationId, locations.id))
        .where(and(isPublicCenter, isNotNull(locations.lat), isNotNull(locations.lng)));
      const covers = await tx
        .selectDistinctOn([photos.locationId], {
          locationId: photos.locationId,
          id: photos.id,
          width: photos.width,
          height: photos.height,
          widths: photos.widths,
        })
        .from(photos)
        .where(and(eq(photos.status, "approved"), isNotNull(photos.locationId)))
        .orderBy(photos.locationId, asc(photos.position));
      return { rows, catalogue, covers };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  // Special dates before the day before yesterday (UTC) are over everywhere, yesterday's hours past midnight included.
  const fromDate = addDays(new Date().toISOString().slice(0, 10), -2);
  const schedule = once((key) => {
    const [zone, text] = key.split("\n") as [string, string];
    const hours = JSON.parse(text) as OpeningHours;
    // The forms save only schedules that keep the rules; anything else reads as "hours not given".
    return openingHoursProblems(hours).length === 0 ? scheduleText(hours, zone, fromDate) : null;
  });
  const gameIndexes = once((list) =>
    list
      .split(",")
      .map(Number)
      .sort((a, b) => a - b),
  );
  const amenities = once((list) => (list ? list.split(",") : []));
  const price = once((key) => {
    const [min, max, currency] = key.split("|");
    return priceRangeText(min ? Number(min) : null, max ? Number(max) : null, currency || null);
  });
  const coverOf = new Map(
    covers.map((photo) => {
      const width = photoWidthFor(photo, 160);
      return [photo.locationId!, { id: photo.id, width, height: photoHeightAt(photo, width) }];
    }),
  );
  const centers = rows.map((row): FeedCenter => ({
    slug: row.slug,
    name: row.name,
    latitude: row.lat!,
    longitude: row.lng!,
    // The column's CHECK constraint holds it to VENUE_TYPES.
    venueType: (row.venueType as VenueType | null) ?? null,
    adminCreated: row.adminCreated,
    schedule: row.hours === null ? null : schedule(`${row.timeZone}\n${row.hours}`),
    games: row.games ? gameIndexes(row.games) : [],
    fullLibrary: row.fullLibrary,
    amenities: amenities(row.amenities),
    pcCount: row.pcCount,
    price: price(`${row.priceMin ?? ""}|${row.priceMax ?? ""}|${row.currency ?? ""}`),
    cover: coverOf.get(row.id) ?? null,
  }));
  // Sorted here, once per change of the feed, by the same rule as the browser's list; the
  // database's collation may differ from the browser's.
  return { centers: centers.sort(compareCenters), catalogue };
}

/** `make`, called once per distinct key: 100,000 centers share a few hundred schedules and prices. */
function once<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
}

async function buildFeed(database: Database, fingerprint: Fingerprint): Promise<CachedFeed> {
  const { centers, catalogue } = await listMapCenters(database);
  // One JSON.stringify of the columnar object: a few arrays, no per-center objects in the output.
  const payload = encodeLocations(centers, catalogue);
  const representation = jsonRepresentation(JSON.stringify(payload));
  representation.encodings = await compressBody(representation.body, "fast");
  return { database, fingerprint, representation, payload };
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
    if (store.cached === feed) feed.representation.encodings = best;
  } catch (error) {
    console.error("[directory] compressing the locations feed failed (the quick encodings stay):", error);
  }
}
