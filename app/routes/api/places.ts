import { findPlace } from "~/features/directory/find-place.server";
import type { PlaceAnswer } from "~/features/directory/place-answer";
import { httpStatus } from "~/lib/outcome";

import type { Route } from "./+types/places";

/**
 * The map's "near me" with typed text: GET ?q=<US ZIP code or city> → `{ ok: true, latitude,
 * longitude, label }` or `{ ok: false, message }`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const place = await findPlace(new URL(request.url).searchParams.get("q"), context.clientIp);
  if (place.ok) return Response.json(place, { headers: { "Cache-Control": "public, max-age=86400" } });
  // A place does not move and the answer is nobody's own; too many tries or an outage is of this moment only.
  const lasting = place.reason === "invalid" || place.reason === "not-found";
  const body: PlaceAnswer = { ok: false, message: place.message };
  return Response.json(body, {
    status: httpStatus(place.reason),
    headers: { "Cache-Control": lasting ? "public, max-age=3600" : "private, no-store" },
  });
}
