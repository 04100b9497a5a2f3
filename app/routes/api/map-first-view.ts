import { serveFirstView } from "~/features/directory/first-view.server";

import type { Route } from "./+types/map-first-view";

/** `GET /api/map-first-view?west=&south=&east=&north=`: the map's bubbles and list for the view it opens on. */
export function loader({ request }: Route.LoaderArgs) {
  return serveFirstView(request);
}
