// Helpers for the tests that start the real server as a child process (start-stop.test.ts,
// production-start.test.ts): a free port, the process with its output, and its health.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

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
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(port, "127.0.0.1", () => {
      const { port: bound } = probe.address() as { port: number };
      probe.close(() => resolve(bound));
    });
  });
}

export type StartedServer = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

const started: ChildProcess[] = [];

/** Runs `command` in the project folder with the environment given on top of this one's. */
export function startServer(command: string[], env: NodeJS.ProcessEnv): StartedServer {
  const [file, ...args] = command;
  const child = spawn(file!, args, { cwd: root, env: { ...process.env, ...env } });
  started.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Kills every server these helpers started that is still running (for afterAll). */
export function killStartedServers(): void {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/** Waits until GET /healthz answers 200; fails with the server's output if it exits or never does. */
export async function waitForHealth(port: number, server: StartedServer, timeoutMs = 100_000): Promise<void> {
  // A new PGlite folder (initdb in WebAssembly) on a busy 2-core machine can take a while.
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
    if (response?.status === 200) return;
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited early:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy:\n${server.output()}`);
}
