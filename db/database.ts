import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import type * as schema from "./schema/index";

/**
 * The application's database, typed with the whole schema. The same type whether PGlite or
 * PostgreSQL (node-postgres) is underneath: code written against it runs on both.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of the database (what `database.transaction` hands its callback). */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`, which the shared type hides. */
export async function queryRows<Row extends Record<string, unknown>>(database: Database, query: SQL): Promise<Row[]> {
  const result = (await database.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
