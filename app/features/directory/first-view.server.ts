import { z } from "zod";

import { jsonError, jsonRepresentation, serveJson } from "./json-feed.server";
import { type FirstViewPayload, firstViewOf } from "./map/first-view";
import type { Bounds } from "./map/map-model";
import { loadFeedSource } from "./locations-feed.server";

/** The map's first view for these edges, from the feed's current version. */
export async function answerFirstView(bounds: Bounds): Promise<FirstViewPayload> {
  return firstViewOf(await loadFeedSource(), bounds);
}

const latitude = z.coerce.number().min(-90).max(90);
// Leaflet reports longitudes past ±180 when the view shows another copy of the world.
const longitude = z.coerce.number().min(-540).max(540);

const boundsQuery = z
  .object({ west: longitude, south: latitude, east: longitude, north: latitude })
  .refine((bounds) => bounds.south <= bounds.north);

/**
 * The view's edges from the address's query, or null when they are missing or not a view (west may
 * be past east: a view across the 180th meridian, as `Bounds` allows).
 */
export function parseFirstViewBounds(params: URLSearchParams): Bounds | null {
  const parsed = boundsQuery.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : null;
}

/** `GET /api/map-first-view?west=&south=&east=&north=`: 400 for edges that are not a view. */
export function serveFirstView(request: Request): Promise<Response> | Response {
  const bounds = parseFirstViewBounds(new URL(request.url).searchParams);
  if (!bounds) return jsonError(400, "Give the view's edges: west, south, east and north in degrees.");
  return serveJson(request, async () => jsonRepresentation(JSON.stringify(await answerFirstView(bounds))), {
    failureMessage: "Unable to load LAN center locations.",
    logContext: "GET /api/map-first-view",
  });
}
