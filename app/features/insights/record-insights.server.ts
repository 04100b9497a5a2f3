import { createHash, randomBytes } from "node:crypto";

import { and, between, eq, inArray, lt, sql } from "drizzle-orm";

import { insightDaily, insightSalts, insightSearches, insightVisitors, placeSearches } from "#db/schema/insights";
import type { InsightMetric } from "#db/schema/values";
import { locations } from "#db/schema/venues";
import { type Database, openDatabase } from "~/lib/db.server";
import { milesFromPoint } from "~/lib/distance-sql.server";
import { MILES_PER_KM } from "~/lib/distance";
import { env } from "~/lib/env.server";

import { addDays, type Beacon, UNMET_SEARCH_KM, utcDay } from "./insight-values";
import { processWide } from "~/lib/process-wide";

/**
 * Counting for the owners' insights (docs/decisions/018-insights.md). A beacon adds to counters in
 * this process's memory; every two seconds (or at 2,000 counters, or at shutdown) they are added
 * to the day's rows in one transaction, `count = count + n`, so any number of processes can write
 * the same rows. A page never waits on the database for counting.
 */

/** How often the counters go to the database, and how many make a flush at once. */
const FLUSH_EVERY_MS = 2_000;
const FLUSH_AT = 2_000;
/** Rows per INSERT: far under PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 1_000;
/** Daily counts and searches are kept this long (the privacy page says so). */
const KEEP_MONTHS = 25;
/** The label of a search from the visitor's own position (the map's and the game pages' "Use my location"). */
const OWN_LOCATION = "your location";

type PlaceSearch = { day: string; place: string; filter: string; latitude: number; longitude: number; count: number };

type Pending = {
  /** `day|slug|metric` → count */
  counts: Map<string, number>;
  /** `day|slug|visitor hash` */
  visitors: Set<string>;
  /** `day|slug|kind|term` → count */
  searches: Map<string, number>;
  /** `day|place|filter` → the search */
  places: Map<string, PlaceSearch>;
  size: number;
};

type Store = {
  pending: Pending;
  timer: ReturnType<typeof setTimeout> | null;
  flushing: Promise<void> | null;
  salts: Map<string, Promise<string>>;
  sweptDay: string | null;
};

function emptyPending(): Pending {
  return { counts: new Map(), visitors: new Set(), searches: new Map(), places: new Map(), size: 0 };
}

// On globalThis: the server's start (server/main.ts) flushes what the React Router bundle counted.
const store = processWide<Store>("insights", () => ({
  pending: emptyPending(),
  timer: null,
  flushing: null,
  salts: new Map(),
  sweptDay: null,
}));

export function countingEnabled(): boolean {
  return env().INSIGHTS;
}

/** Adds a beacon's counts. `visitor` is hashed with the day's salt at once and never kept. */
export async function recordBeacon(
  beacon: Beacon,
  visitor: { ip: string | null; userAgent: string },
  now: Date = new Date(),
): Promise<void> {
  const day = utcDay(now);
  const pending = store.pending;
  const add = (slug: string, metric: InsightMetric) => bump(pending.counts, `${day}|${slug}|${metric}`, pending);

  for (const slug of beacon.centers) {
    add(slug, beacon.event);
    if (beacon.event === "map_list" && beacon.filters?.includes("open")) add(slug, "open_now");
  }
  if (beacon.event === "views") {
    const hash = await visitorHash(day, visitor);
    for (const slug of beacon.centers) {
      const key = `${day}|${slug}|${hash}`;
      if (!pending.visitors.has(key)) {
        pending.visitors.add(key);
        pending.size += 1;
      }
    }
  }
  if (beacon.newSearch) recordSearch(beacon, day, pending);
  scheduleFlush();
}

function recordSearch(beacon: Beacon, day: string, pending: Pending) {
  const filters = [...new Set(beacon.filters ?? [])].sort();
  const place = beacon.place ? { ...beacon.place, label: beacon.place.label.replace(/\s+/g, " ").trim() } : null;
  for (const slug of beacon.centers) {
    if (place) bump(pending.searches, `${day}|${slug}|place|${place.label}`, pending);
    for (const filter of filters) bump(pending.searches, `${day}|${slug}|filter|${filter}`, pending);
  }
  if (!place) return;
  // Rounded to two decimals, about a kilometre: enough to see where players are, not who.
  const latitude = Math.round(place.latitude * 100) / 100;
  const longitude = Math.round(place.longitude * 100) / 100;
  // Visitors' own positions share one label: the point tells them apart.
  const label = place.label === OWN_LOCATION ? `${OWN_LOCATION} (${latitude}, ${longitude})` : place.label;
  const filter = filters.join(",");
  const key = `${day}|${label}|${filter}`;
  const known = pending.places.get(key);
  if (known) known.count += 1;
  else {
    pending.places.set(key, { day, place: label, filter, latitude, longitude, count: 1 });
    pending.size += 1;
  }
}

