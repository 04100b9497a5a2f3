/**
 * A local stand-in for the part of Stripe's REST API the site uses, so the real `stripe` SDK can be
 * pointed at it (STRIPE_API_URL) in tests. A node:http server on 127.0.0.1 at a random port, state
 * in memory, one instance per `startStripeStandIn()`.
 *
 * Requests come as the SDK sends them: POST bodies application/x-www-form-urlencoded with bracket
 * keys (`line_items[0][price_data][recurring][interval]=month`, `expand[0]=…`), GET and DELETE
 * parameters in the query string the same way; both are parsed into nested objects and arrays.
 * Every value stays a string, as Stripe receives it ("true", "1000").
 *
 *   POST   /v1/customers                          → customer (Idempotency-Key honoured)
 *   POST   /v1/checkout/sessions                  → checkout.session, status "open", url on checkout.stripe.test
 *   GET    /v1/checkout/sessions/:id              → checkout.session (expand: subscription[.default_payment_method])
 *   POST   /v1/checkout/sessions/:id/expire       → checkout.session, status "expired" (400 unless open)
 *   GET    /v1/subscriptions/:id                  → subscription (expand: default_payment_method)
 *   POST   /v1/subscriptions/:id                  → subscription, cancel_at_period_end / metadata changed
 *   DELETE /v1/subscriptions/:id                  → subscription, status "canceled"
 *   POST   /v1/billing_portal/sessions            → billing_portal.session with a url
 *   POST   /v1/accounts                           → account (Connect Express), charges_enabled false (Idempotency-Key honoured)
 *   GET    /v1/accounts/:id                       → account
 *   POST   /v1/account_links                      → account_link with a url on connect.stripe.test
 *   POST   /v1/refunds                            → refund of a paid payment-mode session's payment intent (Idempotency-Key honoured)
 *
 * Errors are answered as Stripe does: `{ error: { type, code, message, param? } }`, 404
 * `resource_missing` for an unknown id, 401 without a Bearer key.
 *
 * What Stripe does on its own side is driven by the test: `completeCheckout` pays an open session
 * (making its active subscription), `payCheckout` pays a payment-mode one (a ticket order),
 * `enableAccount` finishes a connected account's onboarding, `addSubscription` / `setSubscription` make or change one, and
 * `signedEvent` builds a webhook delivery signed like Stripe signs it. `requests` records every
 * call (method, path, parsed params, idempotency key), oldest first.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import Stripe from "stripe";

/** A parsed form or query string: strings, nested objects and arrays. */
export type Params = { [key: string]: ParamValue };
export type ParamValue = string | ParamValue[] | { [key: string]: ParamValue };

export type RecordedRequest = { method: string; path: string; params: Params; idempotencyKey: string | null };

export type StandInSubscriptionItem = {
  id: string;
  object: "subscription_item";
  price: { id: string; object: "price" };
  quantity: number;
  current_period_start: number;
  current_period_end: number;
};

export type StandInSubscription = {
  id: string;
  object: "subscription";
  customer: string | null;
  status: string;
  metadata: Record<string, string>;
  items: { object: "list"; data: StandInSubscriptionItem[]; has_more: false; url: string };
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  default_payment_method: string | null;
  latest_invoice: null;
  created: number;
  livemode: false;
};

export type StandInCheckoutSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  url: string | null;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  /** A payment-mode session's payment, once paid. */
  payment_intent: string | null;
  success_url: string | null;
  cancel_url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** Kept as sent (not part of Stripe's answer, which only lists line items on request). */
  line_items: ParamValue[];
  /** Kept as sent, for the subscription a completed checkout makes. */
  subscription_data: Params;
};

export type CompleteCheckoutOptions = {
  status?: string;
  /** The card on the subscription; false for none. */
  card?: { brand: string; last4: string } | false;
  periodEnd?: number;
};

export type StripeStandIn = {
  /** The base address, for STRIPE_API_URL. */
  url: string;
  requests: RecordedRequest[];
  /** Pays an open checkout session: makes its subscription and marks the session complete. */
  completeCheckout(sessionId: string, options?: CompleteCheckoutOptions): StandInSubscription;
  /** Pays an open payment-mode session (a ticket order): complete, paid, with a payment intent; its id. */
  payCheckout(sessionId: string): string;
  /** A connected account finished at Stripe: it may take charges from now on. */
  enableAccount(accountId: string): void;
  /** Refunds made so far, oldest first. */
  refunds: { id: string; payment_intent: string; amount: number; params: Params }[];
  /** A subscription made outside our checkout (no metadata unless given). */
  addSubscription(
    fields?: Partial<StandInSubscription> & { priceId?: string; periodEnd?: number },
  ): StandInSubscription;
  setSubscription(id: string, patch: Partial<StandInSubscription>): StandInSubscription;
  subscription(id: string): StandInSubscription | undefined;
  checkoutSession(id: string): StandInCheckoutSession | undefined;
  /** A webhook delivery: the event's JSON body and its Stripe-Signature header for `secret`. */
  signedEvent(type: string, object: unknown, secret: string): { id: string; body: string; signature: string };
  /**
   * From now on, every answer is made when its request arrives and sent `ms` later (0: at once), as
   * over a slow network: what it says may no longer be true when it lands.
   */
  delayAnswers(ms: number): void;
  close(): Promise<void>;
};

