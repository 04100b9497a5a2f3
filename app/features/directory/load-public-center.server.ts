import { and, asc, between, eq, lte, or, type SQL } from "drizzle-orm";

import type { VenueType } from "#db/schema/values";
import { events, locations } from "#db/schema/venues";
import type { PhotoRef } from "~/features/photos/photo-values";
import { publicPhotosColumn } from "~/features/photos/venue-photos.server";
import { liveStationsOfCenter } from "~/features/stations/live-stations.server";
import type { LiveStations } from "~/features/stations/station-values";
import { media } from "~/content/media";
import { centerGamesColumn, offersFullLibrary } from "~/features/venues/center-profile.server";
import { centerFactColumns, type CenterFactValues } from "~/features/venues/lan-center-columns.server";
import { isAmenity, priceRangeText, type Amenity, type CatalogueGame } from "~/features/venues/venue-profile";
import { VENUE_TYPES, webAddressOrNull } from "~/features/venues/venue-values";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

import { isCenterSlug } from "./center-slug";
import type { MapPlace } from "./map-place";
import { milesFromPoint } from "~/lib/distance-sql.server";
import { NEARBY_RADIUS_MILES } from "./nearby";
import { absoluteUrl } from "./page-meta";
import {
  centerPath,
  partyLatitude,
  partyLongitude,
  partyMapPlaces,
  selectPartySummaries,
  toPartySummary,
  type PublicPartySummary,
} from "./party-summaries.server";
import { isPublicCenter, isUpcomingParty } from "~/features/venues/public-venues.server";
import { centerCardContent, shareCardImage, type WithShareCard } from "./share-card-content.server";

/** A center's page lists at most this many parties, soonest first. */
const CENTER_PARTY_LIMIT = 20;

const MILES_PER_DEGREE_OF_LATITUDE = 69.05;

export type PublicCenter = {
  id: string;
  slug: string;
  name: string;
  description: string;
  address: string;
  website: string | null;
  /** The center's own picture, absolute; null when it has none. */
  imageUrl: string | null;
  /** What the page shows without photos: the center's picture, or the site's venue illustration. */
  shownImageUrl: string;
  /** Its approved photos, the cover first. */
  photos: PhotoRef[];
  latitude: number | null;
  longitude: number | null;
  venueType: VenueType | null;
  adminCreated: boolean;
  /** The page's own address, absolute. */
  pageUrl: string;
} & CenterProfile;

/** What a player chooses a center by: hours (read in `timeZone`), stations, prices, amenities, games. */
export type CenterProfile = Omit<CenterFactValues, "amenities"> & {
  timeZone: string;
  /** "$5–8/hr"; null without prices. */
  priceText: string | null;
  amenities: Amenity[];
  /** The catalogue's games it offers, by name. */
  games: CatalogueGame[];
  /** It offers the whole Steam PC Cafe library (its plan includes it): every game of the catalogue. */
  fullLibrary: boolean;
};

/** The columns of a center's profile, for a public query of `locations` (with `toCenterProfile`). */
export const centerProfileColumns = {
  timeZone: locations.timeZone,
  ...centerFactColumns,
  fullLibrary: offersFullLibrary,
};

type ProfileRow = Omit<CenterProfile, "priceText" | "games" | "amenities" | "fullLibrary"> & {
  amenities: string[];
  fullLibrary: boolean | null;
};

export function toCenterProfile(row: ProfileRow, games: CatalogueGame[]): CenterProfile {
  return {
    ...row,
    amenities: row.amenities.filter(isAmenity),
    priceText: priceRangeText(row.priceMinCents, row.priceMaxCents, row.currency),
    fullLibrary: Boolean(row.fullLibrary),
    games,
  };
}

export type PublicCenterPage = {
  center: PublicCenter;
  /** Upcoming verified parties at the center or within NEARBY_RADIUS_MILES of it, soonest first. */
  parties: PublicPartySummary[];
  /** The center, then the parties with a position. */
  mapPlaces: MapPlace[];
  /** Its free PCs now, from its venue software or script; null when none is recent (ADR 027). */
  live: LiveStations | null;
};

