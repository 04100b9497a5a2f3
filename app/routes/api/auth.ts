import { getAuth } from "~/lib/auth.server";

import type { Route } from "./+types/auth";

/**
 * The part of Better Auth's HTTP API the browser uses: signing out and reading the session. Every
 * other account step (sign-up, sign-in, codes, passwords, e-mail changes) goes through our own
 * actions, which apply the product's rules and rate limits; exposing Better Auth's endpoints too
 * would be a way around them.
 */
const BROWSER_ENDPOINTS = new Set(["/api/auth/sign-out", "/api/auth/get-session"]);

async function handle(request: Request): Promise<Response> {
  if (!BROWSER_ENDPOINTS.has(new URL(request.url).pathname)) {
    return Response.json({ message: "Not found" }, { status: 404 });
  }
  return (await getAuth()).handler(request);
}

export async function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handle(request);
}
