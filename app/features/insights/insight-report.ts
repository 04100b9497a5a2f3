/**
 * What the Insights views receive from the server (no server imports): the owner's report of one
 * center or all of theirs, and the administrators' report of the whole network.
 */
import type { Refusal } from "~/lib/outcome";

import type { InsightPeriod, InsightSearchKind, MetricCounts } from "./insight-values";
import type { CenterOccupancy } from "./occupancy";

/** One UTC day of a series; every day of the period is present, counted or not. */
export type InsightDay = { day: string; counts: MetricCounts };

/** A search that showed the center(s), with the words the owner reads. */
export type InsightSearch = { kind: InsightSearchKind; term: string; label: string; count: number };

/** A series over a period and its comparison with the period before. */
export type InsightSeries = {
  period: InsightPeriod;
  /** First and last day shown, `YYYY-MM-DD` (UTC), `to` being today. */
  from: string;
  to: string;
  days: InsightDay[];
  totals: MetricCounts;
  /** The same length of time just before `from`. */
  previousTotals: MetricCounts;
};

/** One of the owner's centers, as the Insights tab's picker lists it. */
export type InsightVenue = {
  id: string;
  name: string;
  slug: string;
  /** Whether it is on the public directory (only verified centers are counted). */
  listed: boolean;
  /** When it was registered (ISO), for the "just registered" state. */
  createdAt: string;
};

/** The owner's Insights tab: one center (`venueId`) or all of theirs (`venueId` null). */
export type OwnerInsights = InsightSeries & {
  venues: InsightVenue[];
  venueId: string | null;
  /** Top places and filters that showed the center(s) in the period, most first (10 of each at most). */
  searches: InsightSearch[];
  /** The first day anything was counted for these center(s), or null when nothing ever was. */
  firstCountedDay: string | null;
  /**
   * Occupancy by hour of the week over the period's days (each center's own calendar), from the
   * statuses its venue software reported: every center shown, by name; the grid (`week`) only
   * when one center is shown.
   */
  occupancy: CenterOccupancy[];
};

/** A venue among the most viewed of the network. */
export type TopVenue = { id: string; name: string; slug: string; views: number; visitors: number };

/** A place searched where no verified center was within 50 km: where one is wanted. */
export type UnmetSearch = { place: string; latitude: number; longitude: number; count: number; lastDay: string };

/** The administrators' view of the whole network. */
export type NetworkInsights = InsightSeries & {
  topVenues: TopVenue[];
  unmetSearches: UnmetSearch[];
};

/** What the Insights tab says when it shows no figures (the server's refusals, and the page's own). */
export const OWNER_INSIGHTS_MESSAGES = {
  notFound: "That LAN center is not one of yours.",
  unavailable: "Your insights could not be loaded. Please try again in a moment.",
} as const;

/** What the dashboard's loader hands the tab: the report, or why there is none. */
export type OwnerInsightsResult = { ok: true; report: OwnerInsights } | Refusal<"not-found" | "unavailable">;
