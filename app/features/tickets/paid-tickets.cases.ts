import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { ticketOrders, tickets, ticketTypes } from "#db/schema/tickets";
import { openDatabase } from "~/lib/db.server";
import { readOutbox } from "~/lib/mail.server";

import type { Actor } from "~/features/accounts/actor";

import { loadAttendees, cancelAttendeeTicket } from "./attendees.server";
import { cancelTicket } from "./cancel-ticket.server";
import { listMyTickets } from "./list-my-tickets.server";
import { giveTicket } from "./give-ticket.server";
import { saveRefundDeadline, saveTicketType } from "./organiser-ticket-types.server";
import { expireHolds, HOLD_MINUTES, settlePaidOrder } from "./paid-orders.server";
import { connectPayouts, payoutState } from "./payout-accounts.server";
import { takeTickets } from "./take-tickets.server";
import { applyTicketPaymentEvent } from "./ticket-payment-events.server";
import { loadTestTicketCheckout, payTestTicketCheckout, returnFromCheckout } from "./ticket-checkout.server";
import { member, publicParty, typeForm } from "./ticket-stock.cases";
import { TICKET_MESSAGES } from "./ticket-values";
import { claimOffer, joinWaitlist, waitlistPlaces } from "./waitlist.server";
import type { Stripe } from "~/lib/stripe.server";

/**
 * Paid tickets through the local test checkout (PAYMENTS_MODE=test): held while the checkout is
 * open, the buyer's once paid, back on sale (or to the waiting list) when the hold runs out, and
 * refunded when cancelled. Run by the ticket-stock test files on PGlite and on PostgreSQL.
 */
