import { consumeRateLimit, RATE_RULES } from "~/lib/rate-limit.server";
import { refuse, type Refusal } from "~/lib/outcome";

import { recordStationStatus } from "./record-status.server";
import { parseStationReport } from "./station-report";
import { centerOfToken } from "./station-tokens.server";

export const PUSH_MESSAGES = {
  noToken: 'Send the center\'s station-status token as "Authorization: Bearer <token>"',
  badToken: "This token is not valid: it may have been revoked. Make a new one on the center's Live PCs page",
  notJson: "The body must be JSON",
  tooManyBadTokens: "Too many requests with tokens that are not valid: try again later",
} as const;

export type Pushed =
  | { ok: true; reportedAt: Date; total: number; free: number }
  | Refusal<"unauthenticated" | "invalid">
  | (Refusal<"too-many"> & { retryAfterSeconds: number });

/**
 * `POST /api/v1/station-status`: a venue's report. The token says which center; a token the site
 * does not know (or revoked) changes nothing, and an address that keeps sending them is stopped.
 */
export async function pushStationStatus(
  authorization: string | null,
  body: string,
  clientIp: string | null | undefined,
): Promise<Pushed> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? "")?.[1];
  if (!token) return refuse("unauthenticated", PUSH_MESSAGES.noToken);
  const locationId = await centerOfToken(token);
  if (!locationId) {
    const decision = await consumeRateLimit(RATE_RULES.stationToken, { ip: clientIp });
    if (!decision.allowed) {
      return { ...refuse("too-many", PUSH_MESSAGES.tooManyBadTokens), retryAfterSeconds: decision.retryAfterSeconds };
    }
    return refuse("unauthenticated", PUSH_MESSAGES.badToken);
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return refuse("invalid", PUSH_MESSAGES.notJson);
  }
  const parsed = parseStationReport(json);
  if (!parsed.ok) return refuse("invalid", parsed.problem);
  const { counts } = parsed;
  const recorded = await recordStationStatus(locationId, counts, "push");
  if (!recorded.ok) return recorded;
  return { ok: true, reportedAt: recorded.reportedAt, total: counts.total, free: counts.free };
}
