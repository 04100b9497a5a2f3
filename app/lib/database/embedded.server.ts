import { execFile } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

import type { PGlite, PGliteOptions } from "@electric-sql/pglite";

import type { Database } from "#db/database";
import { seedDemoIfEmpty } from "#db/demo/seed-demo";
import { seedStarterContent } from "#db/seed-starter-content";
import * as schema from "#db/schema/index";
import { acquireDataDirLock } from "~/lib/data-dir-lock.server";
import { migrateEmbedded } from "~/lib/database/migrations.server";
import { prepareEachStatementOnce } from "~/lib/database/pglite-statements.server";

/** The embedded database, open, and how to close it (which releases the data folder's lock). */
export type EmbeddedDatabase = { db: Database; close: () => Promise<void> };

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

/**
 * Opens PGlite in `dataDir`/pgdata, holding the data folder's lock (one process per folder),
 * applies the migrations and the starter content and, on an empty database with `seedDemo`, the
 * demo set.
 */
export async function openEmbedded(dataDir: string, options: { seedDemo: boolean }): Promise<EmbeddedDatabase> {
  // PGlite does not create parent folders.
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  let client: PGlite | undefined;
  try {
    const pglite = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const pgdata = path.join(dataDir, "pgdata");
    if (!existsSync(path.join(pgdata, "PG_VERSION"))) await createDataFolderApart(pgdata);
    client = await pglite.PGlite.create({ ...(await pgliteOptions()), dataDir: pgdata });
    prepareEachStatementOnce(client, pglite);
    leaveDrizzleTypesAsText(client);
    takeTurns(client);
    const embedded = drizzle({ client, schema });
    await migrateEmbedded(embedded);
    const database: Database = embedded;
    await seedStarterContent(database);
    if (options.seedDemo) {
      const seeded = await seedDemoIfEmpty(database);
      if (seeded) console.info(`[database] loaded the demo set (${seeded.locations} centers, ${seeded.events} party)`);
    }
    const opened = client;
    return {
      db: database,
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
