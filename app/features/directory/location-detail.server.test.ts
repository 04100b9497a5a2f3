import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { games } from "#db/schema/content";
import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import { locationGames, locations } from "#db/schema/venues";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import { openDatabase } from "~/lib/db.server";
import { loader } from "~/routes/api/v1/location";

let listed: typeof locations.$inferSelect;
let pending: typeof locations.$inferSelect;
let owner: Awaited<ReturnType<typeof createTestAccount>>;

const HOURS = {
  week: [
    { kind: "closed" as const },
    ...Array.from({ length: 6 }, () => ({
      kind: "spans" as const,
      spans: [{ open: "16:00", close: "02:00", overnight: true }],
    })),
  ],
  exceptions: [{ date: "2027-12-25", hours: { kind: "closed" as const }, note: "Christmas Day" }],
};

async function insertGame(name: string, slug: string) {
  const database = await openDatabase();
  const [row] = await database
    .insert(games)
    .values({ name, slug, publisher: "Valve", storeUrl: "https://example.com/game", position: 900 })
    .returning();
  return row!;
}

function get(slug: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost:3000/api/v1/locations/${encodeURIComponent(slug)}`, { headers });
  return loader({ request, params: { slug }, context: {} } as unknown as Parameters<typeof loader>[0]);
}

beforeAll(async () => {
  owner = await createTestAccount();
  const database = await openDatabase();
  const a = await addTestCenter(owner, "Pixel Arena");
  const rows = await database
    .update(locations)
    .set({
      verified: true,
      reviewStatus: "verified",
      lat: 30.267153,
      lng: -97.743057,
      venueType: "game_cafe",
      website: "https://pixel.example",
    })
    .where(eq(locations.id, a.id))
    .returning();
  listed = rows[0]!;
  pending = await addTestCenter(owner, "Hidden Hall");
});

describe("GET /api/v1/locations/:slug", () => {
  it("answers a verified center's details with an absolute page address", async () => {
    const response = await get(listed!.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(await response.json()).toEqual({
      slug: listed!.slug,
      name: "Pixel Arena",
      description: "A place to play",
      address: "1 Main St",
      website: "https://pixel.example",
      imageUrl: null,
      photos: [],
      latitude: 30.26715,
      longitude: -97.74306,
      venueType: "game_cafe",
      adminCreated: false,
      url: `http://localhost:3000/lancenters/${listed!.slug}`,
      timeZone: "UTC",
      openingHours: null,
      phone: null,
      stations: { pcs: null, consoles: null, vr: null, sims: null },
      hardware: null,
      price: null,
      passes: null,
      amenities: [],
      games: [],
      fullLibrary: false,
    });
  });

  it("answers the center's profile: hours in its zone, stations, prices in whole units, games by name", async () => {
    const database = await openDatabase();
    const center = await addTestCenter(owner, "Profile Hall");
    await database
      .update(locations)
      .set({
        verified: true,
        reviewStatus: "verified",
        timeZone: "America/Chicago",
        openingHours: HOURS,
        phone: "+1 (512) 555-0100",
        pcCount: 24,
        consoleCount: 4,
        simCount: 2,
        hardware: "RTX 4070 · 240 Hz",
        priceMinCents: 550,
        priceMaxCents: 800,
        currency: "USD",
        passes: "Day pass $25",
        amenities: ["parking", "free_wifi"],
      })
      .where(eq(locations.id, center.id));
    const zebra = await insertGame("Zebra Racers", `zebra-racers-${center.id.slice(0, 6)}`);
    const arena = await insertGame("Arena Brawl", `arena-brawl-${center.id.slice(0, 6)}`);
    await database.insert(locationGames).values([
      { locationId: center.id, gameId: zebra.id },
      { locationId: center.id, gameId: arena.id },
    ]);

    expect(await (await get(center.slug)).json()).toMatchObject({
      timeZone: "America/Chicago",
      openingHours: HOURS,
      phone: "+1 (512) 555-0100",
      stations: { pcs: 24, consoles: 4, vr: null, sims: 2 },
      hardware: "RTX 4070 · 240 Hz",
      price: { min: 5.5, max: 8, currency: "USD" },
      passes: "Day pass $25",
      amenities: ["parking", "free_wifi"],
      games: [
        { slug: arena.slug, name: "Arena Brawl" },
        { slug: zebra.slug, name: "Zebra Racers" },
      ],
      fullLibrary: false,
    });

    // One price: the range is that price.
    await database.update(locations).set({ priceMaxCents: null }).where(eq(locations.id, center.id));
    expect((await (await get(center.slug)).json()).price).toEqual({ min: 5.5, max: 5.5, currency: "USD" });
  });

  it("offers the full library only with a live subscription to the plan that includes it", async () => {
    const database = await openDatabase();
    const center = await addTestCenter(owner, "Library Hall");
    await database
      .update(locations)
      .set({ verified: true, reviewStatus: "verified", fullLibrary: true })
      .where(eq(locations.id, center.id));
    expect((await (await get(center.slug)).json()).fullLibrary).toBe(false);
    await database
      .insert(lanCenterSubscriptions)
      .values({ locationId: center.id, userId: owner.userId, plan: "lan_center", status: "canceled" });
    expect((await (await get(center.slug)).json()).fullLibrary).toBe(false);
    await database
      .insert(lanCenterSubscriptions)
      .values({ locationId: center.id, userId: owner.userId, plan: "lan_center", status: "active" });
    expect((await (await get(center.slug)).json()).fullLibrary).toBe(true);
  });

  it("answers a repeat with 304 and changes its ETag with the center", async () => {
    const etag = (await get(listed!.slug)).headers.get("ETag")!;
    expect((await get(listed!.slug, { "If-None-Match": etag })).status).toBe(304);
    const database = await openDatabase();
    await database.update(locations).set({ description: "Now open late" }).where(eq(locations.id, listed!.id));
    const changed = await get(listed!.slug, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);

    // Games live in their own table: picking one changes the body, and so the ETag.
    const before = changed.headers.get("ETag")!;
    expect((await get(listed!.slug, { "If-None-Match": before })).status).toBe(304);
    const game = await insertGame("Etag Quest", `etag-quest-${listed!.id.slice(0, 6)}`);
    await database.insert(locationGames).values({ locationId: listed!.id, gameId: game.id });
    const picked = await get(listed!.slug, { "If-None-Match": before });
    expect(picked.status).toBe(200);
    expect((await picked.json()).games).toEqual([{ slug: game.slug, name: "Etag Quest" }]);
  });

  it("answers 404 for an unverified, unknown or malformed slug", async () => {
    for (const slug of [
      pending.slug,
      "no-such-center-abc123",
      "bad slug'; drop table",
      "nul\u0000byte",
      "x".repeat(300),
    ]) {
      const response = await get(slug);
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toEqual({ error: "Not found" });
    }
  });
});
