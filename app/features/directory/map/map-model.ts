/**
 * The finder's data work, free of any map library: filters (kept in the address), distances,
 * and which centers the list shows for a view. Each runs over every center at most once per
 * call, so a move of the map costs one pass over the filtered centers.
 */
import { VENUE_TYPES, type VenueType } from "#db/schema/values";

import type { MapCenter } from "../map-data";

export type LatLng = { latitude: number; longitude: number };

/** A view's edges in degrees; west may be greater than east when the view crosses 180°. */
export type Bounds = { west: number; south: number; east: number; north: number };

/** How many entries the list shows at once: more is a wall of buttons, not a list. */
export const LIST_LIMIT = 50;

// ---- Filters ------------------------------------------------------------------------------

export type CenterFilters = { type: VenueType | null; q: string };

const KNOWN_TYPES = new Set<string>(VENUE_TYPES);

/** The filters in `?type=game_arena&q=pixel`; unknown types are ignored rather than showing nothing. */
export function parseFilters(params: URLSearchParams): CenterFilters {
  const type = params.get("type");
  return {
    type: type && KNOWN_TYPES.has(type) ? (type as VenueType) : null,
    q: (params.get("q") ?? "").trim().slice(0, 100),
  };
}

/** The address's query with the filters changed and every other parameter kept. */
export function withFilters(params: URLSearchParams, change: Partial<CenterFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  if ("type" in change) {
    if (change.type) next.set("type", change.type);
    else next.delete("type");
  }
  if ("q" in change) {
    const q = change.q?.trim();
    if (q) next.set("q", q);
    else next.delete("q");
  }
  return next;
}

/**
 * Lower-cased names, computed once per data load and only when a name is first searched for
 * (folding 100,000 names is not free, and most visits never search): a search then only compares strings.
 */
export type SearchableCenters = { centers: readonly MapCenter[]; folded: () => readonly string[] };

export function makeSearchable(centers: readonly MapCenter[]): SearchableCenters {
  let folded: string[] | null = null;
  return { centers, folded: () => (folded ??= centers.map((center) => fold(center.name))) };
}

function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

export function filterCenters(searchable: SearchableCenters, filters: CenterFilters): MapCenter[] {
  const { centers } = searchable;
  const q = fold(filters.q.trim());
  if (!filters.type && !q) return centers.slice();
  const folded = q ? searchable.folded() : [];
  const found: MapCenter[] = [];
  for (let i = 0; i < centers.length; i++) {
    const center = centers[i]!;
    if (filters.type && center.venueType !== filters.type) continue;
    if (q && !folded[i]!.includes(q)) continue;
    found.push(center);
  }
  return found;
}

// ---- Order and distance -----------------------------------------------------------------------

const EARTH_RADIUS_MILES = 3958.8;

export function haversineMiles(a: LatLng, b: LatLng): number {
  const toRadians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRadians;
  const dLng = (b.longitude - a.longitude) * toRadians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * toRadians) * Math.cos(b.latitude * toRadians) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type RankedCenter = { center: MapCenter; miles: number | null };

/**
 * The list's order when it shows the centers in view: the given (name) order, worked out once per
 * filter change (not per move). "Near me" lists `nearestCenters` instead.
 */
export function rankCenters(centers: readonly MapCenter[]): RankedCenter[] {
  return centers.map((center) => ({ center, miles: null }));
}

/**
 * How many centers "near me" lists, wherever they are. Ten fills the list beside the map without
 * a long scroll and is enough to compare a few choices; fitting the map to many more would zoom
 * it out to half a continent, which is no longer "near".
 */
export const NEAREST_COUNT = 10;

/**
 * The `count` centers nearest the point, nearest first (ties in the given order), with their
 * distances. One pass over the centers keeping the best few in order, without sorting them all:
 * a few milliseconds for 100,000 centers, once per search.
 */
