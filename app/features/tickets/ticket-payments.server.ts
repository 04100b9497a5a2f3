import { randomBytes } from "node:crypto";

import { env } from "~/lib/env.server";

import { stripeTicketPayments } from "./ticket-payments-stripe.server";

/** A paid order's checkout, as the provider is asked for it. */
export type TicketCheckoutRequest = {
  orderId: string;
  buyerEmail: string;
  /** "Weekend BYOC · Frag Fest 2027": what the buyer sees on the checkout and the receipt. */
  itemName: string;
  unitCents: number;
  quantity: number;
  currency: string;
  /** The company's share (TICKET_FEE_PERCENT), kept from what the organiser is paid. */
  feeCents: number;
  /** The organiser's connected account the payment goes to. */
  accountId: string;
  successUrl: string;
  cancelUrl: string;
};

/** An organiser's connected account, and where to send them to finish setting it up. */
export type ConnectedAccount = { accountId: string; url: string; chargesEnabled: boolean };

/**
 * What paid tickets ask of whoever takes the payments: Stripe Connect (Checkout paid to the
 * organiser's connected account), or the local test checkout (PAYMENTS_MODE=test) standing in for
 * it, which charges nothing and says so on every page it shows.
 */
export interface TicketPayments {
  readonly kind: "stripe" | "test";
  /** Makes the organiser's connected account (or reuses `accountId`) and a link to finish it. */
  connect(request: {
    userId: string;
    email: string;
    accountId: string | null;
    returnUrl: string;
  }): Promise<ConnectedAccount>;
  /** Whether the account may take payments yet. */
  accountReady(accountId: string): Promise<boolean>;
  startCheckout(request: TicketCheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** The payment of a paid checkout; null while it is not paid. */
  paidCheckout(sessionId: string): Promise<{ paymentIntentId: string } | null>;
  /** Closes an open checkout so it cannot be paid any more; "paid" when it was paid meanwhile. */
  expireCheckout(sessionId: string): Promise<"expired" | "paid">;
  /** Pays `amountCents` of a payment back; the same key twice refunds once. */
  refund(request: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<void>;
}

/** Ids that can never be mistaken for Stripe's (`cs_…`, `acct_…`, `pi_…`). */
export const TEST_TICKET_SESSION_PREFIX = "test_tcs_";
const newTestId = (prefix: string) => `${prefix}${randomBytes(12).toString("hex")}`;

/**
 * The local test checkout: its "checkout" is our own order row and the page at
 * /test-checkout/tickets/:sessionId, where "Pay" settles the order as a paid webhook would.
 * Nothing leaves the machine and no card is charged.
 */
export const testTicketPayments: TicketPayments = {
  kind: "test",
  async connect({ accountId, returnUrl }) {
    return { accountId: accountId ?? newTestId("test_acct_"), url: returnUrl, chargesEnabled: true };
  },
  async accountReady() {
    return true;
  },
  async startCheckout() {
    const sessionId = newTestId(TEST_TICKET_SESSION_PREFIX);
    return { sessionId, url: `/test-checkout/tickets/${sessionId}` };
  },
  async paidCheckout() {
    // A test order is paid only by its page's "Pay", which settles the order itself.
    return null;
  },
  async expireCheckout() {
    // The order row is the whole checkout: the caller's conditional update closes it.
    return "expired";
  },
  async refund() {
    // Nothing was charged.
  },
};

/** Where new paid orders go, or null when payments are off. */
export function ticketPayments(): TicketPayments | null {
  switch (env().PAYMENTS_MODE) {
    case "stripe":
      return stripeTicketPayments;
    case "test":
      return testTicketPayments;
    case "off":
      return null;
  }
}

/**
 * The provider that holds an existing order or account: a test one is always the test checkout's
 * (it never reached Stripe); a real one needs Stripe configured.
 */
export function ticketPaymentsOf(record: { isTest: boolean }): TicketPayments | null {
  if (record.isTest) return testTicketPayments;
  return env().STRIPE_SECRET_KEY ? stripeTicketPayments : null;
}

/**
 * The organiser's account a paid ticket's money goes to, when it can take payments now: set up, and
 * of the mode the site runs in (a test account takes no real card, a real one no test payment).
 */
export function readyAccount(
  account: { accountId: string | null; chargesEnabled: boolean | null; isTest: boolean | null },
  payments: TicketPayments | null,
): string | null {
  if (!payments || !account.accountId || !account.chargesEnabled) return null;
  return account.isTest === (payments.kind === "test") ? account.accountId : null;
}

/** The company's share of a price, in minor units, by TICKET_FEE_PERCENT (rounded half up). */
export function ticketFeeCents(amountCents: number, percent = env().TICKET_FEE_PERCENT): number {
  return Math.min(amountCents, Math.round((amountCents * percent) / 100));
}
