import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { faqItems, games } from "#db/schema/content";
import { photos } from "#db/schema/photos";
import { createTestAccount } from "#test-support/venue-site";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";
import { addFaqItem } from "./add-faq-item.server";
import { addGame } from "./add-game.server";
import { steamArt } from "./game-art";
import { GAME_ART_UNKNOWN } from "./game-art.server";
import { listFaqItems } from "./list-faq-items.server";
import { listGames } from "./list-games.server";
import { moveFaqItem, moveGame, removeFaqItem, removeGame } from "./lists.server";
import { loadContentAdmin } from "./load-content-admin.server";
import { ADMINISTRATORS_ONLY, STEAM_APP_ID_MESSAGE, type GameFormValues } from "./schemas";
import { updateFaqItem } from "./update-faq-item.server";
import { updateGame } from "./update-game.server";

// Read by env() on first use, after the scratch site's settings: Steam's art is on in this file.
const STEAM_HOST = "http://steam-stand-in.test:8081";
process.env.STEAM_IMAGE_HOST = STEAM_HOST;

let admin: Actor;
let member: Actor;

beforeAll(async () => {
  admin = await createTestAccount({ admin: true });
  member = await createTestAccount();
});

let sequence = 0;
function gameForm(values: Partial<Record<keyof GameFormValues, string>> = {}) {
  sequence += 1;
  return {
    name: `Test Game ${sequence}`,
    publisher: "Test Publisher",
    storeUrl: "https://store.steampowered.com/app/730/",
    reviewSummary: "",
    videoUrl: "",
    ...values,
  };
}

async function gameCount() {
  const database = await openDatabase();
  return (await database.select({ id: games.id }).from(games)).length;
}

async function allGameNames() {
  const listed = await listGames();
  if (!listed.ok) throw new Error(listed.message);
  return { featured: listed.featured.map((game) => game.name), all: listed.all.map((game) => game.name) };
}

function okId(result: Awaited<ReturnType<typeof addGame>>): string {
  if (!result.ok) throw new Error(result.message);
  return result.id;
}

describe("the public lists", () => {
  it("start with the starter games and questions, loaded when the database opened", async () => {
    const names = await allGameNames();
    expect(names.featured.slice(0, 2)).toEqual(["DeathSprint 66", "Parcel Corps"]);
    expect(names.all.length).toBeGreaterThanOrEqual(50);
    const faq = await listFaqItems();
    expect(faq.ok && faq.items.map((item) => item.question)).toContain("Is Call of Duty available?");
  });
});

describe("who may change the content", () => {
  it("refuses a member every change, and stores nothing", async () => {
    const before = await gameCount();
    const database = await openDatabase();
    const [anyGame] = await database.select().from(games).limit(1);
    const id = anyGame!.id;
    const refusals = await Promise.all([
      addGame(member, gameForm()),
      updateGame(member, { id, values: gameForm({ name: "Hijacked" }) }),
      moveGame(member, { id, direction: "down" }),
      removeGame(member, id),
      addFaqItem(member, { category: "general", question: "Q?", answer: "A." }),
      updateFaqItem(member, { id, values: { category: "general", question: "Q?", answer: "A." } }),
      moveFaqItem(member, { id, direction: "up" }),
      removeFaqItem(member, id),
      loadContentAdmin(member),
    ]);
    for (const refusal of refusals)
      expect(refusal).toEqual({ ok: false, reason: "forbidden", message: ADMINISTRATORS_ONLY });
    expect(await gameCount()).toBe(before);
    const [unchanged] = await database.select().from(games).where(eq(games.id, id));
    expect(unchanged).toEqual(anyGame);
  });
});

