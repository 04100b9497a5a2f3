import Stripe from "stripe";

import { env } from "~/lib/env.server";

export type { Stripe };

let client: Stripe | undefined;

/**
 * The process's Stripe client, made on first use from STRIPE_SECRET_KEY. STRIPE_API_URL points it
 * at another address (a local stand-in of Stripe's API in tests); otherwise it talks to Stripe.
 * Throws when no key is set: callers ask only in PAYMENTS_MODE=stripe, which requires one.
 */
export function stripe(): Stripe {
  if (client) return client;
  const { STRIPE_SECRET_KEY, STRIPE_API_URL } = env();
  if (!STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const address = STRIPE_API_URL ? new URL(STRIPE_API_URL) : undefined;
  client = new Stripe(STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: "LAN Centers" },
    ...(address && {
      host: address.hostname,
      port: address.port || (address.protocol === "https:" ? 443 : 80),
      protocol: address.protocol === "https:" ? "https" : "http",
    }),
  });
  return client;
}

/** Checks a webhook's signature on its raw body and returns the event; throws when it does not match. */
export function verifyWebhookEvent(rawBody: string, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret);
}
