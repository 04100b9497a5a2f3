/**
 * The Insights tab's addresses: what `?venue=` and `?days=` ask for, and the links that change
 * them. Plain links and a GET form, so choosing works without JavaScript too.
 */
import { insightPeriod, type InsightPeriod } from "./insight-values";

/** One center (its id) or all of the owner's (null), over a period. */
export type InsightsQuery = { venueId: string | null; period: InsightPeriod };

/** The choice an address makes; a missing or empty `venue` is all the owner's centers. */
export function readInsightsQuery(search: URLSearchParams): InsightsQuery {
  return { venueId: search.get("venue") || null, period: insightPeriod(search.get("days")) };
}

function queryString(query: InsightsQuery, first: Record<string, string> = {}): string {
  const search = new URLSearchParams(first);
  search.set("days", String(query.period));
  if (query.venueId) search.set("venue", query.venueId);
  return search.toString();
}

/** The dashboard on its Insights tab with this choice. */
export function insightsTabHref(query: InsightsQuery): string {
  return `/dashboard?${queryString(query, { tab: "insights" })}`;
}

/** The CSV download of this choice. */
export function insightsCsvHref(query: InsightsQuery): string {
  return `/dashboard/insights.csv?${queryString(query)}`;
}