/** The public page of a verified center; null for an unknown, unverified or malformed slug. */
export async function loadPublicCenter(
  slug: string | undefined,
  now = new Date(),
): Promise<WithShareCard<PublicCenterPage> | null> {
  if (!isCenterSlug(slug)) return null;
  const database = await openDatabase();
  const [row] = await database
    .select({
      id: locations.id,
      slug: locations.slug,
      name: locations.organizationName,
      description: locations.description,
      address: locations.address,
      website: locations.website,
      imageUrl: locations.imageUrl,
      latitude: locations.lat,
      longitude: locations.lng,
      venueType: locations.venueType,
      adminCreated: locations.createdByAdmin,
      profile: centerProfileColumns,
      games: centerGamesColumn,
      photos: publicPhotosColumn("center"),
    })
    .from(locations)
    .where(and(eq(locations.slug, slug), isPublicCenter))
    .limit(1);
  if (!row) return null;
  const { profile, games, photos, ...basics } = row;

  const siteUrl = env().PUBLIC_URL;
  const center: PublicCenter = {
    ...basics,
    ...toCenterProfile(profile, games),
    website: webAddressOrNull(row.website),
    imageUrl: webAddressOrNull(row.imageUrl),
    venueType: (VENUE_TYPES as readonly string[]).includes(row.venueType ?? "") ? (row.venueType as VenueType) : null,
    shownImageUrl: webAddressOrNull(row.imageUrl) ?? media.fallbackImages.venue,
    photos,
    pageUrl: absoluteUrl(siteUrl, centerPath(row.slug)),
  };

  const nearby = nearCondition(center);
  const [partyRows, live] = await Promise.all([
    selectPartySummaries(database)
      .where(and(isUpcomingParty(now), nearby))
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(CENTER_PARTY_LIMIT),
    liveStationsOfCenter(center.id, now),
  ]);
  const parties = partyRows.map(toPartySummary);

  const mapPlaces: MapPlace[] = [];
  if (center.latitude !== null && center.longitude !== null) {
    mapPlaces.push({
      key: `center-${center.slug}`,
      name: center.name,
      latitude: center.latitude,
      longitude: center.longitude,
      kind: "center",
      adminCreated: center.adminCreated,
      description: center.address,
      href: centerPath(center.slug),
      website: center.website,
    });
  }
  mapPlaces.push(...partyMapPlaces(parties));

  return { center, parties, mapPlaces, live, shareCard: shareCardImage(centerCardContent(center, now), center.slug) };
}

/**
 * Held at the center, or positioned within the radius of it. The bounding box comes first so the
 * trigonometry only runs on the few parties around; the box is skipped in longitude where it would
 * wrap around the antimeridian or a pole (the distance alone then decides).
 */
function nearCondition(center: { id: string; latitude: number | null; longitude: number | null }): SQL {
  const heldAtIt = eq(events.locationId, center.id);
  const { latitude, longitude } = center;
  if (latitude === null || longitude === null) return heldAtIt;

  const latitudeSpan = NEARBY_RADIUS_MILES / MILES_PER_DEGREE_OF_LATITUDE;
  const cosine = Math.cos((latitude * Math.PI) / 180);
  const longitudeSpan = cosine > 0.01 ? NEARBY_RADIUS_MILES / (MILES_PER_DEGREE_OF_LATITUDE * cosine) : 360;
  const box: SQL[] = [between(partyLatitude, latitude - latitudeSpan, latitude + latitudeSpan)];
  if (longitude - longitudeSpan >= -180 && longitude + longitudeSpan <= 180) {
    box.push(between(partyLongitude, longitude - longitudeSpan, longitude + longitudeSpan));
  }
  const distance = milesFromPoint(partyLatitude, partyLongitude, { latitude, longitude });
  return or(heldAtIt, and(...box, lte(distance, NEARBY_RADIUS_MILES)))!;
}
