import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

import { freePort, killStartedServers, root, startServer, waitForHealth } from "./testing";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "lan-start-stop-"));

afterAll(() => {
  killStartedServers();
  rmSync(dataDir, { recursive: true, force: true });
});

function start(port: number) {
  return startServer([process.execPath, "--import", "tsx", "server/main.ts"], {
    NODE_ENV: "production",
    AUTH_SECRET: "x".repeat(40),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    PORT: String(port),
    HOST: "127.0.0.1",
  });
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
