import { serveOpenApiDocument } from "~/features/directory/openapi.server";

import type { Route } from "./+types/openapi";

/** `GET /api/v1/openapi.json`: the public API's description. */
export function loader({ request }: Route.LoaderArgs) {
  return serveOpenApiDocument(request);
}
