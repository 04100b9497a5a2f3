// Our Stripe integration through the real `stripe` SDK, pointed at a local stand-in of Stripe's API
// (tests/support/stripe-stand-in.ts). The fixture's import comes first (it clears the Stripe
// settings); the settings below are set before anything reads env(), which happens lazily.
import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";

import { customers, lanCenterSubscriptions, paymentEvents } from "#db/schema/subscriptions";
import { locations } from "#db/schema/venues";
import type { Actor } from "~/features/accounts/actor";
import { deleteLanCenter } from "~/features/subscriptions/delete-lan-center.server";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { action as webhookAction } from "~/routes/api/stripe-webhook";

import { startStripeStandIn, type RecordedRequest } from "../../../tests/support/stripe-stand-in";
import { openBillingPortal } from "./billing-portal.server";
import { changeCancellation } from "./change-cancellation.server";
import { finishCheckout } from "./finish-checkout.server";
import { handleStripeWebhook } from "./handle-stripe-webhook.server";
import { ALREADY_SUBSCRIBED, NO_SUBSCRIPTION_DATA } from "./messages";
import { startCheckout } from "./start-checkout.server";

const WEBHOOK_SECRET = "whsec_test_stand_in_secret_0123456789";
const standIn = await startStripeStandIn();
process.env.STRIPE_SECRET_KEY = "sk_test_stand_in_0123456789";
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
process.env.STRIPE_API_URL = standIn.url;
process.env.PAYMENTS_MODE = "stripe";
delete process.env.STRIPE_PRICE_VERIFIED_LISTING;
delete process.env.STRIPE_PRICE_LAN_CENTER;

afterAll(() => standIn.close());

const PUBLIC_URL = "http://localhost:3000";

const addCenter = (owner: Actor, name = "Stripe Center") => addTestCenter(owner, name);

async function rowsOfCenter(locationId: string) {
  const database = await openDatabase();
  return database.select().from(lanCenterSubscriptions).where(eq(lanCenterSubscriptions.locationId, locationId));
}

async function rowsOfUser(userId: string) {
  const database = await openDatabase();
  return database.select().from(lanCenterSubscriptions).where(eq(lanCenterSubscriptions.userId, userId));
}

async function rowOfSubscription(subscriptionId: string) {
  const database = await openDatabase();
  const rows = await database
    .select()
    .from(lanCenterSubscriptions)
    .where(eq(lanCenterSubscriptions.stripeSubscriptionId, subscriptionId));
  return rows[0];
}

async function recordedEvents(id: string) {
  const database = await openDatabase();
  return database.select().from(paymentEvents).where(eq(paymentEvents.id, id));
}

async function customerOfUser(userId: string) {
  const database = await openDatabase();
  const [row] = await database.select().from(customers).where(eq(customers.userId, userId));
  return row?.customerId;
}

/** What the stand-in received from here on. */
function watchRequests() {
  const start = standIn.requests.length;
  return () => standIn.requests.slice(start);
}

const calls = (requests: RecordedRequest[]) => requests.map((request) => `${request.method} ${request.path}`);

/** Starts a checkout for the center; the session's id and the address the member is sent to. */
async function checkout(owner: Actor, locationId: string, plan: "verified_listing" | "lan_center" = "lan_center") {
  const result = await startCheckout(owner, { location: locationId, plan }, env().PUBLIC_URL);
  if (!result.ok) throw new Error(`checkout failed: ${result.reason} ${result.message}`);
  const sessionId = new URL(result.url).pathname.split("/").pop()!;
  return { sessionId, url: result.url };
}

/** A member with a center whose checkout was paid at Stripe, before any webhook or /success. */
async function paidAtStripe(plan: "verified_listing" | "lan_center" = "lan_center") {
  const owner = await createTestAccount();
  const center = await addCenter(owner);
  const { sessionId } = await checkout(owner, center.id, plan);
  const subscription = standIn.completeCheckout(sessionId);
  return { owner, center, sessionId, subscription };
}

/** A member with a center paid for through the checkout and confirmed on /success. */
async function subscribedCenter(plan: "verified_listing" | "lan_center" = "lan_center") {
  const { owner, center, sessionId, subscription } = await paidAtStripe(plan);
  const finished = await finishCheckout(owner, sessionId);
  if (!finished.ok) throw new Error(`finishing the checkout failed: ${finished.message}`);
  return { owner, center, sessionId, subscriptionId: subscription.id };
}

type Delivery = { status: number; body: { received: boolean; error?: string } };
type Via = "handler" | "route";

