import { count } from "drizzle-orm";

import type { Database } from "../database";
import { user } from "../schema/auth";
import { events, locations } from "../schema/venues";
import { DEMO_LOCATIONS, demoEvents } from "./demo-data";

export type DemoSeedResult = { locations: number; events: number };

/**
 * Loads the demo set. Idempotent: rows are inserted under fixed ids and skipped when present, so a
 * second run (or a run after the demo rows were edited) adds and changes nothing.
 */
export async function seedDemo(database: Database, now = new Date()): Promise<DemoSeedResult> {
  return database.transaction(async (tx) => {
    const insertedLocations = await tx
      .insert(locations)
      .values([...DEMO_LOCATIONS])
      .onConflictDoNothing()
      .returning({ id: locations.id });
    const insertedEvents = await tx
      .insert(events)
      .values(demoEvents(now))
      .onConflictDoNothing()
      .returning({ id: events.id });
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
