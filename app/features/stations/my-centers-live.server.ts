import { eq } from "drizzle-orm";

import { locations, stationStatus, vendorConnections } from "#db/schema";
import type { VendorConnectionState } from "#db/schema/values";
import type { Actor } from "~/features/accounts/actor";
import { openDatabase } from "~/lib/db.server";

import { joinedStatus, statusColumns } from "./live-stations.server";
import type { CentersLive } from "./my-centers-live";
import { isLive, liveStations, liveText } from "./station-values";
import { connectionStateText } from "./vendor-connection-values";
import { connectorOf, isVendor } from "./vendors/registry.server";

/**
 * Each of the actor's own centers' live PCs for the dashboard, in one query: the numbers when they
 * are live, or the venue software's trouble (a refused token, an outage) so the owner sees it where
 * they look first. Null when it cannot be read: the cards show without it.
 */
export async function loadMyCentersLive(actor: Actor, now = new Date()): Promise<CentersLive | null> {
  try {
    const database = await openDatabase();
    const rows = await database
      .select({
        id: locations.id,
        timeZone: locations.timeZone,
        ...statusColumns,
        vendor: vendorConnections.vendor,
        state: vendorConnections.state,
        lastSuccessAt: vendorConnections.lastSuccessAt,
        lastError: vendorConnections.lastError,
        nextPollAt: vendorConnections.nextPollAt,
      })
      .from(locations)
      .leftJoin(stationStatus, eq(stationStatus.locationId, locations.id))
      .leftJoin(vendorConnections, eq(vendorConnections.locationId, locations.id))
      .where(eq(locations.createdBy, actor.userId));
    const notes: CentersLive = {};
    for (const row of rows) {
      const state = row.state as VendorConnectionState | null;
      if (row.vendor && isVendor(row.vendor) && row.nextPollAt && (state === "refused" || state === "failing")) {
        const connection = {
          vendor: row.vendor,
          label: connectorOf(row.vendor).label,
          accountRef: null,
          state,
          lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
          lastError: row.lastError,
          nextPollAt: row.nextPollAt.toISOString(),
        };
        notes[row.id] = {
          text: connectionStateText(connection, now.toISOString(), row.timeZone),
          free: null,
          problem: true,
        };
        continue;
      }
      const status = joinedStatus(row);
      if (!status || !isLive(status.reportedAt, now)) continue;
      const live = liveStations(status);
      notes[row.id] = { text: liveText(live, now), free: live.free, problem: false };
    }
    return notes;
  } catch (error) {
    console.error("[stations] the dashboard's live PCs could not be read:", error);
    return null;
  }
}
