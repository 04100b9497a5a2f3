/**
 * The profile columns of the map feed (`GET /api/v1/locations`, `map-data.ts`): what the
 * directory's filters, list and info window need of each center beyond its name and place.
 *
 * What many centers share goes out once, in a list, and each center names its entry by index:
 * its schedule (with its zone), its set of games, its price label. Lists are ordered by use, most
 * used first, so the indexes most centers send are the shortest. Amenities are a bitmask, PCs a
 * number. In the browser each list entry is decoded once, however many centers share it. The
 * columns are declared with the rest of the feed's body in locations-payload.ts.
 */
import { AMENITIES } from "#db/schema/values";
import type { ProfileColumns } from "~/features/directory/locations-payload";

import { type FeedSchedule, isKnownZone, parseScheduleText } from "./schedule-text";

/** A game of the catalogue, as the filter names it. */
export type FeedGame = { slug: string; name: string };

/** What the server knows of a center's profile, ready to encode; what is left out is "not given". */
export type ProfileFacts = {
  /** Its hours as `scheduleText` writes them. */
  schedule?: string | null;
  /** Its games, as ascending indexes into the catalogue. */
  games?: readonly number[];
  fullLibrary?: boolean;
  amenities?: readonly string[];
  pcCount?: number | null;
  /** Its hourly price as `priceRangeText` words it. */
  price?: string | null;
};

/** A center's profile on the map: indexes into `ProfileLists`, not copies. */
export type CenterProfile = {
  /** −1 when not given. */
  schedule: number;
  /** −1 when it lists no games. */
  gameSet: number;
  fullLibrary: boolean;
  /** Bit k for `AMENITIES[k]`. */
  amenities: number;
  /** 0 when not given. */
  pcs: number;
  /** −1 when not given. */
  price: number;
};

/** The lists centers' profiles point into. */
export type ProfileLists = {
  /** Null for a schedule in a zone this browser does not know: it reads as "not given". */
  schedules: (FeedSchedule | null)[];
  games: FeedGame[];
  gameSets: number[][];
  prices: string[];
};

export const NO_PROFILE: CenterProfile = {
  schedule: -1,
  gameSet: -1,
  fullLibrary: false,
  amenities: 0,
  pcs: 0,
  price: -1,
};

const AMENITY_BITS = new Map<string, number>(AMENITIES.map((amenity, bit) => [amenity, 1 << bit]));

export function amenityMask(amenities: readonly string[]): number {
  let mask = 0;
  for (const amenity of amenities) mask |= AMENITY_BITS.get(amenity) ?? 0;
  return mask;
}

export function amenityBit(amenity: string): number {
  return AMENITY_BITS.get(amenity) ?? 0;
}

