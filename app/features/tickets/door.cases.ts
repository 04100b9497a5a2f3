import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { user } from "#db/schema/auth";
import { tickets, ticketTypes } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { readOutbox } from "~/lib/mail.server";

import type { Actor } from "~/features/accounts/actor";
import { loadLanPartyForEdit } from "~/features/venues/load-lan-party.server";

import { attendeesCsv } from "./attendee-values";
import { cancelAttendeeTicket, loadAttendees } from "./attendees.server";
import { cancelTicket } from "./cancel-ticket.server";
import { checkInPosted, checkInTicket } from "./door-check-in.server";
import { loadDoorPage, loadDoorStatus } from "./door-status.server";
import { DOOR_MESSAGES } from "./door-values";
import { giveTicket } from "./give-ticket.server";
import { loadOrganiserTicketTypes, saveTicketType } from "./organiser-ticket-types.server";
import { addPartyStaff, loadPartyStaff, removePartyStaff, STAFF_MESSAGES } from "./party-staff.server";
import { loadOrganiserSeatPlan, saveSeatPlan } from "./seat-plan.server";
import { takeTickets } from "./take-tickets.server";
import { isGenuineCode, readTicketCode, ticketCode } from "./ticket-code.server";

/**
 * Check-in at the door (codes, staff, the first check-in wins, offline scans), run by door.test.ts
 * on PGlite and by door.postgres.test.ts on PostgreSQL, where the check-ins at once really run side
 * by side on a pool.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;

/** A confirmed account made straight in the database. */
export async function member(name = "Player", email?: string, confirmed = true): Promise<Actor> {
  const database = await openDatabase();
  const userId = randomUUID();
  const address = email ?? `player-${userId.slice(0, 8)}@example.com`;
  await database.insert(user).values({ id: userId, name, email: address, emailVerified: confirmed });
  return { userId, email: address, isAdmin: false };
}

/** A verified party starting tomorrow in Berlin, its organiser, and one free type with a seat. */
export async function party(name = "Frag Night") {
  const database = await openDatabase();
  const organiser = await member("Olli Organiser");
  const start = new Date(Date.now() + DAY);
  const [row] = await database
    .insert(events)
    .values({
      organizationName: name,
      description: "Bring your own PC.",
      startDate: start,
      endDate: new Date(start.getTime() + DAY),
      timeZone: "Europe/Berlin",
      createdBy: organiser.userId,
      verified: true,
      reviewStatus: "verified",
    })
    .returning({ id: events.id });
  const partyId = row!.id;
  const type = await saveTicketType(organiser, partyId, null, {
    name: "Weekend BYOC",
    description: null,
    quantity: 100,
    maxPerOrder: 4,
    saleStartsAt: null,
    saleEndsAt: null,
    price: 0,
    currency: "USD" as const,
    includesSeat: true,
  });
  if (!type.ok) throw new Error(type.message);
  return { partyId, organiser, typeId: type.id };
}

type Party = Awaited<ReturnType<typeof party>>;

/** A ticket for a new member (named `name`), and its code as My tickets shows it. */
export async function ticketFor(at: Party, name = "Robin Holder") {
  const holder = await member(name);
  const taken = await takeTickets(holder, at.partyId, { ticketType: at.typeId, quantity: 1 });
  if (!taken.ok) throw new Error(taken.message);
  const ticketId = taken.ticketIds[0]!;
  return { holder, ticketId, code: ticketCode({ id: ticketId, holderEmail: holder.email }) };
}

/** A member the organiser added to the party's staff with `role`. */
export async function staff(at: Party, role: "door" | "co-organiser", name = "Sam Door"): Promise<Actor> {
  const helper = await member(name);
  const added = await addPartyStaff(at.organiser, at.partyId, { email: helper.email, role });
  if (!added.ok) throw new Error(added.message);
  return helper;
}

async function ticketRow(id: string) {
  const database = await openDatabase();
  const [row] = await database.select().from(tickets).where(eq(tickets.id, id));
  return row!;
}

