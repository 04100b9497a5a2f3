import "#test-support/venue-site";

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seedDemo } from "#db/demo/seed-demo";
import { locations, stationHours, stationStatus, stationTokens } from "#db/schema";
import { openDatabase } from "~/lib/db.server";

import {
  DEMO_REPORTING_CENTERS,
  DEMO_STALE_CENTER,
  DEMO_TOKEN_LABEL,
  demoOccupancy,
  demoReport,
  startDemoStations,
} from "./demo-stations.server";
import { liveStationsOf } from "./live-stations.server";
import { pushStationStatus } from "./push-status.server";

/** The push API as the server answers it, on a port of its own: the demo source posts to it. */
let server: Server;
let baseUrl: string;
let posts = 0;

beforeAll(async () => {
  await seedDemo(await openDatabase(), new Date());
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      posts += 1;
      void pushStationStatus(request.headers.authorization ?? null, body, "127.0.0.1").then((pushed) => {
        response.statusCode = pushed.ok ? 200 : pushed.reason === "too-many" ? 429 : 401;
        response.end(JSON.stringify(pushed));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const slugOf = async (id: string) =>
  (await (await openDatabase()).select({ slug: locations.slug }).from(locations).where(eq(locations.id, id)))[0]!.slug;

describe("the demo set's live PCs", () => {
  it("reports two demo centers through the push API, and leaves one stale", async () => {
    const stop = await startDemoStations(baseUrl, { intervalMs: 60_000 });
    try {
      await expect.poll(() => posts, { timeout: 10_000 }).toBeGreaterThanOrEqual(DEMO_REPORTING_CENTERS.length);
      for (const center of DEMO_REPORTING_CENTERS) {
        await expect
          .poll(async () => (await liveStationsOf(await slugOf(center.id)))?.live?.total, { timeout: 10_000 })
          .toBe(center.pcs);
      }
      expect(await liveStationsOf(await slugOf(DEMO_STALE_CENTER.id))).toEqual({ live: null });
      const [stale] = await (
        await openDatabase()
      )
        .select()
        .from(stationStatus)
        .where(eq(stationStatus.locationId, DEMO_STALE_CENTER.id));
      expect(Date.now() - stale!.reportedAt.getTime()).toBeGreaterThan(2 * 3600_000);
      const history = await (
        await openDatabase()
      )
        .select()
        .from(stationHours)
        .where(eq(stationHours.locationId, DEMO_REPORTING_CENTERS[0].id));
      expect(history.length).toBeGreaterThan(27 * 24);
    } finally {
      stop();
    }
  });

  it("revokes the last start's demo tokens when it starts again", async () => {
    const database = await openDatabase();
    const liveDemoTokens = () =>
      database
        .select({ id: stationTokens.id })
        .from(stationTokens)
        .where(
          and(
            inArray(
              stationTokens.locationId,
              DEMO_REPORTING_CENTERS.map((c) => c.id),
            ),
            eq(stationTokens.label, DEMO_TOKEN_LABEL),
            isNull(stationTokens.revokedAt),
          ),
        );
    const before = await liveDemoTokens();
    const stop = await startDemoStations(baseUrl, { intervalMs: 60_000 });
    stop();
    const after = await liveDemoTokens();
    expect(after).toHaveLength(DEMO_REPORTING_CENTERS.length);
    expect(after.map((t) => t.id)).not.toEqual(expect.arrayContaining(before.map((t) => t.id)));
  });

  it("makes weekend nights busier than weekday mornings, and never reports more free PCs than there are", () => {
    expect(demoOccupancy(6, 21)).toBeGreaterThan(demoOccupancy(2, 9));
    for (let i = 0; i < 50; i++) {
      const report = demoReport(48, new Date(Date.now() + i * 3600_000), "America/Chicago");
      expect(report.free).toBeGreaterThanOrEqual(0);
      expect(report.free).toBeLessThanOrEqual(48);
    }
  });
});
