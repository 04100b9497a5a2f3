import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "lan-start-stop-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(port: number): Started {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PORT: String(port),
      HOST: "127.0.0.1",
    },
  });
  children.push(child);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, server: Started) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
    if (response?.status === 200) return;
    if (server.child.exitCode !== null) throw new Error(`the server exited early:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy:\n${server.output()}`);
}

async function withEmbeddedDatabase<T>(work: (client: PGlite) => Promise<T>): Promise<T> {
  const client = await PGlite.create({ dataDir: path.join(dataDir, "pgdata") });
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

describe("npm start on the embedded database", () => {
  it("requires a build", () => {
    expect(existsSync(path.join(root, "build", "server", "index.js")), "run `npm run build` first").toBe(true);
  });

  it(
    "serves the site, stops cleanly on SIGTERM, and keeps the data across restarts",
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const first = start(port);
      await waitForHealth(port, first);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Building the LAN Center Industry Together");

      // A second server on the same data folder is refused while the first runs.
      const second = start(await freePort());
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/already using the data folder/);

      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);

      const demoCenters = await withEmbeddedDatabase(async (client) => {
        await client.query("insert into communities (name) values ('Kept across restarts')");
        const { rows } = await client.query<{ count: number }>("select count(*)::int as count from locations");
        return rows[0]!.count;
      });
      expect(demoCenters).toBeGreaterThan(0);

      const again = start(port);
      await waitForHealth(port, again);
      again.child.kill("SIGTERM");
      expect(await again.exited).toBe(0);

      await withEmbeddedDatabase(async (client) => {
        const kept = await client.query("select 1 from communities where name = 'Kept across restarts'");
        expect(kept.rows).toHaveLength(1);
        const { rows } = await client.query<{ count: number }>("select count(*)::int as count from locations");
        expect(rows[0]!.count, "the demo set is loaded once, not again on restart").toBe(demoCenters);
      });
    },
  );
});
