// Paid tickets through the real `stripe` SDK, pointed at the local stand-in of Stripe's API
// (tests/support/stripe-stand-in.ts). The fixture's import comes first (it clears the Stripe
// settings); the settings below are set before anything reads env(), which happens lazily.
import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { ticketOrders, tickets } from "#db/schema/tickets";
import { openDatabase } from "~/lib/db.server";

import { startStripeStandIn } from "../../../tests/support/stripe-stand-in";
import { handleStripeWebhook } from "~/features/subscriptions/handle-stripe-webhook.server";
import { cancelTicket } from "./cancel-ticket.server";
import { saveTicketType } from "./organiser-ticket-types.server";
import { closeOrder } from "./paid-orders.server";
import { connectPayouts, payoutState } from "./payout-accounts.server";
import { takeTickets } from "./take-tickets.server";
import { applyTicketPaymentEvent } from "./ticket-payment-events.server";
import { member, publicParty, typeForm } from "./ticket-stock.cases";
import { returnFromCheckout } from "./ticket-checkout.server";

const WEBHOOK_SECRET = "whsec_test_stand_in_secret_0123456789";
const standIn = await startStripeStandIn();
process.env.STRIPE_SECRET_KEY = "sk_test_stand_in_0123456789";
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
process.env.STRIPE_API_URL = standIn.url;
process.env.PAYMENTS_MODE = "stripe";
process.env.TICKET_FEE_PERCENT = "10";

afterAll(() => standIn.close());

/** What the stand-in received from here on. */
function watchRequests() {
  const start = standIn.requests.length;
  return () => standIn.requests.slice(start);
}

async function paidParty() {
  const organiser = await member();
  const partyId = await publicParty(organiser);
  const connected = await connectPayouts(organiser, partyId, "http://localhost:3000/back");
  if (!connected.ok) throw new Error(connected.message);
  const accountId = /\/setup\/e\/(acct_[^/]+)\//.exec(connected.url)?.[1];
  expect(accountId, "sent to Stripe's onboarding").toBeTruthy();
  return { organiser, partyId, accountId: accountId! };
}

async function orderOf(orderId: string) {
  const [row] = await (await openDatabase()).select().from(ticketOrders).where(eq(ticketOrders.id, orderId));
  return row!;
}

