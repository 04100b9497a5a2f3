import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import type { Actor } from "~/features/accounts/actor";
import { deleteLanCenter } from "~/features/subscriptions/delete-lan-center.server";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

import { changeCancellation } from "./change-cancellation.server";
import { openBillingPortal } from "./billing-portal.server";
import { finishCheckout } from "./finish-checkout.server";
import { latestSubscription } from "./latest-subscriptions.server";
import { ALREADY_SUBSCRIBED, NO_SUBSCRIPTION_DATA } from "./messages";
import { startCheckout } from "./start-checkout.server";
import { TEST_PERIOD_SECONDS } from "./test-checkout-provider.server";
import { loadTestBilling, loadTestCheckout, payTestCheckout, settleTestBilling } from "./test-checkout.server";

const ORIGIN = "http://localhost:3000";

const addCenter = (owner: Actor, name = "Test Arena") => addTestCenter(owner, name);

async function rowsOfCenter(locationId: string) {
  const database = await openDatabase();
  return database.select().from(lanCenterSubscriptions).where(eq(lanCenterSubscriptions.locationId, locationId));
}

/** Starts a test checkout and returns its session id (from the local checkout address). */
async function startTestCheckout(
  owner: Actor,
  locationId: string,
  plan: "lan_center" | "verified_listing" = "lan_center",
) {
  const started = await startCheckout(owner, { location: locationId, plan }, ORIGIN);
  if (!started.ok) throw new Error(started.message);
  const sessionId = started.url.match(/^\/test-checkout\/(test_cs_[0-9a-f]+)$/)?.[1];
  if (!sessionId) throw new Error(`unexpected checkout address ${started.url}`);
  return sessionId;
}

