import { count, inArray } from "drizzle-orm";

import type { Database, Transaction } from "../database";
import { user } from "../schema/auth";
import { games } from "../schema/content";
import { seatPlans, seats, tickets, ticketTypes, waitlistEntries } from "../schema/tickets";
import { events, locationGames, locations } from "../schema/venues";
import {
  DEMO_CENTER_GAMES,
  DEMO_EVENT_ID,
  DEMO_PLAYERS,
  DEMO_SEAT_PLAN,
  DEMO_SEATS,
  DEMO_TICKET_TYPES,
  DEMO_TICKETS,
  DEMO_WAITLIST,
  demoEvents,
  demoLocations,
} from "./demo-data";

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
    // Only a party inserted now gets its ticket types, hall and attendees: one deleted since stays deleted.
    if (insertedEvents.some(({ id }) => id === DEMO_EVENT_ID)) {
      await tx
        .insert(ticketTypes)
        .values([...DEMO_TICKET_TYPES])
        .onConflictDoNothing();
      await seedDemoAttendees(tx, now);
    }
    return { locations: insertedLocations.length, events: insertedEvents.length };
  });
}

/**
 * The demo party's hall and who is in it: the demo players, the seat plan and its seats, their
 * tickets (within the types' `taken` counts) on their seats, and the sold-out type's waiting list.
 */
async function seedDemoAttendees(tx: Transaction, now: Date): Promise<void> {
  await tx
    .insert(user)
    .values(DEMO_PLAYERS.map((player) => ({ ...player, emailVerified: true })))
    .onConflictDoNothing();
  await tx.insert(seatPlans).values({ eventId: DEMO_EVENT_ID, source: DEMO_SEAT_PLAN }).onConflictDoNothing();
  const placed = await tx
    .insert(seats)
    .values(DEMO_SEATS.map((seat) => ({ ...seat, eventId: DEMO_EVENT_ID })))
    .onConflictDoNothing()
    .returning({ id: seats.id, label: seats.label });
  const seatIds = new Map(placed.map((seat) => [seat.label, seat.id]));
  const emails = new Map<string, string>(DEMO_PLAYERS.map((player) => [player.id, player.email]));
  await tx
    .insert(tickets)
    .values(
      DEMO_TICKETS.map((ticket) => ({
        id: ticket.id,
        ticketTypeId: ticket.ticketTypeId,
        eventId: DEMO_EVENT_ID,
        // One ticket an order: each player took their own.
        orderId: ticket.id,
        buyerId: ticket.holderId,
        holderId: ticket.holderId,
        holderEmail: emails.get(ticket.holderId)!,
        seatId: ticket.seat ? (seatIds.get(ticket.seat) ?? null) : null,
      })),
    )
    .onConflictDoNothing();
  // Joined an hour apart, the first one longest ago: the queue's order is by when each joined.
  await tx
    .insert(waitlistEntries)
    .values(
      DEMO_WAITLIST.map((entry, index) => ({
        ...entry,
        eventId: DEMO_EVENT_ID,
        createdAt: new Date(now.getTime() - (DEMO_WAITLIST.length - index) * 3_600_000),
      })),
    )
    .onConflictDoNothing();
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
