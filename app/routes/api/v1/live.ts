import { serveJson } from "~/features/directory/json-feed.server";
import { LIVE_FEED_CACHE_CONTROL, liveFeedRepresentation } from "~/features/directory/live-feed.server";

import type { Route } from "./+types/live";

/** `GET /api/v1/live`: every verified center's free PCs now, columnar (docs: /api/v1/openapi.json). */
export function loader({ request }: Route.LoaderArgs) {
  return serveJson(request, () => liveFeedRepresentation(), {
    cacheControl: LIVE_FEED_CACHE_CONTROL,
    failureMessage: "Unable to load the live numbers.",
    logContext: "GET /api/v1/live",
  });
}
