/**
 * The public map's data, as `GET /api/v1/locations` sends it and the map reads it. Plain data
 * without server imports: the server encodes, the browser decodes. The body's declaration (a Zod
 * schema, and the OpenAPI document's source) is locations-payload.ts; only its type is imported
 * here, so Zod stays out of the map's bundle.
 *
 * Centers go out column by column (one array per field): with 100,000 centers a row of names,
 * then a row of latitudes... compresses far better than 100,000 small objects, and the map needs
 * only what is here. The rest of a center (description, website...) is asked for when its info
 * window opens (`GET /api/v1/locations/{slug}`). What the directory's filters need of a center's
 * profile (hours, games, amenities, PCs, price) follows as columns of indexes into short lists
 * (`map/feed-profile.ts`).
 */
import { VENUE_TYPES, type VenueType } from "#db/schema/values";

import {
  type CenterProfile,
  decodeProfiles,
  encodeProfiles,
  type FeedGame,
  profileFactsAt,
  type ProfileFacts,
  type ProfileLists,
} from "./map/feed-profile";
import type { LocationsPayload } from "./locations-payload";

/** Degrees are sent with 5 decimals (about a metre): more is noise on a map. */
export const COORDINATE_DECIMALS = 5;

/** The body of `GET /api/v1/locations`: declared, with its profile columns, in its own module. */
export type { LocationsPayload };

/** A center's cover as the map's list shows it: a small WebP thumbnail. */
export type FeedCover = { id: string; width: number; height: number };

/** Who and where a center is, as the feed sends it. */
type CenterBasics = {
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  venueType: VenueType | null;
  adminCreated: boolean;
};

/** One center as the server hands it to `encodeLocations`. */
export type FeedCenter = CenterBasics & ProfileFacts & { cover?: FeedCover | null };

/** One center on the map, as the browser works with it: its profile points into `MapData`'s lists. */
export type MapCenter = CenterBasics & CenterProfile & { cover?: FeedCover | null };

/** The address of a cover's thumbnail in the map's list. */
export function coverThumbnailUrl(cover: FeedCover): string {
  return `/photos/${cover.id}/${cover.width}.webp`;
}

/** The decoded feed: the centers, and the lists their profiles point into (each entry decoded once). */
export type MapData = ProfileLists & { centers: MapCenter[] };

export type { FeedGame };

/** The body of `GET /api/v1/locations/{slug}`, center profile included: in its own module. */
export type { LocationDetail } from "./location-detail";

/** The body of `GET /api/v1/events` (`{ count, events }`), parties by start: in its own module. */
export type { EventsPayload, PublicEvent } from "./events-payload";

const nameCollator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * The list's order: by name as a reader sorts ("Café" with "Cafe", "LAN 9" before "LAN 10"), then
 * by slug. The feed is sent in this order, so the browser never sorts 100,000 names itself.
 */
export function compareCenters(a: Pick<MapCenter, "name" | "slug">, b: Pick<MapCenter, "name" | "slug">): number {
  return nameCollator.compare(a.name, b.name) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

export function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

/** The feed's body; `catalogue` is every game, in the order the centers' game indexes count. */
export function encodeLocations(centers: readonly FeedCenter[], catalogue: readonly FeedGame[] = []): LocationsPayload {
  return {
    count: centers.length,
    slug: centers.map((center) => center.slug),
    name: centers.map((center) => center.name),
    lat: centers.map((center) => roundCoordinate(center.latitude)),
    lng: centers.map((center) => roundCoordinate(center.longitude)),
    type: centers.map((center) => center.venueType),
    admin: centers.map((center) => (center.adminCreated ? 1 : 0)),
    covers: centers.flatMap((center, index) =>
      center.cover
        ? [[index, center.cover.id, center.cover.width, center.cover.height] as [number, string, number, number]]
        : [],
    ),
    ...encodeProfiles(centers, catalogue),
  };
}

/** The catalogue a payload's game indexes count in. */
export function catalogueOf(payload: LocationsPayload): FeedGame[] {
  return payload.games.map((slug, i) => ({ slug, name: payload.gameNames[i] ?? slug }));
}

/**
 * Some centers of an encoded feed, as `encodeLocations` takes them: a few of 100,000 re-encoded
 * (`encodeLocations(feedCentersAt(payload, rows), catalogueOf(payload))`) carry only the lists they use.
 */
export function feedCentersAt(payload: LocationsPayload, rows: readonly number[]): FeedCenter[] {
  const covers = new Map(payload.covers.map(([index, id, width, height]) => [index, { id, width, height }]));
  return rows.map((i) => ({
    slug: payload.slug[i]!,
    name: payload.name[i]!,
    latitude: payload.lat[i]!,
    longitude: payload.lng[i]!,
    venueType: payload.type[i] ?? null,
    adminCreated: payload.admin[i] === 1,
    cover: covers.get(i) ?? null,
    ...profileFactsAt(payload, i),
  }));
}

const KNOWN_TYPES = new Set<string>(VENUE_TYPES);

/**
 * The centers of a payload and the lists they point into. Anything malformed (another version, a
 * proxy's error page parsed as JSON, an index past its list) throws, and the map shows its "could
 * not load" state instead of half a map. A feed from before venue profiles reads as centers without one.
 */
export function decodeLocations(payload: unknown): MapData {
  const body = payload as Partial<LocationsPayload> | null;
  const columns = [body?.slug, body?.name, body?.lat, body?.lng, body?.type, body?.admin];
  if (!body || typeof body.count !== "number" || columns.some((column) => !Array.isArray(column))) {
    throw new Error("Not a locations payload");
  }
  const { count } = body;
  if (columns.some((column) => column!.length !== count)) throw new Error("Locations payload columns disagree");
  const profiles = decodeProfiles(body, count);
  const covers = new Map<number, FeedCover>();
  for (const entry of Array.isArray(body.covers) ? body.covers : []) {
    const [index, id, width, height] = entry;
    if (typeof index === "number" && typeof id === "string" && /^[0-9a-f-]{36}$/.test(id) && width > 0 && height > 0) {
      covers.set(index, { id, width, height });
    }
  }
  const { schedule, gameSet, library, amenities, pcs, price } = profiles.columns;
  const centers: MapCenter[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const latitude = body.lat![i]!;
    const longitude = body.lng![i]!;
    if (typeof latitude !== "number" || typeof longitude !== "number") throw new Error("Bad coordinate");
    const type = body.type![i] ?? null;
    centers[i] = {
      slug: String(body.slug![i]),
      name: String(body.name![i]),
      latitude,
      longitude,
      venueType: type !== null && KNOWN_TYPES.has(type) ? type : null,
      adminCreated: body.admin![i] === 1,
      schedule: schedule[i]!,
      gameSet: gameSet[i]!,
      fullLibrary: library[i] === 1,
      amenities: amenities[i]!,
      pcs: pcs[i]!,
      price: price[i]!,
      cover: covers.get(i) ?? null,
    };
  }
  return { centers, ...profiles.lists };
}
