import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, notExists, sql } from "drizzle-orm";

import type { Database, Transaction } from "#db/database";
import { userProfiles } from "#db/schema/accounts";
import { user } from "#db/schema/auth";
import { games } from "#db/schema/content";
import { insightDaily, placeSearches } from "#db/schema/insights";
import { photos } from "#db/schema/photos";
import { locationGames, locations } from "#db/schema/venues";
import { milesFromPoint } from "~/lib/distance-sql.server";
import { MILES_PER_KM } from "~/lib/distance";

import { addMonths, monthDays } from "./digest-month";
import { pickSuggestion, type DigestSuggestion, type VenueFacts } from "./digest-suggestion";
import { addDays, UNMET_SEARCH_KM, type InsightMetric } from "./insight-values";
import type { BusiestStretch } from "./occupancy";
import { loadOccupancy } from "./occupancy.server";

/** The figures the digest shows per center, in this order. */
export const DIGEST_METRICS = [
  "views",
  "visitors",
  "map_list",
  "website",
  "directions",
  "phone",
  "share",
] as const satisfies readonly InsightMetric[];
export type DigestMetric = (typeof DIGEST_METRICS)[number];
export type DigestCounts = Record<DigestMetric, number>;

export type VenueFigures = {
  id: string;
  name: string;
  slug: string;
  current: DigestCounts;
  previous: DigestCounts;
  /** The month's busiest stretch from the live numbers (its own days and hours), null without any. */
  busiest: BusiestStretch | null;
};

/** One owner's digest of one month: every verified center of theirs, and one suggestion. */
export type OwnerDigest = {
  userId: string;
  email: string;
  /** Whether the owner still wants the e-mail (it may have been turned off since the plan). */
  wanted: boolean;
  month: string;
  venues: VenueFigures[];
  suggestion: DigestSuggestion | null;
};

function zeroCounts(): DigestCounts {
  return Object.fromEntries(DIGEST_METRICS.map((metric) => [metric, 0])) as DigestCounts;
}

/**
 * What the owner's digest of `month` says, read on `database` (the transaction that holds the
 * owner's row, on PostgreSQL). Null when the account is gone or has no verified center any more.
 */
export async function loadOwnerDigest(
  database: Database | Transaction,
  userId: string,
  month: string,
): Promise<OwnerDigest | null> {
  const [owner] = await database
    .select({ email: user.email, wanted: sql<boolean>`coalesce(${userProfiles.insightsDigest}, true)` })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!owner) return null;

  const hasPhoto = sql<boolean>`(${locations.imageUrl} is not null or exists (
    select 1 from ${photos} where ${photos.locationId} = ${locations.id} and ${photos.status} = 'approved'))`;
  const centers = await database
    .select({
      id: locations.id,
      name: locations.organizationName,
      slug: locations.slug,
      lat: locations.lat,
      lng: locations.lng,
      fullLibrary: locations.fullLibrary,
      hasHours: sql<boolean>`${locations.openingHours} is not null`,
      hasPhoto,
    })
    .from(locations)
    .where(and(eq(locations.createdBy, userId), eq(locations.verified, true)))
    .orderBy(asc(locations.organizationName), asc(locations.id));
  if (centers.length === 0) return null;

  const { from, to } = monthDays(month);
  const previousFrom = monthDays(addMonths(month, -1)).from;
  const rows = await database
    .select({
      locationId: insightDaily.locationId,
      metric: insightDaily.metric,
      current: sql<number>`coalesce(sum(case when ${insightDaily.day} >= ${from} then ${insightDaily.count} end), 0)::int`,
      previous: sql<number>`coalesce(sum(case when ${insightDaily.day} < ${from} then ${insightDaily.count} end), 0)::int`,
    })
    .from(insightDaily)
    .where(
      and(
        inArray(
          insightDaily.locationId,
          centers.map((center) => center.id),
        ),
        inArray(insightDaily.metric, DIGEST_METRICS),
        gte(insightDaily.day, previousFrom),
        lt(insightDaily.day, to),
      ),
    )
    .groupBy(insightDaily.locationId, insightDaily.metric);

  const occupancy = await loadOccupancy(database, {
    locationIds: centers.map((center) => center.id),
    from,
    to: addDays(to, -1),
  });
  const busiest = new Map(occupancy.map((center) => [center.id, center.busiest]));
  const venues: VenueFigures[] = centers.map((center) => ({
    id: center.id,
    name: center.name,
    slug: center.slug,
    current: zeroCounts(),
    previous: zeroCounts(),
    busiest: busiest.get(center.id) ?? null,
  }));
  const byId = new Map(venues.map((venue) => [venue.id, venue]));
  for (const row of rows) {
    const venue = byId.get(row.locationId);
    if (!venue) continue;
    venue.current[row.metric as DigestMetric] = Number(row.current);
    venue.previous[row.metric as DigestMetric] = Number(row.previous);
  }

  const facts: VenueFacts[] = await Promise.all(
    centers.map(async (center, index) => ({
      name: center.name,
      views: venues[index]!.current.views,
      hasPhoto: Boolean(center.hasPhoto),
      hasHours: Boolean(center.hasHours),
      missingGame:
        center.lat === null || center.lng === null
          ? null
          : await mostSearchedMissingGame(database, { ...center, lat: center.lat, lng: center.lng }, month),
    })),
  );
  return {
    userId,
    email: owner.email,
    wanted: Boolean(owner.wanted),
    month,
    venues,
    suggestion: pickSuggestion(facts, month),
  };
}

/**
 * The catalogue game searched most on the map in `month` from within 50 km of the center
 * (place_searches whose filters include `game:<slug>`) that the center does not list. A center that says
 * it offers the whole Steam library is not told to add a Steam game.
 */
async function mostSearchedMissingGame(
  database: Database | Transaction,
  center: { id: string; lat: number; lng: number; fullLibrary: boolean },
  month: string,
): Promise<{ name: string; searches: number } | null> {
  const { from, to } = monthDays(month);
  const searches = sql<number>`sum(${placeSearches.count})::int`;
  const offered = database
    .select({ one: sql`1` })
    .from(locationGames)
    .where(and(eq(locationGames.locationId, center.id), eq(locationGames.gameId, games.id)));
  const [top] = await database
    .select({ name: games.name, searches })
    .from(placeSearches)
    // A search's filters are stored sorted and joined with commas ("game:valorant,open").
    .innerJoin(games, sql`'game:' || ${games.slug} = any(string_to_array(${placeSearches.filter}, ','))`)
    .where(
      and(
        gte(placeSearches.day, from),
        lt(placeSearches.day, to),
        lte(
          milesFromPoint(placeSearches.latitude, placeSearches.longitude, {
            latitude: center.lat,
            longitude: center.lng,
          }),
          UNMET_SEARCH_KM * MILES_PER_KM,
        ),
        notExists(offered),
        center.fullLibrary ? isNull(games.steamAppId) : undefined,
      ),
    )
    .groupBy(games.id, games.name)
    .orderBy(desc(searches), asc(games.name))
    .limit(1);
  return top ? { name: top.name, searches: Number(top.searches) } : null;
}
