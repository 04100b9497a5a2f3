import "#test-support/venue-site";

import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { games } from "#db/schema/content";
import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import { locationGames } from "#db/schema/venues";
import type { Actor } from "~/features/accounts/actor";
import type { OpeningHours } from "~/features/venues/opening-hours";
import { openDatabase } from "~/lib/db.server";
import { createTestAccount } from "#test-support/venue-site";

import { insertCenter, insertParty } from "#test-support/directory-rows";
import { loadPublicCenter } from "./load-public-center.server";

const NOW = new Date("2027-01-01T00:00:00Z");
const AUSTIN = { lat: 30.2672, lng: -97.7431 };

let owner: Actor;

const HOURS: OpeningHours = {
  week: [
    { kind: "closed" },
    { kind: "open24" },
    ...Array.from({ length: 5 }, () => ({
      kind: "spans" as const,
      spans: [{ open: "16:00", close: "02:00", overnight: true }],
    })),
  ],
  exceptions: [{ date: "2027-12-25", hours: { kind: "closed" }, note: "Christmas Day" }],
};

async function pickGames(locationId: string, names: string[]) {
  const database = await openDatabase();
  const rows = await database
    .insert(games)
    .values(
      names.map((name) => ({
        name,
        slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomUUID().slice(0, 6)}`,
        publisher: "Valve",
        storeUrl: "https://example.com/game",
        position: 900,
      })),
    )
    .returning();
  await database.insert(locationGames).values(rows.map((game) => ({ locationId, gameId: game.id })));
  return rows;
}

async function subscribe(locationId: string, plan: "lan_center" | "verified_listing", status: string) {
  const database = await openDatabase();
  await database.insert(lanCenterSubscriptions).values({ locationId, userId: owner.userId, plan, status });
}

beforeAll(async () => {
  owner = await createTestAccount();
});

describe("loadPublicCenter", () => {
  it("gives a verified center with absolute addresses and the fallback image", async () => {
    const center = await insertCenter(owner, { organizationName: "Pixel Arena", venueType: "game_cafe", ...AUSTIN });
    const page = await loadPublicCenter(center.slug, NOW);
    expect(page?.center).toMatchObject({
      name: "Pixel Arena",
      venueType: "game_cafe",
      imageUrl: null,
      shownImageUrl: "/media/venue-fallback.svg",
      latitude: AUSTIN.lat,
      pageUrl: `http://localhost:3000/lancenters/${center.slug}`,
    });
    expect(page?.mapPlaces[0]).toMatchObject({ kind: "center", name: "Pixel Arena", latitude: AUSTIN.lat });
  });

  it("gives the center's profile: hours in its zone, phone, stations, prices, amenities, games by name", async () => {
    const center = await insertCenter(owner, {
      ...AUSTIN,
      timeZone: "America/Chicago",
      openingHours: HOURS,
      phone: "+1 (512) 555-0100",
      pcCount: 24,
      consoleCount: 4,
      vrCount: 0,
      hardware: "RTX 4070",
      priceMinCents: 500,
      priceMaxCents: 800,
      currency: "USD",
      passes: "Day pass $25",
      amenities: ["parking", "food_drinks"],
    });
    const [zebra, arena] = await pickGames(center.id, ["Zebra Racers", "Arena Brawl"]);
    const page = await loadPublicCenter(center.slug, NOW);
    expect(page?.center).toMatchObject({
      timeZone: "America/Chicago",
      openingHours: HOURS,
      phone: "+1 (512) 555-0100",
      pcCount: 24,
      consoleCount: 4,
      vrCount: 0,
      simCount: null,
      hardware: "RTX 4070",
      priceMinCents: 500,
      priceMaxCents: 800,
      currency: "USD",
      priceText: "$5–8/hr",
      passes: "Day pass $25",
      amenities: ["parking", "food_drinks"],
      fullLibrary: false,
    });
    expect(page?.center.games).toEqual([
      { slug: arena!.slug, name: "Arena Brawl" },
      { slug: zebra!.slug, name: "Zebra Racers" },
    ]);
  });

  it("gives a center without a profile as one: no hours, no prices, no games", async () => {
    const center = await insertCenter(owner);
    const page = await loadPublicCenter(center.slug, NOW);
    expect(page?.center).toMatchObject({
      timeZone: "UTC",
      openingHours: null,
      phone: null,
      pcCount: null,
      priceText: null,
      amenities: [],
      games: [],
      fullLibrary: false,
    });
  });

  it("offers the full library only with a live subscription to the plan that includes it", async () => {
    const fullLibrary = async (slug: string) => (await loadPublicCenter(slug, NOW))?.center.fullLibrary;
    const center = await insertCenter(owner, { fullLibrary: true });
    expect(await fullLibrary(center.slug)).toBe(false);
    await subscribe(center.id, "verified_listing", "active");
    await subscribe(center.id, "lan_center", "canceled");
    expect(await fullLibrary(center.slug)).toBe(false);
    await subscribe(center.id, "lan_center", "active");
    expect(await fullLibrary(center.slug)).toBe(true);

    // The plan without the owner's choice is not enough either.
    const notChosen = await insertCenter(owner, { fullLibrary: false });
    await subscribe(notChosen.id, "lan_center", "active");
    expect(await fullLibrary(notChosen.slug)).toBe(false);
  });

  it("is null for pending, rejected, unknown and malformed slugs", async () => {
    const pending = await insertCenter(owner, { verified: false });
    const rejected = await insertCenter(owner, { verified: false, reviewStatus: "rejected" });
    expect(await loadPublicCenter(pending.slug, NOW)).toBeNull();
    expect(await loadPublicCenter(rejected.slug, NOW)).toBeNull();
    expect(await loadPublicCenter("no-such-center-zz9999", NOW)).toBeNull();
    for (const malformed of ["Robert'); DROP TABLE locations;--", "a\u0000b", "%00", "x".repeat(500), "", undefined]) {
      expect(await loadPublicCenter(malformed, NOW)).toBeNull();
    }
  });

  it("lists upcoming verified parties at the center or within 50 miles, soonest first", async () => {
    const center = await insertCenter(owner, AUSTIN);
    const elsewhere = await insertCenter(owner, { lat: 40.7128, lng: -74.006 });
    const start = (day: number) => ({
      startDate: new Date(`2027-03-${String(day).padStart(2, "0")}T16:00:00Z`),
      endDate: new Date(`2027-03-${String(day + 1).padStart(2, "0")}T16:00:00Z`),
    });
    // At it, without a position of its own.
    const atIt = await insertParty(owner, { organizationName: "At it", locationId: center.id, ...start(10) });
    // Round Rock, about 17 miles away.
    const near = await insertParty(owner, { organizationName: "Near", lat: 30.5083, lng: -97.6789, ...start(5) });
    // At another verified center 0 miles away (positioned by that center).
    const sameSpot = await insertCenter(owner, { lat: 30.27, lng: -97.75 });
    const atNeighbour = await insertParty(owner, {
      organizationName: "Neighbour",
      locationId: sameSpot.id,
      ...start(7),
    });
    // Inside the bounding box but about 55 miles away in a straight line.
    await insertParty(owner, { organizationName: "Corner", lat: AUSTIN.lat + 0.6, lng: AUSTIN.lng + 0.6 });
    // Houston, about 146 miles away.
    await insertParty(owner, { organizationName: "Far", lat: 29.7604, lng: -95.3698 });
    await insertParty(owner, { organizationName: "Other center", locationId: elsewhere.id });
    await insertParty(owner, { organizationName: "Pending", locationId: center.id, verified: false });
    await insertParty(owner, {
      organizationName: "Past",
      locationId: center.id,
      startDate: new Date("2026-12-01T16:00:00Z"),
      endDate: new Date("2026-12-02T16:00:00Z"),
    });

    const page = await loadPublicCenter(center.slug, NOW);
    expect(page?.parties.map((party) => party.id)).toEqual([near.id, atNeighbour.id, atIt.id]);
    const neighbour = page!.parties[1]!;
    expect(neighbour.center).toEqual({ slug: sameSpot.slug, name: sameSpot.organizationName });
    expect(neighbour).toMatchObject({ latitude: 30.27, longitude: -97.75, timeZone: "America/Chicago" });
    expect(neighbour.startDate).toBe("2027-03-07T16:00:00.000Z");
    // The party held at it without a position of its own is placed at the center.
    expect(page!.parties[2]).toMatchObject({ latitude: AUSTIN.lat, longitude: AUSTIN.lng });
    expect(page?.mapPlaces.map((place) => place.kind)).toEqual(["center", "party", "party", "party"]);
  });

  it("keeps an ongoing party, and without a position lists only the parties held at it", async () => {
    const center = await insertCenter(owner, { lat: null, lng: null });
    const ongoing = await insertParty(owner, {
      locationId: center.id,
      startDate: new Date("2026-12-31T12:00:00Z"),
      endDate: new Date("2027-01-01T12:00:00Z"),
    });
    await insertParty(owner, { lat: 30.2672, lng: -97.7431 });
    const page = await loadPublicCenter(center.slug, NOW);
    expect(page?.parties.map((party) => party.id)).toEqual([ongoing.id]);
    expect(page?.mapPlaces).toEqual([]);
  });

  it("does not name a party's center that is not verified", async () => {
    const center = await insertCenter(owner, AUSTIN);
    const pendingCenter = await insertCenter(owner, { verified: false, lat: 30.27, lng: -97.74 });
    const party = await insertParty(owner, {
      locationId: pendingCenter.id,
      lat: 30.28,
      lng: -97.74,
      customLocation: "Back room",
      startDate: new Date("2027-04-01T16:00:00Z"),
      endDate: new Date("2027-04-02T16:00:00Z"),
    });
    const page = await loadPublicCenter(center.slug, NOW);
    const shown = page?.parties.find((item) => item.id === party.id);
    expect(shown).toMatchObject({ center: null, customLocation: "Back room" });
  });
});
