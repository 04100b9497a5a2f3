/**
 * The finder's data work, free of any map library: filters (kept in the address), distances,
 * and which centers the list shows for a view. Each runs over every center at most once per
 * call, so a move of the map costs one pass over the filtered centers' positions.
 */
import { VENUE_TYPES, type VenueType } from "#db/schema/values";
import { isLive, type LiveStations, liveText } from "~/features/stations/station-values";
import { AMENITIES, type Amenity, MIN_PC_CHOICES } from "~/features/venues/venue-profile";

import type { MapCenter, MapData } from "../map-data";
import { EARTH_RADIUS_MILES } from "../nearby";

import { amenityBit } from "./feed-profile";
import { openSchedules } from "./open-now";

export type LatLng = { latitude: number; longitude: number };

/** A view's edges in degrees; west may be greater than east when the view crosses 180°. */
export type Bounds = { west: number; south: number; east: number; north: number };

/** How many entries the list shows at once: more is a wall of buttons, not a list. */
export const LIST_LIMIT = 50;

// ---- Filters ------------------------------------------------------------------------------

export type CenterFilters = {
  type: VenueType | null;
  q: string;
  /** Open now, on the visitor's clock (`open=1`). */
  open: boolean;
  /** Free PCs now: a live status with at least one free (`free=1`). */
  free: boolean;
  /** A game's slug (`game=counter-strike-2`); a game the feed does not know narrows nothing. */
  game: string | null;
  /** Amenities a center must all have, in `AMENITIES` order (`amenity=parking&amenity=free_wifi`). */
  amenities: Amenity[];
  /** The fewest gaming PCs, one of `MIN_PC_CHOICES` (`pcs=20`). */
  pcs: number | null;
};

/** The filters the controls set directly; the name search is typed text, debounced. */
export type PickedFilters = Omit<CenterFilters, "q">;

export const NO_FILTERS: CenterFilters = {
  type: null,
  q: "",
  open: false,
  free: false,
  game: null,
  amenities: [],
  pcs: null,
};

const KNOWN_TYPES = new Set<string>(VENUE_TYPES);
const GAME_SLUG = /^[a-z0-9-]{1,80}$/;

/**
 * The filters in `?type=game_arena&q=pixel&open=1&free=1&game=dota-2&amenity=parking&pcs=20`. Amenities
 * may repeat the parameter or list several with commas (`amenity=parking,free_wifi`); the filters
 * write them repeated. Unknown values are ignored rather than showing nothing.
 */
export function parseFilters(params: URLSearchParams): CenterFilters {
  const type = params.get("type");
  const game = params.get("game");
  const listed = new Set(params.getAll("amenity").flatMap((value) => value.split(",")));
  const pcs = Number(params.get("pcs"));
  return {
    type: type && KNOWN_TYPES.has(type) ? (type as VenueType) : null,
    q: (params.get("q") ?? "").trim().slice(0, 100),
    open: params.get("open") === "1",
    free: params.get("free") === "1",
    game: game && GAME_SLUG.test(game) ? game : null,
    amenities: AMENITIES.filter((amenity) => listed.has(amenity)),
    pcs: (MIN_PC_CHOICES as readonly number[]).includes(pcs) ? pcs : null,
  };
}

/** Whether any filter narrows the centers (the "Clear filters" control shows then). */
export function hasFilters(filters: CenterFilters): boolean {
  return Boolean(
    filters.type ||
    filters.q ||
    filters.open ||
    filters.free ||
    filters.game ||
    filters.amenities.length > 0 ||
    filters.pcs,
  );
}

function setOrDelete(params: URLSearchParams, name: string, value: string | null | undefined) {
  if (value) params.set(name, value);
  else params.delete(name);
}

/** The address's query with the filters changed and every other parameter kept. */
export function withFilters(params: URLSearchParams, change: Partial<CenterFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  if ("type" in change) setOrDelete(next, "type", change.type);
  if ("q" in change) setOrDelete(next, "q", change.q?.trim());
  if ("open" in change) setOrDelete(next, "open", change.open ? "1" : null);
  if ("free" in change) setOrDelete(next, "free", change.free ? "1" : null);
  if ("game" in change) setOrDelete(next, "game", change.game);
  if ("amenities" in change) {
    next.delete("amenity");
    const chosen = change.amenities ?? [];
    for (const amenity of AMENITIES) if (chosen.includes(amenity)) next.append("amenity", amenity);
  }
  if ("pcs" in change) setOrDelete(next, "pcs", change.pcs ? String(change.pcs) : null);
  return next;
}

