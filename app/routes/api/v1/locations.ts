import { serveJson } from "~/features/directory/json-feed.server";
import { loadLocationsFeed } from "~/features/directory/locations-feed.server";

import type { Route } from "./+types/locations";

/** `GET /api/v1/locations`: every verified center on the map, columnar (docs: /api/v1/openapi.json). */
export function loader({ request }: Route.LoaderArgs) {
  return serveJson(request, loadLocationsFeed, {
    failureMessage: "Unable to load LAN center locations.",
    logContext: "GET /api/v1/locations",
  });
}
