import { desc } from "drizzle-orm";

import { locations } from "#db/schema/venues";
import type { PhotoRef } from "~/features/photos/photo-values";
import { coverPhotos } from "~/features/photos/venue-photos.server";
import { webAddressOrNull } from "~/features/venues/venue-values";
import { openDatabase } from "~/lib/db.server";
import { type Refusal, refuse } from "~/lib/outcome";

import { isPublicCenter } from "~/features/venues/public-venues.server";

/** The spec's limit: at most two featured centers on /lancenters. */
const FEATURED_CENTERS_LIMIT = 2;

export type FeaturedCenter = {
  id: string;
  slug: string;
  name: string;
  description: string;
  website: string | null;
  imageUrl: string | null;
  /** Its cover photo (shown before the image URL). */
  cover: PhotoRef | null;
};

export type ListFeaturedCentersResult = { ok: true; centers: FeaturedCenter[] } | Refusal<"unavailable">;

const FEATURED_UNAVAILABLE = "The featured LAN Centers could not be loaded. Please try again in a moment.";

/**
 * The featured cards of /lancenters: verified centers an administrator marked featured first, then
 * the newest verified ones, so the block is never empty while any center is verified.
 */
export async function listFeaturedCenters(): Promise<ListFeaturedCentersResult> {
  try {
    const database = await openDatabase();
    const centers = await database
      .select({
        id: locations.id,
        slug: locations.slug,
        name: locations.organizationName,
        description: locations.description,
        website: locations.website,
        imageUrl: locations.imageUrl,
      })
      .from(locations)
      .where(isPublicCenter)
      .orderBy(desc(locations.featured), desc(locations.createdAt), desc(locations.id))
      .limit(FEATURED_CENTERS_LIMIT);
    const covers = await coverPhotos(
      database,
      "center",
      centers.map((center) => center.id),
    );
    const shown = centers.map((center) => ({
      ...center,
      cover: covers.get(center.id) ?? null,
      website: webAddressOrNull(center.website),
      imageUrl: webAddressOrNull(center.imageUrl),
    }));
    return { ok: true, centers: shown };
  } catch (error) {
    console.error("[directory] could not list the featured centers:", error);
    return refuse("unavailable", FEATURED_UNAVAILABLE);
  }
}
