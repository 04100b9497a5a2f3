import { and, asc, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";

import { games } from "#db/schema/content";
import { photos } from "#db/schema/photos";
import type { Database } from "#db/database";
import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import { locationGames, locations } from "#db/schema/venues";
import type { PhotoRef } from "~/features/photos/photo-values";
import { coverPhotos } from "~/features/photos/venue-photos.server";
import type { GameArt } from "~/features/content/game-art";
import { gameArtColumns, gameArtOf, gameArtPhotoJoin } from "~/features/content/game-art.server";
import { liveStationsBySlug } from "~/features/stations/live-stations.server";
import { offersFullLibrary } from "~/features/venues/center-profile.server";
import { parseCoordinates } from "~/features/venues/geocode-schema";
import { openingStatus } from "~/features/venues/opening-hours";
import { stationsText } from "~/features/venues/venue-profile";
import { OWN_LOCATION, roundToKilometre } from "~/features/insights/insight-values";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { type Refusal, refuse } from "~/lib/outcome";

import { milesFromPoint } from "~/lib/distance-sql.server";
import { findPlace, type FindPlaceOptions } from "./find-place.server";
import { centerProfileColumns, toCenterProfile } from "./load-public-center.server";
import { formatMiles, type LiveLine, liveLine } from "./map/map-model";
import { absoluteUrl } from "./page-meta";
import { centerPath } from "./party-summaries.server";
import { isPublicCenter } from "~/features/venues/public-venues.server";
import { gameCardContent, shareCardImage, type WithShareCard } from "./share-card-content.server";

/** Centers per page: enough to compare, short enough to scroll on a phone. */
export const WHERE_TO_PLAY_PAGE_SIZE = 50;

/** Games' slugs are lower-case words joined by single hyphens (`db/slugs.ts`). */
const GAME_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_GAME_SLUG = 200;
const MAX_PAGE = /^[1-9]\d{0,5}$/;

export const WHERE_TO_PLAY_MESSAGES = {
  locationUnreadable: "Your location could not be read. Try again, or type a city or ZIP code.",
} as const;

/** `/games/{slug}`'s address parameters, as they came. */
export type WhereToPlaySearch = {
  /** A typed city or ZIP code. */
  near: string | null;
  /** The visitor's shared position ("Use my location"). */
  lat: string | null;
  lng: string | null;
  page: string | null;
};

export function readWhereToPlaySearch(params: URLSearchParams): WhereToPlaySearch {
  return { near: params.get("near"), lat: params.get("lat"), lng: params.get("lng"), page: params.get("page") };
}

export type WhereToPlayGame = {
  slug: string;
  name: string;
  publisher: string;
  storeUrl: string;
  reviewSummary: string | null;
  /** The page's own address, absolute. */
  pageUrl: string;
  /** Its art (uploaded, or Steam's); null draws the generated banner. */
  art: GameArt | null;
};

/** A verified center that offers the game, as its row on the page shows it. */
export type GameVenue = {
  slug: string;
  /** Its page, `/lancenters/{slug}`. */
  href: string;
  name: string;
  address: string;
  /** "Open now · closes 2 AM", read in the center's zone; null without hours. */
  status: { open: boolean; text: string } | null;
  /** "$5–8/hr"; null without prices. */
  priceText: string | null;
  /** "24 gaming PCs"; null when the owner did not say. */
  pcText: string | null;
  /**
   * "12 of 40 PCs free · 2 min ago" as the page was made (a shared copy lives to the end of its
   * minute, so the words stay true); null without a live status.
   */
  live: LiveLine | null;
  /** It offers the whole library rather than picking the game. */
  fullLibrary: boolean;
  /** "3.2 mi" from the place searched; null without one, or for a center without a position. */
  distance: string | null;
  /** Its cover photo, when it has approved photos. */
  cover: PhotoRef | null;
};

/**
 * Where the list is sorted from: a typed place or the visitor's location, its point rounded to
 * about a kilometre (what the owners' insights keep of a search). A typed place carries the
 * lookup's signature, which the page's beacon hands back.
 */
export type WhereToPlayOrigin = {
  label: string;
  source: "typed" | "location";
  latitude: number;
  longitude: number;
  signature?: string;
};

export type WhereToPlayPage = {
  game: WhereToPlayGame;
  /** This page of the centers: nearest first from `origin`, else by name. */
  venues: GameVenue[];
  /** Every verified center that offers the game. */
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  origin: WhereToPlayOrigin | null;
  /** The text typed, kept in the field. */
  query: string;
  /** Why the place asked for was not used (the list is then by name). */
  placeProblem: string | null;
};

export type WhereToPlayOptions = {
  clientIp?: string;
  now?: Date;
  /** How a typed place is looked up past the offline data (tests pass null: offline only). */
  placeLookup?: FindPlaceOptions;
};

type Point = { latitude: number; longitude: number };

/** A game of the catalogue by its slug, as its page shows it (with its id); null for an unknown or malformed slug. */
export async function findGame(slug: string | undefined): Promise<(WhereToPlayGame & { id: string }) | null> {
  if (typeof slug !== "string" || slug.length > MAX_GAME_SLUG || !GAME_SLUG.test(slug)) return null;
  const database = await openDatabase();
  const [game] = await database
    .select({
      id: games.id,
      slug: games.slug,
      name: games.name,
      publisher: games.publisher,
      storeUrl: games.storeUrl,
      reviewSummary: games.reviewSummary,
      art: gameArtColumns,
    })
    .from(games)
    .leftJoin(photos, gameArtPhotoJoin)
    .where(eq(games.slug, slug))
    .limit(1);
  if (!game) return null;
  return {
    id: game.id,
    slug: game.slug,
    name: game.name,
    publisher: game.publisher,
    storeUrl: game.storeUrl,
    reviewSummary: game.reviewSummary,
    pageUrl: absoluteUrl(env().PUBLIC_URL, gamePath(game.slug)),
    art: gameArtOf(game.art),
  };
}

/**
 * `/games/{slug}`: the game, and the verified centers that offer it (picked it, or offer the full
 * library with a live plan), a page at a time: nearest first from a typed place or the visitor's
 * position, by name otherwise. Null for an unknown or malformed slug.
 */
export async function loadWhereToPlay(
  slug: string | undefined,
  search: WhereToPlaySearch,
  options: WhereToPlayOptions = {},
): Promise<WithShareCard<WhereToPlayPage> | null> {
  const found = await findGame(slug);
  if (!found) return null;
  const { id: gameId, ...game } = found;
  const database = await openDatabase();

  const offersIt = await offersGame(database, gameId);
  const [counted] = await database.select({ n: count() }).from(locations).where(offersIt);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / WHERE_TO_PLAY_PAGE_SIZE));
  const page = Math.min(pageCount, MAX_PAGE.test(search.page ?? "") ? Number(search.page) : 1);

  const result: WithShareCard<WhereToPlayPage> = {
    game,
    venues: [],
    total,
    page,
    pageCount,
    pageSize: WHERE_TO_PLAY_PAGE_SIZE,
    origin: null,
    query: (search.near ?? "").trim(),
    placeProblem: null,
    shareCard: shareCardImage(gameCardContent(game), game.slug),
  };
  // Nothing to sort: the place is not looked up (a fallback lookup may cost a paid request).
  if (total === 0) return result;

  const place = await resolvePlace(search, options);
  if (place.ok) result.origin = place.origin;
  else result.placeProblem = place.message;
  const point = place.ok ? place.point : null;

  const miles = point ? milesFromPoint(locations.lat, locations.lng, point) : sql<number | null>`null::float8`;
  const rows = await database
    .select({
      id: locations.id,
      slug: locations.slug,
      name: locations.organizationName,
      address: locations.address,
      miles: miles.as("miles"),
      profile: centerProfileColumns,
    })
    .from(locations)
    .where(offersIt)
    .orderBy(...(point ? [sql`"miles" asc nulls last`] : []), asc(locations.organizationName), asc(locations.id))
    .offset((page - 1) * WHERE_TO_PLAY_PAGE_SIZE)
    .limit(WHERE_TO_PLAY_PAGE_SIZE);

  const now = options.now ?? new Date();
  const [covers, live] = await Promise.all([
    coverPhotos(
      database,
      "center",
      rows.map((row) => row.id),
    ),
    liveStationsBySlug(
      rows.map((row) => row.slug),
      now,
    ),
  ]);
  result.venues = rows.map((row) => {
    const profile = toCenterProfile(row.profile, []);
    const status = openingStatus(profile.openingHours, profile.timeZone, now);
    return {
      slug: row.slug,
      href: centerPath(row.slug),
      name: row.name,
      address: row.address,
      status: status.state === "unknown" ? null : { open: status.state === "open", text: status.text },
      priceText: profile.priceText,
      pcText: stationsText({ pcCount: profile.pcCount }),
      live: liveLine(live.get(row.slug), now),
      fullLibrary: profile.fullLibrary,
      distance: row.miles === null ? null : formatMiles(Number(row.miles)),
      cover: covers.get(row.id) ?? null,
    };
  });
  return result;
}