/** The distinct keys, most used first (then in code-point order), and each key's index (−1 for null). */
function dictionary(keys: readonly (string | null)[]): { list: string[]; index: number[] } {
  const uses = new Map<string, number>();
  for (const key of keys) if (key !== null) uses.set(key, (uses.get(key) ?? 0) + 1);
  const list = [...uses.keys()].sort((a, b) => uses.get(b)! - uses.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
  const position = new Map(list.map((key, i) => [key, i]));
  return { list, index: keys.map((key) => (key === null ? -1 : position.get(key)!)) };
}

export function encodeProfiles(centers: readonly ProfileFacts[], catalogue: readonly FeedGame[]): ProfileColumns {
  const schedules = dictionary(centers.map((center) => center.schedule ?? null));
  const gameSets = dictionary(centers.map((center) => (center.games?.length ? center.games.join(",") : null)));
  const prices = dictionary(centers.map((center) => center.price ?? null));
  return {
    schedules: schedules.list,
    schedule: schedules.index,
    games: catalogue.map((game) => game.slug),
    gameNames: catalogue.map((game) => game.name),
    gameSets: gameSets.list.map((key) => key.split(",").map(Number)),
    gameSet: gameSets.index,
    library: centers.map((center) => (center.fullLibrary ? 1 : 0)),
    amenities: centers.map((center) => amenityMask(center.amenities ?? [])),
    pcs: centers.map((center) => center.pcCount ?? 0),
    prices: prices.list,
    price: prices.index,
  };
}

/**
 * Center i's profile as the server knew it before `encodeProfiles`: what a few of the feed's centers
 * are re-encoded from (`feedCentersAt`), with lists of their own.
 */
export function profileFactsAt(columns: ProfileColumns, i: number): ProfileFacts {
  const schedule = columns.schedule[i]!;
  const gameSet = columns.gameSet[i]!;
  const price = columns.price[i]!;
  const mask = columns.amenities[i]!;
  return {
    schedule: schedule < 0 ? null : columns.schedules[schedule]!,
    games: gameSet < 0 ? [] : columns.gameSets[gameSet]!,
    fullLibrary: columns.library[i] === 1,
    amenities: AMENITIES.filter((amenity) => (mask & amenityBit(amenity)) !== 0),
    pcCount: columns.pcs[i] || null,
    price: price < 0 ? null : columns.prices[price]!,
  };
}

// ---- Reading ----------------------------------------------------------------------------------

function bad(what: string): never {
  throw new Error(`Bad locations payload: ${what}`);
}

function isIndex(value: unknown, size: number): value is number {
  return Number.isInteger(value) && (value as number) >= -1 && (value as number) < size;
}

function isCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}

function strings(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) bad(what);
  return value;
}

/** A per-center column, checked value by value; one sent from before venue profiles reads as `fill`. */
function column(value: unknown, count: number, fill: number, valid: (item: unknown) => boolean, what: string) {
  if (value === undefined) return new Array<number>(count).fill(fill);
  if (!Array.isArray(value) || value.length !== count) bad(what);
  for (let i = 0; i < count; i++) if (!valid(value[i])) bad(`${what}[${i}]`);
  return value as number[];
}

/**
 * The profile columns of a payload, checked: a list that is not one, or an index past its list,
 * throws. The lists are decoded here, each entry once.
 */
export function decodeProfiles(body: Partial<Record<keyof ProfileColumns, unknown>>, count: number) {
  const scheduleLines = body.schedules === undefined ? [] : strings(body.schedules, "schedules");
  const schedules = scheduleLines.map((line) => {
    const schedule = parseScheduleText(line);
    return isKnownZone(schedule.zone) ? schedule : null;
  });
  const slugs = body.games === undefined ? [] : strings(body.games, "games");
  const names = body.gameNames === undefined ? slugs : strings(body.gameNames, "gameNames");
  if (names.length !== slugs.length) bad("gameNames");
  const gameSets = body.gameSets === undefined ? [] : body.gameSets;
  if (!Array.isArray(gameSets)) bad("gameSets");
  for (const set of gameSets) {
    if (!Array.isArray(set) || !set.every((game) => Number.isInteger(game) && game >= 0 && game < slugs.length)) {
      bad("gameSets");
    }
  }
  const prices = body.prices === undefined ? [] : strings(body.prices, "prices");
  const lists: ProfileLists = {
    schedules,
    games: slugs.map((slug, i) => ({ slug, name: names[i]! })),
    gameSets: gameSets as number[][],
    prices,
  };
  const columns = {
    schedule: column(body.schedule, count, -1, (item) => isIndex(item, schedules.length), "schedule"),
    gameSet: column(body.gameSet, count, -1, (item) => isIndex(item, gameSets.length), "gameSet"),
    library: column(body.library, count, 0, (item) => item === 0 || item === 1, "library"),
    amenities: column(body.amenities, count, 0, isCount, "amenities"),
    pcs: column(body.pcs, count, 0, isCount, "pcs"),
    price: column(body.price, count, -1, (item) => isIndex(item, prices.length), "price"),
  };
  return { lists, columns };
}
