import { and, gte, inArray, lte, sql, type SQLWrapper } from "drizzle-orm";

import { insightDaily } from "#db/schema/insights";
import type { Database } from "~/lib/db.server";

import type { InsightSeries } from "./insight-report";
import { addDays, emptyCounts, type InsightMetric, type InsightPeriod, utcDay } from "./insight-values";

/** The days a period covers up to `today` (UTC), and the first day of the period before it. */
export function seriesDays(period: InsightPeriod, today: Date): { from: string; to: string; previousFrom: string } {
  const to = utcDay(today);
  const from = addDays(to, 1 - period);
  return { from, to, previousFrom: addDays(from, -period) };
}

/**
 * A period's daily counts and its totals against the period before, summed over some centers
 * (`locationIds`: their ids, or a subquery that selects them) or over all of them (`"all"`). One
 * query reads both periods.
 */
export async function loadSeries(
  database: Database,
  options: { locationIds: readonly string[] | SQLWrapper | "all"; period: InsightPeriod; today: Date },
): Promise<InsightSeries> {
  const { period } = options;
  const { from, to, previousFrom } = seriesDays(period, options.today);
  const series: InsightSeries = {
    period,
    from,
    to,
    days: Array.from({ length: period }, (_, index) => ({ day: addDays(from, index), counts: emptyCounts() })),
    totals: emptyCounts(),
    previousTotals: emptyCounts(),
  };
  if (Array.isArray(options.locationIds) && options.locationIds.length === 0) return series;

  const rows = await database
    .select({
      day: insightDaily.day,
      metric: insightDaily.metric,
      count: sql<number>`sum(${insightDaily.count})::int`,
    })
    .from(insightDaily)
    .where(
      and(
        gte(insightDaily.day, previousFrom),
        lte(insightDaily.day, to),
        options.locationIds === "all" ? undefined : inArray(insightDaily.locationId, idsOf(options.locationIds)),
      ),
    )
    .groupBy(insightDaily.day, insightDaily.metric);

  const byDay = new Map(series.days.map((entry) => [entry.day, entry.counts]));
  for (const row of rows) {
    const metric = row.metric as InsightMetric;
    const count = Number(row.count);
    const counts = byDay.get(row.day);
    if (counts) {
      counts[metric] += count;
      series.totals[metric] += count;
    } else if (row.day < from) {
      series.previousTotals[metric] += count;
    }
  }
  return series;
}

/** An array of ids as drizzle's `inArray` takes it (a mutable copy), or the subquery as it is. */
function idsOf(ids: readonly string[] | SQLWrapper): string[] | SQLWrapper {
  return Array.isArray(ids) ? [...ids] : (ids as SQLWrapper);
}
