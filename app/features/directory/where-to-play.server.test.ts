import "#test-support/venue-site";

import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { eq } from "drizzle-orm";

import { games } from "#db/schema/content";
import { photos } from "#db/schema/photos";
import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import { locationGames, locations } from "#db/schema/venues";
import type { Actor } from "~/features/accounts/actor";
import { recordStationStatus } from "~/features/stations/record-status.server";
import { LIVE_FOR_MINUTES } from "~/features/stations/station-values";
import { openDatabase } from "~/lib/db.server";
import { insertCenter } from "#test-support/directory-rows";
import { createTestAccount } from "#test-support/venue-site";

import {
  loadWhereToPlay,
  PICKS_READ_BY_INDEX,
  readWhereToPlaySearch,
  type WhereToPlaySearch,
} from "./where-to-play.server";

// A Wednesday, 15:00 in Austin.
const NOW = new Date("2027-01-06T21:00:00Z");
const BY_NAME: WhereToPlaySearch = { near: null, lat: null, lng: null, page: null };
const OFFLINE = { now: NOW, placeLookup: { fallback: null } };

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const ROUND_ROCK = { lat: 30.5083, lng: -97.6789 };
const HOUSTON = { lat: 29.7604, lng: -95.3698 };

const NOON_TO_MIDNIGHT = {
  week: Array.from({ length: 7 }, () => ({
    kind: "spans" as const,
    spans: [{ open: "12:00", close: "00:00", overnight: false }],
  })),
  exceptions: [],
};

// Read by env() on first use, after the scratch site's settings: Steam's art is on in this file.
const STEAM_HOST = "http://steam-stand-in.test:8081";
process.env.STEAM_IMAGE_HOST = STEAM_HOST;

let owner: Actor;

