import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { events, locations } from "#db/schema/venues";
import type { Actor } from "~/features/accounts/actor";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import { openDatabase } from "~/lib/db.server";
import { loader } from "~/routes/api/v1/events";

import { loadEventsFeed } from "./events-feed.server";
import type { EventsPayload } from "./map-data";

const DAY = 24 * 60 * 60 * 1000;
let owner: Actor;

async function party(name: string, startInDays: number, values: Partial<typeof events.$inferInsert> = {}) {
  const database = await openDatabase();
  const start = new Date(Date.now() + startInDays * DAY);
  const [row] = await database
    .insert(events)
    .values({
      organizationName: name,
      description: "A weekend of games",
      startDate: start,
      endDate: new Date(start.getTime() + DAY),
      timeZone: "America/Chicago",
      createdBy: owner.userId,
      verified: true,
      reviewStatus: "verified",
      ...values,
    })
    .returning();
  return row!;
}

async function center(name: string, verified: boolean) {
  const row = await addTestCenter(owner, name);
  const database = await openDatabase();
  const [updated] = await database
    .update(locations)
    .set({ verified, reviewStatus: verified ? "verified" : "pending", lat: 41.878114, lng: -87.629798 })
    .where(eq(locations.id, row.id))
    .returning();
  return updated!;
}

function get(headers: Record<string, string> = {}) {
  const request = new Request("http://localhost:3000/api/v1/events", { headers });
  return loader({ request, params: {}, context: {} } as unknown as Parameters<typeof loader>[0]);
}

let atCenter: typeof events.$inferSelect;
let listedCenter: typeof locations.$inferSelect;

beforeAll(async () => {
  owner = await createTestAccount();
  listedCenter = await center("Frag Factory", true);
  const hiddenCenter = await center("Secret Basement", false);
  await party("Later Party", 20, { customLocation: "Town hall", lat: 39.7392, lng: -104.9903 });
  atCenter = await party("Center Party", 10, { locationId: listedCenter.id, customLocation: "ignored text" });
  await party("Hidden Center Party", 15, { locationId: hiddenCenter.id, customLocation: "Somewhere in Chicago" });
  await party("Ongoing Party", -0.5);
  await party("Past Party", -10);
  await party("Unverified Party", 5, { verified: false, reviewStatus: "pending" });
});

describe("GET /api/v1/events", () => {
  it("lists upcoming verified parties by start, with their center's details when it is listed", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const body = (await response.json()) as EventsPayload;
    expect(body.events.map((e) => e.name)).toEqual([
      "Ongoing Party",
      "Center Party",
      "Hidden Center Party",
      "Later Party",
    ]);
    expect(body.count).toBe(4);

    const [ongoing, fromCenter, hidden, later] = body.events;
    expect(fromCenter).toEqual({
      id: atCenter.id,
      name: "Center Party",
      description: "A weekend of games",
      startDate: atCenter.startDate.toISOString(),
      endDate: atCenter.endDate.toISOString(),
      timeZone: "America/Chicago",
      latitude: 41.87811,
      longitude: -87.6298,
      locationSlug: listedCenter.slug,
      place: "1 Main St",
      website: null,
      imageUrl: null,
      url: `http://localhost:3000/lanparties/${atCenter.id}`,
    });
    // An unverified center lends nothing: not its slug, address nor position.
    expect(hidden).toMatchObject({
      locationSlug: null,
      place: "Somewhere in Chicago",
      latitude: null,
      longitude: null,
    });
    expect(later).toMatchObject({ locationSlug: null, place: "Town hall", latitude: 39.7392, longitude: -104.9903 });
    expect(ongoing).toMatchObject({ place: null, latitude: null });
  });

  it("drops a party once it has ended", async () => {
    const names = (await loadEventsFeed(new Date(Date.now() + 12 * DAY))).events.map((e) => e.name);
    expect(names).toEqual(["Hidden Center Party", "Later Party"]);
  });

  it("answers a repeat with 304 until the list changes", async () => {
    const etag = (await get()).headers.get("ETag")!;
    expect((await get({ "If-None-Match": etag })).status).toBe(304);
    await party("New Party", 30);
    expect((await get({ "If-None-Match": etag })).status).toBe(200);
  });
});
