import { serveJson } from "~/features/directory/json-feed.server";
import { LIVE_FEED_CACHE_CONTROL, liveStationsBody } from "~/features/directory/live-feed.server";

import type { Route } from "./+types/location-live";

/** `GET /api/v1/locations/:slug/live`: one verified center's free PCs now; the center page asks it while open. */
export function loader({ request, params }: Route.LoaderArgs) {
  return serveJson(request, () => liveStationsBody(params.slug), {
    cacheControl: LIVE_FEED_CACHE_CONTROL,
    failureMessage: "Unable to load the live numbers.",
    logContext: `GET /api/v1/locations/${params.slug}/live`,
  });
}
