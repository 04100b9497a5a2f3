import { type ChildProcess, spawn, spawnSync, type StdioOptions } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { benchCenters } from "./centers";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** The production build the benchmarks measure; built (and said so) when missing. */
export function ensureBuild() {
  if (existsSync(path.join(ROOT, "build", "server", "index.js"))) return;
  console.log("No build found: running npm run build first.");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The build failed.");
}

/** A scratch PostgreSQL database on the local server, dropped by `drop()`; its name starts with `prefix`. */
export async function scratchDatabase(
  adminUrl: string,
  prefix = "lan_bench_",
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type RunningServer = {
  url: string;
  pid: number;
  /** DATA_DIR of this server (the embedded database's folder when DATABASE_URL is empty). */
  dataDir: string;
  /** Whether the process is still running. */
  alive: () => boolean;
  /** SIGTERM, wait for the exit; removes the data folder unless it was given. */
  stop: () => Promise<void>;
  /** SIGKILL, as a crash would end it: nothing is cleaned up, the data folder stays. */
  kill: () => Promise<void>;
};

export type ServerOptions = {
  port: number;
  databaseUrl?: string;
  /** An existing or new folder kept after `stop()`; by default a temporary one, removed. */
  dataDir?: string;
  /** Settings on top of (and overriding) serverEnv's. */
  env?: NodeJS.ProcessEnv;
  /** Where the server's output goes: its errors to ours (default), everything to ours, or a file (appended). */
  output?: "errors" | "all" | { file: string };
};

/** A PGlite data folder (DATA_DIR) for a bench server, removed by `remove()`. */
export function scratchDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lan-bench-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The server's environment: production, no demo set, payments off, no SMTP server (mail is logged),
 * rate limits far out of the way.
 */
export function serverEnv(options: { port: number; databaseUrl?: string; dataDir: string }): NodeJS.ProcessEnv {
  const url = `http://127.0.0.1:${options.port}`;
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    SEED_DEMO: "false",
    AUTH_SECRET: "bench-secret-that-is-long-enough-0123456789",
    PAYMENTS_MODE: "off",
    RATE_LIMIT_SCALE: "1000",
    SMTP_URL: "",
  };
}

/**
 * Starts the production server (`npm start`'s `server/main.ts`) and waits until /healthz answers.
 * Without `dataDir` an empty PGlite folder is made for it and removed when it stops (not when it is
 * killed: a crash leaves its folder for a restart to open).
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const ownDataDir = options.dataDir ? null : scratchDataDir();
  const dataDir = options.dataDir ?? ownDataDir!.dir;
  const url = `http://127.0.0.1:${options.port}`;
  // Node itself, not npx: a signal to npx would not reach the server it started.
  const stdio = serverOutput(options.output);
  // Another process on the port would answer /healthz for a server that never started.
  if (await portTaken(options.port)) throw new Error(`Port ${options.port} is already in use: stop what holds it`);
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    stdio,
    env: { ...serverEnv({ ...options, dataDir }), ...options.env },
  });
  // The child holds its own copy of a log file's descriptor.
  if (Array.isArray(stdio) && typeof stdio[1] === "number") closeSync(stdio[1]);
  // A runner that crashes must not leave its server behind.
  const killWithUs = () => child.kill("SIGKILL");
  process.once("exit", killWithUs);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      process.off("exit", killWithUs);
      resolve();
    }),
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited with ${child.exitCode ?? child.signalCode}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("The server did not start within 120 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    pid: child.pid!,
    dataDir,
    alive,
    stop: async () => {
      if (alive()) child.kill("SIGTERM");
      await exited;
      ownDataDir?.remove();
    },
    kill: async () => {
      if (alive()) child.kill("SIGKILL");
      await exited;
    },
  };
}

function serverOutput(output: ServerOptions["output"]): StdioOptions {
  if (output === "all") return ["ignore", "inherit", "inherit"];
  if (typeof output === "object") {
    const log = openSync(output.file, "a");
    return ["ignore", log, log];
  }
  return ["ignore", "ignore", "inherit"];
}

/** What the seeding needs of a database: `pg.Client` and PGlite both answer this. */
export type SqlClient = { query: (text: string, values?: unknown[]) => Promise<unknown> };

/** A SQL client on the bench's database, PostgreSQL (`databaseUrl`) or a stopped server's PGlite folder. */
export async function withSql<T>(
  target: { databaseUrl?: string; dataDir?: string },
  work: (client: SqlClient) => Promise<T>,
): Promise<T> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(path.join(target.dataDir!, "pgdata"));
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

/** Inserts `count` verified centers (bench/lib/centers.ts), 5,000 rows a statement. */
export async function seedCenters(databaseUrl: string, count: number): Promise<void> {
  await withSql({ databaseUrl }, (client) => insertCenters(client, count));
}

export async function insertCenters(client: SqlClient, count: number): Promise<void> {
  const columns = {
    slug: [],
    name: [],
    address: [],
    description: [],
    website: [],
    lat: [],
    lng: [],
    type: [],
    admin: [],
  } as Record<string, unknown[]>;
  const flush = async () => {
    if (columns.slug!.length === 0) return;
    await client.query(
      `insert into locations (slug, organization_name, address, description, website, lat, lng, venue_type, created_by_admin, verified, review_status)
         select *, true, 'verified' from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[], $8::text[], $9::bool[])`,
      Object.values(columns),
    );
    for (const list of Object.values(columns)) list.length = 0;
  };
  for (const center of benchCenters(count)) {
    columns.slug!.push(center.slug);
    columns.name!.push(center.name);
    columns.address!.push(center.address);
    columns.description!.push(center.description);
    columns.website!.push(center.website);
    columns.lat!.push(center.lat);
    columns.lng!.push(center.lng);
    columns.type!.push(center.venueType);
    columns.admin!.push(center.createdByAdmin);
    if (columns.slug!.length === 5000) await flush();
  }
  await flush();
  await client.query("analyze locations");
}

/** Whether something already accepts connections on 127.0.0.1:port. */
export function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}
