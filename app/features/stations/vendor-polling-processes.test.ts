import { randomUUID } from "node:crypto";

import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { user } from "#db/schema/auth";
import { vendorConnections } from "#db/schema/stations";
import { locations } from "#db/schema/venues";
import { postgresUrlOrSkip } from "#test-support/database";
import { createScratchDatabase, scratchFolder, type ScratchDatabase } from "#test-support/scratch";
import { killStartedServers, launchServer, type ServerProcess } from "#test-support/server";
import { standInMachines, startICafeCloudStandIn, type StandInVenue } from "#test-support/vendor-stand-ins";

import { sealSecret } from "./station-secrets.server";

/**
 * The vendors' polling as it runs in production: two processes (each what every server process
 * runs beside its requests, tests/support/vendor-poller-process.ts) on one PostgreSQL database,
 * reading centers from a local stand-in of iCafeCloud's API every 3 seconds. Each center is read
 * once per interval, never twice; when one process is killed with SIGKILL, the centers it held are
 * read again by the other within an interval.
 */

const INTERVAL_MS = 3000;
/** A process looks for due centers every quarter interval (tickMs). */
const TICK_MS = INTERVAL_MS / 4;
const CENTERS = 6;

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
const key = Buffer.alloc(32, 11);
const folder = scratchFolder("lan-centers-polling-");
let scratch: ScratchDatabase | undefined;
let api: Awaited<ReturnType<typeof startICafeCloudStandIn>>;
let settings: NodeJS.ProcessEnv = {};

beforeAll(async () => {
  api = await startICafeCloudStandIn();
  if (!serverUrl) return;
  scratch = await createScratchDatabase(serverUrl, "lan_centers_test_polling_");
  settings = {
    DATABASE_URL: scratch.url,
    DATA_DIR: folder.dir,
    SEED_DEMO: "false",
    STATION_SECRETS_KEY: key.toString("hex"),
    ICAFECLOUD_API_URL: api.url,
    STATION_POLL_SECONDS: String(INTERVAL_MS / 1000),
  };
  Object.assign(process.env, settings);
  const { openDatabase } = await import("~/lib/db.server");
  await openDatabase(); // migrated once here, before the processes start
});

afterAll(async () => {
  killStartedServers();
  const { closeDatabase } = await import("~/lib/db.server");
  await closeDatabase();
  await scratch?.drop();
  await api.close();
  folder.remove();
});

async function database() {
  const { openDatabase } = await import("~/lib/db.server");
  return openDatabase();
}

/** `n` centers, each connected to a cafe at the stand-in and due now. */
async function connectedCenters(n: number) {
  const db = await database();
  const ownerId = randomUUID();
  await db
    .insert(user)
    .values({ id: ownerId, name: "Owner", email: `owner-${ownerId.slice(0, 8)}@example.com`, emailVerified: true });
  const centers: { id: string; venue: StandInVenue }[] = [];
  for (let index = 0; index < n; index++) {
    const [center] = await db
      .insert(locations)
      .values({
        slug: `polled-${index}-${ownerId.slice(0, 8)}`,
        organizationName: `Polled ${index}`,
        address: "1 Main St",
        description: "A place to play",
        createdBy: ownerId,
        verified: true,
      })
      .returning({ id: locations.id });
    const cafeId = String(90000 + index);
    const apiKey = `key-${cafeId}-${randomUUID()}`;
    const venue = api.cafe(cafeId, apiKey, standInMachines({ free: index, inUse: 3 }));
    await db.insert(vendorConnections).values({
      locationId: center!.id,
      vendor: "icafecloud",
      accountRef: cafeId,
      secret: sealSecret(apiKey, { locationId: center!.id, vendor: "icafecloud" }, key),
    });
    centers.push({ id: center!.id, venue });
  }
  return centers;
}

function startPoller(): ServerProcess {
  return launchServer({
    port: 0,
    command: [process.execPath, "--import", "tsx", "tests/support/vendor-poller-process.ts"],
    env: settings,
  });
}

