import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { ticketTypes } from "#db/schema/tickets";
import { openDatabase } from "~/lib/db.server";
import { readOutbox } from "~/lib/mail.server";

import { cancelTicket } from "./cancel-ticket.server";
import { saveTicketType } from "./organiser-ticket-types.server";
import { takeTickets } from "./take-tickets.server";
import { member, publicParty, typeForm } from "./ticket-stock.cases";
import { TICKET_MESSAGES, WAITLIST_MESSAGES } from "./ticket-values";
import { OFFER_HOURS } from "./pass-place-on.server";
import { claimOffer, expireOffers, joinWaitlist, waitlistPlaces } from "./waitlist.server";

/** A sold-out type's waiting list, run by the ticket-stock test files on PGlite and PostgreSQL. */
export function describeWaitlist(database: string) {
  describe(`a waiting list (${database})`, () => {
    async function soldOutType() {
      const organiser = await member();
      const partyId = await publicParty(organiser);
      const saved = await saveTicketType(organiser, partyId, null, { ...typeForm, quantity: 1, maxPerOrder: 1 });
      if (!saved.ok) throw new Error(saved.message);
      const holder = await member();
      const taken = await takeTickets(holder, partyId, { ticketType: saved.id, quantity: 1 });
      if (!taken.ok) throw new Error(taken.message);
      const taken1 = async () =>
        (await (await openDatabase()).select().from(ticketTypes).where(eq(ticketTypes.id, saved.id)))[0]!.taken;
      return { partyId, typeId: saved.id, holder, ticketId: taken.ticketIds[0]!, taken: taken1 };
    }

    it("offers a ticket that comes back to the first one waiting, keeps it from everyone else, and lets them claim it", async () => {
      const { partyId, typeId, holder, ticketId, taken } = await soldOutType();
      const [first, second, stranger] = [await member(), await member(), await member()];
      expect(await joinWaitlist(first, partyId, typeId)).toEqual({ ok: true });
      expect(await joinWaitlist(second, partyId, typeId)).toEqual({ ok: true });
      expect(await joinWaitlist(first, partyId, typeId)).toMatchObject({ message: WAITLIST_MESSAGES.alreadyWaiting });
      expect(await waitlistPlaces(second.userId, partyId)).toEqual({ [typeId]: { status: "waiting", position: 2 } });

      expect((await cancelTicket(holder, ticketId)).ok).toBe(true);
      expect(await taken()).toBe(1);
      expect((await waitlistPlaces(first.userId, partyId))[typeId]).toMatchObject({ status: "offered" });
      expect(await waitlistPlaces(second.userId, partyId)).toEqual({ [typeId]: { status: "waiting", position: 1 } });
      const mail = (await readOutbox()).find((message) => message.to === first.email);
      expect(mail?.subject).toBe("A ticket to Frag Night is free for you");
      expect(mail?.text).toContain(`?ticket=${typeId}#tickets`);

      // Kept for the first one: nobody else gets it, the second waiting included.
      expect(await takeTickets(stranger, partyId, { ticketType: typeId, quantity: 1 })).toMatchObject({
        message: TICKET_MESSAGES.soldOut,
      });
      expect(await claimOffer(second, partyId, typeId)).toMatchObject({
        ok: false,
        message: WAITLIST_MESSAGES.noOffer,
      });
      expect((await claimOffer(first, partyId, typeId)).ok).toBe(true);
      expect(await claimOffer(first, partyId, typeId)).toMatchObject({ ok: false });
      expect(await taken()).toBe(1);
      expect(await waitlistPlaces(first.userId, partyId)).toEqual({});
    });

    it("passes an offer that ran out to the next one, and puts the ticket back on sale when nobody waits", async () => {
      const { partyId, typeId, holder, ticketId, taken } = await soldOutType();
      const [first, second] = [await member(), await member()];
      await joinWaitlist(first, partyId, typeId);
      await joinWaitlist(second, partyId, typeId);
      const now = new Date();
      await cancelTicket(holder, ticketId, now);

      const later = new Date(now.getTime() + (OFFER_HOURS + 1) * 3_600_000);
      expect(await expireOffers(later)).toBeGreaterThanOrEqual(1);
      expect(await waitlistPlaces(first.userId, partyId)).toEqual({});
      expect((await waitlistPlaces(second.userId, partyId))[typeId]).toMatchObject({ status: "offered" });
      expect(await claimOffer(first, partyId, typeId, later)).toMatchObject({ ok: false });

      const muchLater = new Date(later.getTime() + (OFFER_HOURS + 1) * 3_600_000);
      await expireOffers(muchLater);
      expect(await taken()).toBe(0);
      expect(await joinWaitlist(await member(), partyId, typeId)).toMatchObject({
        message: WAITLIST_MESSAGES.notSoldOut,
      });
    });
  });
}
