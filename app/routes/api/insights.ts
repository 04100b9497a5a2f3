import { parseBeacon } from "~/features/insights/beacon-schema";
import { countingEnabled, recordBeacon } from "~/features/insights/record-insights.server";
import { isCountedVisit } from "~/features/insights/visitor-check.server";

import type { Route } from "./+types/insights";

const noContent = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/**
 * POST /api/insights: a page's beacon (`features/insights/send-insight.ts`). Answers 204 at once,
 * counted or not (a bot, counting off, a repeat, past the address's budget): the page never waits
 * and learns nothing. A body that is not a beacon is 400 and counts nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const beacon = parseBeacon(await request.text());
  if (!beacon) {
    return new Response("Not an insights beacon.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  if (!countingEnabled() || !isCountedVisit(request.headers)) return noContent();
  await recordBeacon(beacon, { ip: context.clientIp ?? null }).catch((error: unknown) =>
    console.error("[insights] a beacon could not be counted:", error),
  );
  return noContent();
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
