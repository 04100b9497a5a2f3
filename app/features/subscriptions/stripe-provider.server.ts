import { eq } from "drizzle-orm";

import { customers } from "#db/schema/subscriptions";
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES, type SubscriptionPlan } from "#db/schema/values";
import { findPlan } from "~/content/plans";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { stripe, type Stripe } from "~/lib/stripe.server";

import type { SubscriptionSnapshot } from "./apply-subscription-state.server";
import type { CheckoutRequest, PaymentProvider, StartedCheckout } from "./payment-provider.server";

/** Expanded on every subscription we read, for the card's brand and last four. */
const WITH_CARD = ["default_payment_method"];

/** Payments through Stripe: Checkout Sessions in subscription mode, one Stripe customer per user. */
export const stripeProvider: PaymentProvider = {
  kind: "stripe",

  async startCheckout(request: CheckoutRequest): Promise<StartedCheckout> {
    const customer = await customerOf(request.userId, request.email);
    const metadata = { location_id: request.locationId, user_id: request.userId, plan: request.plan };
    const location = encodeURIComponent(request.locationId);
    const session = await stripe().checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: request.locationId,
      line_items: [lineItem(request.plan)],
      metadata,
      subscription_data: { metadata },
      // Stripe fills in {CHECKOUT_SESSION_ID}; the braces must reach it unencoded.
      success_url: `${request.origin}/success?location_id=${location}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${request.origin}/payment?location=${location}`,
    });
    return { sessionId: session.id, url: session.url };
  },

  async finishedCheckout(sessionId, userId) {
    const session = await stripe().checkout.sessions.retrieve(sessionId, {
      expand: ["subscription", "subscription.default_payment_method"],
    });
    if (session.metadata?.user_id !== userId) return null;
    if (session.status !== "complete" || !session.subscription || typeof session.subscription === "string") {
      return null;
    }
    const snapshot = snapshotOf(session.subscription);
    return snapshot && { ...snapshot, checkoutSessionId: session.id };
  },

  async expireCheckout(sessionId) {
    const session = await stripe().checkout.sessions.retrieve(sessionId);
    if (session.status === "open") await stripe().checkout.sessions.expire(sessionId);
  },

  async readSubscription(subscriptionId) {
    try {
      return snapshotOf(await stripe().subscriptions.retrieve(subscriptionId, { expand: WITH_CARD }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  },

  async setCancelAtPeriodEnd(subscriptionId, cancel) {
    const subscription = await stripe().subscriptions.update(subscriptionId, {
      cancel_at_period_end: cancel,
      expand: WITH_CARD,
    });
    return required(snapshotOf(subscription), subscriptionId);
  },

  async cancelNow(subscriptionId) {
    const subscription = await stripe().subscriptions.cancel(subscriptionId, { expand: WITH_CARD });
    return required(snapshotOf(subscription), subscriptionId);
  },

  async billingPortalUrl(userId, _subscriptionId, returnUrl) {
    const database = await openDatabase();
    const [row] = await database.select().from(customers).where(eq(customers.userId, userId));
    if (!row) throw new Error(`no Stripe customer for user ${userId}`);
    const session = await stripe().billingPortal.sessions.create({ customer: row.customerId, return_url: returnUrl });
    return session.url;
  },
};

/** The user's Stripe customer, made on first checkout (the customers table keeps the link). */
async function customerOf(userId: string, email: string): Promise<string> {
  const database = await openDatabase();
  const [known] = await database.select().from(customers).where(eq(customers.userId, userId));
  if (known) return known.customerId;
  // The idempotency key makes a retried first checkout reuse the customer Stripe already made.
  const customer = await stripe().customers.create(
    { email, metadata: { user_id: userId } },
    { idempotencyKey: `customer-${userId}` },
  );
  await database.insert(customers).values({ userId, customerId: customer.id }).onConflictDoNothing();
  const [stored] = await database.select().from(customers).where(eq(customers.userId, userId));
  return stored?.customerId ?? customer.id;
}

/** The plan's configured Stripe price, or the price written inline when none is configured. */
function lineItem(plan: SubscriptionPlan): Stripe.Checkout.SessionCreateParams.LineItem {
  const priceId = priceIdOf(plan);
  if (priceId) return { price: priceId, quantity: 1 };
  const catalogue = findPlan(plan)!;
  return {
    quantity: 1,
    price_data: {
      currency: "usd",
      unit_amount: catalogue.priceUsd * 100,
      recurring: { interval: catalogue.interval },
      product_data: { name: catalogue.name, description: catalogue.description },
    },
  };
}

function priceIdOf(plan: SubscriptionPlan): string | undefined {
  const { STRIPE_PRICE_VERIFIED_LISTING, STRIPE_PRICE_LAN_CENTER } = env();
  return plan === "verified_listing" ? STRIPE_PRICE_VERIFIED_LISTING : STRIPE_PRICE_LAN_CENTER;
}

function planOfPrice(priceId: string | null): SubscriptionPlan | undefined {
  if (!priceId) return undefined;
  return SUBSCRIPTION_PLANS.find((plan) => priceIdOf(plan) === priceId);
}

/**
 * Our snapshot of a Stripe subscription; null for one that is not ours (no user in its metadata,
 * which the checkout always sets).
 */
function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot | null {
  const metadata = subscription.metadata ?? {};
  const userId = metadata.user_id;
  if (!userId) return null;
  const items = subscription.items?.data ?? [];
  const priceId = items[0]?.price?.id ?? null;
  const plan =
    planOfPrice(priceId) ??
    SUBSCRIPTION_PLANS.find((known) => known === metadata.plan) ??
    // A price nobody configured and no plan named: the dearer plan is the safer guess to show.
    "lan_center";
  const periodEnds = items.map((item) => item.current_period_end).filter((end) => typeof end === "number");
  const card =
    subscription.default_payment_method && typeof subscription.default_payment_method === "object"
      ? subscription.default_payment_method.card
      : null;
  return {
    subscriptionId: subscription.id,
    checkoutSessionId: null,
    locationId: metadata.location_id ?? null,
    userId,
    plan,
    priceId,
    status: SUBSCRIPTION_STATUSES.find((status) => status === subscription.status) ?? "incomplete",
    currentPeriodEnd: periodEnds.length > 0 ? Math.max(...periodEnds) : null,
    // A cancellation date set in Stripe's own dashboard ends it too, just not at the period's end.
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end || (subscription.cancel_at != null && subscription.status !== "canceled"),
    paymentMethodBrand: card?.brand ?? null,
    paymentMethodLast4: card?.last4 ?? null,
    isTest: false,
  };
}

function required(snapshot: SubscriptionSnapshot | null, id: string): SubscriptionSnapshot {
  if (!snapshot) throw new Error(`Stripe subscription ${id} is not one of ours (no user in its metadata)`);
  return snapshot;
}

function isMissing(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    (error as { code?: string }).code === "resource_missing"
  );
}
