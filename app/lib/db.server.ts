import path from "node:path";

import { sql } from "drizzle-orm";
import type { Pool } from "pg";

import type { Database } from "#db/database";
import { openEmbedded } from "~/lib/database/embedded.server";
import { openPostgres } from "~/lib/database/postgres.server";
import { env } from "~/lib/env.server";
import { processWide } from "~/lib/process-wide";

export type { Database } from "#db/database";

/**
 * The process's one database (docs/decisions/002-database.md): PGlite in DATA_DIR/pgdata by
 * default (database/embedded.server.ts), PostgreSQL when DATABASE_URL is set
 * (database/postgres.server.ts). It lives on `globalThis` because the React Router server bundle
 * and the Hono server are two module graphs in one process and must share it (two PGlite instances
 * on one folder would corrupt it).
 */
type OpenDatabase = { db: Database; close: () => Promise<void>; pool?: Pool; lockPool?: Pool };
type DatabaseState = { opening: Promise<OpenDatabase> };
type DatabaseStore = { current?: DatabaseState; closing?: Promise<void> };

const store = processWide<DatabaseStore>("database", () => ({}));

/**
 * Opens the database on first call and returns the same one afterwards: applies the committed
 * migrations and, on an empty embedded database with SEED_DEMO, loads the demo set. A failed open
 * is not remembered, so the next call tries again.
 */
export async function openDatabase(): Promise<Database> {
  if (store.closing) await store.closing;
  let state = store.current;
  if (!state) {
    const opening = openConfiguredDatabase();
    const created: DatabaseState = { opening };
    store.current = state = created;
    opening.catch(() => {
      if (store.current === created) store.current = undefined;
    });
  }
  return (await state.opening).db;
}

/**
 * The open database with, on PostgreSQL, the pools that locks hold sessions on
 * (database/advisory-locks.server.ts); opened as `openDatabase` opens it.
 */
export async function openDatabaseConnections(): Promise<OpenDatabase> {
  await openDatabase();
  if (!store.current) throw new Error("The database was closed");
  return store.current.opening;
}

/**
 * True when the open database answers `select 1` within the time limit. Never throws and never
 * opens the database (a health check must not start a 3-second PGlite initialisation).
 */
export async function pingDatabase(timeoutMs = 2000): Promise<boolean> {
  const state = store.current;
  if (!state || store.closing) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = state.opening
    .then(async ({ db: database }) => {
      await database.execute(sql`select 1`);
      return true;
    })
    .catch(() => false);
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes PGlite (releasing the data folder's lock) or ends the PostgreSQL pools. */
export async function closeDatabase(): Promise<void> {
  const state = store.current;
  if (!state) return store.closing;
  store.current = undefined;
  const closing = (async () => {
    let open: OpenDatabase;
    try {
      open = await state.opening;
    } catch {
      return; // it never opened: nothing to close
    }
    await open.close();
  })();
  store.closing = closing;
  try {
    await closing;
  } finally {
    if (store.closing === closing) store.closing = undefined;
  }
}

async function openConfiguredDatabase(): Promise<OpenDatabase> {
  const settings = env();
  if (settings.DATABASE_URL) return openPostgres(settings.DATABASE_URL);
  return openEmbedded(path.resolve(settings.DATA_DIR), { seedDemo: settings.SEED_DEMO });
}
