import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { Pool } from "pg";

import * as schema from "#db/schema/index";

/** Any 64-bit number that other applications on the same server are unlikely to use. */
const MIGRATION_LOCK_KEY = 7_305_411_960_183;

/**
 * The committed ./drizzle folder, found from this module upwards (a few levels up, in the sources
 * as in the server build), else from the working directory.
 */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth++) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  return path.resolve("drizzle");
}

/** The embedded database needs no lock: the data folder's lock makes its process the only one. */
export async function migrateEmbedded(database: PgliteDatabase<typeof schema>): Promise<void> {
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  await migrate(database, { migrationsFolder: migrationsFolder() });
}

/** Two servers starting together must not both apply a migration: a session advisory lock orders them. */
export async function migratePostgres(pool: Pool): Promise<void> {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const connection = await pool.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client: connection, schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
