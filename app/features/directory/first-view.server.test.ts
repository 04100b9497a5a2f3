import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { locations } from "#db/schema/venues";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import { openDatabase } from "~/lib/db.server";
import { loader } from "~/routes/api/map-first-view";
import { loader as feedLoader } from "~/routes/api/v1/locations";

import { decodeLocations } from "./map-data";
import { itemsOf } from "./map/cluster-client";
import { createClusterLevels } from "./map/cluster-index";
import type { FirstViewPayload } from "./map/first-view";
import { MAP_START } from "./map/map-engine";
import { type Bounds, centersInView, LIST_LIMIT, placeCenters } from "./map/map-model";

const CONTIGUOUS_US: Bounds = { west: -130, south: 20, east: -60, north: 52 };

function get(path: string) {
  const request = new Request(`http://localhost:3000${path}`);
  return loader({ request, params: {}, context: {} } as unknown as Parameters<typeof loader>[0]);
}

const address = (bounds: Record<string, number | string>) =>
  `/api/map-first-view?${new URLSearchParams(Object.entries(bounds).map(([key, value]) => [key, String(value)]))}`;

beforeAll(async () => {
  const owner = await createTestAccount();
  const database = await openDatabase();
  // More centers than the list shows, in two crowds (bubbles) and a few far apart (drawn on their own).
  const places = [
    ...Array.from({ length: 40 }, (_, i) => ({
      name: `Austin Arena ${i}`,
      lat: 30.2 + i / 1000,
      lng: -97.7 - i / 1000,
    })),
    ...Array.from({ length: 30 }, (_, i) => ({ name: `Boston Bytes ${i}`, lat: 42.3 + i / 1000, lng: -71 - i / 1000 })),
    { name: "Seattle Solo", lat: 47.6, lng: -122.3 },
    { name: "Miami Solo", lat: 25.8, lng: -80.2 },
    { name: "Tokyo Far Away", lat: 35.7, lng: 139.7 },
  ];
  for (const place of places) {
    const row = await addTestCenter(owner, place.name);
    await database
      .update(locations)
      .set({ lat: place.lat, lng: place.lng, verified: true, reviewStatus: "verified" })
      .where(eq(locations.id, row.id));
  }
});

describe("GET /api/map-first-view", () => {
  it("answers the bubbles and the list the page makes from the whole feed for the same view", async () => {
    const response = await get(address(CONTIGUOUS_US));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as FirstViewPayload;

    // The page's own way, from every center of the feed.
    const feedRequest = new Request("http://localhost:3000/api/v1/locations");
    const feed = decodeLocations(
      await (await feedLoader({ request: feedRequest, params: {}, context: {} } as never)).json(),
    );
    const placed = placeCenters(feed.centers);
    const list = centersInView(placed, CONTIGUOUS_US, null);
    const items = itemsOf(createClusterLevels(placed.positions).query(CONTIGUOUS_US, MAP_START.zoom), feed.centers);

    const sent = decodeLocations(answer.centers).centers;
    expect(answer.total).toBe(list.total);
    expect(answer.total).toBe(72); // Tokyo is outside the view
    expect(answer.listed).toBe(LIST_LIMIT);
    expect(sent.slice(0, answer.listed)).toEqual(list.entries.map((entry) => entry.center));
    const drawn = itemsOf(answer.items, sent);
    const describe = (item: (typeof items)[number]) =>
      item.kind === "cluster"
        ? `bubble ${item.count} at ${item.latitude},${item.longitude}`
        : `center ${item.center.slug}`;
    expect(drawn.map(describe)).toEqual(items.map(describe));
    expect(drawn.filter((item) => item.kind === "cluster").length).toBeGreaterThan(0);
    // The lone centers drawn ride along even when the list does not show them.
    const lone = drawn.flatMap((item) => (item.kind === "center" ? [item.center.name] : []));
    expect(lone).toEqual(expect.arrayContaining(["Seattle Solo", "Miami Solo"]));
    expect(sent.map((center) => center.name)).not.toContain("Tokyo Far Away");
  });

  it("answers an empty view with nothing in it", async () => {
    const response = await get(address({ west: -10, south: -10, east: 10, north: 10 }));
    const answer = (await response.json()) as FirstViewPayload;
    expect(answer).toMatchObject({ total: 0, listed: 0, items: [] });
    expect(decodeLocations(answer.centers).centers).toEqual([]);
  });

  it("refuses edges that are not a view with 400 and a message", async () => {
    for (const path of [
      "/api/map-first-view",
      address({ west: -130, south: 20, east: -60 }),
      address({ west: "x", south: 20, east: -60, north: 52 }),
      address({ west: -130, south: 52, east: -60, north: 20 }),
      address({ west: -130, south: -91, east: -60, north: 52 }),
      address({ west: -1e9, south: 20, east: -60, north: 52 }),
      address({ west: "Infinity", south: 20, east: -60, north: 52 }),
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({
        error: "Give the view's edges: west, south, east and north in degrees.",
      });
    }
  });
});
