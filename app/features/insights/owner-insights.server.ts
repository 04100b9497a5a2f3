import { and, asc, desc, eq, gte, inArray, lte, min, sql, type SQLWrapper } from "drizzle-orm";

import { games } from "#db/schema/content";
import { insightDaily, insightSearches } from "#db/schema/insights";
import { locations } from "#db/schema/venues";
import { type Database, openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { type InsightSearch, type InsightVenue, OWNER_INSIGHTS_MESSAGES, type OwnerInsights } from "./insight-report";
import { isVenueId } from "~/features/venues/venue-id";
import { loadSeries, seriesDays } from "./insight-series.server";
import { describeSearchTerm, type InsightPeriod, type InsightSearchKind } from "./insight-values";
import { loadOccupancy } from "./occupancy.server";

/** How many places and how many filters the tab lists. */
const TOP_SEARCHES = 10;

/**
 * The owner's Insights: one of their centers, or all of them summed. Only the actor's own centers,
 * administrators included (the network's figures are the administrators' own page).
 */
export async function loadOwnerInsights(
  actor: Actor,
  options: { venueId: string | null; period: InsightPeriod; today?: Date },
): Promise<{ ok: true; report: OwnerInsights } | Refusal<"not-found" | "unavailable">> {
  if (options.venueId !== null && !isVenueId(options.venueId)) {
    return refuse("not-found", OWNER_INSIGHTS_MESSAGES.notFound);
  }
  try {
    const database = await openDatabase();
    const today = options.today ?? new Date();
    const { from, to } = seriesDays(options.period, today);
    // The centers counted, as a subquery: the owner's, or the one asked for when it is theirs. The
    // figures are then read beside the list of centers instead of after it (one round of queries).
    const counted = database
      .select({ id: locations.id })
      .from(locations)
      .where(
        and(
          eq(locations.createdBy, actor.userId),
          options.venueId === null ? undefined : eq(locations.id, options.venueId),
        ),
      );
    const [venueRows, series, searches, firstCountedDay, occupancy] = await Promise.all([
      database
        .select({
          id: locations.id,
          name: locations.organizationName,
          slug: locations.slug,
          reviewStatus: locations.reviewStatus,
          createdAt: locations.createdAt,
        })
        .from(locations)
        .where(eq(locations.createdBy, actor.userId))
        .orderBy(asc(locations.organizationName)),
      loadSeries(database, { locationIds: counted, period: options.period, today }),
      topSearches(database, counted, from, to),
      firstDay(database, counted),
      loadOccupancy(database, { locationIds: counted, from, to }),
    ]);
    const venues: InsightVenue[] = venueRows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      listed: row.reviewStatus === "verified",
      createdAt: row.createdAt.toISOString(),
    }));
    if (options.venueId !== null && !venues.some((venue) => venue.id === options.venueId)) {
      return refuse("not-found", OWNER_INSIGHTS_MESSAGES.notFound);
    }
    // With several centers the tab says each one's busiest stretch; only one center's grid is drawn.
    const withGrids = occupancy.length === 1 ? occupancy : occupancy.map((center) => ({ ...center, week: null }));
    return {
      ok: true,
      report: { ...series, venues, venueId: options.venueId, searches, firstCountedDay, occupancy: withGrids },
    };
  } catch (error) {
    console.error("[insights] loading an owner's insights failed:", { actor: actor.userId }, error);
    return refuse("unavailable", OWNER_INSIGHTS_MESSAGES.unavailable);
  }
}

async function topSearches(database: Database, ids: SQLWrapper, from: string, to: string): Promise<InsightSearch[]> {
  const total = sql<number>`sum(${insightSearches.count})::int`;
  const rows = await database
    .select({ kind: insightSearches.kind, term: insightSearches.term, count: total })
    .from(insightSearches)
    .where(and(inArray(insightSearches.locationId, ids), gte(insightSearches.day, from), lte(insightSearches.day, to)))
    .groupBy(insightSearches.kind, insightSearches.term)
    .orderBy(desc(total), asc(insightSearches.term));
  const kept = (["place", "filter"] as const).flatMap((kind) =>
    rows.filter((row) => row.kind === kind).slice(0, TOP_SEARCHES),
  );
  const gameSlugs = kept.flatMap((row) => (row.term.startsWith("game:") ? [row.term.slice(5)] : []));
  const gameNames = new Map(
    gameSlugs.length === 0
      ? []
      : (
          await database
            .select({ slug: games.slug, name: games.name })
            .from(games)
            .where(inArray(games.slug, gameSlugs))
        ).map((game) => [game.slug, game.name]),
  );
  return kept
    .map((row) => ({
      kind: row.kind as InsightSearchKind,
      term: row.term,
      label: describeSearchTerm(row.kind as InsightSearchKind, row.term, gameNames),
      count: Number(row.count),
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

async function firstDay(database: Database, ids: SQLWrapper): Promise<string | null> {
  const [row] = await database
    .select({ first: min(insightDaily.day) })
    .from(insightDaily)
    .where(inArray(insightDaily.locationId, ids));
  return row?.first ?? null;
}
