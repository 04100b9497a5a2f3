import type { LocationPhoto } from "../location-detail";
import { decodeLocations, type LocationDetail, type MapData } from "../map-data";

import type { InfoImage } from "./info-content";

import { dataFailure, type DataFailure } from "./map-messages";

export type CentersResult = { state: "ready"; data: MapData } | { state: DataFailure };

/** What the info window and the panel beside the map read of `GET /api/v1/locations/{slug}`. */
export type CenterDetail = Pick<LocationDetail, "slug" | "name" | "description" | "address" | "website" | "url"> & {
  /** Its cover photo's thumbnail, when it has photos. */
  cover: InfoImage | null;
};

/**
 * The map's centers from `GET /api/v1/locations` (its ETag makes a repeat visit cheap). A 503 is
 * "no database"; any other failure (HTTP, network, a body that is not a locations payload) is
 * "could not load". Aborts are rethrown: the caller has gone.
 */
export async function loadCenters(fetcher: typeof fetch, signal?: AbortSignal): Promise<CentersResult> {
  let status: number | null = null;
  try {
    const response = await fetcher("/api/v1/locations", { headers: { Accept: "application/json" }, signal });
    status = response.status;
    if (!response.ok) throw new Error(`GET /api/v1/locations answered ${response.status}`);
    return { state: "ready", data: decodeLocations(await response.json()) };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn("[directory] the map's centers could not be loaded:", error);
    return { state: dataFailure(status) };
  }
}

/** The first photo's thumbnail, if the body has a well-formed one. */
function coverOf(photos: unknown): InfoImage | null {
  const first = Array.isArray(photos) ? (photos[0] as Partial<LocationPhoto> | undefined) : undefined;
  if (!first || typeof first.thumbnailUrl !== "string") return null;
  return {
    src: first.thumbnailUrl,
    width: Number(first.thumbnailWidth) || 320,
    height: Number(first.thumbnailHeight) || 180,
  };
}

/** One center's info-window details, or null when they could not be loaded. */
export async function loadCenterDetail(fetcher: typeof fetch, slug: string): Promise<CenterDetail | null> {
  try {
    const response = await fetcher(`/api/v1/locations/${encodeURIComponent(slug)}`, {
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<LocationDetail> | null;
    if (!body || typeof body.name !== "string") return null;
    return {
      slug: String(body.slug ?? slug),
      name: body.name,
      description: typeof body.description === "string" ? body.description : "",
      address: typeof body.address === "string" ? body.address : "",
      website: typeof body.website === "string" ? body.website : null,
      url: typeof body.url === "string" ? body.url : `/lancenters/${encodeURIComponent(slug)}`,
      cover: coverOf(body.photos),
    };
  } catch {
    return null;
  }
}