async function insertGame(name: string) {
  const database = await openDatabase();
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomUUID().slice(0, 6)}`;
  const [row] = await database
    .insert(games)
    .values({ name, slug, publisher: "Valve", storeUrl: "https://store.steampowered.com/app/1/", position: 900 })
    .returning();
  return row!;
}

async function pick(locationId: string, gameId: string) {
  const database = await openDatabase();
  await database.insert(locationGames).values({ locationId, gameId });
}

async function subscribe(locationId: string, plan: "lan_center" | "verified_listing", status = "active") {
  const database = await openDatabase();
  await database.insert(lanCenterSubscriptions).values({ locationId, userId: owner.userId, plan, status });
}

function names(page: Awaited<ReturnType<typeof loadWhereToPlay>>): string[] {
  return page?.venues.map((venue) => venue.name) ?? [];
}

beforeAll(async () => {
  owner = await createTestAccount();
});

describe("loadWhereToPlay", () => {
  it("lists the verified centers that picked the game or offer the full library with a live plan", async () => {
    const game = await insertGame("Deep Rock");
    const other = await insertGame("Other Game");

    const picked = await insertCenter(owner, {
      organizationName: "B Picked",
      ...AUSTIN,
      openingHours: NOON_TO_MIDNIGHT,
      timeZone: "America/Chicago",
      pcCount: 24,
      priceMinCents: 500,
      priceMaxCents: 800,
      currency: "USD",
    });
    await pick(picked.id, game.id);
    const pending = await insertCenter(owner, { organizationName: "Pending Picked", verified: false });
    await pick(pending.id, game.id);
    const otherGame = await insertCenter(owner, { organizationName: "Other Picked" });
    await pick(otherGame.id, other.id);

    const library = await insertCenter(owner, { organizationName: "A Library", fullLibrary: true });
    await subscribe(library.id, "lan_center");
    // Ticked, but without the plan, with another plan, or with a plan no longer live.
    await insertCenter(owner, { organizationName: "No Plan", fullLibrary: true });
    const listing = await insertCenter(owner, { organizationName: "Listing Plan", fullLibrary: true });
    await subscribe(listing.id, "verified_listing");
    const canceled = await insertCenter(owner, { organizationName: "Canceled Plan", fullLibrary: true });
    await subscribe(canceled.id, "lan_center", "canceled");
    // The plan without the owner's tick, and a full library not verified.
    const unticked = await insertCenter(owner, { organizationName: "Unticked" });
    await subscribe(unticked.id, "lan_center");
    const pendingLibrary = await insertCenter(owner, {
      organizationName: "Pending Library",
      verified: false,
      fullLibrary: true,
    });
    await subscribe(pendingLibrary.id, "lan_center");

    const page = await loadWhereToPlay(game.slug, BY_NAME, OFFLINE);
    expect(page?.game).toEqual({
      slug: game.slug,
      name: "Deep Rock",
      publisher: "Valve",
      storeUrl: "https://store.steampowered.com/app/1/",
      reviewSummary: null,
      pageUrl: `http://localhost:3000/games/${game.slug}`,
      // No app id, no uploaded image: the page draws its banner.
      art: null,
    });
    expect(names(page)).toEqual(["A Library", "B Picked"]);
    expect(page).toMatchObject({ total: 2, page: 1, pageCount: 1, origin: null, placeProblem: null });
    expect(page?.venues[0]).toMatchObject({ fullLibrary: true, status: null, priceText: null, pcText: null });
    expect(page?.venues[1]).toEqual({
      slug: picked.slug,
      href: `/lancenters/${picked.slug}`,
      name: "B Picked",
      address: "1 Main St, Austin, TX",
      status: { open: true, text: "Open now · closes midnight" },
      priceText: "$5–8/hr",
      pcText: "24 gaming PCs",
      fullLibrary: false,
      distance: null,
      cover: null,
      live: null,
    });

    // The other game: its own pick, and the full-library center again.
    expect(names(await loadWhereToPlay(other.slug, BY_NAME, OFFLINE))).toEqual(["A Library", "Other Picked"]);

    // The other tests count their own centers only: no center offers every game past this one.
    const database = await openDatabase();
    await database.update(locations).set({ fullLibrary: false });
  });

  it("shows each center's live numbers as of the page, and none for a status that has aged out", async () => {
    const game = await insertGame("Live Arena");
    const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
    const centers = await Promise.all(
      ["Busy Den", "Full House", "Quiet Hall", "Stale Spot"].map((organizationName) =>
        insertCenter(owner, { organizationName, timeZone: "America/Chicago" }),
      ),
    );
    for (const center of centers) await pick(center.id, game.id);
    const [busy, full, , stale] = centers;
    await recordStationStatus(busy!.id, { total: 40, free: 12, byKind: { pc: { total: 40, free: 12 } } }, "push", {
      at: minutesAgo(2),
    });
    await recordStationStatus(full!.id, { total: 24, free: 0, byKind: {} }, "push", { at: minutesAgo(1) });
    await recordStationStatus(stale!.id, { total: 30, free: 9, byKind: {} }, "push", {
      at: minutesAgo(LIVE_FOR_MINUTES + 1),
    });

    const page = await loadWhereToPlay(game.slug, BY_NAME, OFFLINE);
    expect(page?.venues.map((venue) => [venue.name, venue.live])).toEqual([
      ["Busy Den", { text: "12 of 40 PCs free · 2 min ago", free: 12 }],
      ["Full House", { text: "0 of 24 PCs free · 1 min ago", free: 0 }],
      ["Quiet Hall", null],
      ["Stale Spot", null],
    ]);
  });

  it("gives the same answer for a game so many centers picked that every verified center is read", async () => {
    const game = await insertGame("Popular Game");
    const picked = await insertCenter(owner, { organizationName: "Popular Picked" });
    await pick(picked.id, game.id);
    const library = await insertCenter(owner, { organizationName: "Popular Library", fullLibrary: true });
    await subscribe(library.id, "lan_center", "trialing");
    const expected = ["Popular Library", "Popular Picked"];
    expect(names(await loadWhereToPlay(game.slug, BY_NAME, OFFLINE))).toEqual(expected);

    // Picks by centers not verified (yet) count towards the choice, never into the list.
    const database = await openDatabase();
    const hidden = await database
      .insert(locations)
      .values(
        Array.from({ length: PICKS_READ_BY_INDEX }, (_, i) => ({
          slug: `popular-hidden-${i}-${randomUUID().slice(0, 6)}`,
          organizationName: `Hidden ${i}`,
          address: "2 Side St",
          description: "Not reviewed yet",
          createdBy: owner.userId,
        })),
      )
      .returning({ id: locations.id });
    await database.insert(locationGames).values(hidden.map(({ id }) => ({ locationId: id, gameId: game.id })));
    const page = await loadWhereToPlay(game.slug, { ...BY_NAME, lat: "30.27", lng: "-97.74" }, OFFLINE);
    expect(names(page)).toEqual(expected);
    expect(page?.total).toBe(2);

    await database.update(locations).set({ fullLibrary: false });
  });

  it("puts the nearest first from a shared position or a typed place, centers without a position last", async () => {
    const game = await insertGame("Near Game");
    for (const [name, point] of [
      ["Houston Hall", HOUSTON],
      ["Austin Arena", AUSTIN],
      ["Round Rock Rigs", ROUND_ROCK],
      ["Nowhere Known", { lat: null, lng: null }],
    ] as const) {
      const center = await insertCenter(owner, { organizationName: name, ...point });
      await pick(center.id, game.id);
    }

    const fromAustin = await loadWhereToPlay(game.slug, { ...BY_NAME, lat: "30.27", lng: "-97.74" }, OFFLINE);
    expect(names(fromAustin)).toEqual(["Austin Arena", "Round Rock Rigs", "Houston Hall", "Nowhere Known"]);
    expect(fromAustin?.origin).toEqual({
      label: "your location",
      source: "location",
      latitude: 30.27,
      longitude: -97.74,
    });
    expect(fromAustin?.venues.map((venue) => venue.distance)).toEqual(["0.3 mi", "17 mi", "146 mi", null]);

    // Houston's ZIP code, from the offline data.
    const fromHouston = await loadWhereToPlay(game.slug, { ...BY_NAME, near: " 77002 " }, OFFLINE);
    expect(names(fromHouston)).toEqual(["Houston Hall", "Austin Arena", "Round Rock Rigs", "Nowhere Known"]);
    expect(fromHouston).toMatchObject({ origin: { source: "typed" }, query: "77002", placeProblem: null });

    // By name without a place.
    expect(names(await loadWhereToPlay(game.slug, BY_NAME, OFFLINE))).toEqual([
      "Austin Arena",
      "Houston Hall",
      "Nowhere Known",
      "Round Rock Rigs",
    ]);
  });

  it("says why a place was not used and lists by name", async () => {
    const game = await insertGame("Place Game");
    for (const name of ["Zed", "Alpha"])
      await pick((await insertCenter(owner, { organizationName: name })).id, game.id);

    const unknown = await loadWhereToPlay(game.slug, { ...BY_NAME, near: "Atlantis" }, OFFLINE);
    expect(unknown).toMatchObject({ origin: null, query: "Atlantis" });
    expect(unknown?.placeProblem).toMatch(/could not find that place/i);
    expect(names(unknown)).toEqual(["Alpha", "Zed"]);

    const broken = await loadWhereToPlay(game.slug, { ...BY_NAME, lat: "north", lng: "-97" }, OFFLINE);
    expect(broken?.placeProblem).toMatch(/location could not be read/i);
    expect(names(broken)).toEqual(["Alpha", "Zed"]);
  });

  it("pages through many centers", async () => {
    const game = await insertGame("Busy Game");
    const database = await openDatabase();
    const centers = await Promise.all(
      Array.from({ length: 53 }, (_, i) =>
        insertCenter(owner, { organizationName: `Busy ${String(i).padStart(2, "0")}` }),
      ),
    );
    await database.insert(locationGames).values(centers.map((center) => ({ locationId: center.id, gameId: game.id })));

    const first = await loadWhereToPlay(game.slug, BY_NAME, OFFLINE);
    expect(first).toMatchObject({ total: 53, page: 1, pageCount: 2, pageSize: 50 });
    expect(first?.venues).toHaveLength(50);
    const second = await loadWhereToPlay(game.slug, { ...BY_NAME, page: "2" }, OFFLINE);
    expect(names(second)).toEqual(["Busy 50", "Busy 51", "Busy 52"]);
    // Past the end is the last page; nonsense is the first.
    expect((await loadWhereToPlay(game.slug, { ...BY_NAME, page: "9" }, OFFLINE))?.page).toBe(2);
    expect((await loadWhereToPlay(game.slug, { ...BY_NAME, page: "-1" }, OFFLINE))?.page).toBe(1);
  });

  it("gives an empty list for a game no verified center offers, without looking the place up", async () => {
    const game = await insertGame("Lonely Game");
    const page = await loadWhereToPlay(game.slug, { ...BY_NAME, near: "Atlantis" }, OFFLINE);
    expect(page).toMatchObject({ total: 0, venues: [], pageCount: 1, placeProblem: null, origin: null });
  });

  it("gives the game's art: the uploaded image, else Steam's header and capsule, else none", async () => {
    const database = await openDatabase();
    const game = await insertGame("Art Game");
    expect((await loadWhereToPlay(game.slug, BY_NAME, OFFLINE))?.game.art).toBeNull();

    await database.update(games).set({ steamAppId: 892970 }).where(eq(games.id, game.id));
    expect((await loadWhereToPlay(game.slug, BY_NAME, OFFLINE))?.game.art).toEqual({
      kind: "steam",
      header: { src: `${STEAM_HOST}/steam/apps/892970/header.jpg`, width: 460, height: 215 },
      capsule: { src: `${STEAM_HOST}/steam/apps/892970/capsule_616x353.jpg`, width: 616, height: 353 },
    });

    const [photo] = await database
      .insert(photos)
      .values({
        ownerId: owner.userId,
        purpose: "game",
        status: "approved",
        width: 900,
        height: 420,
        widths: [320, 640],
        storage: "database",
        originalBytes: 1,
      })
      .returning({ id: photos.id });
    await database.update(games).set({ imagePhotoId: photo!.id }).where(eq(games.id, game.id));
    expect((await loadWhereToPlay(game.slug, BY_NAME, OFFLINE))?.game.art).toEqual({
      kind: "photo",
      photo: { id: photo!.id, width: 900, height: 420, widths: [320, 640] },
    });

    // A venue's photo is never a game's art, whatever the row says.
    await database.update(photos).set({ purpose: "venue" }).where(eq(photos.id, photo!.id));
    expect((await loadWhereToPlay(game.slug, BY_NAME, OFFLINE))?.game.art).toMatchObject({ kind: "steam" });
  });

  it("is null for an unknown or malformed slug", async () => {
    expect(await loadWhereToPlay("no-such-game-zz9", BY_NAME, OFFLINE)).toBeNull();
    for (const malformed of ["Robert'); DROP TABLE games;--", "UPPER", "a--b", "%00", "x".repeat(300), "", undefined]) {
      expect(await loadWhereToPlay(malformed, BY_NAME, OFFLINE)).toBeNull();
    }
  });

  it("reads the address's parameters", () => {
    expect(readWhereToPlaySearch(new URLSearchParams("near=Austin%2C+TX&page=2"))).toEqual({
      near: "Austin, TX",
      lat: null,
      lng: null,
      page: "2",
    });
  });
});