/**
 * Past this many centers picking a game, reading each verified center once (with the picks in a
 * hash) is cheaper than fetching the picked centers one by one from the game's index.
 */
export const PICKS_READ_BY_INDEX = 1_000;

/**
 * The condition for a `locations` row that offers the game: verified, and picked it or offers the
 * full library. Both forms give the same rows; which is faster depends on how many centers picked
 * it, counted first from `location_games_game_id_idx`. For a game few centers picked, the picks and
 * the full-library centers (found from their subscriptions) are the candidates, fetched by id; for
 * a popular one, every verified center is read once and checked against the picks in a hash.
 */
async function offersGame(database: Database, gameId: string): Promise<SQL> {
  const picked = database
    .select({ id: locationGames.locationId })
    .from(locationGames)
    .where(eq(locationGames.gameId, gameId));
  const [picks] = await database.select({ n: count() }).from(locationGames).where(eq(locationGames.gameId, gameId));
  if ((picks?.n ?? 0) > PICKS_READ_BY_INDEX) {
    return and(isPublicCenter, or(inArray(locations.id, picked), offersFullLibrary))!;
  }
  // In this subquery `locations` is its own join's row, which `offersFullLibrary` then speaks of.
  const fullLibrary = database
    .select({ id: locations.id })
    .from(lanCenterSubscriptions)
    .innerJoin(locations, eq(locations.id, lanCenterSubscriptions.locationId))
    .where(offersFullLibrary);
  return and(isPublicCenter, sql`${locations.id} in (${picked} union ${fullLibrary})`)!;
}

