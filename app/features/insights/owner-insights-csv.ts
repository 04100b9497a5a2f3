/**
 * An owner's insights as a CSV download (RFC 4180): one row per UTC day of the period, one column
 * per metric. Pure functions over the report, no server imports.
 */
import { csvLine } from "~/lib/csv";

import type { OwnerInsights } from "./insight-report";
import { INSIGHT_METRICS, METRIC_LABELS } from "./insight-values";

export function ownerInsightsCsv(report: OwnerInsights): { fileName: string; body: string } {
  const header = csvLine(["day (UTC)", ...INSIGHT_METRICS.map((metric) => METRIC_LABELS[metric])]);
  const rows = report.days.map((entry) =>
    csvLine([entry.day, ...INSIGHT_METRICS.map((metric) => String(entry.counts[metric]))]),
  );
  return { fileName: ownerInsightsCsvFileName(report), body: header + rows.join("") };
}

/** `insights-<center's slug, or all>-<from>-<to>.csv`: what and which days, safe in a header. */
export function ownerInsightsCsvFileName(report: OwnerInsights): string {
  const slug =
    report.venueId === null ? "all" : (report.venues.find(({ id }) => id === report.venueId)?.slug ?? "center");
  const name = slug.replace(/[^a-z0-9-]+/gi, "-").slice(0, 80) || "center";
  return `insights-${name}-${report.from}-${report.to}.csv`;
}