/** Delivers a webhook body with its signature header, to the handler or through the route's action. */
async function deliverRaw(body: string, signature: string | null, via: Via): Promise<Delivery> {
  if (via === "handler") return handleStripeWebhook(body, signature);
  const headers = new Headers({ "content-type": "application/json" });
  if (signature !== null) headers.set("stripe-signature", signature);
  const request = new Request(`${PUBLIC_URL}/api/stripe-webhook`, { method: "POST", body, headers });
  const response = (await webhookAction({ request, params: {}, context: {} } as never)) as Response;
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as Delivery["body"] };
}

/** Signs and delivers an event of this type about `object`; its id with the answer. */
async function deliver(type: string, object: unknown, via: Via = "handler") {
  const event = standIn.signedEvent(type, object, WEBHOOK_SECRET);
  const answer = await deliverRaw(event.body, event.signature, via);
  return { ...answer, event };
}

function invoiceFor(subscriptionId: string) {
  return {
    id: `in_${crypto.randomUUID().replaceAll("-", "")}`,
    object: "invoice",
    status: "open",
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: subscriptionId, metadata: {} },
    },
  };
}

describe("startCheckout through Stripe", () => {
  it("makes the member's Stripe customer once and a subscription-mode session for the center", async () => {
    const owner = await createTestAccount();
    const first = await addCenter(owner, "First Center");
    const second = await addCenter(owner, "Second Center");
    const requests = watchRequests();

    const started = await checkout(owner, first.id, "verified_listing");

    const customerId = await customerOfUser(owner.userId);
    expect(customerId).toMatch(/^cus_/);
    const [customerCall, sessionCall, ...more] = requests();
    expect(more).toEqual([]);
    expect(customerCall).toMatchObject({
      method: "POST",
      path: "/v1/customers",
      params: { email: owner.email, metadata: { user_id: owner.userId } },
      idempotencyKey: `customer-${owner.userId}`,
    });
    expect(sessionCall).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    const metadata = { location_id: first.id, user_id: owner.userId, plan: "verified_listing" };
    expect(sessionCall!.params).toMatchObject({
      mode: "subscription",
      customer: customerId,
      client_reference_id: first.id,
      line_items: [
        {
          quantity: "1",
          price_data: {
            currency: "usd",
            unit_amount: "1000",
            recurring: { interval: "month" },
            product_data: { name: "Verified Listing" },
          },
        },
      ],
      metadata,
      subscription_data: { metadata },
    });
    expect(sessionCall!.params.success_url).toBe(
      `${PUBLIC_URL}/success?location_id=${first.id}&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(sessionCall!.params.cancel_url).toBe(`${PUBLIC_URL}/payment?location=${first.id}`);
    expect(started.url).toBe(`https://checkout.stripe.test/c/pay/${started.sessionId}`);
    expect(standIn.checkoutSession(started.sessionId)).toMatchObject({ mode: "subscription", status: "open" });

    const rows = await rowsOfCenter(first.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: owner.userId,
      status: "not_started",
      plan: "verified_listing",
      stripeCheckoutSessionId: started.sessionId,
      stripeSubscriptionId: null,
      isTest: false,
    });

    // The second checkout reuses the customer: no second POST /v1/customers.
    const secondRequests = watchRequests();
    const again = await checkout(owner, second.id, "lan_center");
    expect(calls(secondRequests())).toEqual(["POST /v1/checkout/sessions"]);
    expect(secondRequests()[0]!.params).toMatchObject({
      customer: customerId,
      line_items: [{ price_data: { currency: "usd", unit_amount: "5000", recurring: { interval: "month" } } }],
      metadata: { location_id: second.id, plan: "lan_center" },
    });
    expect(await customerOfUser(owner.userId)).toBe(customerId);
    expect((await rowsOfCenter(second.id))[0]).toMatchObject({
      status: "not_started",
      plan: "lan_center",
      stripeCheckoutSessionId: again.sessionId,
    });
  });

  it("lets a new checkout of the same center take over its unfinished row and expires the one it replaces", async () => {
    const owner = await createTestAccount();
    const center = await addCenter(owner);
    const first = await checkout(owner, center.id, "verified_listing");
    const second = await checkout(owner, center.id, "lan_center");

    // The replaced session can no longer be paid: paying both would bill the center twice.
    expect(standIn.checkoutSession(first.sessionId)?.status).toBe("expired");
    expect(standIn.checkoutSession(second.sessionId)?.status).toBe("open");

    const rows = await rowsOfCenter(center.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "not_started",
      plan: "lan_center",
      stripeCheckoutSessionId: second.sessionId,
    });
  });

  it("refuses another member's center without asking Stripe", async () => {
    const owner = await createTestAccount();
    const stranger = await createTestAccount();
    const center = await addCenter(owner);
    const requests = watchRequests();

    const result = await startCheckout(stranger, { location: center.id, plan: "lan_center" }, PUBLIC_URL);

    expect(result).toMatchObject({ ok: false, reason: "not-found" });
    expect(requests()).toEqual([]);
    expect(await rowsOfCenter(center.id)).toEqual([]);
    expect(await customerOfUser(stranger.userId)).toBeUndefined();
  });

  it("refuses a center that already has an active subscription", async () => {
    const { owner, center } = await subscribedCenter();
    const requests = watchRequests();

    const result = await startCheckout(owner, { location: center.id, plan: "verified_listing" }, PUBLIC_URL);

    expect(result).toEqual({ ok: false, reason: "conflict", message: ALREADY_SUBSCRIBED });
    expect(requests()).toEqual([]);
    const rows = await rowsOfCenter(center.id);
    expect(rows.map((row) => row.status)).toEqual(["active"]);
  });
});

