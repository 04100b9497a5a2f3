import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import type { PGlite } from "@electric-sql/pglite";
import { count, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";

import { queryRows } from "#db/database";
import { DEMO_LOCATIONS } from "#db/demo/demo-data";
import { events, locations } from "#db/schema/venues";
import { openTestDatabase, postgresUrlOrSkip } from "#test-support/database";
import { createScratchDatabase, scratchFolder } from "#test-support/scratch";
import { LOCK_FILE_NAME } from "./data-dir-lock.server";
import { closeDatabase, openDatabase, pingDatabase } from "./db.server";

const folder = scratchFolder("lan-centers-db-");
const dataDir = folder.dir;
const lockFile = path.join(dataDir, LOCK_FILE_NAME);
// Read by env() on the first openDatabase(): this file's "server" uses the embedded database.
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = "true";
delete process.env.DATABASE_URL;

afterAll(async () => {
  await closeDatabase();
  folder.remove();
});

/** Another server process on the same DATA_DIR, resolved once it has opened the database. */
async function startOtherServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/support/hold-database.ts")], {
    env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the other server did not open in 100 s:\n${output}`)), 100_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("ready\n")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the other server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners("exit");
  return child;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

// Each test may start another server: a fresh PGlite folder takes ~5 s alone, far more on a busy machine.
describe("the embedded database", { timeout: 120_000 }, () => {
  it("is refused to a second process on the same DATA_DIR, and taken over once that process died", async () => {
    const other = await startOtherServer();
    try {
      await expect(openDatabase()).rejects.toThrow(
        `Another LAN Centers server is already using the data folder ${dataDir} (process ${other.pid}). ` +
          "Stop it first, or set DATA_DIR to another folder.",
      );
      expect(await pingDatabase()).toBe(false);
    } finally {
      other.kill("SIGKILL");
      await exited(other);
    }
    // A crash leaves its lock behind.
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(other.pid));

    const database = await openDatabase();
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    expect(await pingDatabase()).toBe(true);
    // The other server loaded the demo set into the empty folder; this start found data and added none.
    const [centers] = await database.select({ n: count() }).from(locations);
    const [parties] = await database.select({ n: count() }).from(events);
    expect(centers!.n).toBe(DEMO_LOCATIONS.length);
    expect(parties!.n).toBe(1);
  });

  it("is the same database for every caller, opened once", async () => {
    const [a, b] = await Promise.all([openDatabase(), openDatabase()]);
    expect(a).toBe(b);
  });

  it("gives the event loop a turn between one request's statements", async () => {
    const database = await openDatabase();
    let done = 0;
    let timerFiredAfter: number | undefined;
    setTimeout(() => (timerFiredAfter = done), 0);
    // A page's loader: each statement waits for the one before it.
    for (let step = 0; step < 20; step++) {
      await database.execute(sql`select count(*) from locations`);
      done++;
    }
    await database.transaction(async (tx) => tx.select({ total: count() }).from(events));
    // Without turns, PGlite answers each statement through promises alone, and a timer (or a new
    // request) waits for the whole chain, and for every other request's chain queued with it.
    expect(timerFiredAfter).toBeDefined();
    expect(timerFiredAfter!).toBeLessThan(20);
  });

  it("reads dates as text for Drizzle, in and out of transactions, and as dates for anyone else", async () => {
    const database = await openDatabase();
    const stamp = sql`select '2026-11-26 12:00:00+00'::timestamptz as at, '2026-11-26'::date as day, interval '1 day' as span`;
    const [row] = await queryRows<{ at: unknown; day: unknown; span: unknown }>(database, stamp);
    expect(row).toEqual({ at: "2026-11-26 12:00:00+00", day: "2026-11-26", span: "1 day" });
    const [inTransaction] = await database.transaction((tx) => queryRows<{ at: unknown }>(tx, stamp));
    expect(inTransaction!.at).toBe("2026-11-26 12:00:00+00");

    // A caller of the client itself gets PGlite's usual parsers, with or without options of its own.
    const client = (database as unknown as { $client: PGlite }).$client;
    const raw = await client.query<{ at: unknown; n: unknown }>(
      "select '2026-11-26 12:00:00+00'::timestamptz as at, 7::int as n",
    );
    expect(raw.rows[0]!.at).toBeInstanceOf(Date);
    const withOwn = await client.query<{ at: unknown; n: unknown }>(
      "select '2026-11-26 12:00:00+00'::timestamptz as at, 7::int as n",
      [],
      { parsers: { 23: (text: string) => `int ${text}` } },
    );
    expect(withOwn.rows[0]).toEqual({ at: new Date("2026-11-26T12:00:00Z"), n: "int 7" });
  });

  it("answers a ping only while open, and not at all once closed", async () => {
    await openDatabase();
    expect(await pingDatabase()).toBe(true);
    await closeDatabase();
    expect(await pingDatabase()).toBe(false);
    expect(existsSync(lockFile)).toBe(false);
    await closeDatabase(); // a second close is harmless
    expect(await pingDatabase()).toBe(false);
  });

  it("gives up a ping at its time limit rather than hang on a database that does not answer", async () => {
    // A database stuck opening, as the shared store would hold it. (PGlite itself cannot be made to
    // hang here: it runs on this thread, so a slow statement blocks the timer as well.)
    const store = (globalThis as Record<symbol, { current?: unknown }>)[Symbol.for("lan-centers.database")]!;
    store.current = { opening: new Promise(() => undefined) };
    try {
      const started = Date.now();
      expect(await pingDatabase(100)).toBe(false);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      store.current = undefined;
    }
  });

  it("is released by a server that stops cleanly", async () => {
    const other = await startOtherServer();
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(other.pid));
    other.kill("SIGTERM");
    expect(await exited(other)).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  });
});

describe("PostgreSQL (DATABASE_URL)", () => {
  it("gets the migrations, and never the demo set, even with SEED_DEMO=true", async (context) => {
    const url = postgresUrlOrSkip(context);
    await closeDatabase();
    const scratch = await createScratchDatabase(url, "lan_centers_test_start_");
    const previous = { DATABASE_URL: process.env.DATABASE_URL, SEED_DEMO: process.env.SEED_DEMO };
    try {
      process.env.DATABASE_URL = scratch.url;
      process.env.SEED_DEMO = "true";
      vi.resetModules(); // a fresh env() reads the new settings
      const fresh = await import("./db.server");
      const database = await fresh.openDatabase();
      const [centers] = await database.select({ n: count() }).from(locations);
      expect(centers!.n).toBe(0);
      const applied = await queryRows(database, sql`select hash from drizzle.__drizzle_migrations`);
      expect(applied.length).toBeGreaterThan(0);
      expect(await fresh.pingDatabase()).toBe(true);
      await fresh.closeDatabase();
      expect(await fresh.pingDatabase()).toBe(false);
      expect(existsSync(lockFile)).toBe(false); // no lock on DATA_DIR for PostgreSQL
    } finally {
      process.env.DATABASE_URL = previous.DATABASE_URL;
      process.env.SEED_DEMO = previous.SEED_DEMO;
      if (previous.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
      await scratch.drop();
    }
  });

  it("lives through a connection lost in the middle of a transaction, and uses fresh ones afterwards", async (context) => {
    const url = postgresUrlOrSkip(context);
    await closeDatabase();
    const scratch = await createScratchDatabase(url, "lan_centers_test_lost_");
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const previous = process.env.DATABASE_URL;
    try {
      process.env.DATABASE_URL = scratch.url;
      vi.resetModules();
      const fresh = await import("./db.server");
      const database = await fresh.openDatabase();
      // The server ends the connection while the transaction holds it between two queries: the
      // client emits 'error' with no query running, which would end the process if nobody listened.
      const lost = database.transaction(async (tx) => {
        const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await admin.query("select pg_terminate_backend($1)", [row!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(lost).rejects.toThrow();
      // The broken connection left the pool: the next queries get working ones.
      for (let i = 0; i < 12; i++) await database.execute(sql`select 1`);
      expect(await fresh.pingDatabase()).toBe(true);
      await fresh.closeDatabase();
    } finally {
      process.env.DATABASE_URL = previous;
      if (previous === undefined) delete process.env.DATABASE_URL;
      await admin.end();
      await scratch.drop();
    }
  });

  it("reads the content's version on its express lane while every pooled connection is busy", async (context) => {
    const url = postgresUrlOrSkip(context);
    await closeDatabase();
    const scratch = await createScratchDatabase(url, "lan_centers_test_lane_");
    const previous = process.env.DATABASE_URL;
    try {
      process.env.DATABASE_URL = scratch.url;
      vi.resetModules();
      const fresh = await import("./db.server");
      const { readContentVersion } = await import("./content-version.server");
      const { expressLane } = await import("./database/postgres.server");
      const database = await fresh.openDatabase();
      expect(expressLane(database)).not.toBe(database);
      // The React Router build has a copy of its own of this module (another module graph).
      vi.resetModules();
      const otherGraph = await import("./database/postgres.server");
      expect(otherGraph.expressLane(database)).toBe(expressLane(database));
      const order: string[] = [];
      // More statements than the pool has connections, each holding one for a while.
      const busy = Array.from({ length: 30 }, () =>
        database.execute(sql`select pg_sleep(1)`).then(() => order.push("pool")),
      );
      const version = readContentVersion(database).then((value) => {
        order.push("version");
        return value;
      });
      expect(await version).toMatch(/^\d+\.\d+$/);
      await Promise.all(busy);
      expect(order[0]).toBe("version");
      await fresh.closeDatabase();
    } finally {
      process.env.DATABASE_URL = previous;
      if (previous === undefined) delete process.env.DATABASE_URL;
      await scratch.drop();
    }
  });

  it("gives each test a scratch database that close() drops", async (context) => {
    const url = postgresUrlOrSkip(context);
    const test = await openTestDatabase({ url });
    const [{ name } = { name: "" }] = await queryRows<{ name: string }>(
      test.db,
      sql`select current_database() as name`,
    );
    expect(name).toMatch(/^lan_centers_test_/);
    await test.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
      expect(rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });
});
