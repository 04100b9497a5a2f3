import { desc, eq } from "drizzle-orm";

import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import type { Actor } from "~/features/accounts/actor";
import { findPayableCenter } from "~/features/venues/find-payable-center.server";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import { unfinishedCheckoutOf } from "./apply-subscription-state.server";
import { latestSubscription } from "./latest-subscriptions.server";
import {
  ALREADY_SUBSCRIBED,
  CHECKOUT_FAILED,
  CHECKOUT_SESSION_FAILED,
  NO_CHECKOUT_URL,
  PAYMENTS_UNAVAILABLE,
} from "./messages";
import { paymentProvider, providerOf, type StartedCheckout } from "./payment-provider.server";
import { isLive, type CheckoutInput } from "./schemas";

export type StartCheckoutResult =
  { ok: true; url: string } | Refusal<"not-found" | "conflict" | "failed" | "upstream-failed" | "unavailable">;

/**
 * Starts paying for one of the member's own centers on a plan: a checkout session at the provider
 * (Stripe, or the local test checkout) and a `not_started` row for the center, so the dashboard
 * offers 'Complete Payment' if the member leaves the checkout. A center with a live subscription
 * is refused: each venue has one subscription at a time.
 */
export async function startCheckout(actor: Actor, input: CheckoutInput, origin: string): Promise<StartCheckoutResult> {
  const provider = paymentProvider();
  if (!provider) return refuse("unavailable", PAYMENTS_UNAVAILABLE);

  // Members pay for their own centers only; an administrator's reach does not extend to paying.
  const found = await findPayableCenter({ ...actor, isAdmin: false }, input.location);
  if (!found.ok) return found;
  const center = found.center;

  try {
    const current = await latestSubscription(actor.userId, center.id);
    if (current && isLive(current.status)) return refuse("conflict", ALREADY_SUBSCRIBED);
  } catch (error) {
    console.error(`[subscriptions] reading ${center.id}'s subscription before checkout failed:`, error);
    return refuse("failed", CHECKOUT_FAILED);
  }

  let checkout: StartedCheckout;
  try {
    checkout = await provider.startCheckout({
      userId: actor.userId,
      email: actor.email,
      locationId: center.id,
      plan: input.plan,
      origin,
    });
  } catch (error) {
    console.error(`[subscriptions] creating a ${provider.kind} checkout session for ${center.id} failed:`, error);
    return refuse("upstream-failed", CHECKOUT_SESSION_FAILED);
  }
  if (!checkout.url) return refuse("upstream-failed", NO_CHECKOUT_URL);

  let replaced: Replaced | null;
  try {
    replaced = await recordUnfinishedCheckout(
      actor.userId,
      center.id,
      input.plan,
      checkout.sessionId,
      provider.kind === "test",
    );
  } catch (error) {
    console.error(`[subscriptions] recording the checkout of ${center.id} failed:`, error);
    return refuse("failed", CHECKOUT_FAILED);
  }
  // The attempt this one replaces must not stay payable: paying both would bill the center twice.
  if (replaced?.sessionId && replaced.sessionId !== checkout.sessionId) {
    await providerOf(replaced)
      ?.expireCheckout(replaced.sessionId)
      .catch((error: unknown) => {
        console.warn(`[subscriptions] expiring the replaced checkout ${replaced.sessionId} failed:`, error);
      });
  }
  return { ok: true, url: checkout.url };
}

type Replaced = { sessionId: string | null; isTest: boolean };

/**
 * One unfinished checkout per center and user: a new attempt takes over the last one's row.
 * Returns the checkout it replaced, if any.
 */
async function recordUnfinishedCheckout(
  userId: string,
  locationId: string,
  plan: CheckoutInput["plan"],
  sessionId: string,
  isTest: boolean,
): Promise<Replaced | null> {
  const database = await openDatabase();
  return database.transaction(async (tx) => {
    const [unfinished] = await tx
      .select({
        id: lanCenterSubscriptions.id,
        sessionId: lanCenterSubscriptions.stripeCheckoutSessionId,
        isTest: lanCenterSubscriptions.isTest,
      })
      .from(lanCenterSubscriptions)
      .where(unfinishedCheckoutOf(locationId, userId))
      .orderBy(desc(lanCenterSubscriptions.createdAt))
      .limit(1)
      .for("update");
    const values = { plan, stripeCheckoutSessionId: sessionId, isTest, updatedAt: new Date() };
    if (unfinished) {
      await tx.update(lanCenterSubscriptions).set(values).where(eq(lanCenterSubscriptions.id, unfinished.id));
      return { sessionId: unfinished.sessionId, isTest: unfinished.isTest };
    }
    await tx.insert(lanCenterSubscriptions).values({ ...values, locationId, userId, status: "not_started" });
    return null;
  });
}
