/**
 * Scenario d: Stripe's webhook events for one subscription delivered twice, late (an older event
 * after a newer one) and out of order, and many at once while the subscription changes at
 * Stripe. The stored subscription must end as Stripe holds it, on one row, each event applied
 * once. Two server processes share one PostgreSQL database and the deliveries alternate between
 * them, so one subscription's deliveries race across processes (as behind a load balancer).
 * Stripe's API is the stand-in of the integration tests (tests/support/stripe-stand-in.ts), which
 * the real `stripe` SDK in the servers talks to; the events are signed with the real SDK.
 */
import { randomBytes } from "node:crypto";

import pg from "pg";
import Stripe from "stripe";

import { createScratchDatabase } from "../support/scratch";
import { freePort, type ServerProcess, startServer } from "../support/server";
import { startStripeStandIn } from "../support/stripe-stand-in";
import type { MailCatcher } from "./lib/mail-catcher";
import { centerForm, signUpMember } from "./lib/members";
import { numberSetting, POSTGRES_ADMIN_URL, SCRATCH_PREFIX, SERVER_LOG, type ScenarioResult } from "./lib/settings";

const WEBHOOK_SECRET = `whsec_faults_${randomBytes(8).toString("hex")}`;

type StoredRow = {
  status: string;
  cancel_at_period_end: boolean;
  stripe_subscription_id: string | null;
  stripe_checkout_session_id: string | null;
};