describe("an administrator's games", () => {
  it("adds a game at the end of All Games and edits it, moving it to the featured cards", async () => {
    const form = gameForm({ reviewSummary: "  Very Positive  " });
    const added = await addGame(admin, form);
    expect(added).toMatchObject({ ok: true, message: `Added “${form.name}” to All Games.` });
    const id = okId(added);
    expect((await allGameNames()).all.at(-1)).toBe(form.name);

    const loaded = await loadContentAdmin(admin);
    expect(loaded.ok && loaded.all.find((game) => game.id === id)).toMatchObject({
      reviewSummary: "Very Positive",
      featured: false,
      videoUrl: null,
    });

    const edited = await updateGame(admin, {
      id,
      values: { ...form, name: `${form.name} GOTY`, featured: "on", videoUrl: "https://cdn.example.com/t.mp4" },
    });
    expect(edited).toMatchObject({ ok: true });
    const names = await allGameNames();
    expect(names.featured.at(-1)).toBe(`${form.name} GOTY`);
    expect(names.all).not.toContain(form.name);
  });

  it("moves a game up and down within its own list, and says so at either end", async () => {
    const first = okId(await addGame(admin, gameForm()));
    const second = okId(await addGame(admin, gameForm()));
    const [firstName, secondName] = (await allGameNames()).all.slice(-2);

    expect(await moveGame(admin, { id: second, direction: "up" })).toMatchObject({
      ok: true,
      message: `Moved “${secondName}” up.`,
    });
    expect((await allGameNames()).all.slice(-2)).toEqual([secondName, firstName]);

    expect(await moveGame(admin, { id: first, direction: "down" })).toMatchObject({
      ok: true,
      message: `“${firstName}” is already last.`,
    });
    expect(await moveGame(admin, { id: first, direction: "up" })).toMatchObject({ ok: true });
    expect((await allGameNames()).all.slice(-2)).toEqual([firstName, secondName]);

    // The featured cards are a list of their own: the first of them cannot move "up" into All Games.
    const listed = await listGames();
    const firstFeatured = listed.ok ? listed.featured[0]! : undefined;
    expect(await moveGame(admin, { id: firstFeatured!.id, direction: "up" })).toMatchObject({
      message: `“${firstFeatured!.name}” is already first.`,
    });
  });

  it("removes a game, and answers an unknown one as not found", async () => {
    const id = okId(await addGame(admin, gameForm()));
    const before = await gameCount();
    expect(await removeGame(admin, id)).toMatchObject({ ok: true });
    expect(await gameCount()).toBe(before - 1);
    expect(await removeGame(admin, id)).toMatchObject({ ok: false, reason: "not-found" });
    expect(await removeGame(admin, "not-a-uuid")).toMatchObject({ ok: false, reason: "not-found" });
    expect(await moveGame(admin, { id, direction: "up" })).toMatchObject({ ok: false, reason: "not-found" });
    expect(await updateGame(admin, { id, values: gameForm() })).toMatchObject({ ok: false, reason: "not-found" });
  });

  it("stores nothing from bad input, and names each problem", async () => {
    const before = await gameCount();
    const result = await addGame(admin, {
      name: "   ",
      publisher: "",
      storeUrl: "javascript:alert(1)",
      reviewSummary: "x".repeat(41),
      videoUrl: "http://example.com/trailer.mp4",
    });
    expect(result).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: {
        name: "Please enter the game's name",
        publisher: "Please enter the publisher",
        storeUrl: expect.stringContaining("https://"),
        reviewSummary: "The review summary can be at most 40 characters",
        videoUrl: "The video must be an https:// address of a video file",
      },
    });
    for (const storeUrl of ["data:text/html,hi", "http://store.steampowered.com/app/730/", "store.steampowered.com"]) {
      expect(await addGame(admin, gameForm({ storeUrl }))).toMatchObject({ ok: false, reason: "invalid" });
    }
    const id = okId(await addGame(admin, gameForm()));
    expect(await updateGame(admin, { id, values: gameForm({ name: "" }) })).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(await gameCount()).toBe(before + 1);
    const database = await openDatabase();
    const [kept] = await database.select().from(games).where(eq(games.id, id));
    expect(kept?.name).toMatch(/^Test Game/);
  });
});

