import { existsSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

import { scratchFolder } from "#test-support/scratch";
import { freePort, killStartedServers, launchServer, productionSettings, ROOT } from "#test-support/server";

import { BENCH_MEMBER, createBenchMember } from "../bench/lib/accounts";

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

/** The embedded database of a stopped server's data folder (this file's, unless given). */
async function withEmbeddedDatabase<T>(work: (client: PGlite) => Promise<T>, folder = dataDir): Promise<T> {
  const client = await PGlite.create({ dataDir: path.join(folder, "pgdata") });
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
    { timeout: 240_000 },
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

describe("stopping while sign-ins of departed clients are still at work", () => {
  const stopFolder = scratchFolder("lan-stop-busy-");
  afterAll(() => stopFolder.remove());

  it(
    "finishes their work (a session for each that began) before it closes the database",
    { timeout: 240_000 },
    async () => {
      await createBenchMember({ dataDir: stopFolder.dir });
      const port = await freePort();
      const server = launchServer({
        port,
        env: { ...productionSettings({ port, dataDir: stopFolder.dir }), PASSWORD_CHECK_CONCURRENCY: "5" },
      });
      await server.waitForHealth();
      const base = `http://127.0.0.1:${port}`;
      const departed = new AbortController();
      const signIns = Array.from({ length: 5 }, () =>
        fetch(`${base}/login`, {
          method: "POST",
          redirect: "manual",
          signal: departed.signal,
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
          body: new URLSearchParams(BENCH_MEMBER).toString(),
        }).catch(() => null),
      );
      // Begun (their password checks take a while); then every client leaves and the server is told to stop.
      await new Promise((resolve) => setTimeout(resolve, 100));
      departed.abort();
      await Promise.all(signIns);
      expect(await server.stop()).toBe(0);

      // Every sign-in that began (it counted its attempt first) wrote its session. Before, React Router
      // answered the gone clients at once, the server closed the database and exited, and the sign-ins
      // still checking their passwords never wrote theirs. (One that had not reached the server when
      // its client left never began: on a busy machine not all five do.)
      await withEmbeddedDatabase(async (client) => {
        const attempts = await client.query<{ hits: number }>(`select hits from rate_limit_counters where key = $1`, [
          `sign-in:email:${BENCH_MEMBER.email}`,
        ]);
        const sessions = await client.query<{ count: number }>(
          `select count(*)::int as count from session join "user" on "user".id = session.user_id where "user".email = $1`,
          [BENCH_MEMBER.email],
        );
        const begun = attempts.rows[0]?.hits ?? 0;
        expect(begun).toBeGreaterThan(0);
        expect(sessions.rows[0]!.count).toBe(begun);
      }, stopFolder.dir);
      expect(server.output()).not.toMatch(/failed unexpectedly|Cannot use a pool|is closed/i);
    },
  );
});
