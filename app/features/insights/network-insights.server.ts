import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";

import { insightDaily, placeSearches } from "#db/schema/insights";
import { locations } from "#db/schema/venues";
import { openDatabase, type Database } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { ADMINISTRATORS_ONLY } from "~/lib/outcome";
import type { NetworkInsights, TopVenue, UnmetSearch } from "./insight-report";
import { loadSeries } from "./insight-series.server";
import type { InsightPeriod } from "./insight-values";

/** How many venues the most-viewed table lists. */
export const TOP_VENUES = 10;
/** How many places without a center the table lists. */
export const UNMET_SEARCHES = 20;

export const NETWORK_INSIGHTS_UNAVAILABLE = "The network's insights could not be loaded. Please try again in a moment.";

export type NetworkInsightsResult = { ok: true; report: NetworkInsights } | Refusal<"forbidden" | "unavailable">;

/**
 * The whole network over a period, for administrators only (refused here too, not only by the
 * route): every day's counts summed over all centers, the most viewed venues, and the places
 * searched where no verified center was within 50 km.
 */
export async function loadNetworkInsights(
  actor: Actor,
  options: { period: InsightPeriod; today?: Date },
): Promise<NetworkInsightsResult> {
  if (!actor.isAdmin) return refuse("forbidden", ADMINISTRATORS_ONLY);
  try {
    const database = await openDatabase();
    const series = await loadSeries(database, {
      locationIds: "all",
      period: options.period,
      today: options.today ?? new Date(),
    });
    const topVenues = await readTopVenues(database, series.from, series.to);
    const unmetSearches = await readUnmetSearches(database, series.from, series.to);
    return { ok: true, report: { ...series, topVenues, unmetSearches } };
  } catch (error) {
    console.error("[insights] loading the network's insights failed:", { actor: actor.userId }, error);
    return refuse("unavailable", NETWORK_INSIGHTS_UNAVAILABLE);
  }
}

async function readTopVenues(database: Database, from: string, to: string): Promise<TopVenue[]> {
  const views = sql<number>`coalesce(sum(${insightDaily.count}) filter (where ${insightDaily.metric} = 'views'), 0)::int`;
  const visitors = sql<number>`coalesce(sum(${insightDaily.count}) filter (where ${insightDaily.metric} = 'visitors'), 0)::int`;
  const rows = await database
    .select({ id: locations.id, name: locations.organizationName, slug: locations.slug, views, visitors })
    .from(insightDaily)
    .innerJoin(locations, eq(locations.id, insightDaily.locationId))
    .where(
      and(gte(insightDaily.day, from), lte(insightDaily.day, to), inArray(insightDaily.metric, ["views", "visitors"])),
    )
    .groupBy(locations.id)
    // A center only counted as a visitor's (no page view) is not "viewed".
    .having(sql`${views} > 0`)
    .orderBy(desc(views), desc(visitors), asc(locations.organizationName), asc(locations.id))
    .limit(TOP_VENUES);
  return rows.map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) }));
}

/**
 * One row per place: its searches with no center near (whatever the filter), the point of its
 * most searched row (a typed place's point is the geocoder's, so its rows agree but for rounding),
 * and the last day it was searched. "your location" (a search from the visitor's own position,
 * `near-me.tsx`) names no place, so its points stay apart.
 */
async function readUnmetSearches(database: Database, from: string, to: string): Promise<UnmetSearch[]> {
  const total = sql<number>`sum(${placeSearches.count})::int`;
  const lastDay = sql<string>`max(${placeSearches.day})::text`;
  const ownPoint = sql`case when lower(${placeSearches.place}) = 'your location' then ${placeSearches.latitude}::text || ',' || ${placeSearches.longitude}::text end`;
  const rows = await database
    .select({
      place: placeSearches.place,
      latitude: sql<number>`(array_agg(${placeSearches.latitude} order by ${placeSearches.count} desc, ${placeSearches.day} desc))[1]`,
      longitude: sql<number>`(array_agg(${placeSearches.longitude} order by ${placeSearches.count} desc, ${placeSearches.day} desc))[1]`,
      count: total,
      lastDay,
    })
    .from(placeSearches)
    .where(and(gte(placeSearches.day, from), lte(placeSearches.day, to), eq(placeSearches.centersNear, 0)))
    .groupBy(placeSearches.place, ownPoint)
    .orderBy(desc(total), desc(lastDay), asc(placeSearches.place))
    .limit(UNMET_SEARCHES);
  return rows.map((row) => ({
    place: row.place,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    count: Number(row.count),
    lastDay: row.lastDay,
  }));
}