export function describeDoor(database: string) {
  describe(`a ticket's code (${database})`, () => {
    it("round-trips, and is refused once forged, altered or given away", async () => {
      const at = await party();
      const { holder, ticketId, code } = await ticketFor(at);
      expect(code).toMatch(/^lcT1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}$/);
      // Nothing about the person is in it.
      expect(code).not.toContain(holder.email.split("@")[0]);
      const read = readTicketCode(code)!;
      expect(read.ticketId).toBe(ticketId);
      expect(isGenuineCode(read, holder.email)).toBe(true);
      expect(isGenuineCode(read, "someone@example.com")).toBe(false);

      const signature = code.split(".")[2]!;
      const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
      const other = randomUUID();
      for (const forged of [
        `lcT1.${ticketId}.${flipped}`,
        `lcT1.${other}.${signature}`,
        `lcT2.${ticketId}.${signature}`,
        `lcT1.${ticketId.toUpperCase()}.${signature}`,
        `${code}.x`,
        "lcT1..",
        "hello",
      ]) {
        expect(await checkInTicket(at.organiser, at.partyId, { code: forged }), forged).toEqual({
          ok: false,
          reason: "not-found",
          message: DOOR_MESSAGES.notThisParty,
        });
      }

      // Another party's genuine ticket is not one of this party's.
      const elsewhere = await party("Other LAN");
      const foreign = await ticketFor(elsewhere);
      expect(await checkInTicket(at.organiser, at.partyId, { code: foreign.code })).toMatchObject({
        ok: false,
        message: DOOR_MESSAGES.notThisParty,
      });
      expect(await checkInTicket(at.organiser, at.partyId, { ticketId: foreign.ticketId })).toMatchObject({
        ok: false,
        message: DOOR_MESSAGES.notThisParty,
      });
      expect((await ticketRow(foreign.ticketId)).checkedInAt).toBeNull();

      // Given to a friend, the ticket has a new code; the giver's old one lets no one in.
      const friend = await member("Friend");
      const ahead = await party("Gift LAN");
      const gifted = await ticketFor(ahead);
      expect((await giveTicket(gifted.holder, gifted.ticketId, friend.email)).ok).toBe(true);
      expect(await checkInTicket(ahead.organiser, ahead.partyId, { code: gifted.code })).toMatchObject({
        ok: false,
        message: DOOR_MESSAGES.notThisParty,
      });
      const friendsCode = ticketCode({ id: gifted.ticketId, holderEmail: friend.email });
      expect(await checkInTicket(ahead.organiser, ahead.partyId, { code: friendsCode })).toMatchObject({ ok: true });
    });
  });

  describe(`check-in at the door (${database})`, () => {
    it("lets a ticket in once: of 20 devices at once exactly one says 'Checked in'", async () => {
      const at = await party();
      const { ticketId, code } = await ticketFor(at, "Robin Holder");
      const door = await staff(at, "door", "Sam Door");
      const devices = [at.organiser, ...Array.from({ length: 19 }, () => door)];

      const answers = await Promise.all(devices.map((actor) => checkInPosted(actor, at.partyId, { code })));

      const letIn = answers.filter((answer) => answer.ok);
      expect(letIn).toHaveLength(1);
      expect(letIn[0]!.answer).toMatchObject({
        outcome: "checked-in",
        message: "Checked in: Robin Holder, Weekend BYOC, no seat picked yet",
      });
      const row = await ticketRow(ticketId);
      const by = row.checkedInBy === at.organiser.userId ? "Olli Organiser" : "Sam Door";
      const refused = answers.filter((answer) => !answer.ok);
      expect(refused).toHaveLength(19);
      for (const answer of refused) {
        expect(answer).toMatchObject({ reason: "conflict", answer: { outcome: "already" } });
        expect(answer.answer.message).toMatch(new RegExp(`^Already checked in at \\d\\d:\\d\\d by ${by}$`));
      }
      const status = await loadDoorStatus(door, at.partyId);
      expect(status).toMatchObject({ ok: true, checkedIn: 1, total: 1 });
      expect(status.ok && status.latest.map((entry) => [entry.name, entry.by])).toEqual([["Robin Holder", by]]);
    });

    it("says the time in the party's zone, and who let the ticket in", async () => {
      const at = await party();
      const { code } = await ticketFor(at);
      const door = await staff(at, "door", "Sam Door");
      // 17:02 UTC is 18:02 in Berlin in winter and 19:02 in summer.
      const now = new Date("2027-01-15T17:02:30Z");
      expect((await checkInTicket(door, at.partyId, { code }, null, now)).ok).toBe(true);
      expect(await checkInTicket(at.organiser, at.partyId, { code }, null, new Date("2027-01-15T17:30:00Z"))).toEqual(
        expect.objectContaining({ ok: false, reason: "conflict", message: "Already checked in at 18:02 by Sam Door" }),
      );
      // Another day: the day is named.
      expect(await checkInTicket(at.organiser, at.partyId, { code }, null, new Date("2027-01-16T09:00:00Z"))).toEqual(
        expect.objectContaining({ message: "Already checked in at Fri 18:02 by Sam Door" }),
      );
    });

    it("first check-in wins by arrival: an offline scan made earlier but sent later loses, and says who was first", async () => {
      const at = await party();
      const { ticketId, code } = await ticketFor(at);
      const door = await staff(at, "door", "Sam Door");
      const now = new Date("2027-01-15T17:10:00Z");
      // Online at 18:10 Berlin time...
      expect((await checkInTicket(at.organiser, at.partyId, { code }, null, now)).ok).toBe(true);
      // ...then a door phone's scan of 18:05, kept while it had no network, arrives a minute later.
      const offline = await checkInTicket(
        door,
        at.partyId,
        { code },
        new Date(now.getTime() - 5 * MINUTE),
        new Date(now.getTime() + MINUTE),
      );
      expect(offline).toMatchObject({
        ok: false,
        reason: "conflict",
        message: "Already checked in at 18:10 by Olli Organiser",
      });
      const row = await ticketRow(ticketId);
      expect(row.checkedInAt).toEqual(now);
      expect(row.checkedInBy).toBe(at.organiser.userId);
    });

    it("records an offline scan's time, but the server's for one in the future or over two days old", async () => {
      const at = await party();
      const door = await staff(at, "door");
      const now = new Date("2027-01-15T17:10:00Z");
      const cases = [
        { scannedAt: new Date(now.getTime() - 30 * MINUTE), recorded: new Date(now.getTime() - 30 * MINUTE) },
        { scannedAt: new Date(now.getTime() + 5 * MINUTE), recorded: now },
        { scannedAt: new Date(now.getTime() - 3 * DAY), recorded: now },
      ];
      for (const { scannedAt, recorded } of cases) {
        const { ticketId } = await ticketFor(at);
        const posted = await checkInPosted(door, at.partyId, { ticketId, scannedAt: scannedAt.toISOString() }, now);
        expect(posted.ok).toBe(true);
        expect((await ticketRow(ticketId)).checkedInAt).toEqual(recorded);
      }
    });

    it("refuses a cancelled ticket, and says which it was", async () => {
      const at = await party();
      const { holder, ticketId, code } = await ticketFor(at, "Casey Cancel");
      expect((await cancelTicket(holder, ticketId)).ok).toBe(true);
      const posted = await checkInPosted(at.organiser, at.partyId, { code });
      expect(posted).toMatchObject({
        ok: false,
        reason: "conflict",
        answer: { outcome: "refused", message: DOOR_MESSAGES.cancelled, ticket: { name: "Casey Cancel" } },
      });
      expect((await ticketRow(ticketId)).checkedInAt).toBeNull();
    });

    it("asks for a code or a ticket", async () => {
      const at = await party();
      expect(await checkInPosted(at.organiser, at.partyId, { code: "  " })).toMatchObject({
        ok: false,
        reason: "invalid",
        answer: { outcome: "refused", message: DOOR_MESSAGES.codeRequired },
      });
    });
  });

  describe(`who may use the door (${database})`, () => {
    it("door staff check in, but cannot open the edit, tickets, seats or staff pages' services", async () => {
      const at = await party();
      const { code } = await ticketFor(at);
      const door = await staff(at, "door");
      expect((await loadDoorPage(door, at.partyId, null)).ok).toBe(true);
      expect((await checkInTicket(door, at.partyId, { code })).ok).toBe(true);

      expect(await loadLanPartyForEdit(door, at.partyId)).toMatchObject({ ok: false, reason: "not-found" });
      expect(await loadOrganiserTicketTypes(door, at.partyId)).toMatchObject({ ok: false, reason: "not-found" });
      expect(await loadOrganiserSeatPlan(door, at.partyId)).toMatchObject({ ok: false, reason: "not-found" });
      expect(await saveSeatPlan(door, at.partyId, { source: "A: 1-4", seatDeadline: "" })).toMatchObject({
        ok: false,
        reason: "not-found",
      });
      expect(await loadPartyStaff(door, at.partyId)).toMatchObject({ ok: false, reason: "not-found" });
      expect(await addPartyStaff(door, at.partyId, { email: "mate@example.com", role: "co-organiser" })).toMatchObject({
        ok: false,
        reason: "not-found",
      });
    });

    it("co-organisers use the door and the staff list, but the organiser stays", async () => {
      const at = await party();
      const co = await staff(at, "co-organiser", "Casey Co");
      const listed = await loadPartyStaff(co, at.partyId);
      expect(listed).toMatchObject({ ok: true, party: { role: "co-organiser" }, owner: { name: "Olli Organiser" } });
      const added = await addPartyStaff(co, at.partyId, { email: "door@example.com", role: "door" });
      expect(added).toMatchObject({ ok: true, added: true });
      expect(
        await addPartyStaff(co, at.partyId, { email: "DOOR@example.com".toLowerCase(), role: "co-organiser" }),
      ).toMatchObject({
        ok: true,
        added: false,
        role: "co-organiser",
      });
      const organiserEmail = (listed.ok && listed.owner?.email) || "";
      expect(await addPartyStaff(co, at.partyId, { email: organiserEmail, role: "door" })).toEqual({
        ok: false,
        reason: "invalid",
        message: STAFF_MESSAGES.ownerAddress,
      });
      // The organiser is not a row of the list: there is nothing of theirs to remove.
      expect(await removePartyStaff(co, at.partyId, at.organiser.userId)).toMatchObject({ reason: "not-found" });
      expect((await loadDoorPage(at.organiser, at.partyId, null)).ok).toBe(true);
    });

    it("another member, or staff of another party, gets not-found everywhere at the door", async () => {
      const at = await party();
      const { ticketId, code } = await ticketFor(at);
      const stranger = await member("Stranger");
      const elsewhere = await party("Other LAN");
      const otherDoor = await staff(elsewhere, "door");
      for (const actor of [stranger, otherDoor]) {
        expect(await checkInTicket(actor, at.partyId, { code })).toEqual({
          ok: false,
          reason: "not-found",
          message: DOOR_MESSAGES.partyNotFound,
        });
        expect(await loadDoorStatus(actor, at.partyId)).toMatchObject({ ok: false, reason: "not-found" });
        expect(await loadDoorPage(actor, at.partyId, "Robin")).toMatchObject({ ok: false, reason: "not-found" });
        expect(await loadPartyStaff(actor, at.partyId)).toMatchObject({ ok: false, reason: "not-found" });
      }
      expect((await ticketRow(ticketId)).checkedInAt).toBeNull();
      expect(await checkInTicket(stranger, "not-an-id", { code })).toMatchObject({ reason: "not-found" });
      expect(await checkInPosted(stranger, at.partyId, { code: "" })).toMatchObject({
        ok: false,
        reason: "not-found",
        answer: { outcome: "refused", message: DOOR_MESSAGES.partyNotFound },
      });
    });

    it("lets in the member whose confirmed address was added before they had an account, and no one else", async () => {
      const at = await party();
      const address = `later-${randomUUID().slice(0, 8)}@example.com`;
      expect(await addPartyStaff(at.organiser, at.partyId, { email: address, role: "door" })).toMatchObject({
        ok: true,
        added: true,
      });
      const [mail] = (await readOutbox()).filter((message) => message.to === address);
      expect(mail?.text).toContain(`/edit-lan-party/${at.partyId}/door`);

      const unconfirmed = await member("Not Yet", address, false);
      expect(await loadDoorStatus(unconfirmed, at.partyId)).toMatchObject({ ok: false, reason: "not-found" });
      const database = await openDatabase();
      await database.update(user).set({ emailVerified: true }).where(eq(user.id, unconfirmed.userId));
      expect(await loadDoorStatus(unconfirmed, at.partyId)).toMatchObject({ ok: true, party: { role: "door" } });

      const listed = await loadPartyStaff(at.organiser, at.partyId);
      const row = listed.ok ? listed.staff.find((entry) => entry.email === address) : undefined;
      expect(row).toMatchObject({ name: "Not Yet", role: "door" });
      expect((await removePartyStaff(at.organiser, at.partyId, row!.id)).ok).toBe(true);
      expect(await loadDoorStatus(unconfirmed, at.partyId)).toMatchObject({ ok: false, reason: "not-found" });
    });
  });

  describe(`the door's search (${database})`, () => {
    it("finds the party's live tickets by name or address, at most 20, with only what the door needs", async () => {
      const at = await party();
      for (let index = 0; index < 22; index++) await ticketFor(at, `Alex Player ${String(index).padStart(2, "0")}`);
      const kim = await ticketFor(at, "Kim 100%_Real");
      const gone = await ticketFor(at, "Alex Gone");
      expect((await cancelTicket(gone.holder, gone.ticketId)).ok).toBe(true);
      const elsewhere = await party("Other LAN");
      await ticketFor(elsewhere, "Alex Elsewhere");

      const page = await loadDoorPage(at.organiser, at.partyId, "alex");
      if (!page.ok) throw new Error(page.message);
      expect(page.search!.results).toHaveLength(20);
      expect(page.search!.results.map((ticket) => ticket.name)).not.toContain("Alex Gone");
      expect(page.search!.results.map((ticket) => ticket.name)).not.toContain("Alex Elsewhere");
      expect(Object.keys(page.search!.results[0]!).sort()).toEqual(
        [
          "cancelled",
          "checkedIn",
          "email",
          "id",
          "includesSeat",
          "name",
          "paid",
          "refunded",
          "seat",
          "typeName",
        ].sort(),
      );

      const byEmail = await loadDoorPage(at.organiser, at.partyId, kim.holder.email.toUpperCase());
      expect(byEmail.ok && byEmail.search!.results.map((ticket) => ticket.id)).toEqual([kim.ticketId]);
      // What is typed is text, not a pattern.
      const literal = await loadDoorPage(at.organiser, at.partyId, "100%_");
      expect(literal.ok && literal.search!.results.map((ticket) => ticket.id)).toEqual([kim.ticketId]);
      const none = await loadDoorPage(at.organiser, at.partyId, "a_b");
      expect(none.ok && none.search).toEqual({ query: "a_b", results: [], message: "No ticket matches “a_b”" });
      const short = await loadDoorPage(at.organiser, at.partyId, " k ");
      expect(short.ok && short.search?.message).toBe(DOOR_MESSAGES.searchTooShort);

      expect((await checkInTicket(at.organiser, at.partyId, { ticketId: kim.ticketId })).ok).toBe(true);
      const again = await loadDoorPage(at.organiser, at.partyId, "kim");
      expect(again.ok && again.search!.results[0]!.checkedIn).toMatchObject({ by: "Olli Organiser" });
    });
  });

  describe(`the attendee list (${database})`, () => {
    it("lists every ticket of the party for its organisers, live ones first, and nobody else's", async () => {
      const at = await party("Frag Night, Winter");
      const zoe = await ticketFor(at, "Zoe Player");
      const amy = await ticketFor(at, "amy player");
      const gone = await ticketFor(at, "Alex Gone");
      expect((await cancelTicket(gone.holder, gone.ticketId)).ok).toBe(true);
      expect((await checkInTicket(at.organiser, at.partyId, { ticketId: zoe.ticketId })).ok).toBe(true);
      const elsewhere = await party("Other LAN");
      await ticketFor(elsewhere, "Alex Elsewhere");

      const list = await loadAttendees(at.organiser, at.partyId);
      if (!list.ok) throw new Error(list.message);
      expect(list.attendees.map((ticket) => [ticket.name, ticket.cancelled])).toEqual([
        ["amy player", false],
        ["Zoe Player", false],
        ["Alex Gone", true],
      ]);
      expect(list.counts).toEqual({ active: 2, checkedIn: 1, cancelled: 1 });
      expect(list.cut).toBe(false);
      expect(list.attendees[1]).toMatchObject({ id: zoe.ticketId, checkedIn: { by: "Olli Organiser" } });
      expect(list.attendees[0]).toMatchObject({ id: amy.ticketId, seat: null, includesSeat: true, checkedIn: null });

      // A co-organiser sees it; door staff, another member and another party's organiser do not.
      const coOrganiser = await staff(at, "co-organiser", "Cora Co");
      expect((await loadAttendees(coOrganiser, at.partyId)).ok).toBe(true);
      const door = await staff(at, "door");
      for (const stranger of [door, await member("Nosy Player"), elsewhere.organiser]) {
        expect(await loadAttendees(stranger, at.partyId)).toEqual({
          ok: false,
          reason: "not-found",
          message: DOOR_MESSAGES.partyNotFound,
        });
      }
      expect((await loadAttendees(at.organiser, "not-a-party")).ok).toBe(false);

      // The file has the same rows; a name typed as a formula stays text.
      await ticketFor(at, '=HYPERLINK("https://evil.example")');
      const withFormula = await loadAttendees(at.organiser, at.partyId);
      if (!withFormula.ok) throw new Error(withFormula.message);
      const { fileName, body } = attendeesCsv(withFormula);
      expect(fileName).toBe("attendees-frag-night-winter.csv");
      const lines = body.trimEnd().split("\r\n");
      expect(lines[0]).toBe("Name,Email,Ticket type,Seat,Payment,Status,Checked in,Checked in by");
      expect(lines).toHaveLength(5);
      const formula = withFormula.attendees.find((ticket) => ticket.name.startsWith("="))!;
      expect(lines).toContain(
        `"'=HYPERLINK(""https://evil.example"")",${formula.email},Weekend BYOC,Not picked yet,Free,Active,,`,
      );
      expect(lines[4]).toMatch(/^Alex Gone,[^,]+,Weekend BYOC,Not picked yet,Free,Cancelled,,$/);
      expect(lines.find((line) => line.startsWith("Zoe Player"))).toMatch(/,Active,\d{2}:\d{2},Olli Organiser$/);
    });

    it("lets the organisers cancel a live ticket until the party ends; the holder is mailed and the place comes back", async () => {
      const at = await party("Cancel Night");
      const kept = await ticketFor(at, "Kim Kept");
      const dropped = await ticketFor(at, "Dan Dropped");
      const takenOf = async () =>
        (await (await openDatabase()).select().from(ticketTypes).where(eq(ticketTypes.id, at.typeId)))[0]!.taken;
      expect(await takenOf()).toBe(2);

      // Door staff and strangers cannot; a ticket of another party is not found through this one.
      const door = await staff(at, "door");
      expect(await cancelAttendeeTicket(door, at.partyId, dropped.ticketId)).toMatchObject({ reason: "not-found" });
      const other = await party("Other LAN");
      const foreign = await ticketFor(other, "Fay Foreign");
      expect(await cancelAttendeeTicket(at.organiser, at.partyId, foreign.ticketId)).toEqual({
        ok: false,
        reason: "not-found",
        message: "Ticket not found",
      });
      expect((await ticketRow(foreign.ticketId)).status).toBe("active");

      const coOrganiser = await staff(at, "co-organiser", "Cora Co");
      expect(await cancelAttendeeTicket(coOrganiser, at.partyId, dropped.ticketId)).toEqual({
        ok: true,
        holder: "Dan Dropped",
      });
      expect((await ticketRow(dropped.ticketId)).status).toBe("cancelled");
      expect(await takenOf()).toBe(1);
      const [mail] = (await readOutbox()).filter((message) => message.to === dropped.holder.email);
      expect(mail?.subject).toBe("Your ticket to Cancel Night was cancelled");
      expect(mail?.text).toContain(`/lanparties/${at.partyId}`);

      // Twice changes nothing more; after the party's end nothing is cancelled.
      expect(await cancelAttendeeTicket(at.organiser, at.partyId, dropped.ticketId)).toMatchObject({
        reason: "conflict",
        message: "This ticket is already cancelled",
      });
      expect(await takenOf()).toBe(1);
      const afterEnd = new Date(Date.now() + 3 * DAY);
      expect(await cancelAttendeeTicket(at.organiser, at.partyId, kept.ticketId, afterEnd)).toMatchObject({
        reason: "conflict",
        message: "This party has ended: its tickets can no longer be cancelled",
      });
      expect((await ticketRow(kept.ticketId)).status).toBe("active");
    });
  });
}