describe("the test checkout (PAYMENTS_MODE=test, the embedded database's default without Stripe keys)", () => {
  it("is the mode here", () => {
    expect(env().PAYMENTS_MODE).toBe("test");
  });

  it("takes a member from checkout to an active 30-day subscription, through the same fulfilment as Stripe", async () => {
    const owner = await createTestAccount();
    const center = await addCenter(owner);
    const sessionId = await startTestCheckout(owner, center.id);

    // Left unpaid, the center shows 'Complete Payment' (not_started).
    expect(await latestSubscription(owner.userId, center.id)).toMatchObject({ status: "not_started", isTest: true });
    expect(await finishCheckout(owner, sessionId)).toEqual({
      ok: false,
      reason: "not-found",
      message: NO_SUBSCRIPTION_DATA,
    });

    const before = Math.floor(Date.now() / 1000);
    expect(await payTestCheckout(owner, sessionId)).toMatchObject({ paid: true, locationId: center.id });
    const finished = await finishCheckout(owner, sessionId);
    expect(finished).toMatchObject({
      ok: true,
      subscription: {
        organizationName: "Test Arena",
        plan: "lan_center",
        status: "active",
        cancelAtPeriodEnd: false,
        paymentMethodBrand: "visa",
        paymentMethodLast4: "4242",
        isTest: true,
      },
    });
    const periodEnd = finished.ok ? finished.subscription.currentPeriodEnd! : 0;
    expect(periodEnd - before).toBeGreaterThanOrEqual(TEST_PERIOD_SECONDS);
    expect(periodEnd - before).toBeLessThan(TEST_PERIOD_SECONDS + 60);

    // Paying twice (a double click, a reload) makes no second subscription.
    await payTestCheckout(owner, sessionId);
    const rows = await rowsOfCenter(center.id);
    expect(rows).toHaveLength(1);
  });

  it("makes one subscription of a session paid twice at once", async () => {
    const owner = await createTestAccount();
    const center = await addCenter(owner);
    const sessionId = await startTestCheckout(owner, center.id);

    await Promise.all([payTestCheckout(owner, sessionId), payTestCheckout(owner, sessionId)]);

    const rows = await rowsOfCenter(center.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "active", stripeCheckoutSessionId: sessionId });
  });

  it("reuses the center's unfinished checkout rather than piling up rows, and refuses a second live subscription", async () => {
    const owner = await createTestAccount();
    const center = await addCenter(owner);
    await startTestCheckout(owner, center.id, "verified_listing");
    const second = await startTestCheckout(owner, center.id, "lan_center");
    const rows = await rowsOfCenter(center.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ plan: "lan_center", stripeCheckoutSessionId: second, status: "not_started" });

    await payTestCheckout(owner, second);
    expect(await startCheckout(owner, { location: center.id, plan: "lan_center" }, ORIGIN)).toEqual({
      ok: false,
      reason: "conflict",
      message: ALREADY_SUBSCRIBED,
    });
  });

  it("refuses a second checkout while the subscription is unpaid, as the payment page does", async () => {
    const owner = await createTestAccount();
    const center = await addCenter(owner);
    await payTestCheckout(owner, await startTestCheckout(owner, center.id));
    const database = await openDatabase();
    await database
      .update(lanCenterSubscriptions)
      .set({ status: "unpaid" })
      .where(eq(lanCenterSubscriptions.locationId, center.id));

    expect(await startCheckout(owner, { location: center.id, plan: "lan_center" }, ORIGIN)).toEqual({
      ok: false,
      reason: "conflict",
      message: ALREADY_SUBSCRIBED,
    });
  });

  it("shows a member's checkout to that member only, and lets no one pay for another's center", async () => {
    const owner = await createTestAccount();
    const other = await createTestAccount();
    const admin = await createTestAccount({ admin: true });
    const center = await addCenter(owner);
    const sessionId = await startTestCheckout(owner, center.id);

    expect(await loadTestCheckout(other, sessionId)).toBeNull();
    expect(await payTestCheckout(other, sessionId)).toBeNull();
    expect(await latestSubscription(owner.userId, center.id)).toMatchObject({ status: "not_started" });
    for (const actor of [other, admin]) {
      expect(await startCheckout(actor, { location: center.id, plan: "lan_center" }, ORIGIN)).toMatchObject({
        ok: false,
        reason: "not-found",
      });
    }
  });

  it("cancels at the period's end and resumes, for the owner only", async () => {
    const owner = await createTestAccount();
    const other = await createTestAccount();
    const center = await addCenter(owner);
    await payTestCheckout(owner, await startTestCheckout(owner, center.id));

    expect(await changeCancellation(other, center.id, true)).toMatchObject({ ok: false, reason: "not-found" });
    expect(await latestSubscription(owner.userId, center.id)).toMatchObject({ cancelAtPeriodEnd: false });

    expect(await changeCancellation(owner, center.id, true)).toEqual({ ok: true });
    expect(await latestSubscription(owner.userId, center.id)).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
    });
    expect(await changeCancellation(owner, center.id, false)).toEqual({ ok: true });
    expect(await latestSubscription(owner.userId, center.id)).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: false,
    });
    expect(await changeCancellation(owner, "not-a-venue-id", true)).toMatchObject({ ok: false, reason: "not-found" });
  });

  it("sends a past-due subscription to the test billing page, where paying makes it active again", async () => {
    const owner = await createTestAccount();
    const other = await createTestAccount();
    const center = await addCenter(owner);
    const sessionId = await startTestCheckout(owner, center.id);
    await payTestCheckout(owner, sessionId);
    const database = await openDatabase();
    const [row] = await database
      .select()
      .from(lanCenterSubscriptions)
      .where(eq(lanCenterSubscriptions.stripeCheckoutSessionId, sessionId));
    const subscriptionId = row!.stripeSubscriptionId!;

    expect(await settleTestBilling(owner, subscriptionId, "renewal-failed")).toBe(true);
    expect(await latestSubscription(owner.userId, center.id)).toMatchObject({ status: "past_due" });

    const portal = await openBillingPortal(owner, center.id, `${ORIGIN}/dashboard`);
    expect(portal).toEqual({ ok: true, url: `/test-billing/${subscriptionId}` });
    expect(await loadTestBilling(other, subscriptionId)).toBeNull();
    expect(await settleTestBilling(other, subscriptionId, "paid")).toBe(false);

    expect(await settleTestBilling(owner, subscriptionId, "paid")).toBe(true);
    expect(await latestSubscription(owner.userId, center.id)).toMatchObject({ status: "active" });
  });

  it("ends the subscription and closes an unfinished checkout when the center is deleted", async () => {
    const owner = await createTestAccount();
    const paid = await addCenter(owner, "Paid Arena");
    const unpaid = await addCenter(owner, "Unpaid Arena");
    await payTestCheckout(owner, await startTestCheckout(owner, paid.id));
    const unfinished = await startTestCheckout(owner, unpaid.id);

    expect(await deleteLanCenter(owner, paid.id)).toEqual({ ok: true });
    expect(await deleteLanCenter(owner, unpaid.id)).toEqual({ ok: true });
    const database = await openDatabase();
    const rows = await database
      .select()
      .from(lanCenterSubscriptions)
      .where(eq(lanCenterSubscriptions.userId, owner.userId));
    expect(rows.map((row) => [row.status, row.locationId]).sort()).toEqual([
      ["canceled", null],
      ["incomplete_expired", null],
    ]);
    // The closed checkout cannot be paid any more.
    expect(await payTestCheckout(owner, unfinished)).toBeNull();
  });
});
