import { execFile } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";

import type { PGlite, PGliteOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Pool, PoolConfig } from "pg";

import type { Database } from "#db/database";
import { seedDemoIfEmpty } from "#db/demo/seed-demo";
import { seedStarterContent } from "#db/seed-starter-content";
import * as schema from "#db/schema/index";
import { env } from "~/lib/env.server";
import { acquireDataDirLock } from "~/lib/data-dir-lock.server";
import { prepareEachStatementOnce } from "~/lib/pglite-statements.server";
import { processWide } from "~/lib/process-wide";

export type { Database } from "#db/database";
export { queryRows } from "#db/database";
export { DataFolderInUseError } from "~/lib/data-dir-lock.server";

/**
 * The process's one database (docs/decisions/002-database.md): PGlite in DATA_DIR/pgdata by
 * default, PostgreSQL when DATABASE_URL is set. It lives on `globalThis` because the React Router
 * server bundle and the Hono server are two module graphs in one process and must share it (two
 * PGlite instances on one folder would corrupt it).
 */
type OpenDatabase = { db: Database; close: () => Promise<void>; pool?: Pool; locks: QueuedLocks };
type DatabaseState = { opening: Promise<OpenDatabase> };
type DatabaseStore = { current?: DatabaseState; closing?: Promise<void>; heldLocks?: Set<number> };

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

/** Closes PGlite (releasing the data folder's lock) or ends the PostgreSQL pool. */
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

// --- PGlite ------------------------------------------------------------------------------------

/**
 * PGlite's own start parameters plus a smaller buffer pool: 16 MB of shared buffers instead of
 * 128 MB takes about 140 MB off the resident size of a running server (measured: 326 → 187 MB on
 * an existing folder) and is plenty for a directory of this size.
 */
