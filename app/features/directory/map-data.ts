/**
 * The public map's data, as `GET /api/v1/locations` and `GET /api/v1/events` send it and the map
 * reads it. Plain data without server imports: the server encodes, the browser decodes.
 *
 * Centers go out column by column (one array per field): with 100,000 centers a row of names,
 * then a row of latitudes... compresses far better than 100,000 small objects, and the map needs
 * only what is here. The rest of a center (description, website...) is asked for when its info
 * window opens (`GET /api/v1/locations/{slug}`).
 */
import { VENUE_TYPES, type VenueType } from "#db/schema/values";
import type { PartyBasics } from "~/features/venues/party-basics";

/** Degrees are sent with 5 decimals (about a metre): more is noise on a map. */
export const COORDINATE_DECIMALS = 5;

/** The body of `GET /api/v1/locations`: verified centers that have a position, in `compareCenters` order. */
export type LocationsPayload = {
  count: number;
  /** The public page of center i is `/lancenters/{slug[i]}`. */
  slug: string[];
  name: string[];
  lat: number[];
  lng: number[];
  /** One of VENUE_TYPES, or null when the owner did not say. */
  type: (VenueType | null)[];
  /** 1 when an administrator created the center (green marker), else 0 (blue). */
  admin: (0 | 1)[];
};

/** One center on the map, as the browser works with it. */
export type MapCenter = {
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  venueType: VenueType | null;
  adminCreated: boolean;
};

/** The body of `GET /api/v1/locations/{slug}`: what the info window and partners show of a center. */
export type LocationDetail = {
  slug: string;
  name: string;
  description: string;
  address: string;
  website: string | null;
  imageUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  venueType: VenueType | null;
  adminCreated: boolean;
  /** The center's public page, absolute. */
  url: string;
};

/** One upcoming verified LAN party in `GET /api/v1/events` (`{ count, events }`), by start. */
export type PublicEvent = PartyBasics & {
  latitude: number | null;
  longitude: number | null;
  /** The slug of the verified center it is held at, if any. */
  locationSlug: string | null;
  /** Where it is, in words (the center's address or the organizer's text). */
  place: string | null;
  website: string | null;
  imageUrl: string | null;
  /** The party's public page, absolute. */
  url: string;
};

export type EventsPayload = { count: number; events: PublicEvent[] };

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

export function encodeLocations(centers: readonly MapCenter[]): LocationsPayload {
  return {
    count: centers.length,
    slug: centers.map((center) => center.slug),
    name: centers.map((center) => center.name),
    lat: centers.map((center) => roundCoordinate(center.latitude)),
    lng: centers.map((center) => roundCoordinate(center.longitude)),
    type: centers.map((center) => center.venueType),
    admin: centers.map((center) => (center.adminCreated ? 1 : 0)),
  };
}

const KNOWN_TYPES = new Set<string>(VENUE_TYPES);

/**
 * The centers of a payload. Anything malformed (another version, a proxy's error page parsed as
 * JSON) throws, and the map shows its "could not load" state instead of half a map.
 */
export function decodeLocations(payload: unknown): MapCenter[] {
  const body = payload as Partial<LocationsPayload> | null;
  const columns = [body?.slug, body?.name, body?.lat, body?.lng, body?.type, body?.admin];
  if (!body || typeof body.count !== "number" || columns.some((column) => !Array.isArray(column))) {
    throw new Error("Not a locations payload");
  }
  const { count } = body;
  if (columns.some((column) => column!.length !== count)) throw new Error("Locations payload columns disagree");
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
    };
  }
  return centers;
}
