import { and, eq } from "drizzle-orm";

import type { Currency, VenueType } from "#db/schema/values";
import { locations } from "#db/schema/venues";
import { photoHeightAt, photoUrl, photoWidthFor, type PhotoRef } from "~/features/photos/photo-values";
import { publicPhotosColumn } from "~/features/photos/venue-photos.server";
import { centerGamesColumn } from "~/features/venues/center-profile.server";
import { webAddressOrNull } from "~/features/venues/venue-values";
import { env } from "~/lib/env.server";

import { isCenterSlug } from "./center-slug";
import { type JsonRepresentation, jsonRepresentation, openPublicDatabase } from "./json-feed.server";
import { centerProfileColumns, type CenterProfile, toCenterProfile } from "./load-public-center.server";
import type { LocationDetail, LocationPhoto, LocationProfile } from "./location-detail";
import { roundCoordinate } from "./map-data";
import { centerPath } from "./party-summaries.server";
import { isPublicCenter } from "~/features/venues/public-venues.server";

/** `GET /api/v1/locations/{slug}`: a verified center's details, or null when there is none. */
export async function loadLocationDetail(slug: string): Promise<LocationDetail | null> {
  if (!isCenterSlug(slug)) return null;
  const database = await openPublicDatabase();
  const [row] = await database
    .select({
      id: locations.id,
      slug: locations.slug,
      name: locations.organizationName,
      description: locations.description,
      address: locations.address,
      website: locations.website,
      imageUrl: locations.imageUrl,
      lat: locations.lat,
      lng: locations.lng,
      venueType: locations.venueType,
      adminCreated: locations.createdByAdmin,
      profile: centerProfileColumns,
      games: centerGamesColumn,
      photos: publicPhotosColumn("center"),
    })
    .from(locations)
    .where(and(isPublicCenter, eq(locations.slug, slug)))
    .limit(1);
  if (!row) return null;
  const { photos } = row;
  const profile = toCenterProfile(row.profile, row.games);
  const siteUrl = env().PUBLIC_URL;
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    address: row.address,
    website: webAddressOrNull(row.website),
    imageUrl: webAddressOrNull(row.imageUrl),
    photos: photos.map((photo) => locationPhoto(siteUrl, photo)),
    latitude: row.lat === null ? null : roundCoordinate(row.lat),
    longitude: row.lng === null ? null : roundCoordinate(row.lng),
    venueType: (row.venueType as VenueType | null) ?? null,
    adminCreated: row.adminCreated,
    url: `${siteUrl}${centerPath(row.slug)}`,
    ...profileFields(profile),
  };
}

/** A photo as the API gives it: the largest JPEG and a thumbnail, absolute. */
function locationPhoto(siteUrl: string, photo: PhotoRef): LocationPhoto {
  const largest = photo.widths[photo.widths.length - 1]!;
  const thumbnail = photoWidthFor(photo, 320);
  return {
    url: `${siteUrl}${photoUrl(photo, largest, "jpeg")}`,
    width: largest,
    height: photoHeightAt(photo, largest),
    thumbnailUrl: `${siteUrl}${photoUrl(photo, thumbnail, "jpeg")}`,
    thumbnailWidth: thumbnail,
    thumbnailHeight: photoHeightAt(photo, thumbnail),
  };
}

/** The profile as the API names it: stations grouped, prices in whole units of the currency. */
function profileFields(profile: CenterProfile): LocationProfile {
  const { priceMinCents: min, priceMaxCents: max, currency } = profile;
  return {
    timeZone: profile.timeZone,
    openingHours: profile.openingHours,
    phone: profile.phone,
    stations: { pcs: profile.pcCount, consoles: profile.consoleCount, vr: profile.vrCount, sims: profile.simCount },
    hardware: profile.hardware,
    price:
      min === null || !currency ? null : { min: min / 100, max: (max ?? min) / 100, currency: currency as Currency },
    passes: profile.passes,
    amenities: profile.amenities,
    games: profile.games,
    fullLibrary: profile.fullLibrary,
  };
}

/** The detail as an API body, or null when there is no such verified center. */
export async function loadLocationDetailBody(slug: string): Promise<JsonRepresentation | null> {
  const detail = await loadLocationDetail(slug);
  return detail ? jsonRepresentation(JSON.stringify(detail)) : null;
}
