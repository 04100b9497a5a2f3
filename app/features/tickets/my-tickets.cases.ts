import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { user } from "#db/schema/auth";
import { tickets, ticketTypes } from "#db/schema/tickets";
import { events, locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { readOutbox } from "~/lib/mail.server";

import type { Actor } from "~/features/accounts/actor";

import { cancelTicket } from "./cancel-ticket.server";
import { giveTicket } from "./give-ticket.server";
import { listMyTickets } from "./list-my-tickets.server";
import { saveTicketType } from "./organiser-ticket-types.server";
import { takeTickets } from "./take-tickets.server";
import { TICKET_MESSAGES } from "./ticket-values";

/**
 * A member's own tickets (list, cancel, give), run by my-tickets.test.ts on PGlite and by
 * my-tickets.postgres.test.ts on PostgreSQL, where two cancels at once really run side by side.
 */

const DAY = 86_400_000;

/** A confirmed account made straight in the database (signing up is the accounts feature's business). */
export async function member(name = "Player", email?: string): Promise<Actor> {
  const database = await openDatabase();
  const userId = randomUUID();
  const address = email ?? `player-${userId.slice(0, 8)}@example.com`;
  await database.insert(user).values({ id: userId, name, email: address, emailVerified: true });
  return { userId, email: address, isAdmin: false };
}

/** A verified party `daysAhead` from now (a day long) at a verified center, with one free type of ticket. */
export async function partyWithFreeTickets(daysAhead = 30, name = "Frag Night") {
  const database = await openDatabase();
  const organiser = await member("Organiser");
  const [center] = await database
    .insert(locations)
    .values({
      slug: `arena-${randomUUID().slice(0, 8)}`,
      organizationName: "Pixel Arena",
      address: "1 Main St, Berlin",
      description: "Forty stations.",
      createdBy: organiser.userId,
      verified: true,
      reviewStatus: "verified",
    })
    .returning({ id: locations.id });
  const start = new Date(Date.now() + daysAhead * DAY);
  const [party] = await database
    .insert(events)
    .values({
      organizationName: name,
      description: "Bring your own PC.",
      startDate: start,
      endDate: new Date(start.getTime() + DAY),
      timeZone: "Europe/Berlin",
      locationId: center!.id,
      createdBy: organiser.userId,
      verified: true,
      reviewStatus: "verified",
    })
    .returning({ id: events.id });
  const saved = await saveTicketType(organiser, party!.id, null, {
    name: "Weekend BYOC",
    description: null,
    quantity: 10,
    maxPerOrder: 4,
    saleStartsAt: null,
    saleEndsAt: null,
    price: 0,
    currency: "USD" as const,
    includesSeat: true,
  });
  if (!saved.ok) throw new Error(saved.message);
  return { partyId: party!.id, typeId: saved.id, start, name };
}

type Party = Awaited<ReturnType<typeof partyWithFreeTickets>>;

async function take(buyer: Actor, party: Party, quantity = 1): Promise<string[]> {
  const taken = await takeTickets(buyer, party.partyId, { ticketType: party.typeId, quantity });
  if (!taken.ok) throw new Error(taken.message);
  return taken.ticketIds;
}

async function takenOf(typeId: string): Promise<number> {
  const database = await openDatabase();
  const [type] = await database
    .select({ taken: ticketTypes.taken })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, typeId));
  return type!.taken;
}

async function ticketRow(id: string) {
  const database = await openDatabase();
  const [row] = await database.select().from(tickets).where(eq(tickets.id, id));
  return row!;
}

async function idsListedFor(actor: Actor, now?: Date): Promise<string[]> {
  const listed = await listMyTickets(actor, now);
  if (!listed.ok) throw new Error(listed.message);
  return listed.tickets.map((ticket) => ticket.id);
}

