import { handleStripeWebhook } from "~/features/subscriptions/handle-stripe-webhook.server";
import { applyTicketPaymentEvent } from "~/features/tickets/ticket-payment-events.server";

import type { Route } from "./+types/stripe-webhook";

/**
 * Stripe's webhook endpoint (POST only). The body is read as raw text: the signature is checked on
 * exactly the bytes Stripe signed, before anything parses them. Subscriptions' events and ticket
 * orders' checkouts arrive here alike.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405 });
  const { status, body } = await handleStripeWebhook(
    await request.text(),
    request.headers.get("stripe-signature"),
    applyTicketPaymentEvent,
  );
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
