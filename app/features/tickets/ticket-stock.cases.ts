import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { user } from "#db/schema/auth";
import { tickets, ticketTypes } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";

import { saveTicketType } from "./organiser-ticket-types.server";
import { takeTickets } from "./take-tickets.server";
import { TICKET_MESSAGES } from "./ticket-values";

/**
 * The stock of a ticket type under buyers at once, run by ticket-stock.test.ts on PGlite and by
 * ticket-stock.postgres.test.ts on PostgreSQL, where the takes really run side by side on a pool.
 */

async function member(): Promise<Actor> {
  const database = await openDatabase();
  const userId = randomUUID();
  const email = `player-${userId.slice(0, 8)}@example.com`;
  await database.insert(user).values({ id: userId, name: "Player", email, emailVerified: true });
  return { userId, email, isAdmin: false };
}

async function publicParty(organiser: Actor, daysAhead = 30) {
  const database = await openDatabase();
  const start = new Date(Date.now() + daysAhead * 86_400_000);
  const [party] = await database
    .insert(events)
    .values({
      organizationName: "Frag Night",
      description: "Bring your own PC.",
      startDate: start,
      endDate: new Date(start.getTime() + 86_400_000),
      timeZone: "Europe/Berlin",
      createdBy: organiser.userId,
      verified: true,
      reviewStatus: "verified",
    })
    .returning({ id: events.id });
  return party!.id;
}

const typeForm = {
  name: "Weekend BYOC",
  description: null,
  quantity: 5,
  maxPerOrder: 2,
  saleStartsAt: null,
  saleEndsAt: null,
  includesSeat: true,
};

export function describeTicketStock(database: string) {
  describe(`a ticket type's stock (${database})`, () => {
    it("hands out exactly its quantity to 40 buyers at once, and 'Sold out' to the rest", async () => {
      const organiser = await member();
      const partyId = await publicParty(organiser);
      const saved = await saveTicketType(organiser, partyId, null, typeForm);
      if (!saved.ok) throw new Error(saved.message);
      const buyers = await Promise.all(Array.from({ length: 40 }, member));

      const answers = await Promise.all(
        buyers.map((buyer) => takeTickets(buyer, partyId, { ticketType: saved.id, quantity: 1 })),
      );

      expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
      const refusals = answers.filter((answer) => !answer.ok);
      expect(new Set(refusals.map((answer) => answer.message))).toEqual(new Set([TICKET_MESSAGES.soldOut]));
      const store = await openDatabase();
      const live = await store
        .select()
        .from(tickets)
        .where(and(eq(tickets.ticketTypeId, saved.id), eq(tickets.status, "active")));
      expect(live).toHaveLength(5);
      const [type] = await store.select().from(ticketTypes).where(eq(ticketTypes.id, saved.id));
      expect(type!.taken).toBe(5);
    });

    it("near the end of the stock, takes of several at once get what fits and 'Only N left' for the rest", async () => {
      const organiser = await member();
      const partyId = await publicParty(organiser);
      const saved = await saveTicketType(organiser, partyId, null, { ...typeForm, quantity: 5, maxPerOrder: 3 });
      if (!saved.ok) throw new Error(saved.message);
      const buyers = await Promise.all(Array.from({ length: 6 }, member));

      const answers = await Promise.all(
        buyers.map((buyer) => takeTickets(buyer, partyId, { ticketType: saved.id, quantity: 2 })),
      );

      // Two pairs fit in five; one ticket is left, which no pair can have.
      expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
      for (const answer of answers.filter((answer) => !answer.ok)) {
        expect(answer).toEqual({ ok: false, reason: "conflict", message: TICKET_MESSAGES.onlyLeft(1) });
      }
      const store = await openDatabase();
      const [type] = await store.select().from(ticketTypes).where(eq(ticketTypes.id, saved.id));
      expect(type!.taken).toBe(4);
      const live = await store
        .select()
        .from(tickets)
        .where(and(eq(tickets.ticketTypeId, saved.id), eq(tickets.status, "active")));
      expect(live).toHaveLength(4);
      // Each order is whole: two tickets of one buyer, never one of a pair.
      const orders = new Map<string, number>();
      for (const ticket of live) orders.set(ticket.orderId, (orders.get(ticket.orderId) ?? 0) + 1);
      expect([...orders.values()]).toEqual([2, 2]);

      // The last one goes to a buyer of one, and the next is told it is sold out.
      expect((await takeTickets(buyers[0]!, partyId, { ticketType: saved.id, quantity: 1 })).ok).toBe(true);
      expect(await takeTickets(await member(), partyId, { ticketType: saved.id, quantity: 1 })).toEqual({
        ok: false,
        reason: "conflict",
        message: TICKET_MESSAGES.soldOut,
      });
    });

    it("keeps one person's clicks at once within the per-person limit", async () => {
      const organiser = await member();
      const partyId = await publicParty(organiser);
      const saved = await saveTicketType(organiser, partyId, null, { ...typeForm, quantity: 50 });
      if (!saved.ok) throw new Error(saved.message);
      const buyer = await member();

      const answers = await Promise.all(
        Array.from({ length: 6 }, () => takeTickets(buyer, partyId, { ticketType: saved.id, quantity: 1 })),
      );

      expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
      expect(answers.find((answer) => !answer.ok)?.message).toBe(TICKET_MESSAGES.overLimit(2));
    });

    it("refuses a quantity below what is taken, and takes none of a sold-out type", async () => {
      const organiser = await member();
      const partyId = await publicParty(organiser);
      const saved = await saveTicketType(organiser, partyId, null, { ...typeForm, quantity: 3 });
      if (!saved.ok) throw new Error(saved.message);
      for (let index = 0; index < 3; index++) {
        expect((await takeTickets(await member(), partyId, { ticketType: saved.id, quantity: 1 })).ok).toBe(true);
      }

      expect(await saveTicketType(organiser, partyId, saved.id, { ...typeForm, quantity: 2 })).toEqual({
        ok: false,
        reason: "invalid",
        message: TICKET_MESSAGES.belowTaken(3),
      });
      expect(await takeTickets(await member(), partyId, { ticketType: saved.id, quantity: 1 })).toMatchObject({
        ok: false,
        reason: "conflict",
        message: TICKET_MESSAGES.soldOut,
      });
      expect((await saveTicketType(organiser, partyId, saved.id, { ...typeForm, quantity: 4 })).ok).toBe(true);
    });

    it("lets only the organiser change the party's types", async () => {
      const organiser = await member();
      const partyId = await publicParty(organiser);
      const stranger = await member();
      expect(await saveTicketType(stranger, partyId, null, typeForm)).toMatchObject({ ok: false, reason: "not-found" });
    });
  });
}
