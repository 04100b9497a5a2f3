import { findPlace } from "~/features/directory/find-place.server";

import type { Route } from "./+types/places";

/**
 * The map's "near me" with typed text: GET ?q=<US ZIP code or city> → `{ ok: true, latitude,
 * longitude, label }` or `{ ok: false, message }`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, body } = await findPlace(new URL(request.url).searchParams.get("q"), context.clientIp);
  // A place does not move and the answer is nobody's own; a 429 or 503 is of this moment only.
  const cacheControl =
    status === 200 ? "public, max-age=86400" : status < 429 ? "public, max-age=3600" : "private, no-store";
  return Response.json(body, { status, headers: { "Cache-Control": cacheControl } });
}
