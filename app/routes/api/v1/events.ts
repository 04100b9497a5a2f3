import { loadEventsFeedBody } from "~/features/directory/events-feed.server";
import { serveJson } from "~/features/directory/json-feed.server";

import type { Route } from "./+types/events";

/** `GET /api/v1/events`: the upcoming verified LAN parties. */
export function loader({ request }: Route.LoaderArgs) {
  return serveJson(request, () => loadEventsFeedBody(), {
    failureMessage: "Unable to load LAN parties.",
    logContext: "GET /api/v1/events",
  });
}