function bump(map: Map<string, number>, key: string, pending: Pending) {
  const count = map.get(key);
  if (count === undefined) pending.size += 1;
  map.set(key, (count ?? 0) + 1);
}

/** The day's salt, made by whichever process asks first and read by the others. */
function daySalt(day: string): Promise<string> {
  let salt = store.salts.get(day);
  if (!salt) {
    salt = (async () => {
      const database = await openDatabase();
      await database
        .insert(insightSalts)
        .values({ day, salt: randomBytes(32).toString("base64url") })
        .onConflictDoNothing();
      const [row] = await database
        .select({ salt: insightSalts.salt })
        .from(insightSalts)
        .where(eq(insightSalts.day, day));
      if (!row) throw new Error(`no insight salt for ${day}`);
      return row.salt;
    })();
    // A failure is not kept: the next beacon asks again.
    salt.catch(() => store.salts.delete(day));
    for (const known of store.salts.keys()) if (known < addDays(day, -1)) store.salts.delete(known);
    store.salts.set(day, salt);
  }
  return salt;
}

async function visitorHash(day: string, visitor: { ip: string | null; userAgent: string }): Promise<string> {
  const salt = await daySalt(day);
  return createHash("sha256")
    .update(`${salt}\n${visitor.ip ?? ""}\n${visitor.userAgent}`)
    .digest("base64url")
    .slice(0, 22);
}

function scheduleFlush() {
  if (store.pending.size >= FLUSH_AT) {
    void flushInsights();
    return;
  }
  if (store.timer) return;
  store.timer = setTimeout(() => {
    store.timer = null;
    void flushInsights();
  }, FLUSH_EVERY_MS);
  store.timer.unref();
}

/**
 * Writes what was counted so far. Counts that cannot be written are logged and dropped: counting
 * never holds up or breaks the site. Waits for a flush already under way.
 */
export async function flushInsights(): Promise<void> {
  while (store.flushing) await store.flushing;
  if (store.pending.size === 0) return;
  const batch = store.pending;
  store.pending = emptyPending();
  store.flushing = writeBatch(batch)
    .catch((error: unknown) => console.error(`[insights] ${batch.size} counters could not be written:`, error))
    .finally(() => {
      store.flushing = null;
    });
  await store.flushing;
}

