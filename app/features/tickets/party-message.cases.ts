import { describe, expect, it } from "vitest";

import { ticketTypes } from "#db/schema/tickets";
import { openDatabase } from "~/lib/db.server";
import { readOutbox } from "~/lib/mail.server";

import { cancelTicket } from "./cancel-ticket.server";
import { member, party, staff, ticketFor } from "./door.cases";
import { DOOR_MESSAGES } from "./door-values";
import { loadPartyMessagePage, sendPartyMessage } from "./party-message.server";
import { ALL_ATTENDEES, PARTY_MESSAGE_LIMITS, PARTY_MESSAGE_MESSAGES } from "./party-message-values";
import { takeTickets } from "./take-tickets.server";

/**
 * An organiser's message to a party's attendees, run by party-message.test.ts on PGlite and by
 * party-message.postgres.test.ts on PostgreSQL, where the sends at once really run side by side.
 */

type Party = Awaited<ReturnType<typeof party>>;

/** The messages the outbox holds whose subject names `subject`, by recipient. */
async function sent(subject: string) {
  return (await readOutbox()).filter((message) => message.subject.endsWith(subject));
}

/**
 * A second type, without a seat, and a member holding one ticket of it. The type is written
 * straight to its table: what it is made of is the organiser form's business, not this test's.
 */
async function visitorTicket(at: Party) {
  const database = await openDatabase();
  const [type] = await database
    .insert(ticketTypes)
    .values({ eventId: at.partyId, name: "Visitor", quantity: 20, maxPerOrder: 2, includesSeat: false, position: 1 })
    .returning({ id: ticketTypes.id });
  const visitor = await member("Vera Visitor");
  const taken = await takeTickets(visitor, at.partyId, { ticketType: type!.id, quantity: 1 });
  if (!taken.ok) throw new Error(taken.message);
  return { typeId: type!.id, visitor };
}

const form = (subject: string, audience = ALL_ATTENDEES) => ({
  audience,
  subject,
  message: "Doors open at 18:00.\nBring a power strip.",
});

