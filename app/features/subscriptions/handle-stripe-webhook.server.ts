import { eq } from "drizzle-orm";

import { paymentEvents } from "#db/schema/subscriptions";
import { withQueuedLock } from "~/lib/database/advisory-locks.server";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { verifyWebhookEvent, type Stripe } from "~/lib/stripe.server";

import { applySubscriptionState } from "./apply-subscription-state.server";
import { stripeProvider } from "./stripe-provider.server";

export type WebhookAnswer = { status: 200 | 400 | 404 | 500; body: { received: boolean; error?: string } };

/**
 * One Stripe webhook delivery. The signature is checked on the raw body before anything is parsed
 * or changed. The event is applied once (its id is recorded with the change) and in any order: the
 * subscription's state is read again from Stripe, never taken from the event, so an 'updated'
 * before its 'created', or a late redelivery, ends in Stripe's current state. A failure answers 500
 * with nothing recorded, so Stripe delivers the event again.
 *
 * Deliveries about one subscription are applied one at a time, by every server process on the
 * database: each reads from Stripe and then writes, and two at once could read in one order and
 * write in the other, so a slow read would put back a state Stripe has already left (seen in
 * tests/faults/stripe-webhooks.ts). A delivery that cannot have its turn within the lock's wait
 * answers 500 and comes again later.
 */
export async function handleStripeWebhook(
  rawBody: string,
  signature: string | null,
  /** Applies an event of another feature's (a ticket order's checkout); true when it was one. */
  applyOther: (event: Stripe.Event) => Promise<boolean> = async () => false,
): Promise<WebhookAnswer> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (env().PAYMENTS_MODE !== "stripe" || !secret) {
    return { status: 404, body: { received: false, error: "Webhooks are not configured" } };
  }
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("no Stripe-Signature header");
    event = verifyWebhookEvent(rawBody, signature, secret);
  } catch (error) {
    console.warn("[subscriptions] a webhook with a bad signature was refused:", (error as Error).message);
    return { status: 400, body: { received: false, error: "Invalid signature" } };
  }

  try {
    const database = await openDatabase();
    const recorded = async () =>
      (await database.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).length > 0;
    if (await recorded()) return { status: 200, body: { received: true } };

    const applied = { id: event.id, type: event.type };
    if (await applyOther(event)) {
      await database.insert(paymentEvents).values(applied).onConflictDoNothing();
      return { status: 200, body: { received: true } };
    }
    const subscriptionId = subscriptionOf(event);
    if (!subscriptionId) {
      // Nothing of ours to change; recorded so a redelivery is recognised.
      await database.insert(paymentEvents).values(applied).onConflictDoNothing();
      return { status: 200, body: { received: true } };
    }
    await withQueuedLock(`stripe-subscription:${subscriptionId}`, async () => {
      // A copy of this event may have been applied while this one waited: no second read from Stripe.
      if (await recorded()) return;
      const snapshot = await stripeProvider.readSubscription(subscriptionId);
      if (snapshot) {
        const checkoutSessionId = event.type === "checkout.session.completed" ? event.data.object.id : null;
        await applySubscriptionState(checkoutSessionId ? { ...snapshot, checkoutSessionId } : snapshot, applied);
      } else {
        await database.insert(paymentEvents).values(applied).onConflictDoNothing();
      }
    });
    return { status: 200, body: { received: true } };
  } catch (error) {
    console.error(`[subscriptions] applying webhook event ${event.id} (${event.type}) failed:`, error);
    return { status: 500, body: { received: false, error: "Event not applied" } };
  }
}

/** The subscription an event that changes one names, to read again from Stripe; null for other events. */
function subscriptionOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case "checkout.session.completed":
      return idOf(event.data.object.subscription);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return idOf(event.data.object.id);
    case "invoice.paid":
    case "invoice.payment_failed":
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    default:
      return null;
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}
