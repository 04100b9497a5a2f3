import { eq } from "drizzle-orm";

import { paymentEvents } from "#db/schema/subscriptions";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { verifyWebhookEvent, type Stripe } from "~/lib/stripe.server";

import { applySubscriptionState } from "./apply-subscription-state.server";
import { stripeProvider } from "./stripe-provider.server";

export type WebhookAnswer = { status: 200 | 400 | 404 | 500; body: { received: boolean; error?: string } };

/** The events that change a subscription; each names the subscription to read again from Stripe. */
const HANDLED = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

/**
 * One Stripe webhook delivery. The signature is checked on the raw body before anything is parsed
 * or changed. The event is applied once (its id is recorded with the change) and in any order: the
 * subscription's state is read again from Stripe, never taken from the event, so an 'updated'
 * before its 'created', or a late redelivery, ends in Stripe's current state. A failure answers
 * 500 with nothing recorded, so Stripe delivers the event again.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookAnswer> {
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
    const [seen] = await database.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    if (seen) return { status: 200, body: { received: true } };

    const subscriptionId = HANDLED.has(event.type) ? subscriptionOf(event) : null;
    const snapshot = subscriptionId ? await stripeProvider.readSubscription(subscriptionId) : null;
    const applied = { id: event.id, type: event.type };
    if (snapshot) {
      const session =
        event.type === "checkout.session.completed" ? (event.data.object as Stripe.Checkout.Session) : null;
      await applySubscriptionState(session ? { ...snapshot, checkoutSessionId: session.id } : snapshot, applied);
    } else {
      // Nothing of ours to change; recorded so a redelivery is recognised.
      await database.insert(paymentEvents).values(applied).onConflictDoNothing();
    }
    return { status: 200, body: { received: true } };
  } catch (error) {
    console.error(`[subscriptions] applying webhook event ${event.id} (${event.type}) failed:`, error);
    return { status: 500, body: { received: false, error: "Event not applied" } };
  }
}

function subscriptionOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case "checkout.session.completed":
      return idOf((object as unknown as Stripe.Checkout.Session).subscription);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return typeof object.id === "string" ? object.id : null;
    case "invoice.paid":
    case "invoice.payment_failed":
      return idOf((object as unknown as Stripe.Invoice).parent?.subscription_details?.subscription);
    default:
      return null;
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}