describe("finishCheckout through Stripe", () => {
  it("answers not-found and changes nothing while the session is unpaid", async () => {
    const owner = await createTestAccount();
    const center = await addCenter(owner);
    const { sessionId } = await checkout(owner, center.id);
    const before = await rowsOfCenter(center.id);

    const result = await finishCheckout(owner, sessionId);

    expect(result).toEqual({ ok: false, reason: "not-found", message: NO_SUBSCRIPTION_DATA });
    expect(await rowsOfCenter(center.id)).toEqual(before);
    expect(before[0]).toMatchObject({ status: "not_started", stripeSubscriptionId: null });
  });

  it("makes the row active with the plan, period end and card once the session is paid", async () => {
    const owner = await createTestAccount();
    const center = await addCenter(owner, "Paid Center");
    const { sessionId } = await checkout(owner, center.id, "verified_listing");
    const [unfinished] = await rowsOfCenter(center.id);
    const periodEnd = Math.floor(Date.now() / 1000) + 12 * 24 * 60 * 60;
    const subscription = standIn.completeCheckout(sessionId, {
      card: { brand: "mastercard", last4: "4444" },
      periodEnd,
    });
    const requests = watchRequests();

    const result = await finishCheckout(owner, sessionId);

    expect(result).toEqual({
      ok: true,
      subscription: {
        organizationName: "Paid Center",
        // Paid, and still waiting for the team's review to be on the map.
        centerVerified: false,
        plan: "verified_listing",
        status: "active",
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        paymentMethodBrand: "mastercard",
        paymentMethodLast4: "4444",
        isTest: false,
      },
    });
    const [read] = requests();
    expect(read).toMatchObject({
      method: "GET",
      path: `/v1/checkout/sessions/${sessionId}`,
      params: { expand: ["subscription", "subscription.default_payment_method"] },
    });
    const rows = await rowsOfCenter(center.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: unfinished!.id,
      status: "active",
      plan: "verified_listing",
      stripeSubscriptionId: subscription.id,
      stripeCheckoutSessionId: sessionId,
      priceId: subscription.items.data[0]!.price.id,
      currentPeriodEnd: periodEnd,
      paymentMethodBrand: "mastercard",
      paymentMethodLast4: "4444",
    });
  });

  it("does not confirm another member's paid session", async () => {
    const owner = await createTestAccount();
    const stranger = await createTestAccount();
    const center = await addCenter(owner);
    const { sessionId } = await checkout(owner, center.id);
    standIn.completeCheckout(sessionId);

    const result = await finishCheckout(stranger, sessionId);

    expect(result).toMatchObject({ ok: false, reason: "not-found" });
    expect(await rowsOfUser(stranger.userId)).toEqual([]);
    expect((await rowsOfCenter(center.id))[0]).toMatchObject({ status: "not_started", stripeSubscriptionId: null });
  });
});

