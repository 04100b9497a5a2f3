import { and, asc, eq, gt, sql } from "drizzle-orm";

import { locations, stationStatus } from "#db/schema";
import type { StationKinds } from "#db/schema/values";
import { isPublicCenter } from "~/features/venues/public-venues.server";
import { openDatabase } from "~/lib/db.server";

import type { LiveFeed } from "./live-feed";
import { LIVE_FOR_MINUTES, type LiveStations, liveStations } from "./station-values";

const freshSince = (now: Date) => new Date(now.getTime() - LIVE_FOR_MINUTES * 60_000);

/** A status's columns, as `liveStations` takes them. */
export const statusColumns = {
  total: stationStatus.total,
  free: stationStatus.free,
  byKind: stationStatus.byKind,
  reportedAt: stationStatus.reportedAt,
};

type JoinedStatus = { total: number | null; free: number | null; byKind: StationKinds | null; reportedAt: Date | null };

/** The status of a center read with a left join: null when it has none. */
export function joinedStatus({ total, free, byKind, reportedAt }: JoinedStatus) {
  return total !== null && free !== null && byKind !== null && reportedAt !== null
    ? { total, free, byKind, reportedAt }
    : null;
}

/**
 * A verified center's live stations by its slug: `live` is null when it has no status recent
 * enough; null for no such public center.
 */
export async function liveStationsOf(slug: string, now = new Date()): Promise<{ live: LiveStations | null } | null> {
  const database = await openDatabase();
  const [row] = await database
    .select(statusColumns)
    .from(locations)
    .leftJoin(
      stationStatus,
      and(eq(stationStatus.locationId, locations.id), gt(stationStatus.reportedAt, freshSince(now))),
    )
    .where(and(eq(locations.slug, slug), isPublicCenter));
  if (!row) return null;
  const status = joinedStatus(row);
  return { live: status ? liveStations(status) : null };
}

/** A center's live stations by its id (the center page, which has read the center already). */
export async function liveStationsOfCenter(locationId: string, now = new Date()): Promise<LiveStations | null> {
  const database = await openDatabase();
  const [row] = await database
    .select(statusColumns)
    .from(stationStatus)
    .where(and(eq(stationStatus.locationId, locationId), gt(stationStatus.reportedAt, freshSince(now))));
  return row ? liveStations(row) : null;
}

/** The live stations of several verified centers at once (a game's list of centers), by slug. */
export async function liveStationsBySlug(
  slugs: readonly string[],
  now = new Date(),
): Promise<Map<string, LiveStations>> {
  if (slugs.length === 0) return new Map();
  const database = await openDatabase();
  const rows = await database
    .select({ slug: locations.slug, ...statusColumns })
    .from(stationStatus)
    .innerJoin(locations, eq(locations.id, stationStatus.locationId))
    .where(
      and(
        sql`${locations.slug} = any(${sql.param([...slugs])}::text[])`,
        isPublicCenter,
        gt(stationStatus.reportedAt, freshSince(now)),
      ),
    );
  return new Map(rows.map(({ slug, ...status }) => [slug, liveStations(status)]));
}

/**
 * Every verified center's live numbers for the map (`GET /api/v1/live`), read in one indexed scan;
 * the directory keeps the answer for LIVE_FEED_SECONDS (directory/live-feed.server.ts).
 */
export async function readLiveFeed(now = new Date()): Promise<LiveFeed> {
  const database = await openDatabase();
  const rows = await database
    .select({ slug: locations.slug, ...statusColumns })
    .from(stationStatus)
    .innerJoin(locations, eq(locations.id, stationStatus.locationId))
    .where(and(isPublicCenter, gt(stationStatus.reportedAt, freshSince(now))))
    .orderBy(asc(locations.slug));
  const feed: LiveFeed = { at: now.toISOString(), count: rows.length, slug: [], free: [], total: [], pcs: [], age: [] };
  for (const row of rows) {
    const live = liveStations(row);
    feed.slug.push(row.slug);
    feed.free.push(live.free);
    feed.total.push(live.total);
    feed.pcs.push(live.noun === "PCs" ? 1 : 0);
    feed.age.push(Math.max(0, Math.round((now.getTime() - row.reportedAt.getTime()) / 1000)));
  }
  return feed;
}
