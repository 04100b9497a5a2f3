import { asc, eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { Database } from "./database";
import { contentSeeds, faqItems, games } from "./schema/content";
import { FAQ_CATEGORIES } from "./schema/values";
import { STARTER_FAQ } from "./starter-content/faq";
import { STARTER_FEATURED_GAMES, STARTER_GAMES, STARTER_STEAM_APP_IDS } from "./starter-content/games";
import { seedStarterContent } from "./seed-starter-content";
import { openTestDatabase, postgresUrlOrSkip, type TestDatabase } from "#test-support/database";

async function expectLoadedOnceWhenRacing(database: Database) {
  const [first, second] = await Promise.all([seedStarterContent(database), seedStarterContent(database)]);
  expect(first.games + second.games).toBe(STARTER_FEATURED_GAMES.length + STARTER_GAMES.length);
  expect(first.faq + second.faq).toBe(STARTER_FAQ.length);
  expect(await database.select({ id: faqItems.id }).from(faqItems)).toHaveLength(STARTER_FAQ.length);
}

describe("the starter games and FAQ", () => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase();
  });
  afterEach(async () => {
    await test?.close();
  });

  it("loads both lists once, in order, and adds nothing the second time", async () => {
    expect(await seedStarterContent(test.db)).toEqual({
      games: STARTER_FEATURED_GAMES.length + STARTER_GAMES.length,
      faq: STARTER_FAQ.length,
      // Loaded with their ids already: nothing left to give.
      steamAppIds: 0,
    });
    expect(await seedStarterContent(test.db)).toEqual({ games: 0, faq: 0, steamAppIds: 0 });

    const featured = await test.db.select().from(games).where(eq(games.featured, true)).orderBy(asc(games.position));
    expect(featured.map((game) => game.name)).toEqual(["DeathSprint 66", "Parcel Corps"]);
    expect(featured.map((game) => game.position)).toEqual([1, 2]);

    const all = await test.db.select().from(games).where(eq(games.featured, false)).orderBy(asc(games.position));
    expect(all.length).toBeGreaterThanOrEqual(50);
    expect(all[0]).toMatchObject({ name: "Counter-Strike 2", publisher: "Valve", position: 1, steamAppId: 730 });
    expect(all.find((game) => game.name === "Stardew Valley")?.steamAppId).toBe(413150);
    // Not on the list of known ids: no Steam art is guessed for it.
    expect(all.find((game) => game.name === "Portal 2")?.steamAppId).toBeNull();
    expect(featured.map((game) => game.steamAppId)).toEqual([null, null]);
    expect(all.some((game) => /call of duty/i.test(game.name))).toBe(false);

    const questions = await test.db.select().from(faqItems).orderBy(asc(faqItems.position));
    expect(questions).toHaveLength(9);
    expect(questions.map((item) => item.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Every filter button of /faq shows something.
    for (const category of FAQ_CATEGORIES) expect(questions.some((item) => item.category === category)).toBe(true);

    const marks = await test.db.select({ name: contentSeeds.name }).from(contentSeeds);
    expect(marks.map((mark) => mark.name).sort()).toEqual(["faq", "games", "games-steam-app-ids"]);
  });

  it("does not bring the starter lists back after an administrator removed everything", async () => {
    await seedStarterContent(test.db);
    await test.db.delete(games);
    await test.db.delete(faqItems);

    expect(await seedStarterContent(test.db)).toEqual({ games: 0, faq: 0, steamAppIds: 0 });
    expect(await test.db.select().from(games)).toEqual([]);
    expect(await test.db.select().from(faqItems)).toEqual([]);
  });

  it("loads the lists once when two start-ups run at the same time", async () => {
    await expectLoadedOnceWhenRacing(test.db);
  });

  it("loads the lists once when two servers start together on PostgreSQL", async (context) => {
    const url = postgresUrlOrSkip(context);
    const postgres = await openTestDatabase({ url });
    try {
      // The pool gives each transaction its own connection: the second waits on the first's mark.
      await expectLoadedOnceWhenRacing(postgres.db);
    } finally {
      await postgres.close();
    }
  });

  it("loads only the list whose mark is missing", async () => {
    await test.db.insert(contentSeeds).values({ name: "games" });
    expect(await seedStarterContent(test.db)).toEqual({ games: 0, faq: STARTER_FAQ.length, steamAppIds: 0 });
  });

  it("gives a database loaded before the app ids were known its ids once, by exact name only", async () => {
    await seedStarterContent(test.db);
    // As such a database is: no ids, no mark, and an administrator's changes since.
    await test.db.update(games).set({ steamAppId: null });
    await test.db.delete(contentSeeds).where(eq(contentSeeds.name, "games-steam-app-ids"));
    await test.db.update(games).set({ name: "Dota 2 Reborn" }).where(eq(games.name, "Dota 2"));
    await test.db.update(games).set({ steamAppId: 252491 }).where(eq(games.name, "Rust"));

    const result = await seedStarterContent(test.db);
    expect(result).toEqual({ games: 0, faq: 0, steamAppIds: STARTER_STEAM_APP_IDS.size - 2 });
    const ids = async (...names: string[]) =>
      Object.fromEntries(
        (
          await test.db
            .select({ name: games.name, steamAppId: games.steamAppId })
            .from(games)
            .where(inArray(games.name, names))
        ).map((row) => [row.name, row.steamAppId]),
      );
    expect(await ids("Counter-Strike 2", "Dota 2 Reborn", "Rust", "Portal 2", "DeathSprint 66")).toEqual({
      "Counter-Strike 2": 730,
      "Dota 2 Reborn": null,
      Rust: 252491,
      "Portal 2": null,
      "DeathSprint 66": null,
    });

    // Once only: an id an administrator removes afterwards stays removed.
    await test.db.update(games).set({ steamAppId: null }).where(eq(games.name, "Counter-Strike 2"));
    expect(await seedStarterContent(test.db)).toEqual({ games: 0, faq: 0, steamAppIds: 0 });
    expect(await ids("Counter-Strike 2")).toEqual({ "Counter-Strike 2": null });
  });
});

describe("the starter data", () => {
  it("gives every starter game an https store page and keeps review summaries to Steam's wording", () => {
    const steamSummaries = ["Overwhelmingly Positive", "Very Positive", "Mostly Positive", "Positive"];
    for (const game of [...STARTER_FEATURED_GAMES, ...STARTER_GAMES]) {
      expect(game.storeUrl).toMatch(/^https:\/\/store\.steampowered\.com\/(app\/\d+\/|search\/\?term=)/);
      if (game.reviewSummary !== null) expect(steamSummaries).toContain(game.reviewSummary);
    }
    const names = STARTER_GAMES.map((game) => game.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it("names only starter games in the Steam app ids, each the id of its store page", () => {
    expect(STARTER_STEAM_APP_IDS.size).toBeGreaterThanOrEqual(20);
    for (const [name, appId] of STARTER_STEAM_APP_IDS) {
      const game = STARTER_GAMES.find((candidate) => candidate.name === name);
      expect(game, name).toBeDefined();
      expect(Number.isInteger(appId) && appId > 0, name).toBe(true);
      expect(game!.steamAppId, name).toBe(appId);
      // Two sources that must agree: a typo in either shows here.
      expect(game!.storeUrl, name).toBe(`https://store.steampowered.com/app/${appId}/`);
    }
    const withIds = [...STARTER_FEATURED_GAMES, ...STARTER_GAMES].filter((game) => game.steamAppId !== null);
    expect(withIds).toHaveLength(STARTER_STEAM_APP_IDS.size);
  });
});
