// The one way tests, benchmarks, the fault run and the load run start the production server
// (`npm start`'s build/server/start.js, compiled from server/start.ts and main.ts) as a child
// process: a free port, the settings, the process and its output, its health by deadline, and a
// clean stop.
import { type ChildProcess, spawn, spawnSync, type StdioOptions } from "node:child_process";
import { closeSync, existsSync, openSync } from "node:fs";
import net from "node:net";
import path from "node:path";

import { scratchFolder } from "./scratch";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** The production server's command, run by Node itself (not npx) so a signal reaches it. */
export const SERVER_COMMAND: readonly string[] = [process.execPath, "build/server/start.js"];

/**
 * glibc's malloc settings as `npm start`, scripts/start-production.sh and the image set them
 * (server/production-start.test.ts holds them to these): what is measured is what runs.
 */
export const MALLOC_SETTINGS = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" } as const;

/** The production build the server serves; built (and said so) when missing. */
export function ensureBuild(): void {
  if (existsSync(path.join(ROOT, "build", "server", "start.js"))) return;
  console.log("No build found: running npm run build first.");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The build failed.");
}

/**
 * A port nobody listens on: one the system picks, or with TEST_PORTS=4300-4399 one in that range
 * (for machines where several test runs share the ports).
 */
export async function freePort(): Promise<number> {
  const range = process.env.TEST_PORTS?.match(/^(\d+)-(\d+)$/);
  if (!range) return listenOn(0);
  const [low, high] = [Number(range[1]), Number(range[2])];
  const start = low + Math.floor(Math.random() * (high - low + 1));
  for (let offset = 0; offset <= high - low; offset++) {
    const port = low + ((start - low + offset) % (high - low + 1));
    const free = await listenOn(port).catch(() => undefined);
    if (free) return free;
  }
  throw new Error(`no free port in TEST_PORTS=${process.env.TEST_PORTS}`);
}

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(port, "127.0.0.1", () => {
      const { port: bound } = probe.address() as { port: number };
      probe.close(() => resolve(bound));
    });
  });
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

/**
 * A production start on `port` over the embedded database in `dataDir` (or PostgreSQL at
 * `databaseUrl`): no demo set, no mail (a run that needs mail passes SMTP_URL and
 * MAIL_DELIVERY=smtp), no payments, rate limits far out of the way. Callers add what they are
 * about on top.
 */
export function productionSettings(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    SEED_DEMO: "false",
    AUTH_SECRET: "production-test-secret-that-is-long-enough-0123456789",
    PAYMENTS_MODE: "off",
    RATE_LIMIT_SCALE: "1000",
    SMTP_URL: "",
    MAIL_DELIVERY: "off",
  };
}

/**
 * Where the server's output goes: kept in memory for `output()` (the default), its errors to ours,
 * everything to ours, or a file (appended).
 */
export type ServerOutput = "memory" | "errors" | "all" | { file: string };

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** What it printed so far (with output "memory"; otherwise empty). */
  output: () => string;
  /** Its exit code (null after a signal), once it has exited. */
  exited: Promise<number | null>;
  /** Whether the process is still running. */
  alive: () => boolean;
  /** Waits until GET /healthz answers 200; fails with its output if it exits first or the deadline passes. */
  waitForHealth: (timeoutMs?: number) => Promise<void>;
  /** SIGTERM, wait for the exit: its exit code. Removes the data folder startServer made for it. */
  stop: () => Promise<number | null>;
  /** SIGKILL, as a crash would end it: nothing is cleaned up, the data folder stays. */
  kill: () => Promise<void>;
};

export type LaunchOptions = {
  port: number;
  /** The settings, on top of this process's environment. */
  env: NodeJS.ProcessEnv;
  /** Default: SERVER_COMMAND. */
  command?: readonly string[];
  output?: ServerOutput;
};

// A new PGlite folder (initdb in WebAssembly) on a busy 2-core machine can take a while: in CI,
// beside the unit suite and the browser suite's own server, a demo-seeded start took over 120 s.
const HEALTH_TIMEOUT_MS = 170_000;

