import { and, eq } from "drizzle-orm";

import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import type { SubscriptionPlan, SubscriptionStatus } from "#db/schema/values";
import { locations } from "#db/schema/venues";
import type { Actor } from "~/features/accounts/actor";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

import { applySubscriptionState } from "./apply-subscription-state.server";
import {
  paidTestSubscription,
  snapshotOfRow,
  TEST_PERIOD_SECONDS,
  TEST_SESSION_PREFIX,
  TEST_SUBSCRIPTION_PREFIX,
} from "./test-checkout-provider.server";

/** What the test checkout page shows of a session. */
export type TestCheckoutSession = {
  sessionId: string;
  locationId: string;
  organizationName: string;
  plan: SubscriptionPlan;
  /** Already paid: the page sends the member on to /success. */
  paid: boolean;
};

/** What the test billing page shows of a test subscription. */
export type TestBillingSubscription = {
  subscriptionId: string;
  organizationName: string | null;
  plan: SubscriptionPlan;
  status: SubscriptionStatus;
  currentPeriodEnd: number | null;
};

export const TEST_CARD_DECLINED = "Your card was declined. This is the test checkout: no card was charged.";

/** The test checkout exists only in PAYMENTS_MODE=test; elsewhere its pages are not found. */
function testCheckoutEnabled(): boolean {
  return env().PAYMENTS_MODE === "test";
}

const row = lanCenterSubscriptions;

/** The member's own unfinished (or just paid) test checkout, or null. */
export async function loadTestCheckout(actor: Actor, sessionId: string): Promise<TestCheckoutSession | null> {
  if (!testCheckoutEnabled() || !sessionId.startsWith(TEST_SESSION_PREFIX)) return null;
  const database = await openDatabase();
  const [found] = await database
    .select({
      sessionId: row.stripeCheckoutSessionId,
      locationId: row.locationId,
      organizationName: locations.organizationName,
      plan: row.plan,
      subscriptionId: row.stripeSubscriptionId,
      status: row.status,
    })
    .from(row)
    .innerJoin(locations, eq(locations.id, row.locationId))
    .where(and(eq(row.stripeCheckoutSessionId, sessionId), eq(row.userId, actor.userId), eq(row.isTest, true)))
    .limit(1);
  if (!found?.sessionId || !found.locationId) return null;
  if (found.status !== "not_started" && !found.subscriptionId) return null;
  return {
    sessionId: found.sessionId,
    locationId: found.locationId,
    organizationName: found.organizationName,
    plan: found.plan as SubscriptionPlan,
    paid: Boolean(found.subscriptionId),
  };
}

/** 'Pay': the test payment goes through, applied as a webhook's would be: active for 30 days. */
export async function payTestCheckout(actor: Actor, sessionId: string): Promise<TestCheckoutSession | null> {
  const session = await loadTestCheckout(actor, sessionId);
  if (!session) return null;
  if (!session.paid) {
    await applySubscriptionState(paidTestSubscription({ ...session, userId: actor.userId }));
  }
  return { ...session, paid: true };
}

/** The member's own test subscription, for the test billing page, or null. */
export async function loadTestBilling(actor: Actor, subscriptionId: string): Promise<TestBillingSubscription | null> {
  if (!testCheckoutEnabled() || !subscriptionId.startsWith(TEST_SUBSCRIPTION_PREFIX)) return null;
  const database = await openDatabase();
  const [found] = await database
    .select({
      subscriptionId: row.stripeSubscriptionId,
      organizationName: locations.organizationName,
      plan: row.plan,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd,
    })
    .from(row)
    .leftJoin(locations, eq(locations.id, row.locationId))
    .where(ownTestSubscription(actor, subscriptionId))
    .limit(1);
  if (!found?.subscriptionId) return null;
  return {
    ...found,
    subscriptionId: found.subscriptionId,
    plan: found.plan as SubscriptionPlan,
    status: found.status as SubscriptionStatus,
  };
}

/**
 * The test billing page's two buttons: pay what is owed (active again for 30 days from now), or
 * let the next renewal fail (past due), so every state of the dashboard can be tried by hand.
 */
export async function settleTestBilling(
  actor: Actor,
  subscriptionId: string,
  outcome: "paid" | "renewal-failed",
): Promise<boolean> {
  if (!testCheckoutEnabled() || !subscriptionId.startsWith(TEST_SUBSCRIPTION_PREFIX)) return false;
  const database = await openDatabase();
  const [current] = await database.select().from(row).where(ownTestSubscription(actor, subscriptionId)).limit(1);
  if (!current || current.status === "canceled") return false;
  const snapshot = snapshotOfRow(current);
  await applySubscriptionState(
    outcome === "paid"
      ? { ...snapshot, status: "active", currentPeriodEnd: Math.floor(Date.now() / 1000) + TEST_PERIOD_SECONDS }
      : { ...snapshot, status: "past_due" },
  );
  return true;
}

/** The actor's own test subscription of this id: ownership in the query. */
function ownTestSubscription(actor: Actor, subscriptionId: string) {
  return and(eq(row.stripeSubscriptionId, subscriptionId), eq(row.userId, actor.userId), eq(row.isTest, true));
}
