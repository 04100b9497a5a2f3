import { answerGeocodeQuery } from "~/features/venues/geocode.server";
import { parseGeocodeQuery } from "~/features/venues/geocode-schema";

import type { Route } from "./+types/geocode";

/**
 * The venue forms' location lookups: GET ?q=<address> → the coordinates (from a US ZIP code, or
 * Google when its key is set) and time zone; GET ?lat=&lng= → the time zone at a point.
 * Answers `{ ok: true, ... }` or `{ ok: false, message }`; rate-limited per IP.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseGeocodeQuery(new URL(request.url).searchParams);
  const { status, body } = await answerGeocodeQuery(query, context.clientIp);
  // Per visitor (rate limits differ); a found place does not move, so the browser may keep it a while.
  const cacheControl = status === 200 ? "private, max-age=3600" : "private, no-store";
  return Response.json(body, { status, headers: { "Cache-Control": cacheControl } });
}