export function describePaidTickets(database: string) {
  describe(`paid tickets (${database})`, () => {
    async function paidParty(quantity = 5, maxPerOrder = 2) {
      const organiser = await member();
      const partyId = await publicParty(organiser);
      const form = { ...typeForm, quantity, maxPerOrder, price: 1500, currency: "EUR" as const };
      // No account to be paid to: a price is refused at the price.
      expect(await saveTicketType(organiser, partyId, null, form)).toMatchObject({
        ok: false,
        errors: { price: TICKET_MESSAGES.needsPayouts },
      });
      expect((await payoutState(organiser, organiser.userId)).account).toBe("none");
      expect(await connectPayouts(organiser, partyId, "/back")).toEqual({ ok: true, url: "/back" });
      expect(await payoutState(organiser, organiser.userId)).toMatchObject({ mode: "test", account: "ready" });
      const saved = await saveTicketType(organiser, partyId, null, form);
      if (!saved.ok) throw new Error(saved.message);
      return { organiser, partyId, typeId: saved.id };
    }

    const takenOf = async (typeId: string) =>
      (await (await openDatabase()).select().from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0]!.taken;

    async function buy(buyer: Actor, partyId: string, typeId: string, quantity = 1) {
      const taken = await takeTickets(buyer, partyId, { ticketType: typeId, quantity });
      if (!taken.ok) throw new Error(taken.message);
      expect(taken.checkoutUrl).toMatch(/^\/test-checkout\/tickets\/test_tcs_[0-9a-f]{24}$/);
      return { ...taken, sessionId: taken.checkoutUrl!.split("/").pop()! };
    }

    it("holds the tickets while the checkout is open, and makes them the buyer's once paid", async () => {
      const { partyId, typeId } = await paidParty();
      const buyer = await member();
      const order = await buy(buyer, partyId, typeId, 2);
      expect(await takenOf(typeId)).toBe(2);
      // Held is not bought: not in My tickets, not on the attendee list, not a second checkout past the limit.
      const before = await listMyTickets(buyer);
      expect(before.ok && before.tickets).toEqual([]);
      expect(await takeTickets(buyer, partyId, { ticketType: typeId, quantity: 1 })).toMatchObject({
        message: TICKET_MESSAGES.overLimit(2),
      });
      // Someone else's checkout is not found.
      expect(await loadTestTicketCheckout(await member(), order.sessionId)).toBeNull();
      expect(await loadTestTicketCheckout(buyer, order.sessionId)).toMatchObject({
        status: "open",
        quantity: 2,
        amount: "€30",
      });

      expect(await payTestTicketCheckout(buyer, order.sessionId)).toMatchObject({ status: "paid" });
      // Paid twice (a double click, the webhook after the return page): settled once.
      expect(await settlePaidOrder(order.sessionId, "pi_again")).toBe("already-paid");
      const after = await listMyTickets(buyer);
      if (!after.ok) throw new Error(after.message);
      expect(after.tickets.map((ticket) => [ticket.status, ticket.paid, ticket.refunded])).toEqual([
        ["active", "€15", false],
        ["active", "€15", false],
      ]);
      expect(await takenOf(typeId)).toBe(2);
    });

    it("gives an unpaid hold back after its minutes, to the stock or the first one waiting", async () => {
      const { partyId, typeId } = await paidParty(1, 1);
      const buyer = await member();
      const order = await buy(buyer, partyId, typeId);
      expect(await takenOf(typeId)).toBe(1);
      const waiting = await member();
      expect(await joinWaitlist(waiting, partyId, typeId)).toEqual({ ok: true });

      expect(await expireHolds(new Date(Date.now() + (HOLD_MINUTES - 1) * 60_000))).toBe(0);
      const later = new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000);
      expect(await expireHolds(later)).toBe(1);
      expect(await expireHolds(later)).toBe(0);
      // Kept for the one waiting, who pays for it through their own checkout.
      expect(await takenOf(typeId)).toBe(1);
      expect((await waitlistPlaces(waiting.userId, partyId))[typeId]).toMatchObject({ status: "offered" });
      // Too late to pay the expired one: nothing is settled.
      expect(await payTestTicketCheckout(buyer, order.sessionId)).toMatchObject({ status: "expired" });
      const claimed = await claimOffer(waiting, partyId, typeId);
      if (!claimed.ok) throw new Error(claimed.message);
      expect(claimed.checkoutUrl).toMatch(/^\/test-checkout\/tickets\//);
      const claimSession = claimed.checkoutUrl!.split("/").pop()!;
      expect(await payTestTicketCheckout(waiting, claimSession)).toMatchObject({ status: "paid" });
      const mine = await listMyTickets(waiting);
      expect(mine.ok && mine.tickets.map((ticket) => ticket.paid)).toEqual(["€15"]);
    });

    it("puts the tickets back at once when the buyer cancels the checkout", async () => {
      const { partyId, typeId } = await paidParty(3);
      const buyer = await member();
      const order = await buy(buyer, partyId, typeId, 2);
      expect(await takenOf(typeId)).toBe(2);
      expect(await returnFromCheckout(await member(), order.orderId, "cancelled")).toBeNull();
      expect(await returnFromCheckout(buyer, order.orderId, "cancelled")).toMatchObject({ status: "expired" });
      expect(await takenOf(typeId)).toBe(0);
      const rows = await (await openDatabase()).select().from(tickets).where(eq(tickets.orderId, order.orderId));
      expect(rows.map((row) => row.status)).toEqual(["expired", "expired"]);
    });

    it("never holds more than the stock, however many checkouts open at once", async () => {
      const { partyId, typeId } = await paidParty(5, 1);
      const buyers = await Promise.all(Array.from({ length: 30 }, member));
      const answers = await Promise.all(
        buyers.map((buyer) => takeTickets(buyer, partyId, { ticketType: typeId, quantity: 1 })),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
      expect(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.message)).toEqual(
        Array.from({ length: 25 }, () => TICKET_MESSAGES.soldOut),
      );
      const orders = await (
        await openDatabase()
      )
        .select()
        .from(ticketOrders)
        .where(and(eq(ticketOrders.ticketTypeId, typeId), eq(ticketOrders.status, "open")));
      expect(orders).toHaveLength(5);
      expect(orders.every((order) => order.amountCents === 1500 && order.checkoutSessionId)).toBe(true);
    });

    it("refunds a paid ticket cancelled by its holder or its organiser, and the list says so", async () => {
      const { organiser, partyId, typeId } = await paidParty();
      const [first, second] = [await member(), await member()];
      for (const buyer of [first, second]) {
        const order = await buy(buyer, partyId, typeId);
        await payTestTicketCheckout(buyer, order.sessionId);
      }
      const ticketOf = async (buyer: Actor) => {
        const mine = await listMyTickets(buyer);
        if (!mine.ok) throw new Error(mine.message);
        return mine.tickets[0]!;
      };
      expect((await cancelTicket(first, (await ticketOf(first)).id)).ok).toBe(true);
      expect(await ticketOf(first)).toMatchObject({ status: "cancelled", paid: "€15", refunded: true });
      expect((await cancelAttendeeTicket(organiser, partyId, (await ticketOf(second)).id)).ok).toBe(true);
      const mail = (await readOutbox()).find((message) => message.to === second.email);
      expect(mail?.text).toContain("The €15 you paid is refunded to your card");
      const list = await loadAttendees(organiser, partyId);
      if (!list.ok) throw new Error(list.message);
      expect(list.attendees.map((ticket) => [ticket.paid, ticket.refunded, ticket.cancelled])).toEqual([
        ["€15", true, true],
        ["€15", true, true],
      ]);
      expect(await takenOf(typeId)).toBe(0);
    });

    it("lets holders cancel until the organiser's deadline, and give the ticket away after it", async () => {
      const { organiser, partyId, typeId } = await paidParty();
      const buyer = await member();
      const order = await buy(buyer, partyId, typeId);
      await payTestTicketCheckout(buyer, order.sessionId);
      // A deadline at or after the party's start is refused; one before it is kept.
      expect(await saveRefundDeadline(organiser, partyId, "2099-01-01T00:00")).toMatchObject({
        ok: false,
        message: TICKET_MESSAGES.refundDeadlineAfterStart,
      });
      expect(await saveRefundDeadline(await member(), partyId, "")).toMatchObject({ ok: false, reason: "not-found" });
      const deadline = new Date(Date.now() + 86_400_000);
      const local = new Intl.DateTimeFormat("sv-SE", {
        timeZone: "Europe/Berlin",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      })
        .format(deadline)
        .replace(" ", "T");
      expect(await saveRefundDeadline(organiser, partyId, local)).toEqual({ ok: true });

      const before = await listMyTickets(buyer);
      if (!before.ok) throw new Error(before.message);
      expect(before.tickets[0]).toMatchObject({ cancellable: true, cancelUntil: expect.stringMatching(/GMT\+1$/) });
      const later = new Date(deadline.getTime() + 120_000);
      const after = await listMyTickets(buyer, later);
      expect(after.ok && after.tickets[0]).toMatchObject({ changeable: true, cancellable: false });
      expect(await cancelTicket(buyer, before.tickets[0]!.id, later)).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^Tickets to this party could be cancelled until .+: ask the organiser/),
      });
      expect((await giveTicket(buyer, before.tickets[0]!.id, "friend@example.com", later)).ok).toBe(true);
      // Cleared, cancelling is open again until the party starts (the ticket, given away, is the friend's now).
      expect(await saveRefundDeadline(organiser, partyId, "")).toEqual({ ok: true });
    });

    it("applies Stripe's checkout events to ticket orders once, and leaves other events to subscriptions", async () => {
      const { partyId, typeId } = await paidParty();
      const buyer = await member();
      const order = await buy(buyer, partyId, typeId);
      const event = (type: string, object: Partial<Stripe.Checkout.Session>) =>
        ({ id: `evt_${type}`, type, data: { object: { id: order.sessionId, ...object } } }) as unknown as Stripe.Event;
      const paid = event("checkout.session.completed", {
        metadata: { kind: "tickets", orderId: order.orderId },
        payment_status: "paid",
        payment_intent: "pi_123",
      });
      expect(await applyTicketPaymentEvent(event("checkout.session.completed", { metadata: {} }))).toBe(false);
      expect(await applyTicketPaymentEvent(event("invoice.paid", {}))).toBe(false);
      expect(await applyTicketPaymentEvent(paid)).toBe(true);
      expect(await applyTicketPaymentEvent(paid)).toBe(true);
      // An expiry after the payment changes nothing.
      expect(await applyTicketPaymentEvent(event("checkout.session.expired", { metadata: { kind: "tickets" } }))).toBe(
        true,
      );
      const [row] = await (await openDatabase()).select().from(ticketOrders).where(eq(ticketOrders.id, order.orderId));
      expect(row).toMatchObject({ status: "paid", paymentIntentId: "pi_123" });
      const mine = await listMyTickets(buyer);
      expect(mine.ok && mine.tickets.map((ticket) => ticket.status)).toEqual(["active"]);
    });
  });
}