describe("Stripe webhooks", () => {
  it.each<Via>(["handler", "route"])("applies an event delivered twice once (%s)", async (via) => {
    const { center, subscription } = await paidAtStripe();
    const event = standIn.signedEvent("customer.subscription.created", subscription, WEBHOOK_SECRET);

    const first = await deliverRaw(event.body, event.signature, via);
    expect(first).toEqual({ status: 200, body: { received: true } });
    const applied = await rowOfSubscription(subscription.id);
    expect(applied).toMatchObject({ locationId: center.id, status: "active", cancelAtPeriodEnd: false });

    // Stripe's state moves on; the redelivered event must not be applied again.
    standIn.setSubscription(subscription.id, { status: "past_due", cancel_at_period_end: true });
    const requests = watchRequests();
    const second = await deliverRaw(event.body, event.signature, via);

    expect(second).toEqual({ status: 200, body: { received: true } });
    expect(requests()).toEqual([]);
    expect(await rowOfSubscription(subscription.id)).toEqual(applied);
    expect(await recordedEvents(event.id)).toEqual([
      expect.objectContaining({ id: event.id, type: "customer.subscription.created" }),
    ]);
  });

  it("ends in Stripe's current state when 'updated' arrives before 'created'", async () => {
    const { center, subscription: created } = await paidAtStripe();
    const updated = standIn.setSubscription(created.id, { cancel_at_period_end: true });

    const updateDelivery = await deliver("customer.subscription.updated", updated, "route");
    const createDelivery = await deliver("customer.subscription.created", created, "route");

    expect(updateDelivery.status).toBe(200);
    expect(createDelivery.status).toBe(200);
    const rows = await rowsOfCenter(center.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      stripeSubscriptionId: created.id,
      status: "active",
      cancelAtPeriodEnd: true,
      paymentMethodBrand: "visa",
      paymentMethodLast4: "4242",
    });
    expect(await recordedEvents(updateDelivery.event.id)).toHaveLength(1);
    expect(await recordedEvents(createDelivery.event.id)).toHaveLength(1);
  });

  it("keeps the newer state when an earlier delivery's read from Stripe lands after it", async () => {
    const { center, subscription } = await paidAtStripe();
    await deliver("customer.subscription.created", subscription);

    // The first delivery's answer from Stripe is made now (not cancelling) and arrives late...
    standIn.delayAnswers(600);
    const slow = deliver("customer.subscription.updated", standIn.subscription(subscription.id));
    await new Promise((resolve) => setTimeout(resolve, 200));
    standIn.delayAnswers(0);
    // ...while the member cancels at period end and Stripe reports that in a second event.
    const cancelling = standIn.setSubscription(subscription.id, { cancel_at_period_end: true });
    const newer = await deliver("customer.subscription.updated", cancelling);

    expect(newer.status).toBe(200);
    expect((await slow).status).toBe(200);
    const rows = await rowsOfCenter(center.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stripeSubscriptionId: subscription.id, cancelAtPeriodEnd: true });
  });

  it.each<Via>(["handler", "route"])("refuses a bad signature with 400 and changes nothing (%s)", async (via) => {
    const { center, subscription } = await paidAtStripe();
    const before = await rowsOfCenter(center.id);
    const requests = watchRequests();

    const wrongSecret = standIn.signedEvent("customer.subscription.created", subscription, "whsec_someone_else");
    const genuine = standIn.signedEvent("customer.subscription.created", subscription, WEBHOOK_SECRET);
    const tampered = genuine.body.replace(`"${subscription.id}"`, `"sub_forged"`);
    expect(tampered).not.toBe(genuine.body);
    const unsigned = standIn.signedEvent("customer.subscription.created", subscription, WEBHOOK_SECRET);

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const refused = { status: 400, body: { received: false, error: "Invalid signature" } };
    expect(await deliverRaw(wrongSecret.body, wrongSecret.signature, via)).toEqual(refused);
    expect(await deliverRaw(tampered, genuine.signature, via)).toEqual(refused);
    expect(await deliverRaw(unsigned.body, null, via)).toEqual(refused);
    expect(await deliverRaw(unsigned.body, "", via)).toEqual(refused);
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();

    expect(requests()).toEqual([]);
    expect(await rowsOfCenter(center.id)).toEqual(before);
    expect(await rowOfSubscription(subscription.id)).toBeUndefined();
    for (const event of [wrongSecret, genuine, unsigned]) expect(await recordedEvents(event.id)).toEqual([]);
  });

  it("follows invoice failures, payments and the subscription's end", async () => {
    const {
      center,
      subscription: { id },
    } = await paidAtStripe();

    standIn.setSubscription(id, { status: "past_due" });
    const failed = await deliver("invoice.payment_failed", invoiceFor(id), "route");
    expect(failed.status).toBe(200);
    expect(await rowOfSubscription(id)).toMatchObject({ locationId: center.id, status: "past_due" });

    standIn.setSubscription(id, { status: "active" });
    const paid = await deliver("invoice.paid", invoiceFor(id));
    expect(paid.status).toBe(200);
    expect(await rowOfSubscription(id)).toMatchObject({ status: "active" });

    const ended = standIn.setSubscription(id, { status: "canceled", ended_at: Math.floor(Date.now() / 1000) });
    const deleted = await deliver("customer.subscription.deleted", ended, "route");
    expect(deleted.status).toBe(200);
    expect(await rowOfSubscription(id)).toMatchObject({ status: "canceled", locationId: center.id });

    expect((await rowsOfCenter(center.id)).length).toBe(1);
    for (const event of [failed, paid, deleted]) expect(await recordedEvents(event.event.id)).toHaveLength(1);
  });

  it("fulfils checkout.session.completed before the member is back on /success", async () => {
    const { owner, center, sessionId, subscription } = await paidAtStripe("verified_listing");
    const [unfinished] = await rowsOfCenter(center.id);
    const session = standIn.checkoutSession(sessionId)!;
    expect(session).toMatchObject({ status: "complete", subscription: subscription.id });

    const delivery = await deliver("checkout.session.completed", session, "route");

    expect(delivery).toMatchObject({ status: 200, body: { received: true } });
    const rows = await rowsOfCenter(center.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: unfinished!.id,
      status: "active",
      plan: "verified_listing",
      stripeSubscriptionId: subscription.id,
      stripeCheckoutSessionId: sessionId,
      paymentMethodLast4: "4242",
    });
    expect(await recordedEvents(delivery.event.id)).toHaveLength(1);

    // The member's return to /success then finds the same, already active row.
    const finished = await finishCheckout(owner, sessionId);
    expect(finished).toMatchObject({ ok: true, subscription: { status: "active", plan: "verified_listing" } });
    expect(await rowsOfCenter(center.id)).toHaveLength(1);
  });

  it("finds the checkout's row by its session when the subscription does not name the center", async () => {
    const { owner, center, sessionId, subscription } = await paidAtStripe();
    const [unfinished] = await rowsOfCenter(center.id);
    // Someone edited the subscription's metadata in Stripe's dashboard: only the session ties it to the row.
    standIn.setSubscription(subscription.id, { metadata: { user_id: owner.userId, plan: "lan_center" } });

    const delivery = await deliver("checkout.session.completed", standIn.checkoutSession(sessionId), "route");

    expect(delivery.status).toBe(200);
    expect(await rowsOfUser(owner.userId)).toEqual([
      expect.objectContaining({
        id: unfinished!.id,
        locationId: center.id,
        status: "active",
        stripeSubscriptionId: subscription.id,
        stripeCheckoutSessionId: sessionId,
      }),
    ]);
  });

  it("records an event about a subscription that is not ours without making a row", async () => {
    const foreign = standIn.addSubscription({ metadata: {}, customer: null });
    const requests = watchRequests();

    const delivery = await deliver("customer.subscription.updated", foreign, "route");

    expect(delivery).toMatchObject({ status: 200, body: { received: true } });
    expect(calls(requests())).toEqual([`GET /v1/subscriptions/${foreign.id}`]);
    expect(await rowOfSubscription(foreign.id)).toBeUndefined();
    expect(await recordedEvents(delivery.event.id)).toEqual([
      expect.objectContaining({ type: "customer.subscription.updated" }),
    ]);
  });

  it("records an event about a subscription Stripe does not know, and one it does not handle", async () => {
    const unknown = await deliver("customer.subscription.deleted", { id: "sub_gone", object: "subscription" });
    const unhandled = await deliver("customer.created", { id: "cus_x", object: "customer" });

    expect(unknown.status).toBe(200);
    expect(unhandled.status).toBe(200);
    expect(await recordedEvents(unknown.event.id)).toHaveLength(1);
    expect(await recordedEvents(unhandled.event.id)).toHaveLength(1);
    expect(await rowOfSubscription("sub_gone")).toBeUndefined();
  });
});

