import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { openTestDatabase, type TestDatabase } from "#test-support/database";

import { loadSeatMap } from "~/features/tickets/seat-plan.server";
import { parseSeatPlan } from "~/features/tickets/seat-plan-text";
import { openingHoursProblems } from "~/features/venues/opening-hours";

import { seedStarterContent } from "../seed-starter-content";
import { account, user } from "../schema/auth";
import { seatPlans, seats, tickets, ticketTypes, waitlistEntries } from "../schema/tickets";
import { events, locationGames, locations } from "../schema/venues";
import {
  DEMO_CENTER_GAMES,
  DEMO_EVENT_ID,
  DEMO_LOCATIONS,
  DEMO_PLAYERS,
  DEMO_SEAT_PLAN,
  DEMO_TICKET_TYPES,
  DEMO_TICKETS,
  DEMO_WAITLIST,
  zonedDateTime,
} from "./demo-data";
import { seedDemo, seedDemoIfEmpty } from "./seed-demo";

describe("the demo set", () => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase();
  });
  afterEach(async () => {
    await test?.close();
  });

  it("loads a few verified, clearly marked centers and one upcoming party, and adds nothing the second time", async () => {
    const now = new Date("2026-03-02T12:00:00Z");
    expect(await seedDemo(test.db, now)).toEqual({ locations: DEMO_LOCATIONS.length, events: 1 });
    expect(await seedDemo(test.db, now)).toEqual({ locations: 0, events: 0 });
    // A later run (a different "now") must not add a second party either.
    expect(await seedDemo(test.db, new Date("2026-09-01T00:00:00Z"))).toEqual({ locations: 0, events: 0 });

    // The party's tickets show every state: a few left, sold out, plenty left.
    const types = await test.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, DEMO_EVENT_ID));
    expect(types).toHaveLength(DEMO_TICKET_TYPES.length);
    expect(types.map((type) => type.quantity - type.taken).sort((a, b) => a - b)).toEqual([0, 4, 35]);

    const centers = await test.db.select().from(locations);
    expect(centers).toHaveLength(DEMO_LOCATIONS.length);
    expect(centers.length).toBeGreaterThanOrEqual(4);
    for (const center of centers) {
      expect(center).toMatchObject({ isDemo: true, verified: true, reviewStatus: "verified", createdByAdmin: true });
      expect(center.organizationName).toMatch(/ \(demo\)$/);
      expect(center.lat).toBeGreaterThan(24); // the contiguous United States
      expect(center.lat).toBeLessThan(50);
      expect(center.lng).toBeGreaterThan(-125);
      expect(center.lng).toBeLessThan(-66);
    }
    expect(centers.filter((center) => center.featured)).toHaveLength(1);

    const [party] = await test.db.select().from(events);
    expect(party).toMatchObject({ id: DEMO_EVENT_ID, isDemo: true, verified: true, timeZone: "America/Chicago" });
    expect(party!.organizationName).toMatch(/ \(demo\)$/);
    expect(party!.startDate.getTime()).toBeGreaterThan(now.getTime() + 20 * 24 * 3600 * 1000);
    expect(party!.endDate.getTime()).toBeGreaterThan(party!.startDate.getTime());
    // A Saturday, 10:00 in Chicago.
    const local = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Chicago",
      weekday: "long",
      hour: "numeric",
      hourCycle: "h23",
    }).format(party!.startDate);
    expect(local).toBe("Saturday, 10");
  });

  it("shows every fact of a venue profile: hours past midnight, a special date, stations, prices, amenities, games", async () => {
    await seedStarterContent(test.db);
    const now = new Date("2026-12-01T12:00:00Z");
    await seedDemo(test.db, now);
    const centers = await test.db.select().from(locations);
    for (const center of centers) {
      expect(openingHoursProblems(center.openingHours!)).toEqual([]);
      expect(center.timeZone).toMatch(/^America\//);
      expect(center.pcCount).toBeGreaterThan(0);
      expect(center.amenities.length).toBeGreaterThan(0);
    }
    const pastMidnight = centers.filter((center) =>
      center.openingHours!.week.some((day) => day.kind === "spans" && day.spans.some((span) => span.overnight)),
    );
    expect(pastMidnight.length).toBeGreaterThanOrEqual(1);
    const withHoliday = centers.find((center) => center.openingHours!.exceptions.length > 0);
    expect(withHoliday!.openingHours!.exceptions[0]).toMatchObject({ date: "2026-12-25", note: "Christmas Day" });
    // Every center has its games, each one of the catalogue.
    const picked = await test.db.select().from(locationGames);
    expect(new Set(picked.map((row) => row.locationId)).size).toBe(DEMO_LOCATIONS.length);
    expect(picked.length).toBe(Object.values(DEMO_CENTER_GAMES).flat().length);
  });

  it("seats the demo party's players on its plan and queues two on the sold-out type, within the taken counts", async () => {
    const now = new Date("2026-03-02T12:00:00Z");
    await seedDemo(test.db, now);
    await seedDemo(test.db, now);

    // The plan reads, and its seats are where the app's own parser puts them.
    const [plan] = await test.db.select().from(seatPlans).where(eq(seatPlans.eventId, DEMO_EVENT_ID));
    expect(plan!.source).toBe(DEMO_SEAT_PLAN);
    const parsed = parseSeatPlan(plan!.source);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.plan.areas.map((area) => area.name)).toEqual(["Main hall", "Stage"]);
    const map = await loadSeatMap(DEMO_EVENT_ID, test.db);
    const drawn = (areas: { name: string; rows: { label: string; cells: { kind: string }[] }[] }[]) =>
      areas.map((area) => ({
        name: area.name,
        rows: area.rows.map((row) => ({
          label: row.label,
          cells: row.cells.map((cell) =>
            "label" in cell ? `${String(cell.label)}${"blocked" in cell && cell.blocked ? "x" : ""}` : "|",
          ),
        })),
      }));
    const blockedOnMap = map!.areas.map((area) => ({
      ...area,
      rows: area.rows.map((row) => ({
        ...row,
        cells: row.cells.map((cell) => (cell.kind === "seat" ? { ...cell, blocked: cell.state === "blocked" } : cell)),
      })),
    }));
    expect(drawn(blockedOnMap)).toEqual(drawn(parsed.plan.areas));
    expect(map!.counts).toEqual({ free: 71 - DEMO_TICKETS.filter((t) => t.seat).length, taken: 4, blocked: 1 });
    expect(await test.db.select().from(seats).where(eq(seats.eventId, DEMO_EVENT_ID))).toHaveLength(72);

    // Real tickets, held by the demo players (who have no password to sign in with), on their seats.
    const players = await test.db.select().from(user);
    expect(players.map((player) => player.email).sort()).toEqual(DEMO_PLAYERS.map((player) => player.email).sort());
    expect(players.every((player) => player.emailVerified && player.name.endsWith(" (demo)"))).toBe(true);
    expect(await test.db.select().from(account)).toEqual([]);
    const held = await test.db
      .select({ id: tickets.id, status: tickets.status, holderId: tickets.holderId, seat: seats.label })
      .from(tickets)
      .leftJoin(seats, eq(seats.id, tickets.seatId))
      .where(eq(tickets.eventId, DEMO_EVENT_ID));
    expect(held.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      DEMO_TICKETS.map((ticket) => ({ id: ticket.id, status: "active", holderId: ticket.holderId, seat: ticket.seat })),
    );

    // Each type's `taken` counts its real tickets and stays within its stock; the states a newcomer sees stay.
    const types = await test.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, DEMO_EVENT_ID));
    for (const type of types) {
      const real = DEMO_TICKETS.filter((ticket) => ticket.ticketTypeId === type.id).length;
      expect(real, type.name).toBeGreaterThan(0);
      expect(type.taken, type.name).toBeGreaterThanOrEqual(real);
      expect(type.taken, type.name).toBeLessThanOrEqual(type.quantity);
    }
    expect(types.map((type) => type.quantity - type.taken).sort((a, b) => a - b)).toEqual([0, 4, 35]);

    // The sold-out type's waiting list, first come first.
    const soldOut = types.find((type) => type.taken === type.quantity)!;
    const queue = await test.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.ticketTypeId, soldOut.id))
      .orderBy(waitlistEntries.createdAt);
    expect(queue.map((entry) => [entry.userId, entry.status])).toEqual(
      DEMO_WAITLIST.map((entry) => [entry.userId, "waiting"]),
    );
    expect(queue.every((entry) => entry.createdAt < now)).toBe(true);
  });

  it("leaves demo rows that were edited or deleted alone on a rerun, except the missing ones", async () => {
    await seedDemo(test.db);
    const first = DEMO_LOCATIONS[0]!;
    await test.db.update(locations).set({ description: "Edited" }).where(eq(locations.id, first.id));
    await test.db.delete(locations).where(eq(locations.id, DEMO_LOCATIONS[1]!.id));

    expect(await seedDemo(test.db)).toEqual({ locations: 1, events: 0 });
    const [edited] = await test.db.select().from(locations).where(eq(locations.id, first.id));
    expect(edited!.description).toBe("Edited");
  });

  it("goes into an empty database only", async () => {
    await test.db.insert(user).values({ id: "someone", name: "Someone", email: "someone@example.com" });
    expect(await seedDemoIfEmpty(test.db)).toBeNull();
    const [{ count } = { count: -1 }] = await test.db.select({ count: sql<number>`count(*)::int` }).from(locations);
    expect(count).toBe(0);

    await test.db.delete(user);
    expect(await seedDemoIfEmpty(test.db)).toEqual({ locations: DEMO_LOCATIONS.length, events: 1 });
  });
});

describe("zonedDateTime", () => {
  it("turns a wall-clock time in a zone into the right instant, across daylight saving", () => {
    expect(zonedDateTime({ year: 2026, month: 1, day: 10, hour: 10 }, "America/Chicago").toISOString()).toBe(
      "2026-01-10T16:00:00.000Z",
    );
    expect(zonedDateTime({ year: 2026, month: 7, day: 11, hour: 10 }, "America/Chicago").toISOString()).toBe(
      "2026-07-11T15:00:00.000Z",
    );
    expect(zonedDateTime({ year: 2026, month: 3, day: 8, hour: 12, minute: 30 }, "America/Chicago").toISOString()).toBe(
      "2026-03-08T17:30:00.000Z",
    );
  });
});
