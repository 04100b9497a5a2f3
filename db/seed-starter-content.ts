import { uniqueGameSlug } from "./slugs";
import { faqItems, games, contentSeeds } from "./schema/content";
import type { Database, Transaction } from "./database";
import { STARTER_FAQ } from "./starter-content/faq";
import { STARTER_FEATURED_GAMES, STARTER_GAMES } from "./starter-content/games";

export type StarterContentResult = { games: number; faq: number };

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
    return { games: gameCount, faq: faqCount };
  });
}

/** True when this transaction is the first to mark the list `name` as loaded. */
async function claimSeed(tx: Transaction, name: "games" | "faq"): Promise<boolean> {
  const claimed = await tx
    .insert(contentSeeds)
    .values({ name })
    .onConflictDoNothing()
    .returning({ name: contentSeeds.name });
  return claimed.length > 0;
}
