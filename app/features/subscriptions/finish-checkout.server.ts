import { and, desc, eq } from "drizzle-orm";

import { lanCenterSubscriptionDetails } from "#db/schema/subscriptions";
import { locations } from "#db/schema/venues";
import type { Actor } from "~/features/accounts/actor";
import { openDatabase } from "~/lib/db.server";
import type { Refusal } from "~/lib/outcome";

import { applySubscriptionState } from "./apply-subscription-state.server";
import { toCenterSubscription, type CenterSubscription } from "./latest-subscriptions.server";
import { FETCH_SUBSCRIPTIONS_FAILED, NO_SUBSCRIPTION_DATA } from "./messages";
import { paymentProvider } from "./payment-provider.server";

/** What the success page confirms. */
export type PaidSubscription = CenterSubscription & {
  organizationName: string | null;
  /** Whether the center is on the public map yet (paying does not put it there; review does). */
  centerVerified: boolean;
};

export type FinishCheckoutResult = { ok: true; subscription: PaidSubscription } | Refusal<"not-found" | "failed">;

/**
 * /success: confirms the payment from the checkout session at once, through the same fulfilment as
 * the webhook (which may come later, or already came: applying the current state twice is
 * harmless). Only the member who paid sees it.
 */
export async function finishCheckout(actor: Actor, sessionId: string): Promise<FinishCheckoutResult> {
  if (!/^[A-Za-z0-9_]{1,255}$/.test(sessionId)) {
    return { ok: false, reason: "not-found", message: NO_SUBSCRIPTION_DATA };
  }
  try {
    const provider = paymentProvider();
    const snapshot = provider ? await provider.finishedCheckout(sessionId, actor.userId) : null;
    if (snapshot) await applySubscriptionState(snapshot);

    const database = await openDatabase();
    // By the subscription when the provider named it: a replaced checkout's row carries the newer session.
    const [row] = await database
      .select()
      .from(lanCenterSubscriptionDetails)
      .where(
        and(
          snapshot
            ? eq(lanCenterSubscriptionDetails.stripeSubscriptionId, snapshot.subscriptionId)
            : eq(lanCenterSubscriptionDetails.stripeCheckoutSessionId, sessionId),
          eq(lanCenterSubscriptionDetails.userId, actor.userId),
        ),
      )
      .orderBy(desc(lanCenterSubscriptionDetails.createdAt))
      .limit(1);
    if (!row || !row.stripeSubscriptionId) return { ok: false, reason: "not-found", message: NO_SUBSCRIPTION_DATA };
    const [center] = row.locationId
      ? await database
          .select({ verified: locations.verified })
          .from(locations)
          .where(eq(locations.id, row.locationId))
          .limit(1)
      : [];
    return {
      ok: true,
      subscription: {
        ...toCenterSubscription(row),
        organizationName: row.organizationName,
        centerVerified: center?.verified ?? false,
      },
    };
  } catch (error) {
    console.error(`[subscriptions] confirming checkout ${sessionId} for ${actor.userId} failed:`, error);
    return { ok: false, reason: "failed", message: FETCH_SUBSCRIPTIONS_FAILED };
  }
}
