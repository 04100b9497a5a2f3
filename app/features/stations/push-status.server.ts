import { consumeRateLimit, RATE_RULES } from "~/lib/rate-limit.server";
import { refuse, type Refusal } from "~/lib/outcome";

import { recordPushedStatus } from "./record-status.server";
import { parseStationReport, type StationCounts } from "./station-report";
import { centerOfToken, hashStationToken, isStationToken } from "./station-tokens.server";

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
 * A good report is one statement (the token's center, its use, the status and the hour's history:
 * `recordPushedStatus`); a body that is not a report still asks whether the token is good first, so
 * a wrong token is told so whatever it sent.
 */
export async function pushStationStatus(
  authorization: string | null,
  body: string,
  clientIp: string | null | undefined,
): Promise<Pushed> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? "")?.[1];
  if (!token) return refuse("unauthenticated", PUSH_MESSAGES.noToken);
  if (!isStationToken(token)) return badToken(clientIp);
  const parsed = parseBody(body);
  if (typeof parsed === "string") return (await centerOfToken(token)) ? refuse("invalid", parsed) : badToken(clientIp);
  const { counts } = parsed;
  const recorded = await recordPushedStatus(hashStationToken(token), counts);
  if (!recorded.ok) return recorded.reason === "unknown" ? badToken(clientIp) : recorded;
  return { ok: true, reportedAt: recorded.reportedAt, total: counts.total, free: counts.free };
}

/** The report's counts, or what is wrong with the body. */
function parseBody(body: string): { counts: StationCounts } | string {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return PUSH_MESSAGES.notJson;
  }
  const parsed = parseStationReport(json);
  return parsed.ok ? { counts: parsed.counts } : parsed.problem;
}

async function badToken(clientIp: string | null | undefined): Promise<Pushed> {
  const decision = await consumeRateLimit(RATE_RULES.stationToken, { ip: clientIp });
  if (!decision.allowed) {
    return { ...refuse("too-many", PUSH_MESSAGES.tooManyBadTokens), retryAfterSeconds: decision.retryAfterSeconds };
  }
  return refuse("unauthenticated", PUSH_MESSAGES.badToken);
}
