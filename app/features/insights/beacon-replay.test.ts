import { afterAll, describe, expect, it } from "vitest";

import { postgresUrlOrSkip } from "#test-support/database";
import { seedInsightsSite, type InsightsSeedPlan } from "#test-support/insights-site";
import { createScratchDatabase, scratchFolder } from "#test-support/scratch";
import {
  ensureBuild,
  freePort,
  killStartedServers,
  type ServerProcess,
  signInCookie,
  startServer,
} from "#test-support/server";
import { queryStoppedDatabase } from "#test-support/stopped-database";

import { BEACON_MAX_CENTERS, type Beacon } from "./insight-values";

/**
 * The insights beacon against the production server and its database, as a script would use it:
 * hundreds of beacons from one address, each naming a center many times, each with a new user
 * agent and another site's Origin. The owner's figures for the day move by what one visitor can
 * add, on one process or two over one PostgreSQL; the administrators' report names only places
 * the site's own lookup answered.
 */

afterAll(killStartedServers);

const ADMIN = { key: "admin", email: "insights-admin@example.test", password: "beacon-replay-secret-123" };
const PLAN: InsightsSeedPlan = {
  accounts: [
    { key: "owner", email: "arena-owner@example.test", password: "beacon-replay-owner-123" },
    { ...ADMIN, administrator: true },
  ],
  centers: [
    { key: "arena", owner: "owner", name: "Replay Arena", slug: "replay-arena", verified: true },
    { key: "pending", owner: "owner", name: "Pending Hall", slug: "pending-hall", verified: false },
  ],
  daily: [],
  searches: [],
};
const REPLAYS = 300;
const FOREIGN_ORIGIN = "https://elsewhere.example";

/** Every kind of beacon a page sends, the center named as often as a beacon allows. */
function attackBeacon(n: number, slug: string): Beacon {
  const events = ["views", "website", "directions", "phone", "share", "map_bubble", "map_list", "game_page"] as const;
  const event = events[n % events.length]!;
  const centers = Array.from({ length: BEACON_MAX_CENTERS }, () => slug);
  return event === "map_list" ? { event, centers, filters: ["open"] } : { event, centers };
}

/** Posts a beacon as a browser would send it, from another site, with a user agent of its own. */
function postBeacon(url: string, body: unknown, n: number): Promise<Response> {
  return fetch(`${url}/api/insights`, {
    method: "POST",
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      Origin: FOREIGN_ORIGIN,
      "Accept-Language": "en-US,en;q=0.9",
      "User-Agent": `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`,
    },
    body: JSON.stringify(body),
  });
}

/** `REPLAYS` beacons spread over the servers, 20 at a time; each is answered 204. */
async function replay(servers: ServerProcess[], slug: string): Promise<void> {
  for (let start = 0; start < REPLAYS; start += 20) {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, offset) => {
        const n = start + offset;
        return postBeacon(servers[n % servers.length]!.url, attackBeacon(n, slug), n).then(
          (response) => response.status,
        );
      }),
    );
    expect(new Set(statuses)).toEqual(new Set([204]));
  }
}

/** The day's figures of a center, read once the servers have stopped (each writes what it counted). */
async function figures(where: { dataDir: string } | { databaseUrl: string }, slug: string) {
  const rows = await queryStoppedDatabase<{ metric: string; count: number }>(
    where,
    `select metric, count from insight_daily join locations on locations.id = location_id
      where locations.slug = $1 and day = (now() at time zone 'utc')::date`,
    [slug],
  );
  return Object.fromEntries(rows.map((row) => [row.metric, row.count]));
}

/** A production server over a new embedded database holding PLAN, and that database's folder. */
async function startSeededSite(prefix: string) {
  ensureBuild();
  const folder = scratchFolder(prefix);
  try {
    await seedInsightsSite(folder.dir, PLAN);
    return { folder, server: await startServer({ port: await freePort(), dataDir: folder.dir }) };
  } catch (error) {
    folder.remove();
    throw error;
  }
}