export function nearestCenters(centers: readonly MapCenter[], near: LatLng, count = NEAREST_COUNT): RankedCenter[] {
  const best: { center: MapCenter; miles: number }[] = [];
  if (count <= 0) return best;
  for (const center of centers) {
    const miles = haversineMiles(near, center);
    if (best.length === count && miles >= best[count - 1]!.miles) continue;
    // Insert in order; `best` is short, so moving a few entries is cheaper than a heap.
    let at = best.length < count ? best.length : count - 1;
    while (at > 0 && best[at - 1]!.miles > miles) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = { center, miles };
  }
  return best;
}

export function formatMiles(miles: number): string {
  if (miles < 10) return `${(Math.round(miles * 10) / 10).toLocaleString("en-US")} mi`;
  return `${Math.round(miles).toLocaleString("en-US")} mi`;
}

// ---- The view ---------------------------------------------------------------------------------

export function inBounds(bounds: Bounds, latitude: number, longitude: number): boolean {
  return boundsTest(bounds)(latitude, longitude);
}

/** `inBounds` for one view, with its edges worked out once: the list tests every center per move. */
function boundsTest(bounds: Bounds): (latitude: number, longitude: number) => boolean {
  const { south, north } = bounds;
  if (bounds.east - bounds.west >= 360) return (latitude) => latitude >= south && latitude <= north;
  // Leaflet reports longitudes past ±180 when the view shows another copy of the world.
  const west = wrapLongitude(bounds.west);
  const east = wrapLongitude(bounds.east);
  return west <= east
    ? (latitude, longitude) => latitude >= south && latitude <= north && longitude >= west && longitude <= east
    : (latitude, longitude) => latitude >= south && latitude <= north && (longitude >= west || longitude <= east);
}

export function wrapLongitude(longitude: number): number {
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

export type ListView = { entries: RankedCenter[]; total: number };

/**
 * The first `limit` ranked centers inside the bounds (all of them without bounds, when there is
 * no map), and how many are inside. The selected center is kept in the list even past the limit,
 * so choosing a marker always has an entry to mark.
 */
export function centersInView(
  ranked: readonly RankedCenter[],
  bounds: Bounds | null,
  selectedSlug: string | null,
  limit = LIST_LIMIT,
): ListView {
  const entries: RankedCenter[] = [];
  let total = 0;
  let selected: RankedCenter | null = null;
  const inView = bounds ? boundsTest(bounds) : null;
  for (const entry of ranked) {
    if (inView && !inView(entry.center.latitude, entry.center.longitude)) continue;
    total++;
    if (entries.length < limit) entries.push(entry);
    else if (selectedSlug !== null && entry.center.slug === selectedSlug) selected = entry;
  }
  if (selected) entries.push(selected);
  return { entries, total };
}

/**
 * The list after "near me": the nearest centers, and the selected center at the end when it is
 * not among them (a marker chosen further away), so choosing a marker always has an entry to mark.
 */
export function nearestInList(nearest: readonly RankedCenter[], selected: MapCenter | null, near: LatLng): ListView {
  const entries = nearest.slice();
  if (selected && !nearest.some((entry) => entry.center.slug === selected.slug)) {
    entries.push({ center: selected, miles: haversineMiles(near, selected) });
  }
  return { entries, total: nearest.length };
}

/** The list's count line after "near me". */
export function nearestLine(count: number): string {
  if (count === 0) return "No LAN centers match these filters.";
  return count === 1 ? "The nearest center." : `The ${count} nearest centers.`;
}

/** The list's count line (read out politely when it changes). */
export function countLine(shown: number, total: number, hasView: boolean): string {
  if (total === 0) return hasView ? "No LAN centers in this area." : "No LAN centers match these filters.";
  const where = hasView ? " in view" : "";
  const count = total.toLocaleString("en-US");
  if (shown < total) {
    return `Showing ${shown.toLocaleString("en-US")} of ${count} centers${where}. Zoom in or filter to see more.`;
  }
  return `${count} ${total === 1 ? "center" : "centers"}${where}.`;
}

/** Only web addresses become links: a stored `javascript:` address must never be clickable. */
export function safeWebsite(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}
