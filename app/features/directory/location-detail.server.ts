import { and, eq } from "drizzle-orm";

import type { VenueType } from "#db/schema/values";
import { locations } from "#db/schema/venues";
import { webAddressOrNull } from "~/features/venues/venue-values";
import { env } from "~/lib/env.server";

import { isCenterSlug } from "./center-slug";
import { type JsonRepresentation, jsonRepresentation, openPublicDatabase } from "./json-feed.server";
import { type LocationDetail, roundCoordinate } from "./map-data";
import { centerPath } from "./party-summaries.server";
import { isPublicCenter } from "./public-venues.server";

/** `GET /api/v1/locations/{slug}`: a verified center's details, or null when there is none. */
export async function loadLocationDetail(slug: string): Promise<LocationDetail | null> {
  if (!isCenterSlug(slug)) return null;
  const database = await openPublicDatabase();
  const [row] = await database
    .select({
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
    })
    .from(locations)
    .where(and(isPublicCenter, eq(locations.slug, slug)))
    .limit(1);
  if (!row) return null;
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    address: row.address,
    website: webAddressOrNull(row.website),
    imageUrl: webAddressOrNull(row.imageUrl),
    latitude: row.lat === null ? null : roundCoordinate(row.lat),
    longitude: row.lng === null ? null : roundCoordinate(row.lng),
    venueType: (row.venueType as VenueType | null) ?? null,
    adminCreated: row.adminCreated,
    url: `${env().PUBLIC_URL}${centerPath(row.slug)}`,
  };
}

/** The detail as an API body, or null when there is no such verified center. */
export async function loadLocationDetailBody(slug: string): Promise<JsonRepresentation | null> {
  const detail = await loadLocationDetail(slug);
  return detail ? jsonRepresentation(JSON.stringify(detail)) : null;
}
