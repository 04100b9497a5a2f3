import { existsSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

import { scratchFolder } from "#test-support/scratch";
import { freePort, killStartedServers, launchServer, productionSettings, ROOT } from "#test-support/server";

const folder = scratchFolder("lan-start-stop-");
const dataDir = folder.dir;

afterAll(() => {
  killStartedServers();
  folder.remove();
});

/** `npm start` in production on this file's data folder, with the demo set (the default). */
function start(port: number) {
  return launchServer({ port, env: { ...productionSettings({ port, dataDir }), SEED_DEMO: "true" } });
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
    expect(existsSync(path.join(ROOT, "build", "server", "index.js")), "run `npm run build` first").toBe(true);
  });

  it(
    "serves the site, stops cleanly on SIGTERM, and keeps the data across restarts",
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const first = start(port);
      await first.waitForHealth();
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Building the LAN Center Industry Together");

      // A second server on the same data folder is refused while the first runs.
      const second = start(await freePort());
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/already using the data folder/);

      expect(await first.stop()).toBe(0);

      const demoCenters = await withEmbeddedDatabase(async (client) => {
        await client.query("insert into communities (name) values ('Kept across restarts')");
        const { rows } = await client.query<{ count: number }>("select count(*)::int as count from locations");
        return rows[0]!.count;
      });
      expect(demoCenters).toBeGreaterThan(0);

      const again = start(port);
      await again.waitForHealth();
      expect(await again.stop()).toBe(0);

      await withEmbeddedDatabase(async (client) => {
        const kept = await client.query("select 1 from communities where name = 'Kept across restarts'");
        expect(kept.rows).toHaveLength(1);
        const { rows } = await client.query<{ count: number }>("select count(*)::int as count from locations");
        expect(rows[0]!.count, "the demo set is loaded once, not again on restart").toBe(demoCenters);
      });
    },
  );
});
