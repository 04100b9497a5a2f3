import type { SubscriptionPlan } from "#db/schema/values";
import { env } from "~/lib/env.server";

import type { SubscriptionSnapshot } from "./apply-subscription-state.server";
import { stripeProvider } from "./stripe-provider.server";
import { testCheckoutProvider } from "./test-checkout-provider.server";

export type CheckoutRequest = {
  userId: string;
  email: string;
  locationId: string;
  plan: SubscriptionPlan;
  /** The site's public origin, for the success and cancel addresses. */
  origin: string;
};

/** A started checkout: where to send the browser, and the session's id. */
export type StartedCheckout = { sessionId: string; url: string | null };

/**
 * What the subscriptions feature asks of whoever takes the payments: Stripe, or the local test
 * checkout (PAYMENTS_MODE=test) standing in for it. Every answer about a subscription is its
 * current state, which the caller applies with `applySubscriptionState`.
 */
export interface PaymentProvider {
  readonly kind: "stripe" | "test";
  startCheckout(request: CheckoutRequest): Promise<StartedCheckout>;
  /** The subscription a finished checkout made, or null while it is not finished (or not this user's). */
  finishedCheckout(sessionId: string, userId: string): Promise<SubscriptionSnapshot | null>;
  /** Gives up an unfinished checkout, so it cannot be paid any more. */
  expireCheckout(sessionId: string): Promise<void>;
  /** The subscription's current state; null when the provider does not know it or it is not ours. */
  readSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  /** Cancel at the period's end (true), or undo that (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  /** Ends the subscription now (its venue is being deleted). */
  cancelNow(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** A page where the customer fixes their card; back to `returnUrl` after. */
  billingPortalUrl(userId: string, subscriptionId: string, returnUrl: string): Promise<string>;
}

/** The provider new checkouts go to, or null when payments are off. */
export function paymentProvider(): PaymentProvider | null {
  switch (env().PAYMENTS_MODE) {
    case "stripe":
      return stripeProvider;
    case "test":
      return testCheckoutProvider;
    case "off":
      return null;
  }
}

/**
 * The provider that holds an existing subscription: a test one is always ours to change (it never
 * reached Stripe), a real one needs Stripe configured. Null when that provider is not available.
 */
export function providerOf(subscription: { isTest: boolean }): PaymentProvider | null {
  if (subscription.isTest) return testCheckoutProvider;
  return env().STRIPE_SECRET_KEY ? stripeProvider : null;
}
