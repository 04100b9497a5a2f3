import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";

import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import type { Actor } from "~/features/accounts/actor";
import { isVenueId } from "~/features/venues/load-lan-center.server";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import { applySubscriptionState } from "./apply-subscription-state.server";
import { CANCEL_FAILED, NO_SUBSCRIPTION_DATA, RESUME_FAILED } from "./messages";
import { providerOf } from "./payment-provider.server";

export type ChangeCancellationResult = { ok: true } | Refusal<"not-found" | "conflict" | "upstream-failed">;

/**
 * Cancel Subscription (it ends at the period's end) or Resume Subscription (undo that before
 * then), on the member's own subscription of a center. The provider's answer is applied at once,
 * so the dashboard shows the new state without waiting for the webhook.
 */
export async function changeCancellation(
  actor: Actor,
  locationId: string,
  cancel: boolean,
): Promise<ChangeCancellationResult> {
  const failed = cancel ? CANCEL_FAILED : RESUME_FAILED;
  if (!isVenueId(locationId)) return refuse("not-found", NO_SUBSCRIPTION_DATA);
  try {
    const database = await openDatabase();
    const [subscription] = await database
      .select({
        subscriptionId: lanCenterSubscriptions.stripeSubscriptionId,
        cancelAtPeriodEnd: lanCenterSubscriptions.cancelAtPeriodEnd,
        isTest: lanCenterSubscriptions.isTest,
      })
      .from(lanCenterSubscriptions)
      .where(
        and(
          eq(lanCenterSubscriptions.locationId, locationId),
          eq(lanCenterSubscriptions.userId, actor.userId),
          inArray(lanCenterSubscriptions.status, ["active", "trialing"]),
          isNotNull(lanCenterSubscriptions.stripeSubscriptionId),
        ),
      )
      .orderBy(desc(lanCenterSubscriptions.createdAt))
      .limit(1);
    if (!subscription?.subscriptionId) return refuse("not-found", NO_SUBSCRIPTION_DATA);
    if (subscription.cancelAtPeriodEnd === cancel) return { ok: true };

    const provider = providerOf(subscription);
    if (!provider) return refuse("upstream-failed", failed);
    await applySubscriptionState(await provider.setCancelAtPeriodEnd(subscription.subscriptionId, cancel));
    return { ok: true };
  } catch (error) {
    console.error(
      `[subscriptions] ${cancel ? "cancelling" : "resuming"} ${locationId} for ${actor.userId} failed:`,
      error,
    );
    return refuse("upstream-failed", failed);
  }
}
