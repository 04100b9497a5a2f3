import { afterEach, describe, expect, it, vi } from "vitest";

import { encodeLocations, type FeedCenter } from "../map-data";

import { NO_PROFILE } from "./feed-profile";
import { askForFirstViewEarly, firstViewAddress } from "./first-view";
import { loadCenterDetail, loadCenters, loadFirstView, loadLiveStations } from "./load-centers";

const pixel: FeedCenter = {
  slug: "pixel",
  name: "Pixel Palace",
  latitude: 40.7,
  longitude: -74,
  venueType: "game_arena",
  adminCreated: true,
  pcCount: 40,
  price: "$5/hr",
};

function answer(status: number, body: unknown): typeof fetch {
  return vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
}

afterEach(() => vi.restoreAllMocks());

describe("loadCenters", () => {
  it("decodes the centers", async () => {
    const fetcher = answer(200, encodeLocations([pixel]));
    await expect(loadCenters(fetcher)).resolves.toEqual({
      state: "ready",
      data: {
        centers: [
          {
            slug: "pixel",
            name: "Pixel Palace",
            latitude: 40.7,
            longitude: -74,
            venueType: "game_arena",
            adminCreated: true,
            ...NO_PROFILE,
            pcs: 40,
            price: 0,
            cover: null,
          },
        ],
        schedules: [],
        games: [],
        gameSets: [],
        prices: ["$5/hr"],
      },
    });
    expect(fetcher).toHaveBeenCalledWith("/api/v1/locations", expect.anything());
  });

  it("tells a missing database (503) from any other failure", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(loadCenters(answer(503, { error: "Database not configured" }))).resolves.toEqual({
      state: "database-unavailable",
    });
    await expect(loadCenters(answer(500, { error: "boom" }))).resolves.toEqual({ state: "load-failed" });
    await expect(loadCenters(answer(200, { hello: "proxy page" }))).resolves.toEqual({ state: "load-failed" });
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    await expect(loadCenters(offline)).resolves.toEqual({ state: "load-failed" });
  });
});

describe("loadCenterDetail", () => {
  it("reads what the map shows of a center's details, and null when it cannot", async () => {
    const shown = {
      slug: "pixel",
      name: "Pixel Palace",
      description: "Forty PCs.",
      address: "1 Main St",
      website: "https://pixel.example",
      url: "http://localhost:3000/lancenters/pixel",
      cover: null,
    };
    const fetcher = answer(200, { ...shown, imageUrl: null, latitude: 40.7, longitude: -74, timeZone: "UTC" });
    await expect(loadCenterDetail(fetcher, "pixel")).resolves.toEqual(shown);
    expect(fetcher).toHaveBeenCalledWith("/api/v1/locations/pixel", expect.anything());
    await expect(loadCenterDetail(answer(404, null), "gone")).resolves.toBeNull();
  });
});

describe("the first view asked for early", () => {
  const start = { west: -133.8, south: 20.1, east: -63.4, north: 54.6 };
  const view = { total: 1, listed: 1, items: [-74, 40.7, -1, 0], centers: encodeLocations([pixel]) };

  it("is handed to the map when it asks for the same edges, once; other edges are asked for anew", async () => {
    const early = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response(JSON.stringify(view)));
    askForFirstViewEarly(start);
    expect(early).toHaveBeenCalledWith(firstViewAddress(start), expect.anything());

    const fetcher = answer(200, view);
    const first = await loadFirstView(fetcher, start);
    expect(first?.listed.map((center) => center.slug)).toEqual(["pixel"]);
    expect(fetcher).not.toHaveBeenCalled();

    // Taken once: the same edges again, or others, are asked for by the map itself.
    await loadFirstView(fetcher, start);
    await loadFirstView(fetcher, { ...start, east: -60 });
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(early).toHaveBeenCalledTimes(1);
  });

  it("is not used once the map's view has moved on", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response(JSON.stringify(view)));
    askForFirstViewEarly(start);
    const controller = new AbortController();
    const loading = loadFirstView(answer(200, view), start, controller.signal);
    controller.abort();
    await expect(loading).rejects.toThrow();
  });
});

describe("loadLiveStations", () => {
  const feed = {
    at: "2026-11-30T18:00:00.000Z",
    count: 3,
    slug: ["pixel", "consoles-only", "stale"],
    free: [12, 3, 5],
    total: [40, 8, 30],
    pcs: [1, 0, 1],
    // The last one is older than a status stays live (a feed a cache kept too long).
    age: [95, 0, 11 * 60],
  };

  it("decodes the feed by slug, each report's time from its age, and leaves out an aged one", async () => {
    const live = await loadLiveStations(answer(200, feed));
    expect(live).toEqual(
      new Map([
        ["pixel", { free: 12, total: 40, noun: "PCs", byKind: {}, reportedAt: "2026-11-30T17:58:25.000Z" }],
        ["consoles-only", { free: 3, total: 8, noun: "stations", byKind: {}, reportedAt: "2026-11-30T18:00:00.000Z" }],
      ]),
    );
  });

  it("skips an entry that is not numbers, and answers null when there is no feed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = { ...feed, free: [12, "3", 5] };
    expect([...(await loadLiveStations(answer(200, broken)))!.keys()]).toEqual(["pixel"]);
    expect(await loadLiveStations(answer(503, { error: "Database connection not available." }))).toBeNull();
    expect(await loadLiveStations(answer(200, { count: 0 }))).toBeNull();
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await loadLiveStations(offline)).toBeNull();
  });

  it("rethrows an abort: the page has gone", async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = vi.fn(async () => {
      throw new DOMException("Aborted", "AbortError");
    }) as unknown as typeof fetch;
    await expect(loadLiveStations(aborted, controller.signal)).rejects.toThrow("Aborted");
  });
});
