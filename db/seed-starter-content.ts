import { and, eq, isNull } from "drizzle-orm";

import { uniqueGameSlug } from "./slugs";
import { faqItems, games, contentSeeds } from "./schema/content";
import type { Database, Transaction } from "./database";
import { STARTER_FAQ } from "./starter-content/faq";
import { STARTER_FEATURED_GAMES, STARTER_GAMES, STARTER_STEAM_APP_IDS } from "./starter-content/games";

/** What this call loaded: games and questions added, and games given their Steam app id. */
export type StarterContentResult = { games: number; faq: number; steamAppIds: number };

/** The content_seeds marks: the two lists, and the Steam app ids given to games loaded before them. */
type SeedName = "games" | "faq" | "games-steam-app-ids";

/**
 * Loads the starter games and FAQ, once per database (PGlite and PostgreSQL alike: this is the
 * product's content, not demo data). Each list is marked in content_seeds by name in the same
 * transaction as its rows: of two servers starting together only one inserts the mark (the other
 * waits on the key, then does nothing), and a list an administrator emptied on purpose stays empty.
 */
export async function seedStarterContent(database: Database): Promise<StarterContentResult> {
  return database.transaction(async (tx) => {
    let gameCount = 0;
    let faqCount = 0;
    let steamAppIdCount = 0;
    if (await claimSeed(tx, "games")) {
      // Positions count within each list: the featured cards and "All Games" are ordered apart.
      const taken = new Set((await tx.select({ slug: games.slug }).from(games)).map((row) => row.slug));
      const withSlug = <T extends { name: string }>(game: T, index: number) => {
        const slug = uniqueGameSlug(game.name, taken);
        taken.add(slug);
        return { ...game, slug, position: index + 1 };
      };
      const rows = [...STARTER_FEATURED_GAMES.map(withSlug), ...STARTER_GAMES.map(withSlug)];
      gameCount = (await tx.insert(games).values(rows).returning({ id: games.id })).length;
    }
    if (await claimSeed(tx, "faq")) {
      const rows = STARTER_FAQ.map((item, index) => ({ ...item, position: index + 1 }));
      faqCount = (await tx.insert(faqItems).values(rows).returning({ id: faqItems.id })).length;
    }
    // After the games, in its own mark: a database whose games were loaded before the starter list
    // had app ids gets them once; new ones were loaded with them and change nothing here.
    if (await claimSeed(tx, "games-steam-app-ids")) steamAppIdCount = await giveStarterSteamAppIds(tx);
    return { games: gameCount, faq: faqCount, steamAppIds: steamAppIdCount };
  });
}

/**
 * Gives each starter game with a known Steam app id that id, on the row of exactly its name that
 * has none yet (a renamed game, or one an administrator gave an id, is left alone). Runs once per
 * database: an id an administrator removes afterwards stays removed.
 */
async function giveStarterSteamAppIds(tx: Transaction): Promise<number> {
  let given = 0;
  for (const [name, steamAppId] of STARTER_STEAM_APP_IDS) {
    const updated = await tx
      .update(games)
      .set({ steamAppId })
      .where(and(eq(games.name, name), isNull(games.steamAppId)))
      .returning({ id: games.id });
    given += updated.length;
  }
  return given;
}

/** True when this transaction is the first to mark the list `name` as loaded. */
async function claimSeed(tx: Transaction, name: SeedName): Promise<boolean> {
  const claimed = await tx
    .insert(contentSeeds)
    .values({ name })
    .onConflictDoNothing()
    .returning({ name: contentSeeds.name });
  return claimed.length > 0;
}
