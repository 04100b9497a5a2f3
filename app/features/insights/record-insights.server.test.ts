import "#test-support/venue-site";

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { insightDaily, insightSalts, insightSearches, insightVisitors, placeSearches } from "#db/schema/insights";
import { locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";

import { parseBeacon } from "./beacon-schema";
import { loadOwnerInsights } from "./owner-insights.server";
import { flushInsights, recordBeacon, sweepInsights, visitorAddress } from "./record-insights.server";
import { signPlace } from "./signed-place.server";
import { isCountedVisit } from "./visitor-check.server";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** A place as the site's lookup answers it: signed. */
const looked = (label: string, latitude: number, longitude: number) => ({
  label,
  latitude,
  longitude,
  signature: signPlace({ label, latitude, longitude }),
});
const NOW = new Date("2026-11-20T15:00:00Z");

async function verifiedCenter(name: string, lat = 44.98, lng = -93.27) {
  const owner = await createTestAccount();
  const center = await addTestCenter(owner, name);
  const database = await openDatabase();
  await database.update(locations).set({ reviewStatus: "verified", lat, lng }).where(eq(locations.id, center.id));
  return { owner, center };
}

async function countOf(locationId: string, metric: string, day = "2026-11-20") {
  const database = await openDatabase();
  const [row] = await database
    .select({ count: insightDaily.count })
    .from(insightDaily)
    .where(and(eq(insightDaily.locationId, locationId), eq(insightDaily.metric, metric), eq(insightDaily.day, day)));
  return row?.count ?? 0;
}

describe("which requests are counted", () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it("counts a browser and leaves out bots, scripts and prefetches", () => {
    expect(isCountedVisit(headers({ "user-agent": BROWSER, "accept-language": "en-US" }))).toBe(true);
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "python-requests/2.32.3",
    ]) {
      expect(isCountedVisit(headers({ "user-agent": userAgent, "accept-language": "en-US" })), userAgent).toBe(false);
    }
    expect(isCountedVisit(headers({ "accept-language": "en-US" }))).toBe(false);
    expect(isCountedVisit(headers({ "user-agent": BROWSER }))).toBe(false);
    expect(isCountedVisit(headers({ "user-agent": BROWSER, "accept-language": "*" }))).toBe(false);
    expect(isCountedVisit(headers({ "user-agent": BROWSER, "accept-language": "en", "sec-purpose": "prefetch" }))).toBe(
      false,
    );
  });

  it("refuses bodies that are not beacons", () => {
    expect(parseBeacon('{"event":"views","centers":["pixel-arena-1a2b"]}')).not.toBeNull();
    for (const body of [
      "",
      "not json",
      '{"event":"views","centers":[]}',
      '{"event":"visitors","centers":["a"]}',
      '{"event":"views","centers":["Not A Slug"]}',
      '{"event":"map_list","centers":["a"],"filters":["drop table"]}',
      // A place is the visitor's own or one the site's lookup signed: free text is not a beacon.
      '{"event":"map_list","centers":["a"],"place":{"label":"Buy now","latitude":1,"longitude":2},"newSearch":true}',
      JSON.stringify({ event: "views", centers: Array.from({ length: 51 }, (_, i) => `c${i}`) }),
      "x".repeat(9000),
    ]) {
      expect(parseBeacon(body), body.slice(0, 40)).toBeNull();
    }
  });
});

