import { getAuth } from "~/lib/auth.server";

import type { Route } from "./+types/auth";

// Better Auth's own endpoints (/api/auth/*): its handler does the routing, the cookies and the rate limits.
export async function loader({ request }: Route.LoaderArgs) {
  return (await getAuth()).handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return (await getAuth()).handler(request);
}
