import { answerGeocodeQuery } from "~/features/venues/geocode.server";
import { parseGeocodeQuery, type TimeZoneAnswer } from "~/features/venues/geocode-schema";
import { httpStatus } from "~/lib/outcome";

import type { Route } from "./+types/geocode";

/**
 * The venue forms' location lookups: GET ?q=<address> → the coordinates (from a US ZIP code, or
 * Google when its key is set) and time zone; GET ?lat=&lng= → the time zone at a point.
 * Answers `{ ok: true, ... }` or `{ ok: false, message }`; rate-limited per IP.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseGeocodeQuery(new URL(request.url).searchParams);
  const outcome = await answerGeocodeQuery(query, context.clientIp);
  // Per visitor (rate limits differ); a found place does not move, so the browser may keep it a while.
  if (outcome.ok) return Response.json(outcome, { headers: { "Cache-Control": "private, max-age=3600" } });
  const body: TimeZoneAnswer = { ok: false, message: outcome.message };
  return Response.json(body, { status: httpStatus(outcome.reason), headers: { "Cache-Control": "private, no-store" } });
}