export async function pgliteOptions(): Promise<PGliteOptions> {
  const { PGlite } = await import("@electric-sql/pglite");
  return { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB", "-c", "timezone=UTC"] };
}

const execFileAsync = promisify(execFile);

/**
 * Makes a new PGlite folder in a short-lived child process. Making one runs initdb in a second
 * WebAssembly instance that grows to ~600 MB; in this process that memory stayed resident even
 * after both instances were closed (the allocator keeps it), so a fresh server sat at ~800 MB
 * (~410 MB even after closing and reopening). Made apart, the server opens the finished folder at
 * ~230 MB, like any later start. Measured with `npm run bench` (memory rows).
 */
async function createDataFolderApart(pgdata: string): Promise<void> {
  // Made beside its place and moved in whole: a start stopped half-way leaves no half-made folder.
  const making = `${pgdata}.new`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true });
  const pgliteUrl = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const script = `const { PGlite } = await import(${JSON.stringify(pgliteUrl)});
const db = await PGlite.create(${JSON.stringify(making)});
await db.close();`;
  try {
    await execFileAsync(process.execPath, ["--input-type=module", "-e", script], { maxBuffer: 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the database folder ${pgdata}${stderr ? `: ${stderr}` : ""}`, { cause: error });
  }
  // An empty folder in its place (made by hand) gives way; anything else is not ours to remove.
  if (existsSync(pgdata)) rmdirSync(pgdata);
  renameSync(making, pgdata);
}

async function openEmbedded(dataDir: string, options: { seedDemo: boolean }): Promise<OpenDatabase> {
  // PGlite does not create parent folders.
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  let client: PGlite | undefined;
  try {
    const pglite = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const pgdata = path.join(dataDir, "pgdata");
    if (!existsSync(path.join(pgdata, "PG_VERSION"))) await createDataFolderApart(pgdata);
    client = await pglite.PGlite.create({ ...(await pgliteOptions()), dataDir: pgdata });
    prepareEachStatementOnce(client, pglite);
    leaveDrizzleTypesAsText(client);
    takeTurns(client);
    const embedded = drizzle({ client, schema });
    await migrate(embedded, { migrationsFolder: migrationsFolder() });
    const database: Database = embedded;
    await seedStarterContent(database);
    if (options.seedDemo) {
      const seeded = await seedDemoIfEmpty(database);
      if (seeded) console.info(`[database] loaded the demo set (${seeded.locations} centers, ${seeded.events} party)`);
    }
    const opened = client;
    return {
      db: database,
      locks: queuedLocks(),
      close: async () => {
        try {
          await opened.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
}

/**
 * The types Drizzle reads as the database's text (its PGlite driver hands PGlite a parser for each
 * that returns the text): timestamp, timestamptz, interval and date, and the arrays of those and of
 * numeric.
 */
const DRIZZLE_TEXT_TYPES = new Set([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map(String));

type QueryOptions = NonNullable<Parameters<PGlite["query"]>[2]>;

/**
 * Drizzle passes its parsers with every statement, and PGlite copies its own ~320 parsers to merge
 * them in, per statement: that copy made a short query almost twice as slow (0.35 → 0.64 ms,
 * measured on this machine). So the client's own parsers read those types as text, and Drizzle's
 * statements go without theirs; any other caller gets PGlite's usual parsers back for them through
 * its options (a rare caller, which pays the copy as before).
 */
function leaveDrizzleTypesAsText(client: PGlite): void {
  const usual: QueryOptions["parsers"] = {};
  for (const type of DRIZZLE_TEXT_TYPES) {
    usual[Number(type)] = client.parsers[Number(type)]!;
    client.parsers[Number(type)] = (text: string) => text;
  }
  const adjusted = (options: QueryOptions | undefined): QueryOptions => {
    const parsers = options?.parsers;
    if (parsers && Object.keys(parsers).every((type) => DRIZZLE_TEXT_TYPES.has(type))) {
      const { parsers: _drizzles, ...rest } = options;
      return rest;
    }
    return { ...options, parsers: { ...usual, ...parsers } };
  };
  const adjust = (target: Pick<PGlite, "query" | "exec">) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
      query(text, params, adjusted(options))) as PGlite["query"];
    target.exec = (text: string, options?: QueryOptions) => exec(text, adjusted(options));
  };
  adjust(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx) => {
      adjust(tx);
      return work(tx);
    });
}

/**
 * PGlite runs each statement on this thread, and hands the next queued one its turn through a
 * promise, so under load a queue of statements (and the rendering each answer resumes) ran
 * without the event loop getting a turn: new requests, timers and finished answers waited up to a
 * second (measured with monitorEventLoopDelay during the load run, `npm run test:load`). Each
 * statement outside a transaction, and each transaction, now starts on a later turn of the loop
 * (setImmediate), after the I/O that was waiting.
 */
function takeTurns(client: PGlite): void {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<PGlite["query"]>) => {
    await nextTurn();
    return query(...args);
  }) as PGlite["query"];
  client.exec = async (...args) => {
    await nextTurn();
    return exec(...args);
  };
  client.transaction = async (...args) => {
    await nextTurn();
    return transaction(...args);
  };
}

// --- PostgreSQL --------------------------------------------------------------------------------

/** Any 64-bit number that other applications on the same server are unlikely to use. */
const MIGRATION_LOCK_KEY = 7_305_411_960_183;

/**
 * Connections for queued locks (below), a pool apart: a lock is held while its work waits on
 * others (Stripe), and page requests must never wait for those. Beyond this many names held or
 * waited for at once in one process, a caller waits for a connection as for the lock itself.
 */
const LOCK_CONNECTIONS = 4;

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

async function openPostgres(connectionString: string): Promise<OpenDatabase> {
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
    locks: queuedLocks(lockPool),
  };
}

/**
 * Connections of the express lane (below): one for the version's reads, which run one at a time,
 * and one for each password check the sign-in gate admits at once on a machine of a few cores.
 */
const EXPRESS_CONNECTIONS = 5;

const expressLanes = new WeakMap<Database, Database>();

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

// --- Locks ---------------------------------------------------------------------------------------

/**
 * Runs `work` unless another holder has `key`: a job that must run in one process at a time (the
 * monthly digest). On PostgreSQL a session advisory lock, taken with pg_try_advisory_lock on a
 * connection kept out of the pool for the whole run, so it ends with the process if that dies. On
 * PGlite the data folder's lock already makes this the only process, so an in-process guard is
 * enough. Answers `{ locked: false }` at once when the key is held elsewhere.
 */
export async function withAdvisoryLock<T>(
  key: number,
  work: () => Promise<T>,
): Promise<{ locked: true; value: T } | { locked: false }> {
  await openDatabase();
  if (!store.current) throw new Error("The database was closed");
  const { pool } = await store.current.opening;
  if (!pool) {
    const held = (store.heldLocks ??= new Set());
    if (held.has(key)) return { locked: false };
    held.add(key);
    try {
      return { locked: true, value: await work() };
    } finally {
      held.delete(key);
    }
  }
  const connection = await pool.connect();
  // Back to the pool only when it surely holds no lock: a failed unlock (or query) destroys it.
  let clean = false;
  try {
    const { rows } = await connection.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [key]);
    if (!rows[0]?.locked) {
      clean = true;
      return { locked: false };
    }
    try {
      return { locked: true, value: await work() };
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [key]).then(
        () => (clean = true),
        () => undefined,
      );
    }
  } finally {
    connection.release(!clean);
  }
}

/** How long a caller of a queued lock waits for its turn before it gives up. */
const LOCK_WAIT_MS = 5_000;

/**
 * The first half of a queued lock's two-part advisory key, the second being the hash of its name.
 * Two-part keys never meet one-number keys (migrations, the digest); this keeps them apart from
 * another application's on the same server.
 */
const QUEUED_LOCK_SPACE = 1_279_348_291;

/** A queued lock's wait ran out: the work did not run, so the caller can have it tried again. */
export class LockWaitTimeoutError extends Error {
  constructor(name: string, waitMs: number) {
    super(`Waited ${waitMs} ms for the lock "${name}"`);
    this.name = "LockWaitTimeoutError";
  }
}

/** Runs `work` holding the lock `name`, once the callers before it are done. */
export type QueuedLocks = <T>(name: string, work: () => Promise<T>) => Promise<T>;

/**
 * Locks by name for work that must not overlap another's on the same thing (one subscription's
 * webhook deliveries): the callers of one name run one at a time. In this process each name has a
 * queue, where callers wait holding no connection. With `pool` (PostgreSQL, where other processes
 * may share the database) the first in the queue also takes a session advisory lock on the name,
 * on a connection of `pool` kept until the work is done, waiting in PostgreSQL's own queue while
 * another process holds it (one connection a name in each process). Without a pool (PGlite: one process by
 * construction) the queue is the lock. A caller whose turn has not come within `waitMs` gets
 * LockWaitTimeoutError, and its work does not run.
 */
export function queuedLocks(pool?: Pool, options: { waitMs?: number } = {}): QueuedLocks {
  const waitMs = options.waitMs ?? LOCK_WAIT_MS;
  const queues = new Map<string, Promise<void>>();
  return async (name, work) => {
    const deadline = Date.now() + waitMs;
    const before = queues.get(name) ?? Promise.resolve();
    let leave!: () => void;
    const left = new Promise<void>((resolve) => (leave = resolve));
    // The next caller waits for this one's turn to end, even when this one gives up before it began.
    const turn = before.then(() => left);
    queues.set(name, turn);
    const timedOut = () => new LockWaitTimeoutError(name, waitMs);
    try {
      await byDeadline(before, deadline, timedOut);
      return pool ? await holdingAdvisoryLock(pool, name, deadline, timedOut, work) : await work();
    } finally {
      leave();
      if (queues.get(name) === turn) queues.delete(name);
    }
  };
}

async function holdingAdvisoryLock<T>(
  pool: Pool,
  name: string,
  deadline: number,
  timedOut: () => Error,
  work: () => Promise<T>,
): Promise<T> {
  const key = [QUEUED_LOCK_SPACE, name];
  const connecting = pool.connect();
  const connection = await byDeadline(connecting, deadline, timedOut).catch((error: unknown) => {
    connecting.then(
      (late) => late.release(),
      () => undefined,
    );
    throw error;
  });
  // Back to the pool only when it surely holds no lock: a failed unlock (or query) destroys it.
  let clean = false;
  try {
    // PostgreSQL grants one lock's waiters in the order they asked, whichever process they are in,
    // so a process whose next caller asks again at once cannot keep the lock from another's (it
    // did while waiters polled with pg_try_advisory_lock). Each use of a lock connection sets the
    // wait it allows; lock_timeout bounds an advisory lock's wait as any other lock's.
    await connection.query("select set_config('lock_timeout', $1, false)", [`${Math.max(1, deadline - Date.now())}ms`]);
    try {
      await connection.query("select pg_advisory_lock($1, hashtext($2))", key);
    } catch (error) {
      if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE) throw error;
      clean = true;
      throw timedOut();
    }
    try {
      return await work();
    } finally {
      await connection.query("select pg_advisory_unlock($1, hashtext($2))", key).then(
        () => (clean = true),
        () => undefined,
      );
    }
  } finally {
    connection.release(!clean);
  }
}

/** PostgreSQL's error code when a statement's lock wait ran past lock_timeout. */
const LOCK_NOT_AVAILABLE = "55P03";

/** `promise`'s value, or `timedOut()` thrown when the deadline comes first. */
async function byDeadline<T>(promise: Promise<T>, deadline: number, timedOut: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `work` holding the lock `name` in this process's database, once the callers before it are
 * done, in this process and (on PostgreSQL) in every other (see queuedLocks).
 */
export async function withQueuedLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  await openDatabase();
  if (!store.current) throw new Error("The database was closed");
  const { locks } = await store.current.opening;
  return locks(name, work);
}

// --- Migrations --------------------------------------------------------------------------------

/**
 * The committed ./drizzle folder, found from this module upwards (it sits two levels up both in
 * the sources and in the server build), else from the working directory.
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
