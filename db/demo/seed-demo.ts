import { count, inArray } from "drizzle-orm";

import type { Database } from "../database";
import { user } from "../schema/auth";
import { games } from "../schema/content";
import { ticketTypes } from "../schema/tickets";
import { events, locationGames, locations } from "../schema/venues";
import { DEMO_CENTER_GAMES, DEMO_TICKET_TYPES, demoEvents, demoLocations } from "./demo-data";

export type DemoSeedResult = { locations: number; events: number };

/**
 * Loads the demo set. Idempotent: rows are inserted under fixed ids and skipped when present, so a
 * second run (or a run after the demo rows were edited) adds and changes nothing.
 */
export async function seedDemo(database: Database, now = new Date()): Promise<DemoSeedResult> {
  return database.transaction(async (tx) => {
    const insertedLocations = await tx
      .insert(locations)
      .values(demoLocations(now))
      .onConflictDoNothing()
      .returning({ id: locations.id });
    // Only the centers inserted now get their games: a demo center edited since keeps its own.
    const slugs = [...new Set(Object.values(DEMO_CENTER_GAMES).flat())];
    const catalogue = await tx.select({ id: games.id, slug: games.slug }).from(games).where(inArray(games.slug, slugs));
    const gameIds = new Map(catalogue.map((game) => [game.slug, game.id]));
    const picks = insertedLocations.flatMap(({ id }) =>
      (DEMO_CENTER_GAMES[id] ?? []).flatMap((slug) => {
        const gameId = gameIds.get(slug);
        return gameId ? [{ locationId: id, gameId }] : [];
      }),
    );
    if (picks.length > 0) await tx.insert(locationGames).values(picks).onConflictDoNothing();
    const insertedEvents = await tx
      .insert(events)
      .values(demoEvents(now))
      .onConflictDoNothing()
      .returning({ id: events.id });
    // Only a party inserted now gets its ticket types: one deleted since stays deleted.
    if (insertedEvents.length > 0) {
      const eventIds = new Set(insertedEvents.map(({ id }) => id));
      const types = DEMO_TICKET_TYPES.filter((type) => eventIds.has(type.eventId));
      if (types.length > 0)
        await tx
          .insert(ticketTypes)
          .values([...types])
          .onConflictDoNothing();
    }
    return { locations: insertedLocations.length, events: insertedEvents.length };
  });
}

/** No account, no center and no party: a database nobody has used yet. */
export async function isEmptyDatabase(database: Database): Promise<boolean> {
  const [users] = await database.select({ n: count() }).from(user);
  const [centers] = await database.select({ n: count() }).from(locations);
  const [parties] = await database.select({ n: count() }).from(events);
  return users?.n === 0 && centers?.n === 0 && parties?.n === 0;
}

/**
 * The start-up rule: the demo set goes into an empty database only. A database with data, even if
 * its demo rows were deleted on purpose, is left alone (`npm run db:seed` brings them back).
 */
export async function seedDemoIfEmpty(database: Database): Promise<DemoSeedResult | null> {
  if (!(await isEmptyDatabase(database))) return null;
  return seedDemo(database);
}