/**
 * The decoded feed, with lower-cased names computed once per data load and only when a name is
 * first searched for (folding 100,000 names is not free, and most visits never search): a search
 * then only compares strings.
 */
export type SearchableCenters = { data: MapData; centers: readonly MapCenter[]; folded: () => readonly string[] };

export function makeSearchable(data: MapData): SearchableCenters {
  const { centers } = data;
  let folded: string[] | null = null;
  return { data, centers, folded: () => (folded ??= centers.map((center) => fold(center.name))) };
}

function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** For each game set of the feed, whether it holds the game; null when the feed does not know the game. */
function setsWithGame(data: MapData, slug: string): Uint8Array | null {
  const game = data.games.findIndex((entry) => entry.slug === slug);
  if (game < 0) return null;
  return Uint8Array.from(data.gameSets, (set) => (set.includes(game) ? 1 : 0));
}

/**
 * The centers the filters let through, in the feed's order. "Open now" is read at `now` once per
 * distinct schedule (or given as `openSchedules`' answer); a game once per distinct set of games.
 * "Free PCs now" lets through the slugs of `withFreePcs` (`freeNow`'s answer): none while the live
 * numbers are not known.
 */
export function filterCenters(
  searchable: SearchableCenters,
  filters: CenterFilters,
  now: Date | Uint8Array = new Date(),
  withFreePcs: ReadonlySet<string> | null = null,
): MapCenter[] {
  const { centers, data } = searchable;
  const q = fold(filters.q.trim());
  const withGame = filters.game ? setsWithGame(data, filters.game) : null;
  const amenities = filters.amenities.reduce((mask, amenity) => mask | amenityBit(amenity), 0);
  const pcs = filters.pcs ?? 0;
  if (!filters.type && !q && !filters.open && !filters.free && !withGame && !amenities && !pcs) {
    return centers.slice();
  }
  const free = filters.free ? (withFreePcs ?? new Set<string>()) : null;
  const folded = q ? searchable.folded() : [];
  const open = !filters.open ? null : now instanceof Uint8Array ? now : openSchedules(data.schedules, now);
  const found: MapCenter[] = [];
  for (let i = 0; i < centers.length; i++) {
    const center = centers[i]!;
    if (filters.type && center.venueType !== filters.type) continue;
    if (open && (center.schedule < 0 || open[center.schedule] !== 1)) continue;
    if (free && !free.has(center.slug)) continue;
    if (withGame && !center.fullLibrary && (center.gameSet < 0 || withGame[center.gameSet] !== 1)) continue;
    if ((center.amenities & amenities) !== amenities) continue;
    if (center.pcs < pcs) continue;
    if (q && !folded[i]!.includes(q)) continue;
    found.push(center);
  }
  return found;
}

// ---- Live numbers ---------------------------------------------------------------------------

/** What a list entry or a bubble shows of a center's live numbers: primitives, so a memoised entry compares them. */
export type LiveLine = { text: string; free: number };

/**
 * "12 of 40 PCs free · 2 min ago" at `now`, or null without a status or with one older than
 * LIVE_FOR_MINUTES (the venue's software has stopped: the numbers are no longer news).
 */
export function liveLine(live: LiveStations | undefined, now: Date): LiveLine | null {
  if (!live || !isLive(live.reportedAt, now)) return null;
  return { text: liveText(live, now), free: live.free };
}

/** The slugs with at least one free PC (or station) in a status still live at `now`, for "Free PCs now". */
export function freeNow(live: ReadonlyMap<string, LiveStations>, now: Date): Set<string> {
  const slugs = new Set<string>();
  for (const [slug, stations] of live) if (stations.free > 0 && isLive(stations.reportedAt, now)) slugs.add(slug);
  return slugs;
}

/**
 * Whether two reads of the live feed say the same: the same centers, numbers and reports. The feed
 * gives each report's age in whole seconds, so one report decoded from two feeds may differ by a
 * second; a new report is at least MIN_REPORT_SECONDS (20) after the last.
 */