export function describePartyMessage(database: string) {
  describe(`a message to a party's attendees (${database})`, () => {
    it("mails each live holder's address once, with the party named and replies to the organiser", async () => {
      const at = await party("Message Night");
      const robin = await ticketFor(at, "Robin Holder");
      // Robin buys a second ticket: still one mail.
      const again = await takeTickets(robin.holder, at.partyId, { ticketType: at.typeId, quantity: 1 });
      expect(again.ok).toBe(true);
      const gone = await ticketFor(at, "Gone Holder");
      expect((await cancelTicket(gone.holder, gone.ticketId)).ok).toBe(true);
      const { typeId, visitor } = await visitorTicket(at);

      const page = await loadPartyMessagePage(at.organiser, at.partyId);
      expect(page).toMatchObject({
        ok: true,
        replyTo: at.organiser.email,
        allowance: { left: 3, perHour: 3, nextAt: null },
        audiences: [
          { value: ALL_ATTENDEES, label: "All attendees", recipients: 2 },
          { value: at.typeId, label: "Weekend BYOC", recipients: 1 },
          { value: typeId, label: "Visitor", recipients: 1 },
        ],
      });

      expect(await sendPartyMessage(at.organiser, at.partyId, form("Doors at six"))).toEqual({
        ok: true,
        sent: 2,
        failed: 0,
      });
      const messages = await sent("Doors at six");
      expect(messages.map((message) => message.to).sort()).toEqual([robin.holder.email, visitor.email].sort());
      for (const message of messages) {
        expect(message.subject).toBe("Message Night: Doors at six");
        expect(message.replyTo).toBe(at.organiser.email);
        expect(message.text).toContain("Doors open at 18:00.\nBring a power strip.");
        expect(message.html).toContain("A message from the organiser of Message Night");
      }

      // One type's holders only.
      expect(await sendPartyMessage(at.organiser, at.partyId, form("Visitors only", typeId))).toMatchObject({
        ok: true,
        sent: 1,
      });
      expect((await sent("Visitors only")).map((message) => message.to)).toEqual([visitor.email]);
      expect(await loadPartyMessagePage(at.organiser, at.partyId)).toMatchObject({ allowance: { left: 1 } });
    });

    it("lets co-organisers send, and answers door staff and other members as if there were no party", async () => {
      const at = await party();
      const robin = await ticketFor(at);
      const coOrganiser = await staff(at, "co-organiser", "Cora Co");
      const door = await staff(at, "door", "Dora Door");
      const stranger = await member("Stan Stranger");

      for (const outsider of [door, stranger]) {
        expect(await loadPartyMessagePage(outsider, at.partyId)).toEqual({
          ok: false,
          reason: "not-found",
          message: DOOR_MESSAGES.partyNotFound,
        });
        // Even a bad form is answered "not found", before its fields are read.
        expect(await sendPartyMessage(outsider, at.partyId, form(""))).toMatchObject({ reason: "not-found" });
        expect(await sendPartyMessage(outsider, at.partyId, form(`From ${outsider.email}`))).toMatchObject({
          reason: "not-found",
        });
        expect(await sent(`From ${outsider.email}`)).toEqual([]);
      }

      expect(await sendPartyMessage(coOrganiser, at.partyId, form("From the co-organiser"))).toMatchObject({
        ok: true,
      });
      const [message] = await sent("From the co-organiser");
      expect(message).toMatchObject({ to: robin.holder.email, replyTo: coOrganiser.email });
      // Their sends count against the party's hour with the organiser's.
      expect(await loadPartyMessagePage(at.organiser, at.partyId)).toMatchObject({ allowance: { left: 2 } });
    });

    it("refuses bad input with the field's message, and spends nothing on a refusal", async () => {
      const at = await party();
      await ticketFor(at);
      const other = await party("Other LAN");

      expect(await sendPartyMessage(at.organiser, at.partyId, form("   "))).toMatchObject({
        reason: "invalid",
        errors: { subject: PARTY_MESSAGE_MESSAGES.subjectRequired },
      });
      expect(
        await sendPartyMessage(at.organiser, at.partyId, { ...form("Long"), message: "x".repeat(5001) }),
      ).toMatchObject({
        reason: "invalid",
        errors: { message: `Message must be at most ${PARTY_MESSAGE_LIMITS.message} characters` },
      });
      expect(await sendPartyMessage(at.organiser, at.partyId, form("y".repeat(151)))).toMatchObject({
        errors: { subject: "Subject must be at most 150 characters" },
      });
      for (const audience of [other.typeId, "not-a-type", ""]) {
        expect(await sendPartyMessage(at.organiser, at.partyId, form("Wrong type", audience)), audience).toMatchObject({
          reason: "invalid",
          errors: { audience: expect.any(String) },
        });
      }
      // A party nobody holds a ticket to has nobody to write to.
      expect(await sendPartyMessage(other.organiser, other.partyId, form("Anyone?"))).toEqual({
        ok: false,
        reason: "conflict",
        message: PARTY_MESSAGE_MESSAGES.nobody,
      });
      expect(await sent("Wrong type")).toEqual([]);
      expect(await loadPartyMessagePage(at.organiser, at.partyId)).toMatchObject({ allowance: { left: 3 } });
      expect(await loadPartyMessagePage(other.organiser, other.partyId)).toMatchObject({ allowance: { left: 3 } });
    });

    it("sends at most 3 a party an hour, even all at once, and says when the next may go", async () => {
      const at = await party();
      await ticketFor(at);
      const results = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => sendPartyMessage(at.organiser, at.partyId, form(`Rush ${n} ${at.partyId}`))),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(3);
      const refused = results.filter((result) => !result.ok);
      expect(refused).toHaveLength(2);
      for (const refusal of refused) {
        expect(refusal).toMatchObject({ reason: "too-many" });
        expect(refusal.ok ? "" : refusal.message).toMatch(
          /^You can send 3 messages an hour; the next one from (\w{3} )?\d{2}:\d{2}\.$/,
        );
      }
      expect((await readOutbox()).filter((message) => message.subject.includes(at.partyId))).toHaveLength(3);

      const page = await loadPartyMessagePage(at.organiser, at.partyId);
      expect(page).toMatchObject({ allowance: { left: 0, perHour: 3, nextAt: expect.stringMatching(/\d{2}:\d{2}$/) } });
      // Another party's hour is its own.
      const next = await party("Next Party");
      await ticketFor(next);
      expect(await sendPartyMessage(next.organiser, next.partyId, form("Own hour"))).toMatchObject({ ok: true });
    });
  });
}