async function until<T>(check: () => T | Promise<T>, what: string, timeoutMs = 60_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const ownerOf = (poller: ServerProcess) => /poller (\S+) ready/.exec(poller.output())?.[1];
const claims = (poller: ServerProcess) => poller.output().match(/^claimed \d+$/gm)?.length ?? 0;
const gaps = (times: number[]) => times.slice(1).map((time, index) => time - times[index]!);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("polling across processes (PostgreSQL)", () => {
  it(
    "reads each center once per interval with two processes, and takes over a killed one's centers within an interval",
    { timeout: 90_000 },
    async (context) => {
      postgresUrlOrSkip(context);
      const pollers = [startPoller(), startPoller()];
      const owners = await until(
        () => (pollers.every(ownerOf) ? pollers.map((poller) => ownerOf(poller)!) : null),
        "both pollers are ready",
      );
      const centers = await connectedCenters(CENTERS);
      const started = Date.now();

      // Four intervals with both processes at work.
      await sleep(4 * INTERVAL_MS + 500);
      for (const { venue } of centers) {
        const times = venue.requests.filter((time) => time >= started);
        expect(times.length).toBeGreaterThanOrEqual(4);
        for (const gap of gaps(times)) {
          // Never twice in an interval, and never late by more than a tick and a read.
          expect(gap).toBeGreaterThanOrEqual(INTERVAL_MS - 50);
          expect(gap).toBeLessThanOrEqual(INTERVAL_MS + TICK_MS + 500);
        }
      }
      expect(
        pollers.map(claims).every((count) => count > 0),
        pollers.map((poller) => poller.output()).join("\n"),
      ).toBe(true);

      // Slow answers, so that a process holds leases while it reads; kill whichever holds some while
      // it does (either may win a tick's claim: the one that asks first after the centers fall due).
      for (const { venue } of centers) venue.delayMs = 300;
      const db = await database();
      const { doomedIndex, held } = await until(
        async () => {
          const rows = await db
            .select({ locationId: vendorConnections.locationId, leaseOwner: vendorConnections.leaseOwner })
            .from(vendorConnections)
            .where(sql`${vendorConnections.leaseOwner} is not null`);
          const index = owners.indexOf(rows[0]?.leaseOwner ?? "");
          if (index < 0) return null;
          const mine = rows.filter((row) => row.leaseOwner === owners[index]).map((row) => row.locationId);
          return { doomedIndex: index, held: mine };
        },
        "a process holds leases",
        30_000,
      );
      const doomed = pollers[doomedIndex]!;
      const survivor = pollers[1 - doomedIndex]!;
      await doomed.kill();
      const killedAt = Date.now();

      await sleep(INTERVAL_MS + TICK_MS + 1000);
      for (const { id, venue } of centers) {
        const after = venue.requests.filter((time) => time > killedAt);
        expect(after.length, `center ${id} is read after the kill`).toBeGreaterThanOrEqual(1);
        // A center the killed process held is read again once its lease runs out (half an interval).
        const within = held.includes(id) ? INTERVAL_MS : INTERVAL_MS + TICK_MS + 500;
        expect(after[0]! - killedAt).toBeLessThanOrEqual(within);
      }
      const stillHeld = await db
        .select({ id: vendorConnections.id })
        .from(vendorConnections)
        .where(sql`${vendorConnections.leaseOwner} = ${owners[doomedIndex]!}`);
      expect(stillHeld).toEqual([]);
      const states = await db
        .select({ state: vendorConnections.state })
        .from(vendorConnections)
        .where(
          inArray(
            vendorConnections.locationId,
            centers.map((center) => center.id),
          ),
        );
      expect(states.every((row) => row.state === "working")).toBe(true);

      expect(await survivor.stop()).toBe(0);
      const leased = await db
        .select({ id: vendorConnections.id })
        .from(vendorConnections)
        .where(sql`${vendorConnections.leaseOwner} is not null`);
      expect(leased).toEqual([]);
    },
  );
});
