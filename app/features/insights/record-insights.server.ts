import { createHash, randomBytes } from "node:crypto";
import { isIP } from "node:net";

import { and, between, eq, inArray, lt, sql } from "drizzle-orm";

import type { Transaction } from "#db/database";
import { insightDaily, insightSalts, insightSearches, insightVisitors, placeSearches } from "#db/schema/insights";
import { INSIGHT_METRICS, type InsightMetric } from "#db/schema/values";
import { locations } from "#db/schema/venues";
import { type Database, openDatabase } from "~/lib/db.server";
import { milesFromPoint } from "~/lib/distance-sql.server";
import { MILES_PER_KM } from "~/lib/distance";
import { env } from "~/lib/env.server";
import { RATE_RULES, spendRateBudget } from "~/lib/rate-limit.server";

import { addDays, type Beacon, OWN_LOCATION, UNMET_SEARCH_KM, utcDay } from "./insight-values";
import { verifiedPlace } from "./signed-place.server";
import { processWide } from "~/lib/process-wide";

/**
 * Counting for the owners' insights (docs/decisions/018-insights.md, 021-counts-mean-people.md).
 * A beacon is noted in this process's memory under its visitor (the day's salted hash of the
 * address); every two seconds (or at 2,000 entries, or at shutdown) one transaction spends each
 * visitor's beacon budget, keeps a row per visitor, center, day and thing counted (a repeat makes
 * none, on any process), and adds to the day's totals only what those rows are new for. A page
 * never waits on the database for counting.
 */

/** How often the counters go to the database, and how many make a flush at once. */
const FLUSH_EVERY_MS = 2_000;
const FLUSH_AT = 2_000;
/** Rows per INSERT: far under PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 1_000;
/** Daily counts and searches are kept this long (the privacy page says so). */
const KEEP_MONTHS = 25;
const METRICS: ReadonlySet<string> = new Set(INSIGHT_METRICS);

/** Something a visitor's beacon counts for a center: a metric, or a search term (`place:…`, `filter:…`). */
type Entry = { day: string; slug: string; counted: string; beacon: number };
/** A place searched, for the administrators' report: counted when one of the beacon's centers is known. */
type PlaceSearch = {
  day: string;
  place: string;
  filter: string;
  latitude: number;
  longitude: number;
  slugs: string[];
  beacon: number;
};
/** One visitor's beacons since the last flush, numbered in order so the budget keeps the first ones. */
type VisitorBeacons = { beacons: number; entries: Entry[]; places: PlaceSearch[] };

