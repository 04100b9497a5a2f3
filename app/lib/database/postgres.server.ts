import type { Pool, PoolConfig } from "pg";

import type { Database } from "#db/database";
import { seedStarterContent } from "#db/seed-starter-content";
import * as schema from "#db/schema/index";
import { migratePostgres } from "~/lib/database/migrations.server";
import { processWide } from "~/lib/process-wide";

/**
 * PostgreSQL, open: the shared pool for every request's statements, and the pool apart that the
 * queued locks hold their sessions on (advisory-locks.server.ts). `close` ends every pool.
 */
export type PostgresDatabase = { db: Database; close: () => Promise<void>; pool: Pool; lockPool: Pool };

/**
 * Connections for queued locks, a pool apart: a lock is held while its work waits on others
 * (Stripe), and page requests must never wait for those. Beyond this many names held or waited
 * for at once in one process, a caller waits for a connection as for the lock itself.
 */
const LOCK_CONNECTIONS = 4;

/**
 * Connections of the express lane (below): one for the version's reads, which run one at a time,
 * and one for each password check the sign-in gate admits at once on a machine of a few cores.
 */
const EXPRESS_CONNECTIONS = 5;

function poolConfig(connectionString: string): PoolConfig {
  return {
    connectionString,
    // Under load a statement holds its connection until the event loop gets round to its answer:
    // with 10, the dashboards' statements queued for seconds (load run, ADR 019).
    max: 25,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    // The same session time zone as PGlite, so SQL date functions agree on both.
    options: "-c timezone=UTC",
  };
}

/** Opens the pools on `connectionString`, applies the migrations and the starter content. */
export async function openPostgres(connectionString: string): Promise<PostgresDatabase> {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = await createPostgresPool(connectionString);
  pool.on("error", (error) => console.error("[database] an idle PostgreSQL connection failed:", error.message));
  const database: Database = drizzle({ client: pool, schema });
  try {
    await migratePostgres(pool);
    await seedStarterContent(database);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const lockPool = await createPostgresPool(connectionString, { max: LOCK_CONNECTIONS });
  lockPool.on("error", (error) => console.error("[database] an idle lock connection failed:", error.message));
  const expressPool = await createPostgresPool(connectionString, { max: EXPRESS_CONNECTIONS });
  expressPool.on("error", (error) => console.error("[database] an idle express connection failed:", error.message));
  expressLanes.set(database, drizzle({ client: expressPool, schema }));
  return {
    db: database,
    close: async () => {
      await Promise.all([pool.end(), lockPool.end(), expressPool.end()]);
    },
    pool,
    lockPool,
  };
}

/**
 * One map for the process: the server's start opens the database, and the React Router build's
 * own copy of this module asks for its lane (a module-level map would be that copy's, and empty).
 */
const expressLanes = processWide("express-lanes", () => new WeakMap<Database, Database>());

/**
 * The process's PostgreSQL database over a few connections of its own, for the short statements
 * that must not wait behind every request's queries on the shared pool: the content's version that
 * every page request reads (content-version.server.ts), and the statements of a sign-in that the
 * gate admitted (password-checks.server.ts admits a few at a time). Under load, a page answered from
 * memory waited seconds for its version read on the shared pool, and an admitted sign-in seconds for
 * each of its statements. Any other database (the embedded one, a test's) is given back as it is.
 */
export function expressLane(database: Database): Database {
  return expressLanes.get(database) ?? database;
}

/**
 * A statement a hot path runs on every request, built once per database and named: PostgreSQL
 * parses and plans it once per connection instead of on each run (on the dashboard, parsing and
 * planning were most of each statement's time in PostgreSQL), and Drizzle does not build its SQL
 * again. `build` ends with Drizzle's `.prepare(name)`; the embedded database runs it as any other.
 */
export function preparedStatement<Statement>(
  build: (database: Database) => Statement,
): (database: Database) => Statement {
  const built = new WeakMap<Database, Statement>();
  return (database) => {
    let statement = built.get(database);
    if (!statement) {
      statement = build(database);
      built.set(database, statement);
    }
    return statement;
  };
}

/** A pool on `connectionString` with the session settings above, that lives through lost connections (below). */
export async function createPostgresPool(connectionString: string, options: { max?: number } = {}): Promise<Pool> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ ...poolConfig(connectionString), ...options });
  survivesLostConnections(pool);
  return pool;
}

/**
 * A connection that PostgreSQL drops while it is checked out (a transaction between two queries,
 * the server restarted or crashed) emits 'error' on its client, and the pool listens only to idle
 * ones: without a listener of our own, that event would end the process. The query running on it,
 * or the next one, fails with the same error and is reported there; releasing the broken client
 * takes it out of the pool, so requests succeed again as soon as PostgreSQL is back.
 */
function survivesLostConnections(pool: Pool): void {
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
}