/** Parses `a[b][0][c]=v&…` into nested objects and arrays (numeric segments make arrays). */
function parseForm(text: string): Params {
  const root: Params = {};
  if (!text) return root;
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const equals = pair.indexOf("=");
    const rawKey = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? "" : pair.slice(equals + 1);
    const key = decodeURIComponent(rawKey.replace(/\+/g, " "));
    const value = decodeURIComponent(rawValue.replace(/\+/g, " "));
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    const segments = match ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)] : [key];
    let container: Record<string, ParamValue> | ParamValue[] = root;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const slot = Array.isArray(container) && segment === "" ? container.length : segment;
      const store = container as Record<string | number, ParamValue>;
      if (last) {
        store[slot] = value;
        return;
      }
      const next = segments[index + 1]!;
      if (typeof store[slot] !== "object") store[slot] = /^\d*$/.test(next) ? [] : {};
      container = store[slot] as Record<string, ParamValue> | ParamValue[];
    });
  }
  return root;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string },
  ) {
    super(body.message);
  }
}

const missing = (kind: string, id: string, param?: string) =>
  new StripeError(param ? 400 : 404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    ...(param && { param }),
  });

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const clone = <T>(value: T): T => structuredClone(value);

function stringRecord(value: ParamValue | undefined): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

function stringOf(value: ParamValue | undefined): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

function listOf(value: ParamValue | undefined): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" ? [value] : [];
}

