import type { StationStatusAnswer } from "~/features/stations/live-feed-schema";
import { pushStationStatus } from "~/features/stations/push-status.server";
import { httpStatus } from "~/lib/outcome";

import type { Route } from "./+types/station-status";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * `POST /api/v1/station-status`: a venue's script or software reports the center's stations
 * (docs: /api/v1/openapi.json). The token in `Authorization` says which center; it is the only
 * authority, so no session is read.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const pushed = await pushStationStatus(request.headers.get("authorization"), await request.text(), context.clientIp);
  if (pushed.ok) {
    return Response.json(
      {
        reportedAt: pushed.reportedAt.toISOString(),
        total: pushed.total,
        free: pushed.free,
      } satisfies StationStatusAnswer,
      { status: 200, headers: NO_STORE },
    );
  }
  const headers: Record<string, string> = { ...NO_STORE };
  if (pushed.reason === "too-many") headers["Retry-After"] = String(pushed.retryAfterSeconds);
  if (pushed.reason === "unauthenticated") headers["WWW-Authenticate"] = 'Bearer realm="station-status"';
  return Response.json({ error: pushed.message }, { status: httpStatus(pushed.reason), headers });
}

export function loader() {
  return methodNotAllowed();
}

function methodNotAllowed() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
