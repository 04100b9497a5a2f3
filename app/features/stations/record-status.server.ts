import { eq, sql } from "drizzle-orm";

import { locations, stationHours, stationStatus } from "#db/schema";
import type { StationSource } from "#db/schema/values";
import { type Database, openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import { MIN_REPORT_SECONDS } from "./station-limits";
import type { StationCounts } from "./station-report";


export type Recorded = { ok: true; reportedAt: Date } | (Refusal<"too-many"> & { retryAfterSeconds: number });

/**
 * Stores a center's status and adds it to the hour's occupancy history. The status replaces the
 * last one only if that is at least `minSeconds` old, decided by the upsert itself, so two posts at
 * once (or two processes) store one. The hour is the center's own, in its time zone.
 */
export async function recordStationStatus(
  locationId: string,
  counts: StationCounts,
  source: StationSource,
  {
    at = new Date(),
    minSeconds = MIN_REPORT_SECONDS,
    database,
  }: { at?: Date; minSeconds?: number; database?: Database } = {},
): Promise<Recorded> {
  const store = database ?? (await openDatabase());
  const [stored] = await store
    .insert(stationStatus)
    .values({ locationId, ...counts, source, reportedAt: at })
    .onConflictDoUpdate({
      target: stationStatus.locationId,
      set: {
        total: sql`excluded.total`,
        free: sql`excluded.free`,
        byKind: sql`excluded.by_kind`,
        source: sql`excluded.source`,
        reportedAt: sql`excluded.reported_at`,
      },
      setWhere: sql`${stationStatus.reportedAt} <= ${at.toISOString()}::timestamptz - make_interval(secs => ${minSeconds})`,
    })
    .returning({ reportedAt: stationStatus.reportedAt });
  if (!stored) {
    const [last] = await store
      .select({ reportedAt: stationStatus.reportedAt })
      .from(stationStatus)
      .where(eq(stationStatus.locationId, locationId));
    const waitMs = (last ? last.reportedAt.getTime() + minSeconds * 1000 : at.getTime()) - at.getTime();
    return {
      ...refuse("too-many", `One status every ${minSeconds} seconds: this center's last one came in moments ago`),
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    };
  }
  const local = sql`(${at.toISOString()}::timestamptz at time zone (select ${locations.timeZone} from ${locations} where ${locations.id} = ${locationId}))`;
  await store
    .insert(stationHours)
    .values({
      locationId,
      day: sql`${local}::date`,
      hour: sql`extract(hour from ${local})::smallint`,
      reports: 1,
      usedSum: counts.total - counts.free,
      totalSum: counts.total,
    })
    .onConflictDoUpdate({
      target: [stationHours.locationId, stationHours.day, stationHours.hour],
      set: {
        reports: sql`${stationHours.reports} + 1`,
        usedSum: sql`${stationHours.usedSum} + excluded.used_sum`,
        totalSum: sql`${stationHours.totalSum} + excluded.total_sum`,
      },
    });
  return { ok: true, reportedAt: stored.reportedAt };
}
