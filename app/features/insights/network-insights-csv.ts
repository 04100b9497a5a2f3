/**
 * The administrators' insights as CSV downloads, one file per table so that each opens as one
 * sheet: pure functions over the report, no server imports.
 */
import { csvCell } from "~/lib/csv";

import type { NetworkInsights } from "./insight-report";
import { INSIGHT_METRICS, METRIC_LABELS } from "./insight-values";

export const NETWORK_CSV_PARTS = ["days", "venues", "unmet"] as const;
export type NetworkCsvPart = (typeof NETWORK_CSV_PARTS)[number];

/** The part a `?part=` value names: none is the days, an unknown one null. */
export function networkCsvPart(value: string | null): NetworkCsvPart | null {
  if (value === null || value === "") return "days";
  return NETWORK_CSV_PARTS.find((part) => part === value) ?? null;
}

/** The address of a part's download, for the page's links. */
export function networkCsvHref(part: NetworkCsvPart, period: number): string {
  return `/admin/insights.csv?days=${period}&part=${part}`;
}

/**
 * One record with its CRLF (RFC 4180). Numbers are ours, never typed by anyone, so they go out as
 * they are: `csvCell` would turn a negative longitude into text.
 */
function line(cells: readonly (string | number)[]): string {
  return cells.map((cell) => (typeof cell === "number" ? String(cell) : csvCell(cell))).join(",") + "\r\n";
}

const BUILDERS: Record<NetworkCsvPart, (report: NetworkInsights) => string> = {
  days: (report) =>
    line(["day (UTC)", ...INSIGHT_METRICS.map((metric) => METRIC_LABELS[metric])]) +
    report.days.map((entry) => line([entry.day, ...INSIGHT_METRICS.map((metric) => entry.counts[metric])])).join(""),
  venues: (report) =>
    line(["rank", "venue", "page", "page views", "unique visitors"]) +
    report.topVenues
      .map((venue, index) => line([index + 1, venue.name, `/lancenters/${venue.slug}`, venue.views, venue.visitors]))
      .join(""),
  unmet: (report) =>
    line(["place", "latitude", "longitude", "searches", "last searched (UTC)"]) +
    report.unmetSearches
      .map((search) => line([search.place, search.latitude, search.longitude, search.count, search.lastDay]))
      .join(""),
};

/** A part of the report as a file: its name says what and which days (UTC). */
export function networkInsightsCsv(report: NetworkInsights, part: NetworkCsvPart): { fileName: string; body: string } {
  return {
    fileName: `lan-centers-insights-${part}-${report.from}-to-${report.to}.csv`,
    body: BUILDERS[part](report),
  };
}
