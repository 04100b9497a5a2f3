import { readViewerAndRenewSession } from "~/features/accounts/viewer.server";

import type { Route } from "./+types/session";

/**
 * Who is signed in, for pages that were prerendered for everybody: their navigation bar asks after
 * hydration. Also renews a session that is due, which a page render does not.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, headers } = await readViewerAndRenewSession(request);
  headers.set("Cache-Control", "private, no-store");
  return Response.json({ viewer }, { headers });
}
