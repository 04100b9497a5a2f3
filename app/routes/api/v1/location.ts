import { serveJson } from "~/features/directory/json-feed.server";
import { loadLocationDetailBody } from "~/features/directory/location-detail.server";

import type { Route } from "./+types/location";

/** `GET /api/v1/locations/:slug`: one verified center's details. */
export function loader({ request, params }: Route.LoaderArgs) {
  return serveJson(request, () => loadLocationDetailBody(params.slug), {
    failureMessage: "Unable to load the LAN center.",
    logContext: `GET /api/v1/locations/${params.slug}`,
  });
}