describe("a game's art", () => {
  /** A photo row as an upload leaves it (its files are not needed here). */
  async function insertPhoto(purpose: "game" | "venue") {
    const database = await openDatabase();
    const [photo] = await database
      .insert(photos)
      .values({
        ownerId: admin.userId,
        purpose,
        status: "approved",
        width: 1280,
        height: 600,
        widths: [320, 640, 1280],
        storage: "database",
        originalBytes: 1000,
      })
      .returning({ id: photos.id });
    return photo!.id;
  }

  async function listed(id: string) {
    const lists = await listGames();
    if (!lists.ok) throw new Error(lists.message);
    return [...lists.featured, ...lists.all].find((game) => game.id === id);
  }

  it("gives the starter games Steam's art by their app id", async () => {
    const lists = await listGames();
    const counterStrike = lists.ok ? lists.all.find((game) => game.name === "Counter-Strike 2") : undefined;
    expect(counterStrike).toMatchObject({ steamAppId: 730, art: steamArt(STEAM_HOST, 730) });
    expect(counterStrike?.art).toMatchObject({
      kind: "steam",
      header: { src: `${STEAM_HOST}/steam/apps/730/header.jpg` },
    });
    const featured = lists.ok ? lists.featured[0] : undefined;
    expect(featured).toMatchObject({ name: "DeathSprint 66", steamAppId: null, art: null });
  });

  it("stores the app id and the uploaded image, shows the image first, and falls back when it is gone", async () => {
    const id = okId(await addGame(admin, gameForm({ steamAppId: " 570 " })));
    expect(await listed(id)).toMatchObject({ steamAppId: 570, art: steamArt(STEAM_HOST, 570) });

    const photoId = await insertPhoto("game");
    const form = gameForm({ steamAppId: "570", imagePhotoId: photoId });
    expect(await updateGame(admin, { id, values: form })).toMatchObject({ ok: true });
    expect((await listed(id))?.art).toEqual({
      kind: "photo",
      photo: { id: photoId, width: 1280, height: 600, widths: [320, 640, 1280] },
    });

    // An uploaded image that no longer exists is skipped, never a broken picture.
    const database = await openDatabase();
    await database.delete(photos).where(eq(photos.id, photoId));
    expect((await listed(id))?.art).toEqual(steamArt(STEAM_HOST, 570));

    // Both cleared: the generated art.
    expect(await updateGame(admin, { id, values: gameForm({ steamAppId: "", imagePhotoId: "" }) })).toMatchObject({
      ok: true,
    });
    expect(await listed(id)).toMatchObject({ steamAppId: null, art: null });
    const [row] = await database.select().from(games).where(eq(games.id, id));
    expect(row).toMatchObject({ steamAppId: null, imagePhotoId: null });
  });

  it("refuses art that is not an uploaded game image, and an app id that is not one, storing nothing", async () => {
    const before = await gameCount();
    const venuePhoto = await insertPhoto("venue");
    for (const imagePhotoId of [venuePhoto, "0b5c8f0e-4d7a-4f3e-9d7e-2f4b9a1c6e01"]) {
      expect(await addGame(admin, gameForm({ imagePhotoId }))).toEqual({
        ok: false,
        reason: "invalid",
        message: "Please correct the highlighted fields.",
        errors: { imagePhotoId: GAME_ART_UNKNOWN },
      });
    }
    expect(await addGame(admin, gameForm({ steamAppId: "-730" }))).toMatchObject({
      ok: false,
      errors: { steamAppId: STEAM_APP_ID_MESSAGE },
    });
    expect(await gameCount()).toBe(before);

    const gamePhoto = await insertPhoto("game");
    const id = okId(await addGame(admin, gameForm({ imagePhotoId: gamePhoto })));
    expect(await updateGame(admin, { id, values: gameForm({ imagePhotoId: venuePhoto }) })).toMatchObject({
      ok: false,
      errors: { imagePhotoId: GAME_ART_UNKNOWN },
    });
    const database = await openDatabase();
    const [kept] = await database.select().from(games).where(eq(games.id, id));
    expect(kept?.imagePhotoId).toBe(gamePhoto);
  });
});

describe("an administrator's FAQ", () => {
  it("adds, edits, moves and removes a question", async () => {
    const added = await addFaqItem(admin, {
      category: "events",
      question: "  Can I host a tournament?  ",
      answer: "Yes.",
    });
    expect(added).toMatchObject({ ok: true, message: "Added “Can I host a tournament?” to the FAQ." });
    const id = okId(added);
    const questions = async () => {
      const listed = await listFaqItems();
      return listed.ok ? listed.items : [];
    };
    expect((await questions()).at(-1)).toMatchObject({ id, category: "events", question: "Can I host a tournament?" });

    expect(
      await updateFaqItem(admin, {
        id,
        values: { category: "business", question: "Can I host a paid tournament?", answer: "Ask us." },
      }),
    ).toMatchObject({ ok: true });
    expect((await questions()).at(-1)).toMatchObject({ category: "business", answer: "Ask us." });

    expect(await moveFaqItem(admin, { id, direction: "up" })).toMatchObject({ ok: true });
    expect((await questions()).at(-2)?.id).toBe(id);

    expect(await removeFaqItem(admin, id)).toMatchObject({ ok: true });
    expect((await questions()).some((item) => item.id === id)).toBe(false);
  });

  it("refuses a category outside the list and blank text, storing nothing", async () => {
    const database = await openDatabase();
    const before = (await database.select({ id: faqItems.id }).from(faqItems)).length;
    expect(await addFaqItem(admin, { category: "pricing" as "general", question: "", answer: " " })).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: {
        category: "Please choose a category",
        question: "Please enter the question",
        answer: "Please enter the answer",
      },
    });
    expect(await addFaqItem(admin, { category: "general", question: "Q".repeat(201), answer: "A" })).toMatchObject({
      errors: { question: "The question can be at most 200 characters" },
    });
    expect((await database.select({ id: faqItems.id }).from(faqItems)).length).toBe(before);
  });
});