type Pending = {
  /** By visitor hash. */
  visitors: Map<string, VisitorBeacons>;
  /** `visitor|day|slug|counted`: what this batch already holds. */
  seen: Set<string>;
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
  return { visitors: new Map(), seen: new Set(), size: 0 };
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

/**
 * Notes a beacon under its visitor. `visitor.ip` is hashed with the day's salt at once and never
 * kept. Whether it counts is decided when it is written: once per visitor, center, day and thing
 * counted, and only within the visitor's budget of beacons.
 */
export async function recordBeacon(
  beacon: Beacon,
  visitor: { ip: string | null },
  now: Date = new Date(),
): Promise<void> {
  const day = utcDay(now);
  const hash = await visitorHash(day, visitor.ip);
  const pending = store.pending;
  let beacons = pending.visitors.get(hash);
  if (!beacons) {
    beacons = { beacons: 0, entries: [], places: [] };
    pending.visitors.set(hash, beacons);
  }
  const ordinal = beacons.beacons++;
  pending.size += 1;
  const note = (slug: string, counted: string) => {
    const key = `${hash}|${day}|${slug}|${counted}`;
    if (pending.seen.has(key)) return;
    pending.seen.add(key);
    beacons.entries.push({ day, slug, counted, beacon: ordinal });
    pending.size += 1;
  };

  // A center named twice in one beacon is one center.
  const centers = [...new Set(beacon.centers)];
  for (const slug of centers) {
    note(slug, beacon.event);
    if (beacon.event === "map_list" && beacon.filters?.includes("open")) note(slug, "open_now");
  }
  if (beacon.newSearch) {
    const filters = [...new Set(beacon.filters ?? [])].sort();
    // A place the site did not answer (no valid signature) is left out; the rest still counts.
    const place = verifiedPlace(beacon.place);
    for (const slug of centers) {
      if (place) note(slug, `place:${place.label}`);
      for (const filter of filters) note(slug, `filter:${filter}`);
    }
    if (place) {
      const { label, latitude, longitude } = place;
      // Visitors' own positions share one label: the point tells them apart.
      const named = label === OWN_LOCATION ? `${OWN_LOCATION} (${latitude}, ${longitude})` : label;
      const filter = filters.join(",");
      beacons.places.push({ day, place: named, filter, latitude, longitude, slugs: centers, beacon: ordinal });
      pending.size += 1;
    }
  }
  scheduleFlush();
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

/**
 * A visitor is an address, not a browser: the user agent is the client's to choose, so it would
 * make as many visitors as a script likes. IPv6 clients get a /64 each, so it is reduced to that.
 */
export function visitorAddress(ip: string | null): string {
  const address = (ip ?? "").trim().toLowerCase().replace(/%.*$/, "");
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mappedV4) return mappedV4[1]!;
  if (isIP(address) !== 6) return address;
  const groups = (part: string) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const [head = "", tail] = address.split("::");
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

async function visitorHash(day: string, ip: string | null): Promise<string> {
  const salt = await daySalt(day);
  return createHash("sha256")
    .update(`${salt}\n${visitorAddress(ip)}`)
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
  for (const { entries, places } of batch.visitors.values()) {
    for (const entry of entries) slugs.add(entry.slug);
    for (const place of places) for (const slug of place.slugs) slugs.add(slug);
  }
  // Only centers on the public directory are counted; an unknown slug counts nothing.
  const known = new Map<string, string>();
  for (const chunk of chunks([...slugs], ROWS_PER_STATEMENT)) {
    const rows = await database
      .select({ id: locations.id, slug: locations.slug })
      .from(locations)
      .where(and(inArray(locations.slug, chunk), eq(locations.reviewStatus, "verified")));
    for (const row of rows) known.set(row.slug, row.id);
  }

  await database.transaction(async (tx) => {
    // Each visitor's budget is spent in the database, so it holds across processes; beacons past it count nothing.
    const uses = new Map([...batch.visitors].map(([visitor, { beacons }]) => [visitor, beacons]));
    const within = await spendRateBudget(RATE_RULES.insightBeacon, uses, tx);
    const marks: { day: string; locationId: string; visitor: string; counted: string }[] = [];
    const places = new Map<string, Omit<PlaceSearch, "slugs" | "beacon"> & { count: number }>();
    for (const [visitor, { entries, places: searched }] of batch.visitors) {
      const allowed = within.get(visitor) ?? 0;
      for (const { day, slug, counted, beacon } of entries) {
        const locationId = known.get(slug);
        if (beacon < allowed && locationId) marks.push({ day, locationId, visitor, counted });
      }
      for (const { slugs: centers, beacon, ...search } of searched) {
        if (beacon >= allowed || !centers.some((slug) => known.has(slug))) continue;
        const key = `${search.day}|${search.place}|${search.filter}`;
        const same = places.get(key);
        if (same) same.count += 1;
        else places.set(key, { ...search, count: 1 });
      }
    }

    // Only the rows this insert made count: what a visitor was already counted for today is a no-op.
    const counts = new Map<string, { day: string; locationId: string; metric: InsightMetric; count: number }>();
    const searches = new Map<
      string,
      { day: string; locationId: string; kind: "place" | "filter"; term: string; count: number }
    >();
    const addCount = (day: string, locationId: string, metric: InsightMetric) => {
      const key = `${day}|${locationId}|${metric}`;
      const row = counts.get(key);
      if (row) row.count += 1;
      else counts.set(key, { day, locationId, metric, count: 1 });
    };
    for (const chunk of chunks(
      inKeyOrder(marks, (row) => `${row.day}|${row.locationId}|${row.visitor}|${row.counted}`),
      ROWS_PER_STATEMENT,
    )) {
      const added = await tx.insert(insightVisitors).values(chunk).onConflictDoNothing().returning({
        day: insightVisitors.day,
        locationId: insightVisitors.locationId,
        counted: insightVisitors.counted,
      });
      for (const { day, locationId, counted } of added) {
        if (METRICS.has(counted)) {
          addCount(day, locationId, counted as InsightMetric);
          // A visitor's first view of the center today makes them one of its visitors.
          if (counted === "views") addCount(day, locationId, "visitors");
          continue;
        }
        const separator = counted.indexOf(":");
        const kind = counted.slice(0, separator) as "place" | "filter";
        const term = counted.slice(separator + 1);
        const key = `${day}|${locationId}|${counted}`;
        const row = searches.get(key);
        if (row) row.count += 1;
        else searches.set(key, { day, locationId, kind, term, count: 1 });
      }
    }
    for (const chunk of chunks(
      inKeyOrder([...counts.values()], (row) => `${row.day}|${row.locationId}|${row.metric}`),
      ROWS_PER_STATEMENT,
    )) {
      await tx
        .insert(insightDaily)
        .values(chunk)
        .onConflictDoUpdate({
          target: [insightDaily.day, insightDaily.locationId, insightDaily.metric],
          set: { count: sql`${insightDaily.count} + excluded.count` },
        });
    }
    for (const chunk of chunks(
      inKeyOrder([...searches.values()], (row) => `${row.day}|${row.locationId}|${row.kind}|${row.term}`),
      ROWS_PER_STATEMENT,
    )) {
      await tx
        .insert(insightSearches)
        .values(chunk)
        .onConflictDoUpdate({
          target: [insightSearches.day, insightSearches.locationId, insightSearches.kind, insightSearches.term],
          set: { count: sql`${insightSearches.count} + excluded.count` },
        });
    }
    const placeRows = await Promise.all(
      [...places.values()].map(async (search) => ({ ...search, centersNear: await centersNear(tx, search) })),
    );
    for (const chunk of chunks(
      inKeyOrder(placeRows, (row) => `${row.day}|${row.place}|${row.filter}`),
      ROWS_PER_STATEMENT,
    )) {
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
async function centersNear(
  database: Database | Transaction,
  point: { latitude: number; longitude: number },
): Promise<number> {
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

/**
 * Rows sorted by their key: processes that write the same rows at once take their locks in one
 * order, so their transactions wait for each other instead of deadlocking.
 */
function inKeyOrder<T>(rows: readonly T[], keyOf: (row: T) => string): T[] {
  return rows
    .map((row) => ({ row, key: keyOf(row) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ row }) => row);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
