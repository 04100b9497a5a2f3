import "#test-support/venue-site";

import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { games } from "#db/schema/content";
import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import { locationGames, locations } from "#db/schema/venues";
import { addDays } from "~/features/venues/opening-hours";
import type { Actor } from "~/features/accounts/actor";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import { openDatabase } from "~/lib/db.server";
import { loader } from "~/routes/api/v1/locations";

import { loadFeedSource, loadLocationsFeed } from "./locations-feed.server";
import { compareCenters, decodeLocations } from "./map-data";

let owner: Actor;

async function center(name: string, values: Partial<typeof locations.$inferInsert> = {}) {
  const row = await addTestCenter(owner, name);
  const database = await openDatabase();
  const [updated] = await database.update(locations).set(values).where(eq(locations.id, row.id)).returning();
  return updated!;
}

const verified = { verified: true, reviewStatus: "verified" } as const;

function get(headers: Record<string, string> = {}, method = "GET") {
  const request = new Request("http://localhost:3000/api/v1/locations", { method, headers });
  return loader({ request, params: {}, context: {} } as unknown as Parameters<typeof loader>[0]);
}

async function names(response: Response): Promise<string[]> {
  return decodeLocations(await response.json()).centers.map((c) => c.name);
}

let pending: typeof locations.$inferSelect;
let noPosition: typeof locations.$inferSelect;

beforeAll(async () => {
  owner = await createTestAccount();
  // Enough centers for a body worth compressing (over 1 KB); numbered as people number them.
  for (let i = 0; i < 20; i++) {
    await center(`Bulk Arena ${i}`, { ...verified, lat: 30 + i / 10, lng: -97 - i / 10 });
  }
  await center("Zeta Lounge", { ...verified, lat: 47.6062095, lng: -122.3320708 });
  await center("Alpha Arena", {
    ...verified,
    lat: 30.26715,
    lng: -97.74306,
    venueType: "game_arena",
    createdByAdmin: true,
  });
  noPosition = await center("No Position Cafe", { ...verified, lat: null, lng: null });
  pending = await center("Pending Place", { lat: 41.1, lng: -87.6 });
});