async function writeBatch(batch: Pending): Promise<void> {
  const database = await openDatabase();
  await sweepOnceADay(database);
  const slugs = new Set<string>();
  for (const key of [...batch.counts.keys(), ...batch.visitors, ...batch.searches.keys()])
    slugs.add(key.split("|")[1]!);
  // Only centers on the public directory are counted; an unknown slug counts nothing.
  const known = new Map<string, string>();
  for (const chunk of chunks([...slugs], ROWS_PER_STATEMENT)) {
    const rows = await database
      .select({ id: locations.id, slug: locations.slug })
      .from(locations)
      .where(and(inArray(locations.slug, chunk), eq(locations.reviewStatus, "verified")));
    for (const row of rows) known.set(row.slug, row.id);
  }

  const counts = new Map<string, { day: string; locationId: string; metric: InsightMetric; count: number }>();
  const addCount = (day: string, locationId: string, metric: InsightMetric, count: number) => {
    const key = `${day}|${locationId}|${metric}`;
    const row = counts.get(key);
    if (row) row.count += count;
    else counts.set(key, { day, locationId, metric, count });
  };
  for (const [key, count] of batch.counts) {
    const [day, slug, metric] = key.split("|") as [string, string, InsightMetric];
    const locationId = known.get(slug);
    if (locationId) addCount(day, locationId, metric, count);
  }
  const visitors = [...batch.visitors].flatMap((key) => {
    const [day, slug, visitor] = key.split("|") as [string, string, string];
    const locationId = known.get(slug);
    return locationId ? [{ day, locationId, visitor }] : [];
  });
  const searches = [...batch.searches].flatMap(([key, count]) => {
    const [day, slug, kind, ...term] = key.split("|") as [string, string, "place" | "filter", ...string[]];
    const locationId = known.get(slug);
    return locationId ? [{ day, locationId, kind, term: term.join("|"), count }] : [];
  });
  const places = await Promise.all(
    [...batch.places.values()].map(async (search) => ({ ...search, centersNear: await centersNear(database, search) })),
  );

  await database.transaction(async (tx) => {
    // A visitor new today is the day's row that did not exist yet: counted by what the insert made.
    for (const chunk of chunks(visitors, ROWS_PER_STATEMENT)) {
      const added = await tx
        .insert(insightVisitors)
        .values(chunk)
        .onConflictDoNothing()
        .returning({ day: insightVisitors.day, locationId: insightVisitors.locationId });
      for (const row of added) addCount(row.day, row.locationId, "visitors", 1);
    }
    for (const chunk of chunks([...counts.values()], ROWS_PER_STATEMENT)) {
      await tx
        .insert(insightDaily)
        .values(chunk)
        .onConflictDoUpdate({
          target: [insightDaily.day, insightDaily.locationId, insightDaily.metric],
          set: { count: sql`${insightDaily.count} + excluded.count` },
        });
    }
    for (const chunk of chunks(searches, ROWS_PER_STATEMENT)) {
      await tx
        .insert(insightSearches)
        .values(chunk)
        .onConflictDoUpdate({
          target: [insightSearches.day, insightSearches.locationId, insightSearches.kind, insightSearches.term],
          set: { count: sql`${insightSearches.count} + excluded.count` },
        });
    }
    for (const chunk of chunks(places, ROWS_PER_STATEMENT)) {
      await tx
        .insert(placeSearches)
        .values(chunk)
        .onConflictDoUpdate({
          target: [placeSearches.day, placeSearches.place, placeSearches.filter],
          set: { count: sql`${placeSearches.count} + excluded.count`, centersNear: sql`excluded.centers_near` },
        });
    }
  });
}

/** Verified centers within 50 km of a searched place (a box first, so the distance is worked out for few). */
async function centersNear(database: Database, point: { latitude: number; longitude: number }): Promise<number> {
  const miles = milesFromPoint(locations.lat, locations.lng, point);
  const latSpan = UNMET_SEARCH_KM / 110.5;
  const lngSpan = Math.min(180, latSpan / Math.max(0.01, Math.cos((point.latitude * Math.PI) / 180)));
  return database.$count(
    locations,
    and(
      eq(locations.reviewStatus, "verified"),
      between(locations.lat, point.latitude - latSpan, point.latitude + latSpan),
      lngSpan >= 180
        ? undefined
        : sql`(abs(${locations.lng} - ${point.longitude}::float8) <= ${lngSpan}::float8 or abs(${locations.lng} - ${point.longitude}::float8) >= ${360 - lngSpan}::float8)`,
      sql`${miles} <= ${UNMET_SEARCH_KM * MILES_PER_KM}::float8`,
    ),
  );
}

/** Once a day per process, on its first write of the day (deleting twice does no harm). */
async function sweepOnceADay(database: Database): Promise<void> {
  const today = utcDay(new Date());
  if (store.sweptDay === today) return;
  store.sweptDay = today;
  await sweepInsights(database, today);
}

/**
 * Visitor hashes and salts older than yesterday go, so no hash can be matched again; counts and
 * searches older than 25 months go too.
 */
export async function sweepInsights(database: Database, today: string): Promise<void> {
  const yesterday = addDays(today, -1);
  const oldest = new Date(`${today}T00:00:00Z`);
  oldest.setUTCMonth(oldest.getUTCMonth() - KEEP_MONTHS);
  const keepFrom = utcDay(oldest);
  await database.delete(insightVisitors).where(lt(insightVisitors.day, yesterday));
  await database.delete(insightSalts).where(lt(insightSalts.day, yesterday));
  await database.delete(insightDaily).where(lt(insightDaily.day, keepFrom));
  await database.delete(insightSearches).where(lt(insightSearches.day, keepFrom));
  await database.delete(placeSearches).where(lt(placeSearches.day, keepFrom));
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
