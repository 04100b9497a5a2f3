import "#test-support/venue-site";

import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { games } from "#db/schema/content";
import { photoFiles, photos, shareCards } from "#db/schema/photos";
import { locations } from "#db/schema/venues";
import type { Actor } from "~/features/accounts/actor";
import type { OpeningHours } from "~/features/venues/opening-hours";
import { openDatabase } from "~/lib/db.server";
import { insertCenter, insertParty } from "#test-support/directory-rows";
import { createTestAccount } from "#test-support/venue-site";

import { loadPublicCenter } from "./load-public-center.server";
import { loadPublicPartyPage } from "./load-public-party.server";
import { renderShareCard } from "./share-card-image.server";
import { parseShareCardPath, shareCardFor } from "./share-card.server";
import { loadWhereToPlay, readWhereToPlaySearch } from "./where-to-play.server";

// Counts the drawings, which the cache exists to avoid.
vi.mock("./share-card-image.server", async (original) => {
  const actual = await original<{ renderShareCard: typeof renderShareCard }>();
  return { ...actual, renderShareCard: vi.fn(actual.renderShareCard) };
});
const renders = vi.mocked(renderShareCard);

// A Wednesday: 3 PM in Austin, then 11 AM, before it opens at noon.
const OPEN = new Date("2027-01-06T21:00:00Z");
const CLOSED = new Date("2027-01-06T17:00:00Z");

const NOON_TO_2AM: OpeningHours = {
  week: Array.from({ length: 7 }, () => ({
    kind: "spans" as const,
    spans: [{ open: "12:00", close: "02:00", overnight: true }],
  })),
  exceptions: [],
};

let owner: Actor;

beforeAll(async () => {
  owner = await createTestAccount();
});

beforeEach(() => {
  renders.mockClear();
});

async function cachedRow(key: string) {
  const database = await openDatabase();
  const [row] = await database.select().from(shareCards).where(eq(shareCards.key, key));
  return row;
}

async function hoursCenter(values: Partial<typeof locations.$inferInsert> = {}) {
  return insertCenter(owner, {
    organizationName: "Pixel Arena",
    address: "1200 Congress Ave, Austin, TX 78701",
    timeZone: "America/Chicago",
    openingHours: NOON_TO_2AM,
    ...values,
  });
}