export function describeMyTickets(database: string) {
  describe(`a member's tickets (${database})`, () => {
    it("lists the member's tickets with their party, upcoming first, then past and cancelled", async () => {
      const me = await member("Sam Player");
      const soon = await partyWithFreeTickets(10, "Soon LAN");
      const later = await partyWithFreeTickets(40, "Later LAN");
      const [soonTicket] = await take(me, soon);
      const [laterTicket, cancelledTicket] = await take(me, later, 2);
      expect((await cancelTicket(me, cancelledTicket!)).ok).toBe(true);

      const listed = await listMyTickets(me);
      expect(listed.ok && listed.tickets.map((ticket) => ticket.id)).toEqual([
        soonTicket,
        laterTicket,
        cancelledTicket,
      ]);
      if (!listed.ok) return;
      expect(listed.tickets[0]).toEqual({
        id: soonTicket,
        party: {
          id: soon.partyId,
          name: "Soon LAN",
          startsAt: soon.start.toISOString(),
          endsAt: new Date(soon.start.getTime() + DAY).toISOString(),
          start: expect.stringMatching(/GMT\+[12]$/),
          end: expect.stringMatching(/GMT\+[12]$/),
          place: "Pixel Arena, 1 Main St, Berlin",
          ended: false,
        },
        typeName: "Weekend BYOC",
        includesSeat: true,
        seatLabel: null,
        paid: null,
        refunded: false,
        status: "active",
        changeable: true,
        cancellable: true,
        cancelUntil: null,
        boughtBy: null,
        entry: {
          code: expect.stringMatching(new RegExp(`^lcT1\\.${soonTicket}\\.[A-Za-z0-9_-]{22}$`)),
          qr: { size: expect.any(Number), path: expect.stringMatching(/^M\d+ \d+h\d+v1h-\d+z/) },
        },
      });
      // A cancelled ticket lets no one in: it has no code to show.
      expect(listed.tickets[2]).toMatchObject({ status: "cancelled", changeable: false, entry: null });

      // Once the soon party has ended it moves down, below the later one, and nothing can change it.
      const afterSoon = new Date(soon.start.getTime() + 2 * DAY);
      const then = await listMyTickets(me, afterSoon);
      expect(then.ok && then.tickets.map((ticket) => [ticket.id, ticket.party.ended, ticket.changeable])).toEqual([
        [laterTicket, false, true],
        [cancelledTicket, false, false],
        [soonTicket, true, false],
      ]);
    });

    it("cancels a ticket and gives its place back once, however many times it is asked", async () => {
      const me = await member();
      const party = await partyWithFreeTickets();
      const [ticket, other] = await take(me, party, 2);
      expect(await takenOf(party.typeId)).toBe(2);

      expect(await cancelTicket(me, ticket!)).toEqual({ ok: true, party: party.name });
      expect(await takenOf(party.typeId)).toBe(1);
      expect(await ticketRow(ticket!)).toMatchObject({ status: "cancelled", cancelledAt: expect.any(Date) });

      // A second click of the same cancel changes nothing.
      expect(await cancelTicket(me, ticket!)).toEqual({
        ok: false,
        reason: "conflict",
        message: TICKET_MESSAGES.alreadyCancelled,
      });
      expect(await takenOf(party.typeId)).toBe(1);

      // Two at once: one cancels, the other finds it cancelled; one place comes back.
      const answers = await Promise.all([cancelTicket(me, other!), cancelTicket(me, other!)]);
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      expect(answers.find((answer) => !answer.ok)).toMatchObject({ message: TICKET_MESSAGES.alreadyCancelled });
      expect(await takenOf(party.typeId)).toBe(0);
    });

    it("refuses to cancel or give a ticket once its party has started", async () => {
      const me = await member();
      const party = await partyWithFreeTickets(5);
      const [ticket] = await take(me, party);
      const started = new Date(party.start.getTime() + 60_000);
      const refusal = { ok: false, reason: "conflict", message: TICKET_MESSAGES.partyOver };

      expect(await cancelTicket(me, ticket!, started)).toEqual(refusal);
      expect(await giveTicket(me, ticket!, "friend@example.com", started)).toEqual(refusal);
      expect(await ticketRow(ticket!)).toMatchObject({ status: "active", holderId: me.userId });
      expect(await takenOf(party.typeId)).toBe(1);
    });

    it("lets no other member cancel or give my ticket: to them it does not exist", async () => {
      const me = await member();
      const stranger = await member();
      const party = await partyWithFreeTickets();
      const [ticket] = await take(me, party);
      const notFound = { ok: false, reason: "not-found", message: TICKET_MESSAGES.ticketNotFound };

      expect(await cancelTicket(stranger, ticket!)).toEqual(notFound);
      expect(await giveTicket(stranger, ticket!, stranger.email)).toEqual(notFound);
      expect(await giveTicket(stranger, ticket!, "someone-else@example.com")).toEqual(notFound);
      expect(await cancelTicket(stranger, "not-a-ticket-id")).toEqual(notFound);
      expect(await ticketRow(ticket!)).toMatchObject({ status: "active", holderId: me.userId });
      expect(await idsListedFor(stranger)).toEqual([]);
    });

    it("gives a ticket to an address without an account: it is theirs once they sign up with it", async () => {
      const me = await member("Alex Giver");
      const party = await partyWithFreeTickets();
      const [ticket] = await take(me, party);
      const address = `new-friend-${randomUUID().slice(0, 8)}@example.com`;

      expect(await giveTicket(me, ticket!, `  ${address.toUpperCase()} `)).toEqual({ ok: true, email: address });
      expect(await ticketRow(ticket!)).toMatchObject({ holderEmail: address, holderId: null, buyerId: me.userId });
      expect(await idsListedFor(me)).toEqual([]);
      // It is still taken: a gift is no cancel.
      expect(await takenOf(party.typeId)).toBe(1);

      // An account at that address not confirmed yet does not get it.
      const store = await openDatabase();
      const friend = await member("Sam Friend", address);
      await store.update(user).set({ emailVerified: false }).where(eq(user.id, friend.userId));
      expect(await idsListedFor(friend)).toEqual([]);

      await store.update(user).set({ emailVerified: true }).where(eq(user.id, friend.userId));
      const listed = await listMyTickets(friend);
      expect(listed.ok && listed.tickets).toEqual([
        expect.objectContaining({ id: ticket, boughtBy: "Alex Giver", changeable: true }),
      ]);
      expect(await ticketRow(ticket!)).toMatchObject({ holderId: friend.userId });

      // The friend holds it now: they may cancel it, and its place goes back.
      expect((await cancelTicket(friend, ticket!)).ok).toBe(true);
      expect(await takenOf(party.typeId)).toBe(0);
    });

    it("gives a ticket straight to the account that has the address, and mails them", async () => {
      const me = await member("Alex Giver");
      const friend = await member("Sam Friend");
      const party = await partyWithFreeTickets(20, "Mail LAN");
      const [ticket] = await take(me, party);

      expect(await giveTicket(me, ticket!, friend.email)).toEqual({ ok: true, email: friend.email });
      expect(await ticketRow(ticket!)).toMatchObject({ holderId: friend.userId, holderEmail: friend.email });
      expect(await idsListedFor(friend)).toEqual([ticket]);

      const [message] = (await readOutbox()).filter((each) => each.to === friend.email);
      expect(message?.subject).toBe("Alex Giver gave you a ticket to Mail LAN");
      expect(message?.text).toContain("Ticket: Weekend BYOC (with a seat)");
      expect(message?.text).toContain("Where: Pixel Arena, 1 Main St, Berlin");
      expect(message?.text).toMatch(/When: .+ GMT\+[12] to .+ GMT\+[12]/);
      expect(message?.text).toContain("See your tickets: http://localhost:3000/dashboard?tab=tickets");
      expect(message?.text).toContain(`Sign up with this address (${friend.email})`);
      expect(message?.html).toContain('href="http://localhost:3000/dashboard?tab=tickets"');
      // The friend's own code, as My tickets shows it to them, as text and as a QR code.
      const listed = await listMyTickets(friend);
      const code = listed.ok ? listed.tickets[0]!.entry!.code : "";
      expect(message?.text).toContain(
        `Your ticket's code, to show at the door (its QR code is under your tickets): ${code}`,
      );
      expect(message?.html).toContain(`aria-label="Ticket QR code for Mail LAN"`);
      expect(message?.html).toContain(code);
    });

    it("refuses a gift to the holder themself or to an address that is not one", async () => {
      const me = await member();
      const party = await partyWithFreeTickets();
      const [ticket] = await take(me, party);

      expect(await giveTicket(me, ticket!, me.email.toUpperCase())).toEqual({
        ok: false,
        reason: "invalid",
        message: TICKET_MESSAGES.giveToSelf,
      });
      expect(await giveTicket(me, ticket!, "not an address")).toEqual({
        ok: false,
        reason: "invalid",
        message: TICKET_MESSAGES.friendEmailInvalid,
      });
      expect(await ticketRow(ticket!)).toMatchObject({ holderId: me.userId, holderEmail: me.email });
    });
  });
}