export async function stripeWebhooks(options: {
  port: number;
  standInPort: number;
  mail: MailCatcher;
}): Promise<ScenarioResult> {
  const stormRounds = numberSetting("FAULTS_WEBHOOK_STORM_ROUNDS", 12);
  const lines: string[] = [];
  const failures: string[] = [];
  const check = (condition: boolean, failure: string) => {
    if (!condition) failures.push(failure);
  };

  const standIn = await startStripeStandIn({ port: options.standInPort });
  const scratch = await createScratchDatabase(POSTGRES_ADMIN_URL, SCRATCH_PREFIX);
  const database = new pg.Client({ connectionString: scratch.url });
  try {
    const servers: ServerProcess[] = [];
    const start = async (port: number) => {
      const server = await startServer({
        port,
        databaseUrl: scratch.url,
        env: {
          SMTP_URL: options.mail.smtpUrl,
          MAIL_DELIVERY: "smtp",
          PAYMENTS_MODE: "stripe",
          STRIPE_SECRET_KEY: "sk_test_faults",
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_URL: standIn.url,
        },
        output: { file: SERVER_LOG },
      });
      servers.push(server);
      return server;
    };
    try {
      const starting = [start(options.port), freePort().then(start)] as const;
      // Both settled before going on, so the `finally` stops whichever started when the other failed.
      await Promise.allSettled(starting);
      const [server, other] = await Promise.all(starting);
      await database.connect();
      lines.push(
        `two server processes (ports ${server.port} and ${other.port}) on one scratch PostgreSQL database; the deliveries alternate between them`,
      );
      // A member's center and a real checkout: the payment form, Stripe's session, paid at Stripe.
      const { visitor } = await signUpMember(server.url, options.mail, "webhooks");
      const registered = await visitor.post("/register-lan-center", centerForm(`Webhook Center ${Date.now()}`));
      await registered.arrayBuffer();
      const dashboard = await (await visitor.get("/dashboard")).text();
      const locationId = /\/register-lan-center\?edit=([0-9a-f-]{36})/.exec(dashboard)?.[1];
      if (!locationId) throw new Error("the new center is not on the member's dashboard");
      const checkout = await visitor.post("/payment", { location: locationId, plan: "verified_listing" });
      const sessionId = /\/c\/pay\/([^/?#]+)/.exec(checkout.headers.get("location") ?? "")?.[1];
      if (!sessionId) throw new Error(`the payment form answered ${checkout.status}, not a redirect to Stripe`);
      const subscription = standIn.completeCheckout(sessionId);
      const session = standIn.checkoutSession(sessionId)!;

      const deliveries: number[] = [];
      let sent = 0;
      /** Delivers to the next process in turn, or to the one given. */
      const deliver = async (event: SignedEvent, to = sent % 2 === 0 ? server : other) => {
        sent++;
        const response = await fetch(`${to.url}/api/stripe/webhook`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
          body: event.body,
        });
        await response.arrayBuffer();
        deliveries.push(response.status);
      };
      const stored = async () =>
        (
          await database.query<StoredRow>(
            "select status, cancel_at_period_end, stripe_subscription_id, stripe_checkout_session_id from lan_center_subscriptions where location_id = $1",
            [locationId],
          )
        ).rows;
      // After each step: does our one row say what Stripe says (status and cancel at period end)?
      let checkpoints = 0;
      let drift = 0;
      const storedAgainstStripe = async () => {
        const rows = await stored();
        const atStripe = standIn.subscription(subscription.id)!;
        checkpoints++;
        const same =
          rows.length === 1 &&
          rows[0]!.status === atStripe.status &&
          rows[0]!.cancel_at_period_end === atStripe.cancel_at_period_end;
        if (!same) drift++;
        return rows;
      };

      const t0 = Math.floor(Date.now() / 1000);
      const completed = signedEvent("checkout.session.completed", session, t0);
      const created = signedEvent("customer.subscription.created", standIn.subscription(subscription.id), t0);
      const paid = signedEvent("invoice.paid", invoiceFor(subscription.id), t0 + 1);

      // 1. Out of order and twice: the subscription's 'created' before the checkout's 'completed'.
      await deliver(created);
      await Promise.all([deliver(completed), deliver(completed), deliver(created)]);
      await deliver(paid);
      let rows = await storedAgainstStripe();
      lines.push(
        `1. created, then completed ×2 with created again at once, then invoice.paid: rows ${rows.length}, status ${rows[0]?.status}`,
      );
      check(rows.length === 1, `after step 1 the center has ${rows.length} subscription rows, not 1`);
      check(rows[0]?.status === "active", `after step 1 the status is ${rows[0]?.status}, not active`);
      check(rows[0]?.stripe_subscription_id === subscription.id, "after step 1 the row is not the subscription's");
      check(rows[0]?.stripe_checkout_session_id === sessionId, "after step 1 the row lost its checkout session");

      // 2. Cancelled at period end at Stripe; then older events arrive late.
      standIn.setSubscription(subscription.id, { cancel_at_period_end: true });
      const cancelling = signedEvent("customer.subscription.updated", standIn.subscription(subscription.id), t0 + 2);
      await deliver(cancelling);
      await deliver(created);
      await deliver(paid);
      await deliver(signedEvent("customer.subscription.created", standIn.subscription(subscription.id), t0));
      rows = await storedAgainstStripe();
      lines.push(
        `2. updated (cancel at period end), then the older created, invoice.paid and a late copy of created: status ${rows[0]?.status}, cancel_at_period_end ${rows[0]?.cancel_at_period_end}`,
      );
      check(rows[0]?.cancel_at_period_end === true, "a late older event undid the cancellation at period end");

      // 3. Many deliveries at once while the subscription changes at Stripe between them.
      const storm: Promise<void>[] = [];
      for (let round = 0; round < stormRounds; round++) {
        standIn.setSubscription(subscription.id, { cancel_at_period_end: round % 2 === 0 });
        const update = signedEvent(
          "customer.subscription.updated",
          standIn.subscription(subscription.id),
          t0 + 3 + round,
        );
        storm.push(deliver(update), deliver(update), deliver(round % 3 === 0 ? created : paid));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await Promise.all(storm);
      const finalFlag = standIn.subscription(subscription.id)!.cancel_at_period_end;
      rows = await storedAgainstStripe();
      lines.push(
        `3. ${stormRounds} changes at Stripe with ${storm.length} concurrent deliveries (each update twice, older events between): stored cancel_at_period_end ${rows[0]?.cancel_at_period_end}, Stripe's ${finalFlag}`,
      );
      check(rows[0]?.cancel_at_period_end === finalFlag, "concurrent deliveries left a stale cancel_at_period_end");

      // 4. A slow read overtaken: the first delivery's answer from Stripe is made, then the
      // subscription changes and a second delivery, to the other process, reads and stores the new
      // state; the first answer lands last, and must not put the old state back.
      standIn.setSubscription(subscription.id, { cancel_at_period_end: false });
      await deliver(signedEvent("customer.subscription.updated", standIn.subscription(subscription.id), t0 + 50));
      standIn.delayAnswers(1500);
      const slow = deliver(
        signedEvent("customer.subscription.updated", standIn.subscription(subscription.id), t0 + 51),
        server,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      standIn.delayAnswers(0);
      standIn.setSubscription(subscription.id, { cancel_at_period_end: true });
      await deliver(
        signedEvent("customer.subscription.updated", standIn.subscription(subscription.id), t0 + 52),
        other,
      );
      await slow;
      rows = await storedAgainstStripe();
      lines.push(
        `4. a delivery whose read from Stripe is slow, overtaken by a newer change and its delivery: stored cancel_at_period_end ${rows[0]?.cancel_at_period_end}, Stripe's true`,
      );
      check(rows[0]?.cancel_at_period_end === true, "a slow, older read from Stripe overwrote a newer state");

      // 5. Cancelled at Stripe; then every earlier event again, late and out of order.
      standIn.setSubscription(subscription.id, { status: "canceled", ended_at: t0 + 100, canceled_at: t0 + 100 });
      const deleted = signedEvent("customer.subscription.deleted", standIn.subscription(subscription.id), t0 + 100);
      await deliver(deleted);
      await Promise.all([deliver(cancelling), deliver(completed), deliver(created), deliver(paid), deliver(deleted)]);
      rows = await storedAgainstStripe();
      const events = await database.query<{ n: number }>(
        "select count(*)::int as n from payment_events where id = any($1)",
        [[completed.id, created.id, paid.id, cancelling.id, deleted.id]],
      );
      lines.push(
        `5. deleted, then cancelling, completed, created, invoice.paid and deleted again at once: rows ${rows.length}, status ${rows[0]?.status}; of these 5 events ${events.rows[0]?.n} recorded once each`,
      );
      check(rows.length === 1, `in the end the center has ${rows.length} subscription rows, not 1`);
      check(rows[0]?.status === "canceled", `in the end the status is ${rows[0]?.status}, not canceled`);
      check(events.rows[0]?.n === 5, `payment_events holds ${events.rows[0]?.n} of the 5 events`);

      lines.push(`drift: ${drift} of ${checkpoints} steps ended with the stored subscription other than Stripe's`);
      check(drift === 0, `${drift} steps ended with the stored subscription other than Stripe's`);

      const refused = deliveries.filter((status) => status !== 200).length;
      const counts = new Map<number, number>();
      for (const status of deliveries) counts.set(status, (counts.get(status) ?? 0) + 1);
      const answers = [...counts].map(([status, n]) => `${status} ×${n}`).join(", ");
      lines.push(`deliveries: ${deliveries.length} (${answers}), answered other than 200: ${refused}`);
      check(refused === 0, `${refused} deliveries were not answered 200`);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await database.end().catch(() => undefined);
    await standIn.close();
    await scratch.drop();
  }
  return { name: "Stripe webhooks twice, late, out of order and at once", lines, failures };
}

type SignedEvent = { id: string; body: string; signature: string };

/** An event as Stripe sends it, with its own `created` time, signed with the real SDK. */
function signedEvent(type: string, object: unknown, created: number): SignedEvent {
  const id = `evt_${randomBytes(12).toString("hex")}`;
  const body = JSON.stringify({
    id,
    object: "event",
    type,
    data: { object },
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  return { id, body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) };
}

function invoiceFor(subscriptionId: string) {
  return {
    id: `in_${randomBytes(12).toString("hex")}`,
    object: "invoice",
    status: "paid",
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: subscriptionId, metadata: {} },
    },
  };
}