describe("changeCancellation through Stripe", () => {
  it("cancels at the period's end, then resumes", async () => {
    const { owner, center, subscriptionId } = await subscribedCenter();
    const cancelling = watchRequests();

    expect(await changeCancellation(owner, center.id, true)).toEqual({ ok: true });

    expect(cancelling()).toEqual([
      expect.objectContaining({
        method: "POST",
        path: `/v1/subscriptions/${subscriptionId}`,
        params: { cancel_at_period_end: "true", expand: ["default_payment_method"] },
      }),
    ]);
    expect(standIn.subscription(subscriptionId)!.cancel_at_period_end).toBe(true);
    expect(await rowOfSubscription(subscriptionId)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });

    const resuming = watchRequests();
    expect(await changeCancellation(owner, center.id, false)).toEqual({ ok: true });

    expect(resuming()).toEqual([
      expect.objectContaining({
        method: "POST",
        path: `/v1/subscriptions/${subscriptionId}`,
        params: expect.objectContaining({ cancel_at_period_end: "false" }),
      }),
    ]);
    expect(standIn.subscription(subscriptionId)!.cancel_at_period_end).toBe(false);
    expect(await rowOfSubscription(subscriptionId)).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
  });

  it("does not let another member cancel someone else's subscription", async () => {
    const { center, subscriptionId } = await subscribedCenter();
    const stranger = await createTestAccount();
    const before = await rowOfSubscription(subscriptionId);
    const requests = watchRequests();

    const result = await changeCancellation(stranger, center.id, true);

    expect(result).toEqual({ ok: false, reason: "not-found", message: NO_SUBSCRIPTION_DATA });
    expect(requests()).toEqual([]);
    expect(await rowOfSubscription(subscriptionId)).toEqual(before);
    expect(standIn.subscription(subscriptionId)!.cancel_at_period_end).toBe(false);
  });
});

