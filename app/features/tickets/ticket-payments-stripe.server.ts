import { stripe, type Stripe } from "~/lib/stripe.server";

import type { TicketPayments } from "./ticket-payments.server";

/** Stripe refuses a Checkout session that expires sooner; our own hold is shorter and expires it first. */
const STRIPE_MIN_EXPIRY_SECONDS = 31 * 60;

const paymentIntentOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);

/**
 * Paid tickets through Stripe Connect: an Express account per organiser, and Checkout in payment
 * mode as a destination charge (the payment is the organiser's, less the company's application
 * fee). Refunds take the money back from the organiser's account and return the fee.
 */
export const stripeTicketPayments: TicketPayments = {
  kind: "stripe",

  async connect({ userId, email, accountId, returnUrl }) {
    const account = accountId
      ? await stripe().accounts.retrieve(accountId)
      : await stripe().accounts.create(
          { type: "express", email, metadata: { userId } },
          { idempotencyKey: `payout-account-${userId}` },
        );
    if (account.charges_enabled) return { accountId: account.id, url: returnUrl, chargesEnabled: true };
    const link = await stripe().accountLinks.create({
      account: account.id,
      type: "account_onboarding",
      return_url: returnUrl,
      refresh_url: returnUrl,
    });
    return { accountId: account.id, url: link.url, chargesEnabled: false };
  },

  async accountReady(accountId) {
    return (await stripe().accounts.retrieve(accountId)).charges_enabled;
  },

  async startCheckout(request) {
    const session = await stripe().checkout.sessions.create(
      {
        mode: "payment",
        customer_email: request.buyerEmail,
        client_reference_id: request.orderId,
        line_items: [
          {
            quantity: request.quantity,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.unitCents,
              product_data: { name: request.itemName },
            },
          },
        ],
        payment_intent_data: {
          transfer_data: { destination: request.accountId },
          ...(request.feeCents > 0 && { application_fee_amount: request.feeCents }),
          metadata: { kind: "tickets", orderId: request.orderId },
        },
        metadata: { kind: "tickets", orderId: request.orderId },
        expires_at: Math.floor(Date.now() / 1000) + STRIPE_MIN_EXPIRY_SECONDS,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: `ticket-order-${request.orderId}` },
    );
    if (!session.url) throw new Error(`Stripe gave checkout ${session.id} no address`);
    return { sessionId: session.id, url: session.url };
  },

  async paidCheckout(sessionId) {
    const session = await stripe().checkout.sessions.retrieve(sessionId);
    const paymentIntentId = paymentIntentOf(session);
    return session.payment_status === "paid" && paymentIntentId ? { paymentIntentId } : null;
  },

  async expireCheckout(sessionId) {
    try {
      await stripe().checkout.sessions.expire(sessionId);
      return "expired";
    } catch (error) {
      // Not expirable any more: it was paid, or it expired already (another process, or Stripe).
      const session = await stripe().checkout.sessions.retrieve(sessionId);
      if (session.status === "complete") return "paid";
      if (session.status === "expired") return "expired";
      throw error;
    }
  },

  async refund({ paymentIntentId, amountCents, idempotencyKey }) {
    await stripe().refunds.create(
      { payment_intent: paymentIntentId, amount: amountCents, reverse_transfer: true, refund_application_fee: true },
      { idempotencyKey },
    );
  },
};
