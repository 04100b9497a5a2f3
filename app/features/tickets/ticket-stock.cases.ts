import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { user } from "#db/schema/auth";
import { tickets, ticketTypes } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";

import { deleteTicketType, saveTicketType } from "./organiser-ticket-types.server";
import { pickSeat } from "./pick-seat.server";
import { loadSeatMap, saveSeatPlan } from "./seat-plan.server";
import { takeTickets } from "./take-tickets.server";
import { SEAT_MESSAGES, TICKET_MESSAGES } from "./ticket-values";

/**
 * The stock of a ticket type under buyers at once, run by ticket-stock.test.ts on PGlite and by
 * ticket-stock.postgres.test.ts on PostgreSQL, where the takes really run side by side on a pool.
 */

export async function member(): Promise<Actor> {
  const database = await openDatabase();
  const userId = randomUUID();
  const email = `player-${userId.slice(0, 8)}@example.com`;
  await database.insert(user).values({ id: userId, name: "Player", email, emailVerified: true });
  return { userId, email, isAdmin: false };
}

export async function publicParty(organiser: Actor, daysAhead = 30) {
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

export const typeForm = {
  name: "Weekend BYOC",
  description: null,
  quantity: 5,
  maxPerOrder: 2,
  saleStartsAt: null,
  saleEndsAt: null,
  price: 0,
  currency: "USD" as const,
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
        errors: { quantity: TICKET_MESSAGES.belowTaken(3) },
      });
      expect(await takeTickets(await member(), partyId, { ticketType: saved.id, quantity: 1 })).toMatchObject({
        ok: false,
        reason: "conflict",
        message: TICKET_MESSAGES.soldOut,
      });
      expect((await saveTicketType(organiser, partyId, saved.id, { ...typeForm, quantity: 4 })).ok).toBe(true);
    });

    it("deletes a type nobody took, and keeps one with tickets", async () => {
      const organiser = await member();
      const partyId = await publicParty(organiser);
      const unused = await saveTicketType(organiser, partyId, null, typeForm);
      const used = await saveTicketType(organiser, partyId, null, { ...typeForm, name: "Saturday only" });
      if (!unused.ok || !used.ok) throw new Error("not saved");
      expect((await takeTickets(await member(), partyId, { ticketType: used.id, quantity: 1 })).ok).toBe(true);

      expect(await deleteTicketType(organiser, partyId, used.id)).toMatchObject({ ok: false, reason: "conflict" });
      expect(await deleteTicketType(await member(), partyId, unused.id)).toMatchObject({
        ok: false,
        reason: "not-found",
      });
      expect(await deleteTicketType(organiser, partyId, unused.id)).toEqual({ ok: true, name: "Weekend BYOC" });
    });

    it("lets only the organiser change the party's types", async () => {
      const organiser = await member();
      const partyId = await publicParty(organiser);
      const stranger = await member();
      expect(await saveTicketType(stranger, partyId, null, typeForm)).toMatchObject({ ok: false, reason: "not-found" });
    });
  });

  describe(`a party's seats (${database})`, () => {
    async function seatedParty(holders: number) {
      const organiser = await member();
      const partyId = await publicParty(organiser);
      const saved = await saveTicketType(organiser, partyId, null, { ...typeForm, quantity: 50, maxPerOrder: 1 });
      if (!saved.ok) throw new Error(saved.message);
      expect(
        await saveSeatPlan(organiser, partyId, { source: "[Main hall]\nA: 1-4 | 5-8\nB: 1-4 5x", seatDeadline: "" }),
      ).toEqual({
        ok: true,
        seats: 13,
      });
      const attendees = await Promise.all(
        Array.from({ length: holders }, async () => {
          const attendee = await member();
          const taken = await takeTickets(attendee, partyId, { ticketType: saved.id, quantity: 1 });
          if (!taken.ok) throw new Error(taken.message);
          return { attendee, ticketId: taken.ticketIds[0]! };
        }),
      );
      const map = (await loadSeatMap(partyId))!;
      const seatId = (label: string) => {
        for (const area of map.areas)
          for (const row of area.rows)
            for (const cell of row.cells) if (cell.kind === "seat" && cell.label === label) return cell.id;
        throw new Error(`no seat ${label}`);
      };
      return { organiser, partyId, attendees, seatId };
    }

    it("seats one of 20 people who pick the same seat at once, and tells the others it was just taken", async () => {
      const { partyId, attendees, seatId } = await seatedParty(20);
      const answers = await Promise.all(
        attendees.map(({ attendee, ticketId }) => pickSeat(attendee, partyId, ticketId, seatId("A3"))),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      expect(new Set(answers.filter((answer) => !answer.ok).map((answer) => answer.message))).toEqual(
        new Set([SEAT_MESSAGES.taken("A3")]),
      );
      const map = (await loadSeatMap(partyId))!;
      expect(map.counts).toEqual({ free: 11, taken: 1, blocked: 1 });
    });

    it("moves a ticket to another seat, frees the first, and refuses a blocked seat or another's ticket", async () => {
      const { partyId, attendees, seatId } = await seatedParty(2);
      const [first, second] = attendees;
      expect(await pickSeat(first!.attendee, partyId, first!.ticketId, seatId("A1"))).toEqual({
        ok: true,
        label: "A1",
      });
      expect(await pickSeat(first!.attendee, partyId, first!.ticketId, seatId("B2"))).toEqual({
        ok: true,
        label: "B2",
      });
      expect(await pickSeat(second!.attendee, partyId, second!.ticketId, seatId("A1"))).toEqual({
        ok: true,
        label: "A1",
      });
      expect(await pickSeat(second!.attendee, partyId, second!.ticketId, seatId("B5"))).toMatchObject({
        ok: false,
        reason: "conflict",
      });
      expect(await pickSeat(second!.attendee, partyId, first!.ticketId, seatId("A2"))).toMatchObject({
        ok: false,
        message: SEAT_MESSAGES.ticketNotFound,
      });
    });

    it("keeps a held seat through a new plan, and refuses one that removes or blocks it", async () => {
      const { organiser, partyId, attendees, seatId } = await seatedParty(1);
      const { attendee, ticketId } = attendees[0]!;
      expect((await pickSeat(attendee, partyId, ticketId, seatId("B2"))).ok).toBe(true);

      expect(await saveSeatPlan(organiser, partyId, { source: "A: 1-8\nB: 1 2x", seatDeadline: "" })).toMatchObject({
        ok: false,
        message: "Seat B2 is held by a ticket: it cannot be removed or blocked",
      });
      expect(
        await saveSeatPlan(organiser, partyId, { source: "[Stage]\nB: 1-2\n[Hall]\nA: 1-8 | 9-10", seatDeadline: "" }),
      ).toEqual({
        ok: true,
        seats: 12,
      });
      const map = (await loadSeatMap(partyId))!;
      expect(map.areas.map((area) => area.name)).toEqual(["Stage", "Hall"]);
      const b2 = map.areas[0]!.rows[0]!.cells[1]!;
      expect(b2).toMatchObject({ kind: "seat", label: "B2", state: "taken" });
      expect(map.areas[1]!.rows[0]!.cells[8]).toEqual({ kind: "gap" });
    });
  });
}