/** An approved cover of one colour, its files kept in the database as uploads keep them. */
async function addCover(locationId: string, colour: { r: number; g: number; b: number }) {
  const database = await openDatabase();
  const jpeg = await sharp({ create: { width: 640, height: 427, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const [photo] = await database
    .insert(photos)
    .values({
      ownerId: owner.userId,
      locationId,
      status: "approved",
      width: 640,
      height: 427,
      widths: [320, 640],
      storage: "database",
      originalBytes: jpeg.length,
    })
    .returning({ id: photos.id });
  await database
    .insert(photoFiles)
    .values({ photoId: photo!.id, name: "640.jpg", contentType: "image/jpeg", data: jpeg });
  return photo!.id;
}

/** The colour of one pixel of a PNG. */
async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

describe("shareCardFor", () => {
  it("draws a center's card as a 1200×630 PNG and names it as the page does", async () => {
    const center = await hoursCenter();
    const card = await shareCardFor("center", center.slug, OPEN);
    if (!card.ok) throw new Error(card.message);
    expect(renders).toHaveBeenCalledTimes(1);
    const content = renders.mock.calls[0]![0];
    expect(content).toMatchObject({
      label: "LAN Center",
      title: "Pixel Arena",
      lines: [
        { text: "Austin", tone: "plain" },
        { text: "Open now · closes 2 AM", tone: "open" },
      ],
      cover: null,
    });
    expect(await sharp(card.png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });

    const page = await loadPublicCenter(center.slug, OPEN);
    expect(page?.shareCard).toEqual({
      url: `http://localhost:3000/share/center/${center.slug}.png?v=${card.version}`,
      width: 1200,
      height: 630,
      alt: "Pixel Arena, a LAN center in Austin. Open now · closes 2 AM",
    });
  });

  it("serves the cached card while nothing drawn changed, and draws it again when its name changes", async () => {
    const center = await hoursCenter();
    const first = await shareCardFor("center", center.slug, OPEN);
    if (!first.ok) throw new Error(first.message);
    const row = await cachedRow(`center:${center.id}`);
    expect(row?.version).toBe(first.version);

    const again = await shareCardFor("center", center.slug, OPEN);
    expect(again).toEqual({ ok: true, png: first.png, version: first.version });
    expect(renders).toHaveBeenCalledTimes(1);
    expect((await cachedRow(`center:${center.id}`))?.createdAt).toEqual(row?.createdAt);

    const database = await openDatabase();
    await database.update(locations).set({ organizationName: "Pixel Arena Deluxe" }).where(eq(locations.id, center.id));
    const renamed = await shareCardFor("center", center.slug, OPEN);
    if (!renamed.ok) throw new Error(renamed.message);
    expect(renamed.version).not.toBe(first.version);
    expect(renders).toHaveBeenCalledTimes(2);
    expect(renders.mock.calls[1]![0].title).toBe("Pixel Arena Deluxe");
    const replaced = await cachedRow(`center:${center.id}`);
    expect(replaced?.version).toBe(renamed.version);
    expect(replaced?.png.equals(renamed.png)).toBe(true);
  });

  it("draws the card again when the center opens or closes, and leaves the state out without hours", async () => {
    const center = await hoursCenter();
    const open = await shareCardFor("center", center.slug, OPEN);
    const closed = await shareCardFor("center", center.slug, CLOSED);
    expect(open.ok && closed.ok && open.version !== closed.version).toBe(true);
    expect(renders.mock.calls[1]![0].lines).toEqual([
      { text: "Austin", tone: "plain" },
      { text: "Opens at noon", tone: "closed" },
    ]);

    const noHours = await insertCenter(owner, { address: "5 Lake St, Minneapolis, MN 55401" });
    await shareCardFor("center", noHours.slug, OPEN);
    expect(renders.mock.calls[2]![0].lines).toEqual([{ text: "Minneapolis", tone: "plain" }]);
  });

  it("draws the cover photo behind the text", async () => {
    const center = await hoursCenter();
    const photoId = await addCover(center.id, { r: 220, g: 30, b: 30 });
    const card = await shareCardFor("center", center.slug, OPEN);
    if (!card.ok) throw new Error(card.message);
    expect(renders.mock.calls[0]![0].cover).toEqual({ photoId, fileName: "640.jpg" });
    // The right edge, where the overlay is lightest, is the photo's red.
    const edge = await pixel(card.png, 1180, 300);
    expect(edge.r).toBeGreaterThan(edge.b + 40);
    const page = await loadPublicCenter(center.slug, OPEN);
    expect(page?.shareCard.url).toContain(`?v=${card.version}`);
  });

  it("draws a party's dates and place, and a game's name and publisher", async () => {
    const party = await insertParty(owner, { organizationName: "Winter LAN", customLocation: "Hall B, Austin, TX" });
    const partyCard = await shareCardFor("party", party.id, OPEN);
    if (!partyCard.ok) throw new Error(partyCard.message);
    expect(renders.mock.calls[0]![0]).toMatchObject({
      label: "LAN Party",
      title: "Winter LAN",
      lines: [
        { text: "Sat, Mar 6 – Sun, Mar 7, 2027", tone: "plain" },
        { text: "Austin", tone: "plain" },
      ],
    });
    expect((await loadPublicPartyPage(party.id, OPEN))?.shareCard.url).toBe(
      `http://localhost:3000/share/party/${party.id}.png?v=${partyCard.version}`,
    );

    const database = await openDatabase();
    const slug = `deep-rock-${randomUUID().slice(0, 6)}`;
    await database
      .insert(games)
      .values({ name: "Deep Rock", slug, publisher: "Coffee Stain", storeUrl: "https://example.com", position: 900 });
    const gameCard = await shareCardFor("game", slug, OPEN);
    if (!gameCard.ok) throw new Error(gameCard.message);
    expect(renders.mock.calls[1]![0]).toMatchObject({
      label: "Where to play",
      title: "Deep Rock",
      lines: [{ text: "by Coffee Stain", tone: "plain" }],
    });
    const page = await loadWhereToPlay(slug, readWhereToPlaySearch(new URLSearchParams()), { now: OPEN });
    expect(page?.shareCard.url).toBe(`http://localhost:3000/share/game/${slug}.png?v=${gameCard.version}`);
  });

  it("has no card for what is not public", async () => {
    const pending = await insertCenter(owner, { verified: false });
    const pendingParty = await insertParty(owner, { verified: false });
    const notFound = { ok: false, reason: "not-found", message: "Share card not found" };
    expect(await shareCardFor("center", pending.slug)).toEqual(notFound);
    expect(await shareCardFor("center", "no-such-center")).toEqual(notFound);
    expect(await shareCardFor("center", "../etc/passwd")).toEqual(notFound);
    expect(await shareCardFor("party", pendingParty.id)).toEqual(notFound);
    expect(await shareCardFor("party", "not-an-id")).toEqual(notFound);
    expect(await shareCardFor("game", "no-such-game")).toEqual(notFound);
    expect(renders).not.toHaveBeenCalled();
  });
});

describe("parseShareCardPath", () => {
  it("reads the kind and the slug or id back, and nothing else", () => {
    expect(parseShareCardPath("center", "pixel-arena-1a2b3c.png")).toEqual({
      kind: "center",
      key: "pixel-arena-1a2b3c",
    });
    expect(parseShareCardPath("game", "cs2.png")).toEqual({ kind: "game", key: "cs2" });
    expect(parseShareCardPath("venue", "x.png")).toBeNull();
    expect(parseShareCardPath("center", "x.jpg")).toBeNull();
    expect(parseShareCardPath("center", ".png")).toBeNull();
    expect(parseShareCardPath(undefined, undefined)).toBeNull();
  });
});
