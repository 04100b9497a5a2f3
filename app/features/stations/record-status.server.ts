import { sql } from "drizzle-orm";

import { queryRows } from "#db/database";
import { locations, stationHours, stationStatus, stationTokens } from "#db/schema";
import type { StationSource } from "#db/schema/values";
import { type Database, openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import { MIN_REPORT_SECONDS } from "./station-limits";
import type { StationCounts } from "./station-report";

export type Recorded = { ok: true; reportedAt: Date } | (Refusal<"too-many"> & { retryAfterSeconds: number });

/** Who a status is for: a center by id (the vendors' polling, tests), or the holder of a token. */
type Reporter = { locationId: string } | { tokenHash: string };

type Stored = { locationId: string | null; reportedAt: Date | null; lastReportedAt: Date | null };

/**
 * One statement, so one round trip and one commit per report: the center (by id, or by a live
 * token, whose use is noted), its status replaced only if the last one is at least `minSeconds` old
 * (decided by the upsert itself, so two posts at once, or two processes, store one), and the report
 * added to the hour's occupancy history in the center's own time zone, only when it was stored.
 * Every part sees the same snapshot: `last` is the status before this report.
 */
async function storeStatus(
  store: Database,
  reporter: Reporter,
  counts: StationCounts,
  source: StationSource,
  at: Date,
  minSeconds: number,
): Promise<Stored> {
  const when = sql`${at.toISOString()}::timestamptz`;
  const center =
    "tokenHash" in reporter
      ? sql`token as (
          update ${stationTokens} set last_used_at = ${when}
          where token_hash = ${reporter.tokenHash} and revoked_at is null
          returning location_id
        ),
        center as (
          select ${locations.id} as location_id, ${locations.timeZone} as time_zone
          from token join ${locations} on ${locations.id} = token.location_id
        )`
      : sql`center as (
          select ${locations.id} as location_id, ${locations.timeZone} as time_zone
          from ${locations} where ${locations.id} = ${reporter.locationId}
        )`;
  const [row] = await queryRows<{ location_id: string | null; reported_ms: number | null; last_ms: number | null }>(
    store,
    sql`with ${center},
      stored as (
        insert into ${stationStatus} (location_id, total, free, by_kind, source, reported_at)
        select location_id, ${counts.total}, ${counts.free}, ${JSON.stringify(counts.byKind)}::jsonb, ${source}, ${when}
        from center
        on conflict (location_id) do update set
          total = excluded.total, free = excluded.free, by_kind = excluded.by_kind,
          source = excluded.source, reported_at = excluded.reported_at
        where ${stationStatus.reportedAt} <= excluded.reported_at - make_interval(secs => ${minSeconds})
        returning location_id, reported_at
      ),
      hour as (
        insert into ${stationHours} (location_id, day, hour, reports, used_sum, total_sum)
        select stored.location_id, (${when} at time zone center.time_zone)::date,
          extract(hour from ${when} at time zone center.time_zone)::smallint, 1, ${counts.total - counts.free}, ${counts.total}
        from stored join center on center.location_id = stored.location_id
        on conflict (location_id, day, hour) do update set
          reports = ${stationHours.reports} + 1,
          used_sum = ${stationHours.usedSum} + excluded.used_sum,
          total_sum = ${stationHours.totalSum} + excluded.total_sum
      )
      select center.location_id,
        (extract(epoch from stored.reported_at) * 1000)::float8 as reported_ms,
        (select (extract(epoch from ${stationStatus.reportedAt}) * 1000)::float8 from ${stationStatus}
          where ${stationStatus.locationId} = center.location_id) as last_ms
      from center left join stored on stored.location_id = center.location_id`,
  );
  const date = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(Number(ms)));
  return {
    locationId: row?.location_id ?? null,
    reportedAt: date(row?.reported_ms),
    lastReportedAt: date(row?.last_ms),
  };
}

function refused(at: Date, lastReportedAt: Date | null, minSeconds: number): Recorded {
  const waitMs = (lastReportedAt ? lastReportedAt.getTime() + minSeconds * 1000 : at.getTime()) - at.getTime();
  return {
    ...refuse("too-many", `One status every ${minSeconds} seconds: this center's last one came in moments ago`),
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  };
}

/**
 * Stores a center's status and adds it to the hour's occupancy history (the center's own hour, in
 * its time zone). A status less than `minSeconds` after the last one, or older than it, is refused.
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
  const stored = await storeStatus(database ?? (await openDatabase()), { locationId }, counts, source, at, minSeconds);
  if (!stored.reportedAt) return refused(at, stored.lastReportedAt, minSeconds);
  return { ok: true, reportedAt: stored.reportedAt };
}

/**
 * The same for the holder of a station-status token (by its hash), in the same one statement that
 * finds the token's center and notes its use: `unknown` when no live token has that hash.
 */
export async function recordPushedStatus(
  tokenHash: string,
  counts: StationCounts,
  {
    at = new Date(),
    minSeconds = MIN_REPORT_SECONDS,
    database,
  }: { at?: Date; minSeconds?: number; database?: Database } = {},
): Promise<Recorded | { ok: false; reason: "unknown" }> {
  const stored = await storeStatus(database ?? (await openDatabase()), { tokenHash }, counts, "push", at, minSeconds);
  if (!stored.locationId) return { ok: false, reason: "unknown" };
  if (!stored.reportedAt) return refused(at, stored.lastReportedAt, minSeconds);
  return { ok: true, reportedAt: stored.reportedAt };
}