const launched: ChildProcess[] = [];

/** Starts `command` in the project folder and returns at once, without waiting for its health. */
export function launchServer(options: LaunchOptions): ServerProcess {
  const [file, ...args] = options.command ?? SERVER_COMMAND;
  const output = options.output ?? "memory";
  const stdio = stdioFor(output);
  const env = { ...process.env, ...MALLOC_SETTINGS, ...options.env };
  const child = spawn(file!, args, { cwd: ROOT, stdio, env });
  launched.push(child);
  // The child holds its own copy of a log file's descriptor.
  if (typeof stdio[1] === "number") closeSync(stdio[1]);
  let text = "";
  if (output === "memory") {
    child.stdout!.on("data", (chunk) => (text += chunk));
    child.stderr!.on("data", (chunk) => (text += chunk));
  }
  // A runner that crashes must not leave its server behind.
  const killWithUs = () => child.kill("SIGKILL");
  process.once("exit", killWithUs);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      process.off("exit", killWithUs);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const alive = () => child.exitCode === null && child.signalCode === null;
  const said = () => (text ? `:\n${text}` : "");
  return {
    url,
    port: options.port,
    pid: child.pid!,
    child,
    output: () => text,
    exited,
    alive,
    waitForHealth: async (timeoutMs = HEALTH_TIMEOUT_MS) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const response = await fetch(`${url}/healthz`).catch(() => undefined);
        if (response?.status === 200) return;
        if (!alive()) throw new Error(`The server exited with ${child.exitCode ?? child.signalCode}${said()}`);
        if (Date.now() > deadline)
          throw new Error(`The server did not become healthy within ${timeoutMs / 1000} s${said()}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    stop: async () => {
      if (alive()) child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      if (alive()) child.kill("SIGKILL");
      await exited;
    },
  };
}

function stdioFor(output: ServerOutput): StdioOptions & unknown[] {
  if (output === "memory") return ["ignore", "pipe", "pipe"];
  if (output === "all") return ["ignore", "inherit", "inherit"];
  if (output === "errors") return ["ignore", "ignore", "inherit"];
  const log = openSync(output.file, "a");
  return ["ignore", log, log];
}

export type ServerOptions = {
  port: number;
  databaseUrl?: string;
  /** An existing or new folder kept after `stop()`; by default a temporary one, removed by `stop()`. */
  dataDir?: string;
  /** Settings on top of (and overriding) productionSettings'. */
  env?: NodeJS.ProcessEnv;
  command?: readonly string[];
  /** Default: its errors to ours. */
  output?: ServerOutput;
  healthTimeoutMs?: number;
};

/**
 * Starts the production server with productionSettings and waits until /healthz answers. Without
 * `dataDir` an empty folder is made for it and removed when it stops (not when it is killed: a
 * crash leaves its folder for a restart to open).
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess & { dataDir: string }> {
  // Another process on the port would answer /healthz for a server that never started.
  if (await portTaken(options.port)) throw new Error(`Port ${options.port} is already in use: stop what holds it`);
  const ownDataDir = options.dataDir ? null : scratchFolder("lan-server-");
  const dataDir = options.dataDir ?? ownDataDir!.dir;
  const server = launchServer({
    port: options.port,
    command: options.command,
    output: options.output ?? "errors",
    env: { ...productionSettings({ port: options.port, dataDir, databaseUrl: options.databaseUrl }), ...options.env },
  });
  try {
    await server.waitForHealth(options.healthTimeoutMs);
  } catch (error) {
    await server.kill();
    ownDataDir?.remove();
    throw error;
  }
  return {
    ...server,
    dataDir,
    stop: async () => {
      const code = await server.stop();
      ownDataDir?.remove();
      return code;
    },
  };
}

/** Kills every server started here that still runs (for a test file's afterAll). */
export function killStartedServers(): void {
  for (const child of launched) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/** Signs in through a running server's login form: the session cookie to send with later requests. */
export async function signInCookie(url: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({ email: account.email, password: account.password }),
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`sign-in of ${account.email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