describe("paid tickets through Stripe Connect (the stand-in)", () => {
  it("sells only once the organiser's account is set up, as a destination charge less the company's fee", async () => {
    const { organiser, partyId, accountId } = await paidParty();
    expect((await payoutState(organiser, organiser.userId)).account).toBe("pending");
    const form = { ...typeForm, price: 1500, currency: "EUR" as const, maxPerOrder: 2 };
    expect(await saveTicketType(organiser, partyId, null, form)).toMatchObject({
      ok: false,
      errors: { price: expect.any(String) },
    });

    standIn.enableAccount(accountId);
    expect((await payoutState(organiser, organiser.userId)).account).toBe("ready");
    const saved = await saveTicketType(organiser, partyId, null, form);
    if (!saved.ok) throw new Error(saved.message);

    const sent = watchRequests();
    const buyer = await member();
    const taken = await takeTickets(buyer, partyId, { ticketType: saved.id, quantity: 2 });
    if (!taken.ok) throw new Error(taken.message);
    expect(taken.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const [create] = sent().filter((request) => request.path === "/v1/checkout/sessions");
    expect(create!.idempotencyKey).toBe(`ticket-order-${taken.orderId}`);
    expect(create!.params).toMatchObject({
      mode: "payment",
      customer_email: buyer.email,
      line_items: [{ quantity: "2", price_data: { currency: "eur", unit_amount: "1500" } }],
      payment_intent_data: { transfer_data: { destination: accountId }, application_fee_amount: "300" },
      metadata: { kind: "tickets", orderId: taken.orderId },
      success_url: `http://localhost:3000/ticket-checkout/${taken.orderId}/paid`,
      cancel_url: `http://localhost:3000/ticket-checkout/${taken.orderId}/cancelled`,
    });
    // Stripe's shortest expiry; our own 15-minute hold closes it first.
    expect(Number(create!.params.expires_at)).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 30 * 60);
    expect(await orderOf(taken.orderId)).toMatchObject({ amountCents: 3000, feeCents: 300, status: "open" });

    // Paid at Stripe; the webhook settles it once, however often it comes.
    const sessionId = (await orderOf(taken.orderId)).checkoutSessionId!;
    standIn.payCheckout(sessionId);
    const session = standIn.checkoutSession(sessionId)!;
    const delivery = standIn.signedEvent("checkout.session.completed", session, WEBHOOK_SECRET);
    for (let time = 0; time < 2; time++) {
      expect(await handleStripeWebhook(delivery.body, delivery.signature, applyTicketPaymentEvent)).toEqual({
        status: 200,
        body: { received: true },
      });
    }
    expect(await orderOf(taken.orderId)).toMatchObject({ status: "paid", paymentIntentId: session.payment_intent });
    const held = await (await openDatabase()).select().from(tickets).where(eq(tickets.orderId, taken.orderId));
    expect(held.map((ticket) => [ticket.status, ticket.paidCents])).toEqual([
      ["active", 1500],
      ["active", 1500],
    ]);

    // Cancelled by its holder: refunded through Stripe, taken back from the organiser with the fee.
    const refunds = standIn.refunds.length;
    expect((await cancelTicket(buyer, held[0]!.id)).ok).toBe(true);
    expect(standIn.refunds.slice(refunds)).toEqual([
      expect.objectContaining({
        payment_intent: session.payment_intent,
        amount: 1500,
        params: expect.objectContaining({ reverse_transfer: "true", refund_application_fee: "true" }),
      }),
    ]);
    const [refunded] = await (await openDatabase()).select().from(tickets).where(eq(tickets.id, held[0]!.id));
    expect(refunded!.refundedAt).not.toBeNull();
  });

  it("closes a checkout whose hold ran out at Stripe, and keeps one that was paid meanwhile", async () => {
    const { organiser, partyId, accountId } = await paidParty();
    standIn.enableAccount(accountId);
    // Back on the tickets page from Stripe's: the page asks Stripe again and records it ready.
    expect((await payoutState(organiser, organiser.userId)).account).toBe("ready");
    const saved = await saveTicketType(organiser, partyId, null, {
      ...typeForm,
      price: 2000,
      currency: "USD" as const,
    });
    if (!saved.ok) throw new Error(saved.message);
    const [left, paid] = [await member(), await member()];
    const unpaid = await takeTickets(left, partyId, { ticketType: saved.id, quantity: 1 });
    const late = await takeTickets(paid, partyId, { ticketType: saved.id, quantity: 1 });
    if (!unpaid.ok || !late.ok) throw new Error("not taken");

    const sent = watchRequests();
    expect(await closeOrder(unpaid.orderId)).toBe("released");
    expect(sent().map((request) => `${request.method} ${request.path}`)).toContain(
      `POST /v1/checkout/sessions/${(await orderOf(unpaid.orderId)).checkoutSessionId}/expire`,
    );
    expect(standIn.checkoutSession((await orderOf(unpaid.orderId)).checkoutSessionId!)?.status).toBe("expired");

    // Paid at Stripe before the sweep came, the webhook not here yet: Stripe refuses to expire it, so it is kept.
    standIn.payCheckout((await orderOf(late.orderId)).checkoutSessionId!);
    expect(await closeOrder(late.orderId)).toBe("paid");
    expect(await orderOf(late.orderId)).toMatchObject({ status: "paid" });

    // The buyer back from Stripe sees it paid; someone else is told nothing.
    expect(await returnFromCheckout(paid, late.orderId, "paid")).toMatchObject({ status: "paid", amount: "$20" });
    expect(await returnFromCheckout(left, late.orderId, "paid")).toBeNull();
  });
});