describe("GET /api/v1/locations", () => {
  it("lists verified centers with a position, by name, in the columnar format", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const body = await response.json();
    expect(body.count).toBe(22);
    const { centers } = decodeLocations(body);
    expect(centers[0]).toMatchObject({
      name: "Alpha Arena",
      latitude: 30.26715,
      longitude: -97.74306,
      venueType: "game_arena",
      adminCreated: true,
    });
    expect(centers.at(-1)).toMatchObject({ name: "Zeta Lounge", latitude: 47.60621, longitude: -122.33207 });
    expect(body.admin.at(-1)).toBe(0);
    expect(body.type.at(-1)).toBeNull();
    const listed = centers.map((c) => c.name);
    // The list's order, so the browser does not sort: "Bulk Arena 2" before "Bulk Arena 10".
    expect(listed.filter((name) => name.startsWith("Bulk"))).toEqual(
      Array.from({ length: 20 }, (_, i) => `Bulk Arena ${i}`),
    );
    expect(centers).toEqual([...centers].sort(compareCenters));
    expect(listed).not.toContain("Pending Place");
    expect(listed).not.toContain("No Position Cafe");
  });

  it("keeps one body while nothing changes, and answers a repeat with 304", async () => {
    const first = await loadLocationsFeed();
    const [again, concurrent] = await Promise.all([loadLocationsFeed(), loadLocationsFeed()]);
    expect(again).toBe(first);
    expect(concurrent).toBe(first);

    const response = await get();
    const etag = response.headers.get("ETag")!;
    expect(etag).toBe(first.etag);
    const repeat = await get({ "If-None-Match": etag });
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get("ETag")).toBe(etag);
    expect(await repeat.text()).toBe("");
    expect((await get({ "If-None-Match": `W/${etag}` })).status).toBe(304);
  });

  it("is built once per version even by a second copy of this module (the server's start and React Router's build)", async () => {
    const feed = await loadLocationsFeed();
    const source = await loadFeedSource();
    vi.resetModules();
    const copy = await import("./locations-feed.server");
    expect(copy.loadLocationsFeed).not.toBe(loadLocationsFeed);
    expect(await copy.loadLocationsFeed()).toBe(feed);
    expect(await copy.loadFeedSource()).toBe(source);
  });

  it("tells the map's page whether it opens on the first view, by the last feed built (null before one)", async () => {
    const key = Symbol.for("lan-centers.locations-feed");
    const global = globalThis as Record<symbol, unknown>;
    const store = global[key];
    delete global[key];
    try {
      vi.resetModules();
      const fresh = await import("./locations-feed.server");
      expect(fresh.feedOpensOnFirstView()).toBeNull();
      await fresh.loadLocationsFeed();
      // A few kilobytes: read at once, no first view.
      expect(fresh.feedOpensOnFirstView()).toBe(false);
    } finally {
      global[key] = store;
    }
  });

  it("sends brotli or gzip as accepted, decoding to the same JSON", async () => {
    const plain = await (await get()).text();
    const br = await get({ "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gzip = await get({ "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
    expect(gzip.headers.get("ETag")).toBe(br.headers.get("ETag"));
  });

  it("answers HEAD without a body", async () => {
    const response = await get({}, "HEAD");
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
    expect(response.headers.get("ETag")).toBeTruthy();
  });

  it("changes its ETag when a center is verified, edited, unverified or deleted", async () => {
    const database = await openDatabase();
    const etags = [(await get()).headers.get("ETag")];
    const step = async () => {
      const response = await get();
      etags.push(response.headers.get("ETag"));
      return names(response);
    };

    await database.update(locations).set(verified).where(eq(locations.id, pending.id));
    expect(await step()).toContain("Pending Place");

    await database.update(locations).set({ organizationName: "Renamed Place" }).where(eq(locations.id, pending.id));
    const renamed = await step();
    expect(renamed).toContain("Renamed Place");
    expect(renamed).not.toContain("Pending Place");

    await database.update(locations).set({ lat: 40.1, lng: -88.2 }).where(eq(locations.id, noPosition.id));
    expect(await step()).toContain("No Position Cafe");

    await database
      .update(locations)
      .set({ verified: false, reviewStatus: "pending" })
      .where(eq(locations.id, noPosition.id));
    expect(await step()).not.toContain("No Position Cafe");

    await database.delete(locations).where(eq(locations.id, pending.id));
    // Two requests after a change wait for one rebuild.
    const [one, other] = await Promise.all([loadLocationsFeed(), loadLocationsFeed()]);
    expect(one).toBe(other);
    expect(await step()).not.toContain("Renamed Place");

    for (let i = 1; i < etags.length; i++) expect(etags[i], `step ${i}`).not.toBe(etags[i - 1]);
    // The ETag is the body's: the same list again is the same version (unverifying undid step 3,
    // deleting the center verified in step 1 brought back the first list).
    expect(etags[4]).toBe(etags[2]);
    expect(etags[5]).toBe(etags[0]);
    // A version that is gone no longer earns a 304.
    expect((await get({ "If-None-Match": etags[1]! })).status).toBe(200);
  });
});

