/**
 * The owners' insights, shared by the browser and the server: what is counted, its labels, the
 * periods shown and the words of the Insights tab (docs/decisions/018-insights.md).
 */
import { INSIGHT_METRICS, type InsightMetric, type InsightSearchKind } from "#db/schema/values";
import { AMENITY_LABELS, isAmenity } from "~/features/venues/venue-profile";
import { VENUE_TYPE_LABELS, type VenueType } from "~/features/venues/venue-values";

export { INSIGHT_METRICS, type InsightMetric, type InsightSearchKind };

/** What a page reports in its beacon; `visitors` and `open_now` are worked out on the server. */
export const BEACON_EVENTS = [
  "views",
  "map_list",
  "map_bubble",
  "game_page",
  "website",
  "directions",
  "phone",
  "share",
] as const satisfies readonly InsightMetric[];
export type BeaconEvent = (typeof BEACON_EVENTS)[number];

/**
 * A search on the map or a game page: a place the site's lookup answered, with the signature it
 * came with (`signed-place.server.ts`), or the visitor's own position under `OWN_LOCATION`.
 */
export type BeaconPlace = { label: string; latitude: number; longitude: number; signature?: string };

/** The label of a search from the visitor's own position ("Use my location"): the point tells them apart. */
export const OWN_LOCATION = "your location";

/** Two decimals, about a kilometre: all that is kept of a searched point. */
export function roundToKilometre(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The beacon's body (`POST /api/insights`, sent with `navigator.sendBeacon`). */
export type Beacon = {
  event: BeaconEvent;
  /** The centers it is about, by slug: one for a page or a click, the list shown for a list. */
  centers: string[];
  /** The place the list is sorted from, if any. */
  place?: BeaconPlace;
  /** The map's filters in force, as `filterTerms` writes them ("open" also counts as "open now"). */
  filters?: string[];
  /** The visitor has just searched (a new place or filters): the search is counted once, here. */
  newSearch?: boolean;
};

/** Most centers one beacon may name: the map's list shows at most 50. */
export const BEACON_MAX_CENTERS = 50;
export const BEACON_MAX_FILTERS = 12;
/** Longest place label kept: a city and state, or "your location". */
export const MAX_PLACE_LABEL = 80;

/** "Within 50 km": a search with no verified center that near is a place where one is wanted. */
export const UNMET_SEARCH_KM = 50;

/** The periods the Insights tab offers, in days. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const DEFAULT_PERIOD: InsightPeriod = 30;

/** The period a `?days=` value names; anything else is the default. */
export function insightPeriod(value: string | null | undefined): InsightPeriod {
  return INSIGHT_PERIODS.find((days) => String(days) === value) ?? DEFAULT_PERIOD;
}

export const METRIC_LABELS: Record<InsightMetric, string> = {
  views: "Page views",
  visitors: "Unique visitors",
  map_list: "Shown in the map's list",
  map_bubble: "Opened on the map",
  game_page: "Shown on game pages",
  open_now: 'Shown in "open now" results',
  website: "Website clicks",
  directions: "Direction requests",
  phone: "Phone calls",
  share: "Shares",
};

/** A count per metric, every metric present. */
export type MetricCounts = Record<InsightMetric, number>;

export function emptyCounts(): MetricCounts {
  return Object.fromEntries(INSIGHT_METRICS.map((metric) => [metric, 0])) as MetricCounts;
}

/**
 * The map's filters as search terms: `open`, `free` (free PCs now), `type:game_arena`, `game:valorant`,
 * `amenity:parking`, `pcs:20`. Canonical, so the same filter adds up whatever its label.
 */
export function filterTerms(filters: {
  type: string | null;
  open: boolean;
  free?: boolean;
  game: string | null;
  amenities: readonly string[];
  pcs: number | null;
}): string[] {
  const terms: string[] = [];
  if (filters.open) terms.push("open");
  if (filters.free) terms.push("free");
  if (filters.type) terms.push(`type:${filters.type}`);
  if (filters.game) terms.push(`game:${filters.game}`);
  for (const amenity of filters.amenities) terms.push(`amenity:${amenity}`);
  if (filters.pcs !== null) terms.push(`pcs:${filters.pcs}`);
  return terms;
}

const FILTER_TERM = /^(open|free|(type|game|amenity):[a-z0-9_-]{1,80}|pcs:[0-9]{1,4})$/;

/** Whether a value is a filter term at all (the server keeps nothing else). */
export function isFilterTerm(value: string): boolean {
  return FILTER_TERM.test(value);
}

/** A search term as the owner reads it; `gameNames` maps a game's slug to its name. */
export function describeSearchTerm(
  kind: InsightSearchKind,
  term: string,
  gameNames: ReadonlyMap<string, string> = new Map(),
): string {
  if (kind === "place") return term;
  if (term === "open") return "Open now";
  if (term === "free") return "Free PCs now";
  const [name, value = ""] = term.split(":", 2) as [string, string | undefined];
  if (name === "game") return `Game: ${gameNames.get(value) ?? value}`;
  if (name === "type")
    return `Type: ${Object.hasOwn(VENUE_TYPE_LABELS, value) ? VENUE_TYPE_LABELS[value as VenueType] : value}`;
  if (name === "amenity") return `Amenity: ${isAmenity(value) ? AMENITY_LABELS[value] : value}`;
  if (name === "pcs") return `At least ${value} PCs`;
  return term;
}

/** A UTC day as `YYYY-MM-DD`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day `days` after (or, negative, before) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return utcDay(at);
}
