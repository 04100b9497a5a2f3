import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, timestamp } from "drizzle-orm/pg-core";

/** Every instant is stored as `timestamp with time zone`, in UTC (docs/decisions/002-database.md). */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());

/** `column in ('a', 'b')` for a CHECK constraint; the values are our own constants, never input. */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}

/** Latitude and longitude are both optional, but each must be a real coordinate when present. */
export function latitudeInRange(column: AnyPgColumn): SQL {
  return sql`${column} between -90 and 90`;
}
export function longitudeInRange(column: AnyPgColumn): SQL {
  return sql`${column} between -180 and 180`;
}