export function sameLiveStations(a: ReadonlyMap<string, LiveStations>, b: ReadonlyMap<string, LiveStations>): boolean {
  if (a.size !== b.size) return false;
  for (const [slug, one] of a) {
    const other = b.get(slug);
    if (!other || other.free !== one.free || other.total !== one.total || other.noun !== one.noun) return false;
    if (Math.abs(Date.parse(other.reportedAt) - Date.parse(one.reportedAt)) > SAME_REPORT_MS) return false;
  }
  return true;
}

const SAME_REPORT_MS = 2000;

// ---- Order and distance -----------------------------------------------------------------------

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
 * The centers in the list's (name) order, with their positions side by side in one flat array,
 * [longitude, latitude] for each: made once per filter change, so a move of the map reads numbers
 * in a row instead of 100,000 objects, and the map's worker gets them without a copy of each center.
 */
export type PlacedCenters = { centers: readonly MapCenter[]; positions: Float64Array };

export function placeCenters(centers: readonly MapCenter[]): PlacedCenters {
  return {
    centers,
    positions: positionsOf(
      centers.length,
      (i) => centers[i]!.longitude,
      (i) => centers[i]!.latitude,
    ),
  };
}

/** Longitude and latitude of each of `count` centers, side by side, as the clusterer and the scans read them. */
export function positionsOf(
  count: number,
  longitudeOf: (i: number) => number,
  latitudeOf: (i: number) => number,
): Float64Array {
  const positions = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    positions[2 * i] = longitudeOf(i);
    positions[2 * i + 1] = latitudeOf(i);
  }
  return positions;
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
  const { south, north, west, east, across } = edges(bounds);
  if (latitude < south || latitude > north) return false;
  return across ? longitude >= west || longitude <= east : longitude >= west && longitude <= east;
}

/** A view's edges with its longitudes in -180..180; `across` when it spans the 180th meridian (west > east). */
type Edges = { south: number; north: number; west: number; east: number; across: boolean };

const NO_EDGES: Edges = { south: -Infinity, north: Infinity, west: -Infinity, east: Infinity, across: false };

function edges(bounds: Bounds): Edges {
  const { south, north } = bounds;
  if (bounds.east - bounds.west >= 360) return { south, north, west: -Infinity, east: Infinity, across: false };
  // Leaflet reports longitudes past ±180 when the view shows another copy of the world.
  const west = wrapLongitude(bounds.west);
  const east = wrapLongitude(bounds.east);
  return { south, north, west, east, across: west > east };
}

export function wrapLongitude(longitude: number): number {
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

export type ListView = { entries: RankedCenter[]; total: number };

/**
 * The first `limit` centers inside the bounds, in the list's order (all of them without bounds,
 * when there is no map), and how many are inside. The selected center is kept in the list even
 * past the limit, so choosing a marker always has an entry to mark.
 */
export function centersInView(
  placed: PlacedCenters,
  bounds: Bounds | null,
  selectedSlug: string | null,
  limit = LIST_LIMIT,
): ListView {
  const { centers, positions } = placed;
  const entries: RankedCenter[] = [];
  let selected = null as MapCenter | null;
  const total = forEachInView(positions, bounds, (i) => {
    if (entries.length < limit) entries.push({ center: centers[i]!, miles: null });
    else if (selectedSlug !== null && !selected && centers[i]!.slug === selectedSlug) selected = centers[i]!;
  });
  if (selected) entries.push({ center: selected, miles: null });
  return { entries, total };
}

/**
 * Calls `found` with the index of each position inside the bounds (every one without bounds), in
 * order, and returns how many there are. `positions` is [longitude, latitude] for each, as `placeCenters` makes them.
 */
export function forEachInView(positions: Float64Array, bounds: Bounds | null, found: (index: number) => void): number {
  let total = 0;
  // `inBounds` written out in the loop: this runs over every center per move.
  const { south, north, west, east, across } = bounds ? edges(bounds) : NO_EDGES;
  for (let i = 0; i < positions.length / 2; i++) {
    const longitude = positions[2 * i]!;
    const latitude = positions[2 * i + 1]!;
    if (latitude < south || latitude > north) continue;
    if (across ? longitude < west && longitude > east : longitude < west || longitude > east) continue;
    total++;
    found(i);
  }
  return total;
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
