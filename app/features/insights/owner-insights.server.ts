import { and, asc, desc, eq, gte, inArray, lte, min, sql } from "drizzle-orm";

import { games } from "#db/schema/content";
import { insightDaily, insightSearches } from "#db/schema/insights";
import { locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import type { InsightSearch, InsightVenue, OwnerInsights } from "./insight-report";
import { loadSeries } from "./insight-series.server";
import { describeSearchTerm, type InsightPeriod, type InsightSearchKind } from "./insight-values";

/** How many places and how many filters the tab lists. */
const TOP_SEARCHES = 10;

export const OWNER_INSIGHTS_MESSAGES = {
  notFound: "That LAN center is not one of yours.",
  unavailable: "Your insights could not be loaded. Please try again in a moment.",
} as const;

/**
 * The owner's Insights: one of their centers, or all of them summed. Only the actor's own centers,
 * administrators included (the network's figures are the administrators' own page).
 */
export async function loadOwnerInsights(
  actor: Actor,
  options: { venueId: string | null; period: InsightPeriod; today?: Date },
): Promise<{ ok: true; report: OwnerInsights } | Refusal<"not-found" | "unavailable">> {
  try {
    const database = await openDatabase();
    const venueRows = await database
      .select({
        id: locations.id,
        name: locations.organizationName,
        slug: locations.slug,
        reviewStatus: locations.reviewStatus,
        createdAt: locations.createdAt,
      })
      .from(locations)
      .where(eq(locations.createdBy, actor.userId))
      .orderBy(asc(locations.organizationName));
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
    const ids = options.venueId === null ? venues.map((venue) => venue.id) : [options.venueId];
    const series = await loadSeries(database, {
      locationIds: ids,
      period: options.period,
      today: options.today ?? new Date(),
    });
    const [searches, firstCountedDay] = await Promise.all([topSearches(ids, series.from, series.to), firstDay(ids)]);
    return { ok: true, report: { ...series, venues, venueId: options.venueId, searches, firstCountedDay } };
  } catch (error) {
    console.error("[insights] loading an owner's insights failed:", { actor: actor.userId }, error);
    return refuse("unavailable", OWNER_INSIGHTS_MESSAGES.unavailable);
  }
}

async function topSearches(ids: string[], from: string, to: string): Promise<InsightSearch[]> {
  if (ids.length === 0) return [];
  const database = await openDatabase();
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

async function firstDay(ids: string[]): Promise<string | null> {
  if (ids.length === 0) return null;
  const database = await openDatabase();
  const [row] = await database
    .select({ first: min(insightDaily.day) })
    .from(insightDaily)
    .where(inArray(insightDaily.locationId, ids));
  return row?.first ?? null;
}
