import { asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { Database } from "./database";
import { contentSeeds, faqItems, games } from "./schema/content";
import { FAQ_CATEGORIES } from "./schema/values";
import { STARTER_FAQ } from "./starter-content/faq";
import { STARTER_FEATURED_GAMES, STARTER_GAMES } from "./starter-content/games";
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
    });
    expect(await seedStarterContent(test.db)).toEqual({ games: 0, faq: 0 });

    const featured = await test.db.select().from(games).where(eq(games.featured, true)).orderBy(asc(games.position));
    expect(featured.map((game) => game.name)).toEqual(["DeathSprint 66", "Parcel Corps"]);
    expect(featured.map((game) => game.position)).toEqual([1, 2]);

    const all = await test.db.select().from(games).where(eq(games.featured, false)).orderBy(asc(games.position));
    expect(all.length).toBeGreaterThanOrEqual(50);
    expect(all[0]).toMatchObject({ name: "Counter-Strike 2", publisher: "Valve", position: 1 });
    expect(all.some((game) => /call of duty/i.test(game.name))).toBe(false);

    const questions = await test.db.select().from(faqItems).orderBy(asc(faqItems.position));
    expect(questions).toHaveLength(9);
    expect(questions.map((item) => item.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Every filter button of /faq shows something.
    for (const category of FAQ_CATEGORIES) expect(questions.some((item) => item.category === category)).toBe(true);

    const marks = await test.db.select({ name: contentSeeds.name }).from(contentSeeds);
    expect(marks.map((mark) => mark.name).sort()).toEqual(["faq", "games"]);
  });

  it("does not bring the starter lists back after an administrator removed everything", async () => {
    await seedStarterContent(test.db);
    await test.db.delete(games);
    await test.db.delete(faqItems);

    expect(await seedStarterContent(test.db)).toEqual({ games: 0, faq: 0 });
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
    expect(await seedStarterContent(test.db)).toEqual({ games: 0, faq: STARTER_FAQ.length });
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
});