describe("the centers' profiles in the feed", () => {
  const today = new Date().toISOString().slice(0, 10);
  let profiled: typeof locations.$inferSelect;

  afterEach(() => vi.useRealTimers());

  async function profileOf(name: string) {
    const data = decodeLocations(await (await get()).json());
    const found = data.centers.find((entry) => entry.name === name)!;
    return { data, center: found };
  }

  beforeAll(async () => {
    profiled = await center("Profile Palace", {
      ...verified,
      lat: 41.88,
      lng: -87.63,
      timeZone: "America/Chicago",
      openingHours: {
        week: [
          { kind: "closed" },
          { kind: "spans", spans: [{ open: "12:00", close: "22:00", overnight: false }] },
          { kind: "spans", spans: [{ open: "12:00", close: "22:00", overnight: false }] },
          { kind: "spans", spans: [{ open: "12:00", close: "22:00", overnight: false }] },
          { kind: "spans", spans: [{ open: "16:00", close: "02:00", overnight: true }] },
          { kind: "open24" },
          { kind: "closed" },
        ],
        exceptions: [
          { date: addDays(today, -5), hours: { kind: "closed" }, note: "Over" },
          { date: addDays(today, 1), hours: { kind: "closed" }, note: "Tomorrow" },
          { date: addDays(today, 10), hours: { kind: "open24" }, note: null },
        ],
      },
      pcCount: 32,
      priceMinCents: 500,
      priceMaxCents: 800,
      currency: "USD",
      amenities: ["free_wifi", "food_drinks"],
      fullLibrary: true,
    });
    const database = await openDatabase();
    const picked = await database.select({ id: games.id }).from(games).orderBy(asc(games.slug)).limit(2);
    await database.insert(locationGames).values(picked.map((game) => ({ locationId: profiled.id, gameId: game.id })));
  });

  it("sends hours with their zone and the special dates to come, games, amenities, PCs and the price", async () => {
    const { data, center: found } = await profileOf("Profile Palace");
    const schedule = data.schedules[found.schedule]!;
    expect(schedule.zone).toBe("America/Chicago");
    expect(schedule.hours.week[4]).toEqual({
      kind: "spans",
      spans: [{ open: "16:00", close: "02:00", overnight: true }],
    });
    expect(schedule.hours.exceptions.map((entry) => entry.date)).toEqual([addDays(today, 1), addDays(today, 10)]);
    const catalogue = await (await openDatabase()).select({ slug: games.slug }).from(games).orderBy(asc(games.slug));
    expect(data.games.map((game) => game.slug)).toEqual(catalogue.map((game) => game.slug));
    expect(data.games.every((game) => game.name.length > 0)).toBe(true);
    expect(data.gameSets[found.gameSet]).toEqual([0, 1]);
    // Bits of AMENITIES: food_drinks is the first, free_wifi the tenth.
    expect(found.amenities).toBe(1 | (1 << 9));
    expect(found.pcs).toBe(32);
    expect(data.prices[found.price]).toBe("$5–8/hr");
    // The owner says "full library", but no plan includes it yet.
    expect(found.fullLibrary).toBe(false);
    const bare = data.centers.find((entry) => entry.name === "Zeta Lounge")!;
    expect(bare).toMatchObject({ schedule: -1, gameSet: -1, amenities: 0, pcs: 0, price: -1, fullLibrary: false });
  });

  it("offers the full library only while the plan that includes it is live, and changes its ETag with it", async () => {
    const database = await openDatabase();
    const before = (await get()).headers.get("ETag");
    const [subscription] = await database
      .insert(lanCenterSubscriptions)
      .values({ locationId: profiled.id, userId: owner.userId, status: "active", plan: "lan_center" })
      .returning();
    const live = await get();
    expect(live.headers.get("ETag")).not.toBe(before);
    const data = decodeLocations(await live.json());
    expect(data.centers.find((entry) => entry.name === "Profile Palace")!.fullLibrary).toBe(true);

    await database
      .update(lanCenterSubscriptions)
      .set({ status: "canceled" })
      .where(eq(lanCenterSubscriptions.id, subscription!.id));
    expect((await profileOf("Profile Palace")).center.fullLibrary).toBe(false);
  });

  it("builds again when the day changes, leaving out the special dates that are over", async () => {
    const first = await loadLocationsFeed();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${addDays(today, 4)}T12:00:00Z`));
    const later = await loadLocationsFeed();
    expect(later.etag).not.toBe(first.etag);
    const { data, center: found } = await profileOf("Profile Palace");
    expect(data.schedules[found.schedule]!.hours.exceptions.map((entry) => entry.date)).toEqual([addDays(today, 10)]);
  });
});
