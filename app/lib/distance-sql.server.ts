import { sql, type AnyColumn, type SQL } from "drizzle-orm";

import { EARTH_RADIUS_MILES } from "./distance";

/**
 * The great-circle (haversine) distance in miles from a point to a row's position, in SQL; null
 * when the row has no position (least() skips nulls, so the case must say so). least() keeps asin's
 * argument in range when rounding pushes it just above 1, and the casts stop Postgres from reading
 * the parameters as integers.
 */
export function milesFromPoint(
  latitude: AnyColumn | SQL,
  longitude: AnyColumn | SQL,
  point: { latitude: number; longitude: number },
): SQL<number | null> {
  const lat = sql`${point.latitude}::float8`;
  const lng = sql`${point.longitude}::float8`;
  return sql<number | null>`case when ${latitude} is null or ${longitude} is null then null
    else 2 * ${sql.raw(String(EARTH_RADIUS_MILES))} * asin(least(1, sqrt(
      power(sin(radians(${latitude} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${latitude}))
      * power(sin(radians(${longitude} - ${lng}) / 2), 2)
    ))) end`;
}
