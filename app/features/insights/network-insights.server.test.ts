import "#test-support/venue-site";

import { beforeAll, describe, expect, it } from "vitest";

import { insightDaily, placeSearches } from "#db/schema/insights";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";

import type { InsightMetric } from "./insight-values";
import { loadNetworkInsights, TOP_VENUES } from "./network-insights.server";

const today = new Date("2026-11-21T15:00:00Z");

let admin: Actor;
let member: Actor;
let arena: { id: string; slug: string };
let bunker: { id: string; slug: string };

async function count(day: string, locationId: string, metric: InsightMetric, value: number) {
  const database = await openDatabase();
  await database.insert(insightDaily).values({ day, locationId, metric, count: value });
}

async function searched(
  day: string,
  place: string,
  filter: string,
  centersNear: number,
  value: number,
  point?: [number, number],
) {
  const database = await openDatabase();
  // The point is the place's (rounded), the same whatever the filter.
  const points: Record<string, [number, number]> = {
    "Fargo, ND": [46.88, -96.79],
    "Austin, TX": [30.27, -97.74],
    "Minneapolis, MN": [44.98, -93.27],
    "Bismarck, ND": [46.81, -100.78],
  };
  const [latitude, longitude] = points[place] ?? point!;
  await database.insert(placeSearches).values({ day, place, filter, latitude, longitude, centersNear, count: value });
}

beforeAll(async () => {
  admin = await createTestAccount({ admin: true });
  member = await createTestAccount();
  arena = await addTestCenter(member, "Arena");
  bunker = await addTestCenter(member, "Bunker");
  const cafe = await addTestCenter(member, "Cafe");

  // The 7-day period is 15–21 November; the one before, 8–14 November.
  await count("2026-11-21", arena.id, "views", 5);
  await count("2026-11-15", arena.id, "views", 3);
  await count("2026-11-21", arena.id, "visitors", 4);
  await count("2026-11-14", arena.id, "views", 100);
  await count("2026-11-08", arena.id, "visitors", 40);
  await count("2026-11-07", arena.id, "views", 1000);
  await count("2026-11-20", bunker.id, "views", 10);
  await count("2026-11-20", bunker.id, "visitors", 2);
  await count("2026-11-20", bunker.id, "website", 1);
  // Shown in lists but never opened: not among the most viewed.
  await count("2026-11-19", cafe.id, "map_list", 30);

  await searched("2026-11-21", "Fargo, ND", "", 0, 3);
  await searched("2026-11-19", "Fargo, ND", "open", 0, 2);
  await searched("2026-11-20", "Austin, TX", "", 0, 7);
  await searched("2026-11-20", "Minneapolis, MN", "", 2, 50);
  await searched("2026-11-10", "Bismarck, ND", "", 0, 100);
  // Two visitors' own positions, far apart: two places, not one.
  await searched("2026-11-16", "your location", "", 0, 1, [47.92, -97.03]);
  await searched("2026-11-17", "your location", "", 0, 1, [35.08, -106.65]);
});

describe("loadNetworkInsights", () => {
  it("refuses a member, whatever they own", async () => {
    expect(await loadNetworkInsights(member, { period: 7, today })).toEqual({
      ok: false,
      reason: "forbidden",
      message: "Administrators only",
    });
  });

  it("sums every center per day over the period, and the period before", async () => {
    const result = await loadNetworkInsights(admin, { period: 7, today });
    if (!result.ok) throw new Error(result.message);
    const { report } = result;
    expect(report).toMatchObject({ period: 7, from: "2026-11-15", to: "2026-11-21" });
    expect(report.days.map((entry) => entry.day)).toEqual([
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
    ]);
    expect(report.days.map((entry) => entry.counts.views)).toEqual([3, 0, 0, 0, 0, 10, 5]);
    expect(report.days.map((entry) => entry.counts.visitors)).toEqual([0, 0, 0, 0, 0, 2, 4]);
    expect(report.totals).toMatchObject({ views: 18, visitors: 6, website: 1, map_list: 30, phone: 0 });
    // 14 and 8 November are the period before; 7 November is older still.
    expect(report.previousTotals).toMatchObject({ views: 100, visitors: 40, website: 0, map_list: 0 });
  });

  it("lists the most viewed venues first, with their visitors and addresses", async () => {
    const result = await loadNetworkInsights(admin, { period: 7, today });
    if (!result.ok) throw new Error(result.message);
    expect(result.report.topVenues).toEqual([
      { id: bunker.id, name: "Bunker", slug: bunker.slug, views: 10, visitors: 2 },
      { id: arena.id, name: "Arena", slug: arena.slug, views: 8, visitors: 4 },
    ]);
    // Over 30 days (23 October on) Arena's views of 14 and 7 November count too.
    const month = await loadNetworkInsights(admin, { period: 30, today });
    if (!month.ok) throw new Error(month.message);
    expect(month.report.topVenues.map((venue) => [venue.name, venue.views])).toEqual([
      ["Arena", 1108],
      ["Bunker", 10],
    ]);
  });

  it("groups the searches with no center within 50 km by place, most searched first", async () => {
    const result = await loadNetworkInsights(admin, { period: 7, today });
    if (!result.ok) throw new Error(result.message);
    expect(result.report.unmetSearches).toEqual([
      { place: "Austin, TX", latitude: 30.27, longitude: -97.74, count: 7, lastDay: "2026-11-20" },
      { place: "Fargo, ND", latitude: 46.88, longitude: -96.79, count: 5, lastDay: "2026-11-21" },
      { place: "your location", latitude: 35.08, longitude: -106.65, count: 1, lastDay: "2026-11-17" },
      { place: "your location", latitude: 47.92, longitude: -97.03, count: 1, lastDay: "2026-11-16" },
    ]);
    const month = await loadNetworkInsights(admin, { period: 30, today });
    if (!month.ok) throw new Error(month.message);
    expect(month.report.unmetSearches.map((search) => [search.place, search.count])).toEqual([
      ["Bismarck, ND", 100],
      ["Austin, TX", 7],
      ["Fargo, ND", 5],
      ["your location", 1],
      ["your location", 1],
    ]);
  });

  it(`keeps the ${TOP_VENUES} most viewed venues`, async () => {
    const owner = await createTestAccount();
    for (let index = 0; index < TOP_VENUES + 2; index += 1) {
      const center = await addTestCenter(owner, `Busy ${index}`);
      await count("2026-11-18", center.id, "views", 1000 + index);
    }
    const result = await loadNetworkInsights(admin, { period: 7, today });
    if (!result.ok) throw new Error(result.message);
    expect(result.report.topVenues.map((venue) => venue.views)).toEqual(
      Array.from({ length: TOP_VENUES }, (_, index) => 1000 + TOP_VENUES + 1 - index),
    );
  });
});