/** A game's "where to play" page. */
export function gamePath(slug: string): string {
  return `/games/${encodeURIComponent(slug)}`;
}

type PlaceResult =
  { ok: true; point: Point; origin: WhereToPlayOrigin } | Refusal | { ok: true; point: null; origin: null };

/** The shared position when one is given, else the typed place; neither means "by name". */
async function resolvePlace(search: WhereToPlaySearch, options: WhereToPlayOptions): Promise<PlaceResult> {
  if (search.lat !== null || search.lng !== null) {
    const point = parseCoordinates(search.lat ?? "", search.lng ?? "");
    if (!point) return refuse("invalid", WHERE_TO_PLAY_MESSAGES.locationUnreadable);
    const origin = {
      label: OWN_LOCATION,
      source: "location",
      latitude: roundToKilometre(point.latitude),
      longitude: roundToKilometre(point.longitude),
    } as const;
    return { ok: true, point, origin };
  }
  const text = (search.near ?? "").trim();
  if (!text) return { ok: true, point: null, origin: null };
  const place = await findPlace(text, options.clientIp, options.placeLookup);
  if (!place.ok) return place;
  return {
    ok: true,
    point: { latitude: place.latitude, longitude: place.longitude },
    origin: {
      label: place.label,
      source: "typed",
      latitude: roundToKilometre(place.latitude),
      longitude: roundToKilometre(place.longitude),
      signature: place.signature,
    },
  };
}