describe("recording", () => {
  it("counts each visitor once per center, day and metric, however often and in whatever batch", async () => {
    const { center } = await verifiedCenter("Count Arena");
    const alice = { ip: "203.0.113.7" };
    const bob = { ip: "198.51.100.2" };
    await recordBeacon({ event: "views", centers: [center.slug] }, alice, NOW);
    await recordBeacon({ event: "views", centers: [center.slug, center.slug, center.slug] }, alice, NOW);
    await recordBeacon({ event: "views", centers: [center.slug] }, bob, NOW);
    await recordBeacon({ event: "website", centers: [center.slug] }, bob, NOW);
    await recordBeacon({ event: "website", centers: [center.slug] }, bob, NOW);
    await recordBeacon({ event: "map_list", centers: [center.slug], filters: ["open"] }, bob, NOW);
    await recordBeacon({ event: "map_list", centers: [center.slug, center.slug], filters: ["open"] }, bob, NOW);
    await flushInsights();
    // The same visitor again in a later batch is still counted once.
    await recordBeacon({ event: "views", centers: [center.slug] }, alice, NOW);
    await recordBeacon({ event: "website", centers: [center.slug] }, bob, NOW);
    await flushInsights();

    expect(await countOf(center.id, "views")).toBe(2);
    expect(await countOf(center.id, "visitors")).toBe(2);
    expect(await countOf(center.id, "website")).toBe(1);
    expect(await countOf(center.id, "map_list")).toBe(1);
    expect(await countOf(center.id, "open_now")).toBe(1);
    // The next day the same people count again.
    await recordBeacon({ event: "views", centers: [center.slug] }, alice, new Date("2026-11-21T09:00:00Z"));
    await flushInsights();
    expect(await countOf(center.id, "views", "2026-11-21")).toBe(1);

    // The hashes are not the address, and the address is nowhere in the table.
    const database = await openDatabase();
    const marks = await database.select().from(insightVisitors).where(eq(insightVisitors.locationId, center.id));
    expect(marks.filter((row) => row.day === "2026-11-20")).toHaveLength(5);
    expect(new Set(marks.filter((row) => row.day === "2026-11-20").map((row) => row.visitor)).size).toBe(2);
    expect(JSON.stringify(marks)).not.toContain("203.0.113.7");
  });

  it("takes an address for a visitor: IPv6 by its /64, IPv4-mapped as IPv4", () => {
    expect(visitorAddress("2001:db8:1:2:aaaa::1")).toBe(visitorAddress("2001:0db8:0001:0002:ffff:1:2:3"));
    expect(visitorAddress("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(visitorAddress("2001:db8:1:3::1")).not.toBe(visitorAddress("2001:db8:1:2::1"));
    expect(visitorAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(visitorAddress("203.0.113.7")).not.toBe(visitorAddress("203.0.113.8"));
  });

  it("counts nothing past an address's budget of beacons, held in the database across batches", async () => {
    const { center } = await verifiedCenter("Budget Arena");
    const { center: other } = await verifiedCenter("Budget Hall");
    const busy = { ip: "192.0.2.55" };
    // 600 beacons in 10 minutes is the budget (RATE_RULES.insightBeacon at RATE_LIMIT_SCALE=1).
    for (let n = 0; n < 600; n++) await recordBeacon({ event: "map_list", centers: [center.slug] }, busy, NOW);
    await recordBeacon({ event: "views", centers: [other.slug] }, busy, NOW);
    await flushInsights();
    expect(await countOf(center.id, "map_list")).toBe(1);
    expect(await countOf(other.id, "views")).toBe(0);
    // A later batch finds the budget spent; another address is not held back.
    await recordBeacon({ event: "website", centers: [other.slug] }, busy, NOW);
    await recordBeacon({ event: "website", centers: [other.slug] }, { ip: "192.0.2.56" }, NOW);
    await flushInsights();
    expect(await countOf(other.id, "website")).toBe(1);
  });

  it("counts only verified centers; an unknown slug counts nothing", async () => {
    const owner = await createTestAccount();
    const pending = await addTestCenter(owner, "Pending Arena");
    const place = looked("Minneapolis, MN", 44.98, -93.27);
    for (const centers of [[pending.slug, "no-such-center-1234"], ["no-such-center-1234"]]) {
      await recordBeacon({ event: "map_list", centers, place, newSearch: true }, { ip: "1.2.3.4" }, NOW);
    }
    await recordBeacon({ event: "views", centers: [pending.slug] }, { ip: "1.2.3.4" }, NOW);
    await flushInsights();
    expect(await countOf(pending.id, "views")).toBe(0);
    expect(await countOf(pending.id, "map_list")).toBe(0);
    // The place of a beacon that counts nothing is not kept either.
    const database = await openDatabase();
    expect(await database.select().from(placeSearches)).toEqual([]);
  });

  it("keeps the searches that showed a center, and places with no center within 50 km", async () => {
    const { center } = await verifiedCenter("Search Arena", 44.98, -93.27);
    const visitor = { ip: "1.2.3.4" };
    const near = looked("Minneapolis, MN", 44.98, -93.27);
    await recordBeacon(
      {
        event: "map_list",
        centers: [center.slug],
        place: near,
        filters: ["game:valorant", "open", "free"],
        newSearch: true,
      },
      visitor,
      NOW,
    );
    // The same search's list drawn again is an appearance, not a second search.
    await recordBeacon(
      { event: "map_list", centers: [center.slug], place: near, filters: ["game:valorant", "open", "free"] },
      visitor,
      NOW,
    );
    const nowhere = looked("Nowhere, ND", 47.12, -101.57);
    await recordBeacon({ event: "map_list", centers: [center.slug], place: nowhere, newSearch: true }, visitor, NOW);
    // A place the lookup did not sign, or signed for another label or point, is not kept.
    const forged = [
      { ...nowhere, label: "Buy followers now" },
      { ...nowhere, latitude: 40 },
      { ...nowhere, signature: "A".repeat(43) },
    ];
    for (const place of forged)
      await recordBeacon({ event: "map_list", centers: [center.slug], place, newSearch: true }, visitor, NOW);
    await flushInsights();

    const database = await openDatabase();
    const searches = await database
      .select({ kind: insightSearches.kind, term: insightSearches.term, count: insightSearches.count })
      .from(insightSearches)
      .where(eq(insightSearches.locationId, center.id));
    expect(searches).toEqual(
      expect.arrayContaining([
        { kind: "place", term: "Minneapolis, MN", count: 1 },
        { kind: "filter", term: "game:valorant", count: 1 },
        { kind: "filter", term: "open", count: 1 },
        { kind: "filter", term: "free", count: 1 },
        { kind: "place", term: "Nowhere, ND", count: 1 },
      ]),
    );
    expect(searches).toHaveLength(5);
    expect(await countOf(center.id, "map_list")).toBe(1);
    const places = await database.select().from(placeSearches);
    expect(places.map((row) => row.place).sort()).toEqual(["Minneapolis, MN", "Nowhere, ND"]);
    const minneapolis = places.find((row) => row.place === "Minneapolis, MN")!;
    expect(minneapolis).toMatchObject({
      filter: "free,game:valorant,open",
      latitude: 44.98,
      longitude: -93.27,
      count: 1,
    });
    expect(minneapolis.centersNear).toBeGreaterThanOrEqual(1);
    expect(places.find((row) => row.place === "Nowhere, ND")!.centersNear).toBe(0);

    // Two visitors' own positions are two places, each with its own point.
    for (const [latitude, longitude] of [
      [44.981, -93.271],
      [47.12, -101.57],
    ] as const) {
      const own = { label: "your location", latitude, longitude };
      await recordBeacon({ event: "map_list", centers: [center.slug], place: own, newSearch: true }, visitor, NOW);
    }
    await flushInsights();
    const own = (await database.select().from(placeSearches)).filter((row) => row.place.startsWith("your location"));
    expect(own.map((row) => [row.place, row.centersNear > 0])).toEqual(
      expect.arrayContaining([
        ["your location (44.98, -93.27)", true],
        ["your location (47.12, -101.57)", false],
      ]),
    );

    // Another owner cannot read this center's figures.
    const { owner } = await verifiedCenter("Other Arena");
    expect((await loadOwnerInsights(owner, { venueId: center.id, period: 30, today: NOW })).ok).toBe(false);
  });

  it("forgets yesterday's visitor hashes and salts, and counts older than 25 months", async () => {
    const { center } = await verifiedCenter("Sweep Arena");
    const database = await openDatabase();
    await database.insert(insightSalts).values({ day: "2020-01-01", salt: "old" });
    await database.insert(insightVisitors).values({ day: "2020-01-01", locationId: center.id, visitor: "old-hash" });
    await database.insert(insightDaily).values({ day: "2020-01-01", locationId: center.id, metric: "views", count: 3 });
    await database.insert(insightVisitors).values({ day: "2026-11-19", locationId: center.id, visitor: "yesterday" });
    await sweepInsights(database, "2026-11-20");
    expect(await database.select().from(insightVisitors).where(eq(insightVisitors.visitor, "yesterday"))).toHaveLength(
      1,
    );
    expect(await database.select().from(insightSalts).where(eq(insightSalts.day, "2020-01-01"))).toHaveLength(0);
    expect(await database.select().from(insightVisitors).where(eq(insightVisitors.visitor, "old-hash"))).toHaveLength(
      0,
    );
    // Counts older than 25 months go too.
    expect(await countOf(center.id, "views", "2020-01-01")).toBe(0);
  });
});

describe("the owner's report", () => {
  it("sums a period's days, compares with the period before, and shows only the owner's centers", async () => {
    const { owner, center } = await verifiedCenter("Report Arena");
    const database = await openDatabase();
    await database.insert(insightDaily).values([
      { day: "2026-11-20", locationId: center.id, metric: "views", count: 5 },
      { day: "2026-11-14", locationId: center.id, metric: "views", count: 2 },
      // Before the 7 days from 11-14 to 11-20: the previous period.
      { day: "2026-11-13", locationId: center.id, metric: "views", count: 4 },
      { day: "2026-11-06", locationId: center.id, metric: "views", count: 100 },
    ]);
    const result = await loadOwnerInsights(owner, { venueId: null, period: 7, today: NOW });
    if (!result.ok) throw new Error(result.message);
    const { report } = result;
    expect(report.from).toBe("2026-11-14");
    expect(report.days).toHaveLength(7);
    expect(report.days.at(-1)).toMatchObject({ day: "2026-11-20", counts: { views: 5 } });
    expect(report.totals.views).toBe(7);
    expect(report.previousTotals.views).toBe(4);
    expect(report.venues.map((venue) => venue.id)).toEqual([center.id]);
    expect(report.firstCountedDay).toBe("2026-11-06");

    const stranger = await createTestAccount();
    const refused = await loadOwnerInsights(stranger, { venueId: center.id, period: 7, today: NOW });
    expect(refused).toMatchObject({ ok: false, reason: "not-found" });
    const own = await loadOwnerInsights(stranger, { venueId: null, period: 7, today: NOW });
    expect(own.ok && own.report.totals.views).toBe(0);
  });
});