describe("deleteLanCenter with Stripe subscriptions", () => {
  it("ends an active subscription in Stripe before the center goes", async () => {
    const { owner, center, subscriptionId } = await subscribedCenter();
    const [row] = await rowsOfCenter(center.id);
    const requests = watchRequests();

    const result = await deleteLanCenter(owner, center.id);

    expect(result).toEqual({ ok: true });
    expect(calls(requests())).toEqual([`DELETE /v1/subscriptions/${subscriptionId}`]);
    expect(standIn.subscription(subscriptionId)!.status).toBe("canceled");
    expect(await rowOfSubscription(subscriptionId)).toMatchObject({
      id: row!.id,
      status: "canceled",
      locationId: null,
    });
    const database = await openDatabase();
    expect(await database.$count(locations, eq(locations.id, center.id))).toBe(0);
  });

  it("expires an unfinished checkout so it can no longer be paid", async () => {
    const owner = await createTestAccount();
    const center = await addCenter(owner);
    const { sessionId } = await checkout(owner, center.id);
    const [row] = await rowsOfCenter(center.id);
    const requests = watchRequests();

    const result = await deleteLanCenter(owner, center.id);

    expect(result).toEqual({ ok: true });
    expect(calls(requests())).toContain(`POST /v1/checkout/sessions/${sessionId}/expire`);
    expect(standIn.checkoutSession(sessionId)!.status).toBe("expired");
    const database = await openDatabase();
    const [after] = await database.select().from(lanCenterSubscriptions).where(eq(lanCenterSubscriptions.id, row!.id));
    expect(after).toMatchObject({ status: "incomplete_expired", locationId: null });
    expect(await database.$count(locations, eq(locations.id, center.id))).toBe(0);
  });
});

describe("openBillingPortal through Stripe", () => {
  it("opens Stripe's billing portal for the owner's past-due subscription", async () => {
    const { owner, center, subscriptionId } = await subscribedCenter();
    standIn.setSubscription(subscriptionId, { status: "past_due" });
    expect((await deliver("invoice.payment_failed", invoiceFor(subscriptionId))).status).toBe(200);
    expect(await rowOfSubscription(subscriptionId)).toMatchObject({ status: "past_due" });
    const returnUrl = `${PUBLIC_URL}/dashboard`;
    const requests = watchRequests();

    const result = await openBillingPortal(owner, center.id, returnUrl);

    expect(result).toEqual({
      ok: true,
      url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/),
    });
    expect(requests()).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/v1/billing_portal/sessions",
        params: { customer: await customerOfUser(owner.userId), return_url: returnUrl },
      }),
    ]);
  });

  it("does not open another member's billing portal", async () => {
    const { center } = await subscribedCenter();
    const stranger = await createTestAccount();
    const requests = watchRequests();

    const result = await openBillingPortal(stranger, center.id, `${PUBLIC_URL}/dashboard`);

    expect(result).toEqual({ ok: false, reason: "not-found", message: NO_SUBSCRIPTION_DATA });
    expect(requests()).toEqual([]);
  });
});