/** `port` 0 (the default) takes any free port. */
export async function startStripeStandIn(options: { port?: number } = {}): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const customerByIdempotencyKey = new Map<string, string>();
  const sessions = new Map<string, StandInCheckoutSession>();
  const accounts = new Map<
    string,
    {
      id: string;
      object: "account";
      type: string;
      email: string | null;
      charges_enabled: boolean;
      metadata: Record<string, string>;
    }
  >();
  const accountByIdempotencyKey = new Map<string, string>();
  const refunds: { id: string; payment_intent: string; amount: number; params: Params }[] = [];
  const refundByIdempotencyKey = new Map<string, string>();
  const subscriptions = new Map<string, StandInSubscription>();
  const paymentMethods = new Map<string, Record<string, unknown>>();
  let answerDelayMs = 0;

  function makeSubscription(
    fields: Partial<StandInSubscription> & { priceId?: string; periodEnd?: number } = {},
  ): StandInSubscription {
    const { priceId, periodEnd, ...rest } = fields;
    const id = rest.id ?? newId("sub");
    const created = now();
    const subscription: StandInSubscription = {
      id,
      object: "subscription",
      customer: null,
      status: "active",
      metadata: {},
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            price: { id: priceId ?? newId("price"), object: "price" },
            quantity: 1,
            current_period_start: created,
            current_period_end: periodEnd ?? created + 30 * 24 * 60 * 60,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      default_payment_method: null,
      latest_invoice: null,
      created,
      livemode: false,
      ...rest,
    };
    subscriptions.set(id, subscription);
    return subscription;
  }

  function addCard(card: { brand: string; last4: string }): string {
    const id = newId("pm");
    paymentMethods.set(id, {
      id,
      object: "payment_method",
      type: "card",
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
      livemode: false,
    });
    return id;
  }

  /** An object by its id, for expansion. */
  function lookUp(id: string): Record<string, unknown> | undefined {
    if (id.startsWith("sub_")) return subscriptions.get(id);
    if (id.startsWith("pm_")) return paymentMethods.get(id);
    if (id.startsWith("cus_")) return customers.get(id);
    if (id.startsWith("cs_")) return sessions.get(id);
    return undefined;
  }

  /** A copy of `object` with the dotted paths of `expand` replaced by the objects they name. */
  function expanded<T>(object: T, expand: string[]): T {
    const copy = clone(object) as Record<string, unknown>;
    for (const path of expand) {
      const [head, ...rest] = path.split(".");
      let value = copy[head!];
      if (typeof value === "string") {
        const found = lookUp(value);
        if (!found) continue;
        value = clone(found);
      }
      if (value && typeof value === "object" && rest.length > 0) {
        value = expanded(value, [rest.join(".")]);
      }
      copy[head!] = value;
    }
    return copy as T;
  }

  function sessionAnswer(session: StandInCheckoutSession, expand: string[] = []) {
    const { line_items: _lineItems, subscription_data: _subscriptionData, ...answer } = session;
    return expanded(answer, expand);
  }

  function route(method: string, path: string, params: Params, idempotencyKey: string | null): unknown {
    const expand = listOf(params.expand);
    let match: RegExpExecArray | null;

    if (method === "POST" && path === "/v1/customers") {
      const known = idempotencyKey ? customerByIdempotencyKey.get(idempotencyKey) : undefined;
      if (known) return customers.get(known);
      const customer = {
        id: newId("cus"),
        object: "customer",
        email: stringOf(params.email),
        metadata: stringRecord(params.metadata),
        created: now(),
        livemode: false,
      };
      customers.set(customer.id, customer);
      if (idempotencyKey) customerByIdempotencyKey.set(idempotencyKey, customer.id);
      return customer;
    }

    if (method === "POST" && path === "/v1/checkout/sessions") {
      const customer = stringOf(params.customer);
      if (customer && !customers.has(customer)) throw missing("customer", customer, "customer");
      const id = newId("cs_test");
      const subscriptionData = params.subscription_data;
      const session: StandInCheckoutSession = {
        id,
        object: "checkout.session",
        mode: stringOf(params.mode) ?? "payment",
        status: "open",
        payment_status: "unpaid",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        customer,
        customer_email: stringOf(params.customer_email),
        client_reference_id: stringOf(params.client_reference_id),
        metadata: stringRecord(params.metadata),
        subscription: null,
        payment_intent: null,
        success_url: stringOf(params.success_url),
        cancel_url: stringOf(params.cancel_url),
        created: now(),
        expires_at: now() + 24 * 60 * 60,
        livemode: false,
        line_items: Array.isArray(params.line_items) ? params.line_items : [],
        subscription_data:
          subscriptionData && typeof subscriptionData === "object" && !Array.isArray(subscriptionData)
            ? subscriptionData
            : {},
      };
      sessions.set(id, session);
      return sessionAnswer(session, expand);
    }

    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === "GET") {
      const session = sessions.get(match[1]!);
      if (!session) throw missing("checkout.session", match[1]!);
      return sessionAnswer(session, expand);
    }

    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)) && method === "POST") {
      const session = sessions.get(match[1]!);
      if (!session) throw missing("checkout.session", match[1]!);
      if (session.status !== "open") {
        throw new StripeError(400, {
          type: "invalid_request_error",
          message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        });
      }
      session.status = "expired";
      session.url = null;
      return sessionAnswer(session, expand);
    }

    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) throw missing("subscription", match[1]!);
      if (method === "GET") return expanded(subscription, expand);
      if (method === "POST") {
        if (subscription.status === "canceled") {
          throw new StripeError(400, {
            type: "invalid_request_error",
            message: "A canceled subscription can only update its cancellation_details and metadata.",
          });
        }
        const cancel = stringOf(params.cancel_at_period_end);
        if (cancel === "true" || cancel === "false") subscription.cancel_at_period_end = cancel === "true";
        if (params.metadata !== undefined) Object.assign(subscription.metadata, stringRecord(params.metadata));
        return expanded(subscription, expand);
      }
      if (method === "DELETE") {
        if (subscription.status === "canceled") throw missing("subscription", subscription.id);
        subscription.status = "canceled";
        subscription.canceled_at = now();
        subscription.ended_at = now();
        return expanded(subscription, expand);
      }
    }

    if (method === "POST" && path === "/v1/accounts") {
      const known = idempotencyKey ? accountByIdempotencyKey.get(idempotencyKey) : undefined;
      if (known) return accounts.get(known);
      const account = {
        id: newId("acct"),
        object: "account" as const,
        type: stringOf(params.type) ?? "express",
        email: stringOf(params.email),
        charges_enabled: false,
        metadata: stringRecord(params.metadata),
      };
      accounts.set(account.id, account);
      if (idempotencyKey) accountByIdempotencyKey.set(idempotencyKey, account.id);
      return account;
    }

    if ((match = /^\/v1\/accounts\/([^/]+)$/.exec(path)) && method === "GET") {
      const account = accounts.get(match[1]!);
      if (!account) throw missing("account", match[1]!);
      return account;
    }

    if (method === "POST" && path === "/v1/account_links") {
      const account = stringOf(params.account);
      if (!account || !accounts.has(account)) throw missing("account", account ?? "", "account");
      return {
        object: "account_link",
        url: `https://connect.stripe.test/setup/e/${account}/${newId("link")}`,
        created: now(),
        expires_at: now() + 300,
      };
    }

    if (method === "POST" && path === "/v1/refunds") {
      const known = idempotencyKey ? refundByIdempotencyKey.get(idempotencyKey) : undefined;
      if (known) return { object: "refund", status: "succeeded", ...refunds.find((refund) => refund.id === known) };
      const paymentIntent = stringOf(params.payment_intent);
      const paid = [...sessions.values()].find((session) => session.payment_intent === paymentIntent);
      if (!paymentIntent || !paid) throw missing("payment_intent", paymentIntent ?? "", "payment_intent");
      const refund = {
        id: newId("re"),
        payment_intent: paymentIntent,
        amount: Number(stringOf(params.amount)),
        params,
      };
      refunds.push(refund);
      if (idempotencyKey) refundByIdempotencyKey.set(idempotencyKey, refund.id);
      return { object: "refund", status: "succeeded", ...refund };
    }

    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = stringOf(params.customer);
      if (!customer) {
        throw new StripeError(400, {
          type: "invalid_request_error",
          code: "parameter_missing",
          message: "Missing required param: customer.",
          param: "customer",
        });
      }
      if (!customers.has(customer)) throw missing("customer", customer, "customer");
      const id = newId("bps");
      return {
        id,
        object: "billing_portal.session",
        customer,
        return_url: stringOf(params.return_url),
        url: `https://billing.stripe.test/p/session/${id}`,
        created: now(),
        livemode: false,
      };
    }

    throw new StripeError(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const address = new URL(request.url ?? "/", "http://stand-in");
    const method = request.method ?? "GET";
    const params = { ...parseForm(address.search.slice(1)), ...parseForm(body) };
    const idempotencyKey = headerOf(request, "idempotency-key");
    requests.push({ method, path: address.pathname, params, idempotencyKey });

    let status = 200;
    let answer: unknown;
    if (!/^Bearer (sk|rk)_/.test(headerOf(request, "authorization") ?? "")) {
      status = 401;
      answer = { error: { type: "authentication_error", message: "Invalid API Key provided." } };
    } else {
      try {
        answer = route(method, address.pathname, params, idempotencyKey);
      } catch (error) {
        if (!(error instanceof StripeError)) throw error;
        status = error.status;
        answer = { error: error.body };
      }
    }
    const text = JSON.stringify(answer);
    if (answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
    response.writeHead(status, { "Content-Type": "application/json", "Request-Id": newId("req") });
    response.end(text);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject); // a port already in use fails the caller, not the process
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,

    completeCheckout(sessionId, options = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`stand-in: no checkout session ${sessionId}`);
      if (session.status !== "open") throw new Error(`stand-in: checkout session ${sessionId} is ${session.status}`);
      const item = session.line_items[0];
      const price = item && typeof item === "object" && !Array.isArray(item) ? stringOf(item.price) : null;
      const card = options.card === undefined ? { brand: "visa", last4: "4242" } : options.card;
      const subscription = makeSubscription({
        customer: session.customer,
        status: options.status ?? "active",
        metadata: stringRecord(session.subscription_data.metadata),
        default_payment_method: card ? addCard(card) : null,
        ...(price && { priceId: price }),
        ...(options.periodEnd !== undefined && { periodEnd: options.periodEnd }),
      });
      session.status = "complete";
      session.payment_status = "paid";
      session.subscription = subscription.id;
      return clone(subscription);
    },

    payCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`stand-in: no checkout session ${sessionId}`);
      if (session.status !== "open") throw new Error(`stand-in: checkout session ${sessionId} is ${session.status}`);
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent = newId("pi");
      return session.payment_intent;
    },

    enableAccount(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`stand-in: no account ${accountId}`);
      account.charges_enabled = true;
    },

    refunds,

    addSubscription(fields = {}) {
      return clone(makeSubscription(fields));
    },

    setSubscription(id, patch) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`stand-in: no subscription ${id}`);
      Object.assign(subscription, clone(patch));
      return clone(subscription);
    },

    subscription(id) {
      const subscription = subscriptions.get(id);
      return subscription && clone(subscription);
    },

    checkoutSession(id) {
      const session = sessions.get(id);
      return session && clone(session);
    },

    signedEvent(type, object, secret) {
      const id = newId("evt");
      const body = JSON.stringify(
        {
          id,
          object: "event",
          type,
          data: { object },
          api_version: Stripe.API_VERSION,
          created: now(),
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
        },
        null,
        2,
      );
      return { id, body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },

    delayAnswers(ms) {
      answerDelayMs = ms;
    },

    close() {
      return new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