/** One visitor's most: each metric once. */
const ONE_VISITOR = {
  views: 1,
  visitors: 1,
  website: 1,
  directions: 1,
  phone: 1,
  share: 1,
  map_bubble: 1,
  map_list: 1,
  open_now: 1,
  game_page: 1,
};

describe("a script replaying beacons from one address", () => {
  it("adds what one visitor can, on the embedded database", { timeout: 480_000 }, async () => {
    const { folder, server } = await startSeededSite("lan-beacon-replay-");
    try {
      await replay([server], "replay-arena");
      expect(await server.stop()).toBe(0);
      expect(await figures({ dataDir: folder.dir }, "replay-arena")).toEqual(ONE_VISITOR);
    } finally {
      folder.remove();
    }
  });

  it("adds what one visitor can across two processes on one PostgreSQL", { timeout: 480_000 }, async (context) => {
    const serverUrl = postgresUrlOrSkip(context);
    ensureBuild();
    const database = await createScratchDatabase(serverUrl, "lan_centers_test_replay_");
    const folder = scratchFolder("lan-beacon-replay-pg-");
    try {
      await seedInsightsSite(folder.dir, PLAN, database.url);
      const servers = await Promise.all(
        [0, 1].map(async () => startServer({ port: await freePort(), databaseUrl: database.url })),
      );
      await replay(servers, "replay-arena");
      for (const server of servers) expect(await server.stop()).toBe(0);
      expect(await figures({ databaseUrl: database.url }, "replay-arena")).toEqual(ONE_VISITOR);
    } finally {
      folder.remove();
      await database.drop();
    }
  });
});

describe("the administrators' report of searched places", () => {
  it("names a place the site's lookup answered, never one a beacon made up", { timeout: 480_000 }, async () => {
    const { folder, server } = await startSeededSite("lan-beacon-places-");
    try {
      try {
        const looked = (await (
          await fetch(`${server.url}/api/places?q=${encodeURIComponent("Fargo, ND")}`)
        ).json()) as {
          ok: boolean;
          label: string;
          latitude: number;
          longitude: number;
          signature: string;
        };
        expect(looked).toMatchObject({ ok: true, label: "Fargo, ND", signature: expect.any(String) });
        const fargo = {
          label: looked.label,
          latitude: Math.round(looked.latitude * 100) / 100,
          longitude: Math.round(looked.longitude * 100) / 100,
          signature: looked.signature,
        };
        const search = (place: unknown, centers = ["replay-arena"]) => ({
          event: "map_list",
          centers,
          place,
          newSearch: true,
        });

        // Free text is not a beacon; a signature for another label or point, or for a center
        // that is not on the directory, records nothing.
        const unsigned = await postBeacon(
          server.url,
          search({ label: "Cheap followers", latitude: 1, longitude: 2 }),
          1,
        );
        expect(unsigned.status).toBe(400);
        for (const [n, forged] of [
          search({ ...fargo, label: "Cheap followers" }),
          search({ ...fargo, latitude: 12.34 }),
          search({ ...fargo, signature: "A".repeat(43) }),
          search(fargo, ["pending-hall"]),
          search(fargo, ["no-such-center"]),
        ].entries()) {
          expect((await postBeacon(server.url, forged, n + 2)).status).toBe(204);
        }
        // The place as the map sends it after a lookup.
        expect((await postBeacon(server.url, search(fargo), 9)).status).toBe(204);

        const cookie = await signInCookie(server.url, ADMIN);
        const unmet = async () =>
          (await fetch(`${server.url}/admin/insights.csv?part=unmet&days=7`, { headers: { Cookie: cookie } })).text();
        const deadline = Date.now() + 20_000;
        while (!(await unmet()).includes("Fargo, ND") && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const rows = (await unmet()).trim().split(/\r?\n/);
        expect(rows.slice(1)).toHaveLength(1);
        expect(rows[1]).toMatch(/^"?Fargo, ND"?,[-\d.]+,[-\d.]+,1,/);
        expect(rows.join("\n")).not.toMatch(/Cheap followers|12\.34/);
      } finally {
        await server.stop();
      }
    } finally {
      folder.remove();
    }
  });
});
