import { randomBytes } from "node:crypto";

import { and, eq } from "drizzle-orm";

import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import type { SubscriptionPlan, SubscriptionStatus } from "#db/schema/values";
import { openDatabase } from "~/lib/db.server";

import type { SubscriptionSnapshot } from "./apply-subscription-state.server";
import type { PaymentProvider } from "./payment-provider.server";

/** A test subscription's period, as a real monthly one. */
export const TEST_PERIOD_SECONDS = 30 * 24 * 60 * 60;

/** Ids that can never be mistaken for Stripe's (`cs_…`, `sub_…`). */
export const TEST_SESSION_PREFIX = "test_cs_";
export const TEST_SUBSCRIPTION_PREFIX = "test_sub_";

const newId = (prefix: string) => `${prefix}${randomBytes(12).toString("hex")}`;

type Row = typeof lanCenterSubscriptions.$inferSelect;

/**
 * The local test checkout (PAYMENTS_MODE=test) standing in for Stripe: nothing leaves the machine,
 * its "provider state" is our own row, and its pages (/test-checkout, /test-billing) say they are
 * test mode. Its answers go through the same `applySubscriptionState` as Stripe's.
 */
export const testCheckoutProvider: PaymentProvider = {
  kind: "test",

  async startCheckout() {
    const sessionId = newId(TEST_SESSION_PREFIX);
    return { sessionId, url: `/test-checkout/${sessionId}` };
  },

  async finishedCheckout(sessionId, userId) {
    const row = await rowWhere(
      and(eq(lanCenterSubscriptions.stripeCheckoutSessionId, sessionId), eq(lanCenterSubscriptions.userId, userId)),
    );
    return row?.stripeSubscriptionId && row.isTest ? snapshotOfRow(row) : null;
  },

  async expireCheckout() {
    // Nothing to tell: an unfinished test checkout lives only in our row, which the caller closes.
  },

  async readSubscription(subscriptionId) {
    const row = await rowWhere(eq(lanCenterSubscriptions.stripeSubscriptionId, subscriptionId));
    return row?.isTest ? snapshotOfRow(row) : null;
  },

  async setCancelAtPeriodEnd(subscriptionId, cancel) {
    return { ...(await testRow(subscriptionId)), cancelAtPeriodEnd: cancel };
  },

  async cancelNow(subscriptionId) {
    return { ...(await testRow(subscriptionId)), status: "canceled", cancelAtPeriodEnd: false };
  },

  async billingPortalUrl(_userId, subscriptionId) {
    return `/test-billing/${encodeURIComponent(subscriptionId)}`;
  },
};

/**
 * The state a test payment that went through gives: active for 30 days on the test card. The
 * subscription's id follows from the session's, so a session paid twice at once (a double click)
 * is still one subscription: the second payment finds the first's row by that id.
 */
export function paidTestSubscription(checkout: {
  sessionId: string;
  locationId: string;
  userId: string;
  plan: SubscriptionPlan;
}): SubscriptionSnapshot {
  return {
    subscriptionId: TEST_SUBSCRIPTION_PREFIX + checkout.sessionId.slice(TEST_SESSION_PREFIX.length),
    checkoutSessionId: checkout.sessionId,
    locationId: checkout.locationId,
    userId: checkout.userId,
    plan: checkout.plan,
    priceId: null,
    status: "active",
    currentPeriodEnd: Math.floor(Date.now() / 1000) + TEST_PERIOD_SECONDS,
    cancelAtPeriodEnd: false,
    paymentMethodBrand: "visa",
    paymentMethodLast4: "4242",
    isTest: true,
  };
}

export function snapshotOfRow(row: Row): SubscriptionSnapshot {
  if (!row.stripeSubscriptionId) throw new Error(`subscription row ${row.id} has no subscription yet`);
  return {
    subscriptionId: row.stripeSubscriptionId,
    checkoutSessionId: row.stripeCheckoutSessionId,
    locationId: row.locationId,
    userId: row.userId,
    plan: row.plan as SubscriptionPlan,
    priceId: row.priceId,
    status: row.status as SubscriptionStatus,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    paymentMethodBrand: row.paymentMethodBrand,
    paymentMethodLast4: row.paymentMethodLast4,
    isTest: row.isTest,
  };
}

async function rowWhere(where: ReturnType<typeof and>): Promise<Row | undefined> {
  const database = await openDatabase();
  const [row] = await database.select().from(lanCenterSubscriptions).where(where).limit(1);
  return row;
}

async function testRow(subscriptionId: string): Promise<SubscriptionSnapshot> {
  const snapshot = await testCheckoutProvider.readSubscription(subscriptionId);
  if (!snapshot) throw new Error(`no test subscription ${subscriptionId}`);
  return snapshot;
}
