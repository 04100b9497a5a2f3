import { and, eq } from "drizzle-orm";

import { locations, stationStatus } from "#db/schema";
import type { Actor } from "~/features/accounts/actor";
import { ownedBy } from "~/features/venues/ownership.server";
import { isVenueId } from "~/features/venues/venue-id";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { checkFields } from "~/lib/forms";
import { refuse, type Refusal } from "~/lib/outcome";

import {
  CENTER_LIVE_MESSAGES,
  type CenterLiveAnswer,
  type CenterLivePageState,
  MAKE_TOKEN_INTENT,
  REVOKE_TOKEN_INTENT,
} from "./center-live-values";
import { stationTokenSchema } from "./schemas";
import { joinedStatus, statusColumns } from "./live-stations.server";
import { createStationToken, listStationTokens, managedCenter, revokeStationToken } from "./station-tokens.server";
import { isLive, liveStations } from "./station-values";
import { isVendorIntent } from "./vendor-connection-values";
import { vendorConnectionOf, vendorIntent } from "./vendor-connections.server";

/** The push API's address, as the examples on the page spell it. */
export function pushUrl(): string {
  return `${env().PUBLIC_URL}/api/v1/station-status`;
}

/** The owner's Live PCs page: the center, its last report (live or not), its tokens. */
export async function loadCenterLivePage(
  actor: Actor,
  centerId: string,
  now = new Date(),
): Promise<Extract<CenterLivePageState, { state: "ready" }> | Refusal<"not-found">> {
  if (!isVenueId(centerId)) return refuse("not-found", CENTER_LIVE_MESSAGES.notFound);
  const database = await openDatabase();
  const [row] = await database
    .select({
      id: locations.id,
      name: locations.organizationName,
      slug: locations.slug,
      verified: locations.verified,
      ...statusColumns,
      source: stationStatus.source,
    })
    .from(locations)
    .leftJoin(stationStatus, eq(stationStatus.locationId, locations.id))
    .where(and(eq(locations.id, centerId), ownedBy(locations.createdBy, actor)));
  if (!row) return refuse("not-found", CENTER_LIVE_MESSAGES.notFound);
  const tokens = (await listStationTokens(actor, centerId)) ?? [];
  const vendor = await vendorConnectionOf(actor, centerId, now);
  if (!vendor) return refuse("not-found", CENTER_LIVE_MESSAGES.notFound);
  const last = joinedStatus(row);
  const status =
    last && row.source !== null
      ? { live: liveStations(last), current: isLive(last.reportedAt, now), source: row.source }
      : null;
  return {
    state: "ready",
    center: { id: row.id, name: row.name, slug: row.slug, verified: row.verified },
    status,
    tokens,
    pushUrl: pushUrl(),
    vendor,
  };
}

/** The page's forms: make a token (answered once, in full), revoke one, connect or disconnect the venue software. */
export async function centerLiveIntent(
  actor: Actor,
  centerId: string,
  posted: Record<string, string>,
): Promise<CenterLiveAnswer> {
  const intent = posted.intent ?? "";
  // Someone else's center is "not found" before anything posted is read, as on every venue page.
  if (!(await managedCenter(await openDatabase(), actor, centerId))) {
    return { ok: false, intent, message: CENTER_LIVE_MESSAGES.notFound, reason: "not-found" };
  }
  if (isVendorIntent(intent)) return vendorIntent(actor, centerId, posted);
  if (intent === MAKE_TOKEN_INTENT) {
    const values = { label: posted.label ?? "" };
    const check = checkFields(stationTokenSchema, values);
    if (!check.ok)
      return {
        ok: false,
        intent,
        values,
        errors: check.errors,
        message: Object.values(check.errors)[0]!,
        reason: "invalid",
      };
    const made = await createStationToken(actor, centerId, check.data.label);
    if (!made.ok) return { ok: false, intent, values, message: made.message, reason: made.reason };
    return { ok: true, intent, token: made.token, label: check.data.label, notice: CENTER_LIVE_MESSAGES.made };
  }
  if (intent === REVOKE_TOKEN_INTENT) {
    const tokens = (await listStationTokens(actor, centerId)) ?? [];
    const label = tokens.find((token) => token.id === posted.tokenId)?.label ?? "";
    const revoked = await revokeStationToken(actor, centerId, posted.tokenId ?? "");
    if (!revoked.ok) return { ok: false, intent, message: revoked.message, reason: revoked.reason };
    return { ok: true, intent, notice: CENTER_LIVE_MESSAGES.revoked(label) };
  }
  return { ok: false, intent, message: "Unknown form", reason: "invalid" };
}
