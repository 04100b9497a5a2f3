import { and, eq, inArray, isNull, sql } from "drizzle-orm";

import { locations, stationHours, stationStatus, stationTokens } from "#db/schema";
import { openDatabase } from "~/lib/db.server";

import { recordStationStatus } from "./record-status.server";
import { issueStationToken } from "./station-tokens.server";

/**
 * The demo set's live PCs (ADR 027): two demo centers report through the push API every minute, as
 * a venue's script would, and a third has numbers that went stale hours ago. Started by
 * server/main.ts only with the demo set on the embedded database and never in production, so a
 * newcomer sees live numbers, a filter that works, and what a stale center looks like.
 */

/** The demo centers that report, and how many PCs each has (db/demo/demo-data.ts). */
export const DEMO_REPORTING_CENTERS = [
  { id: "de300000-0000-4000-8000-0000000000c1", pcs: 48 },
  { id: "de300000-0000-4000-8000-0000000000c3", pcs: 120 },
] as const;
/** The demo center whose last report is hours old: not shown as live anywhere public. */
export const DEMO_STALE_CENTER = { id: "de300000-0000-4000-8000-0000000000c2", pcs: 40, hoursAgo: 3 } as const;

export const DEMO_TOKEN_LABEL = "Demo source (this machine)";

/** How busy a demo center is at a local weekday (0 Sunday) and hour: quiet mornings, full weekend nights. */
export function demoOccupancy(weekday: number, hour: number): number {
  const evening = hour >= 18 && hour <= 23 ? 0.75 : hour >= 14 ? 0.5 : hour >= 10 ? 0.25 : 0.1;
  const weekend = weekday === 5 || weekday === 6 ? 0.2 : 0;
  return Math.min(0.97, evening + (evening >= 0.5 ? weekend : 0));
}

function localWeekdayHour(at: Date, timeZone: string): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "numeric",
    hourCycle: "h23",
  }).formatToParts(at);
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(
    parts.find((p) => p.type === "weekday")!.value,
  );
  return { weekday, hour: Number(parts.find((p) => p.type === "hour")!.value) };
}

/** A plausible report for now: the hour's occupancy, give or take a few PCs. */
export function demoReport(
  pcs: number,
  at: Date,
  timeZone: string,
  random = Math.random,
): { total: number; free: number } {
  const { weekday, hour } = localWeekdayHour(at, timeZone);
  const used = Math.round(pcs * demoOccupancy(weekday, hour) + (random() - 0.5) * pcs * 0.1);
  return { total: pcs, free: Math.max(0, Math.min(pcs, pcs - used)) };
}

/**
 * Starts the demo source: fresh tokens for the reporting centers (the old demo tokens revoked: a
 * token cannot be read back from its hash), four weeks of occupancy history the first time, the
 * stale center's old report, then one post per center at once and every `intervalMs`.
 * `baseUrl` is this server's own address. Answers the function that stops it.
 */
export async function startDemoStations(baseUrl: string, { intervalMs = 60_000, now = () => new Date() } = {}) {
  const database = await openDatabase();
  const ids = [...DEMO_REPORTING_CENTERS.map((center) => center.id), DEMO_STALE_CENTER.id];
  const zones = new Map(
    (
      await database
        .select({ id: locations.id, timeZone: locations.timeZone })
        .from(locations)
        .where(inArray(locations.id, ids))
    ).map((row) => [row.id, row.timeZone]),
  );
  const reporting = DEMO_REPORTING_CENTERS.filter((center) => zones.has(center.id));
  await database
    .update(stationTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        inArray(stationTokens.locationId, ids),
        eq(stationTokens.label, DEMO_TOKEN_LABEL),
        isNull(stationTokens.revokedAt),
      ),
    );
  const tokens = new Map<string, string>();
  for (const center of reporting)
    tokens.set(center.id, await issueStationToken(database, center.id, DEMO_TOKEN_LABEL, null));
  await addDemoHistory(
    reporting.map((center) => ({ ...center, timeZone: zones.get(center.id)! })),
    now(),
  );
  const staleZone = zones.get(DEMO_STALE_CENTER.id);
  if (staleZone) {
    const at = new Date(now().getTime() - DEMO_STALE_CENTER.hoursAgo * 3600_000);
    const [existing] = await database
      .select({ at: stationStatus.reportedAt })
      .from(stationStatus)
      .where(eq(stationStatus.locationId, DEMO_STALE_CENTER.id));
    if (!existing || existing.at > at) {
      await database.delete(stationStatus).where(eq(stationStatus.locationId, DEMO_STALE_CENTER.id));
      await recordStationStatus(
        DEMO_STALE_CENTER.id,
        { ...demoReport(DEMO_STALE_CENTER.pcs, at, staleZone), byKind: {} },
        "push",
        { at },
      );
    }
  }

  let warned = false;
  let stopped = false;
  const report = async () => {
    for (const center of reporting) {
      if (stopped) return;
      const body = demoReport(center.pcs, now(), zones.get(center.id)!);
      try {
        const response = await fetch(`${baseUrl}/api/v1/station-status`, {
          method: "POST",
          headers: { Authorization: `Bearer ${tokens.get(center.id)}`, "Content-Type": "application/json" },
          body: JSON.stringify({ ...body, byKind: { pc: body } }),
        });
        if (!response.ok && response.status !== 429) throw new Error(`answered ${response.status}`);
      } catch (error) {
        if (!warned) console.warn("[demo stations] a demo report failed:", error);
        warned = true;
      }
    }
  };
  void report();
  const timer = setInterval(() => void report(), intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/** Four weeks of hourly history, so the demo owners' Insights show their busiest hours at once. */
async function addDemoHistory(centers: { id: string; pcs: number; timeZone: string }[], now: Date) {
  const database = await openDatabase();
  for (const center of centers) {
    const [any] = await database
      .select({ n: sql<number>`1` })
      .from(stationHours)
      .where(eq(stationHours.locationId, center.id))
      .limit(1);
    if (any) continue;
    const rows: (typeof stationHours.$inferInsert)[] = [];
    for (let hoursBack = 28 * 24; hoursBack > 0; hoursBack--) {
      const at = new Date(now.getTime() - hoursBack * 3600_000);
      const { weekday, hour } = localWeekdayHour(at, center.timeZone);
      const day = new Intl.DateTimeFormat("en-CA", { timeZone: center.timeZone }).format(at);
      const used = Math.round(center.pcs * demoOccupancy(weekday, hour));
      rows.push({ locationId: center.id, day, hour, reports: 60, usedSum: used * 60, totalSum: center.pcs * 60 });
    }
    // A day's hour repeats once a year when clocks go back: keep the first.
    await database.insert(stationHours).values(rows).onConflictDoNothing();
  }
}
