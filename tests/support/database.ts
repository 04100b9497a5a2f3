// Databases for the unit and integration tests: a fresh migrated one per test (in-memory PGlite,
// or a scratch PostgreSQL database), and the PostgreSQL server they may use (TEST_DATABASE_URL).
import type { TestContext } from "vitest";

import type { Database } from "#db/database";
import * as schema from "#db/schema/index";
import { pgliteOptions } from "~/lib/database/embedded.server";
import { migratePostgres, migrationsFolder } from "~/lib/database/migrations.server";
import { createPostgresPool } from "~/lib/database/postgres.server";

import { pgliteTemplateTarball } from "./pglite-template";
import { createScratchDatabase } from "./scratch";

let skipAnnounced = false;

/**
 * PostgreSQL for tests: TEST_DATABASE_URL names a server where scratch databases may be created
 * (e.g. postgres://postgres@127.0.0.1:5432/test). Without it the PostgreSQL half of a test is
 * skipped with the reason; under CI=true that is a failure, since CI must test both engines.
 */
export function postgresUrlOrSkip(context: TestContext): string {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (url) return url;
  const reason =
    "PostgreSQL half skipped: TEST_DATABASE_URL is not set " +
    "(set it to a server where scratch databases may be created, e.g. postgres://postgres@127.0.0.1:5432/test)";
  if (process.env.CI === "true") throw new Error(`${reason}. Under CI=true the PostgreSQL tests must run.`);
  // The default reporter shows no skip notes: say it once per test file.
  if (!skipAnnounced) console.warn(`⚠ ${reason}`);
  skipAnnounced = true;
  return context.skip(reason);
}

/** The text of an error and of its causes: Drizzle wraps the driver's error, which names the constraint. */
export function errorChainText(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current instanceof Error && parts.length < 5; current = current.cause) {
    parts.push(current.message);
  }
  return parts.join(" <- ");
}

export type TestDatabase = { db: Database; close: () => Promise<void> };

/**
 * A fresh database with the migrations applied: in-memory PGlite (no lock, no demo set), or with
 * `url` a scratch database created on that PostgreSQL server and dropped by `close()`.
 */
export async function openTestDatabase(options: { url?: string } = {}): Promise<TestDatabase> {
  return options.url ? openScratchPostgres(options.url) : openMemoryPglite();
}

async function openMemoryPglite(): Promise<TestDatabase> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // Loaded from the run's migrated template when there is one (the migration below is then a no-op).
  const client = await PGlite.create({ ...(await pgliteOptions()), loadDataDir: pgliteTemplateTarball() });
  try {
    await migrate(drizzle({ client, schema }), { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: drizzle({ client, schema }), close: () => client.close() };
}

async function openScratchPostgres(serverUrl: string): Promise<TestDatabase> {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const scratch = await createScratchDatabase(serverUrl);
  const pool = await createPostgresPool(scratch.url, { max: 4 });
  pool.on("error", () => undefined);
  const close = async () => {
    await pool.end().catch(() => undefined);
    await scratch.drop();
  };
  try {
    await migratePostgres(pool);
  } catch (error) {
    await close();
    throw error;
  }
  return { db: drizzle({ client: pool, schema }), close };
}
