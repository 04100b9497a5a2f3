import { and, asc, gte, inArray, lte, sql, type SQLWrapper } from "drizzle-orm";

import type { Database, Transaction } from "#db/database";
import { stationHours } from "#db/schema/stations";
import { locations } from "#db/schema/venues";

import { busiestStretch, type CenterOccupancy, HOURS_IN_WEEK, type HourSums, weekPercents } from "./occupancy";

/**
 * The occupancy by hour of the week of some centers (their ids, or a subquery that selects them)
 * over the local days `from`..`to` (`YYYY-MM-DD`, each center's own calendar), from the statuses
 * its venue reported (`station_hours`, written by the stations feature's `recordStationStatus`):
 * per day of the week and hour, the stations in use over the stations in all across every report,
 * so a busy hour with many reports weighs as much as it should. Every center asked for is in the
 * answer, in name order, reported or not.
 */
export async function loadOccupancy(
  database: Database | Transaction,
  options: { locationIds: readonly string[] | SQLWrapper; from: string; to: string },
): Promise<CenterOccupancy[]> {
  if (Array.isArray(options.locationIds) && options.locationIds.length === 0) return [];
  const ids = Array.isArray(options.locationIds) ? [...options.locationIds] : (options.locationIds as SQLWrapper);
  const weekDay = sql<number>`extract(isodow from ${stationHours.day})::int`;
  const [centers, rows] = await Promise.all([
    database
      .select({ id: locations.id, name: locations.organizationName, timeZone: locations.timeZone })
      .from(locations)
      .where(inArray(locations.id, ids))
      .orderBy(asc(locations.organizationName), asc(locations.id)),
    database
      .select({
        locationId: stationHours.locationId,
        weekDay,
        hour: stationHours.hour,
        // Sums of a quarter's reports outgrow 32 bits at the largest venues.
        used: sql<number>`sum(${stationHours.usedSum})::float8`,
        total: sql<number>`sum(${stationHours.totalSum})::float8`,
      })
      .from(stationHours)
      .where(
        and(
          inArray(stationHours.locationId, ids),
          gte(stationHours.day, options.from),
          lte(stationHours.day, options.to),
        ),
      )
      .groupBy(stationHours.locationId, weekDay, stationHours.hour),
  ]);

  const weeks = new Map<string, (HourSums | null)[]>();
  for (const row of rows) {
    let week = weeks.get(row.locationId);
    if (!week) weeks.set(row.locationId, (week = Array.from({ length: HOURS_IN_WEEK }, () => null)));
    week[(Number(row.weekDay) - 1) * 24 + row.hour] = { used: Number(row.used), total: Number(row.total) };
  }
  return centers.map((center) => {
    const week = weeks.get(center.id);
    const busiest = week ? busiestStretch(week) : null;
    return {
      id: center.id,
      name: center.name,
      timeZone: center.timeZone,
      busiest,
      week: week && busiest ? weekPercents(week) : null,
    };
  });
}
