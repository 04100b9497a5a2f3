import { and, eq, inArray } from "drizzle-orm";

import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import { applySubscriptionState } from "./apply-subscription-state.server";
import { END_BEFORE_DELETE_FAILED } from "./messages";
import { providerOf } from "./payment-provider.server";
import { LIVE_STATUSES } from "./schemas";

export type EndSubscriptionsResult = { ok: true } | Refusal<"upstream-failed">;

/**
 * Before a center is deleted: ends its live subscriptions now (nobody pays for a venue that is
 * gone) and closes its unfinished checkouts so they can no longer be paid. The caller has checked
 * that the actor may delete the center.
 */
export async function endCenterSubscriptions(locationId: string): Promise<EndSubscriptionsResult> {
  try {
    const database = await openDatabase();
    const rows = await database
      .select({
        id: lanCenterSubscriptions.id,
        status: lanCenterSubscriptions.status,
        subscriptionId: lanCenterSubscriptions.stripeSubscriptionId,
        sessionId: lanCenterSubscriptions.stripeCheckoutSessionId,
        isTest: lanCenterSubscriptions.isTest,
      })
      .from(lanCenterSubscriptions)
      .where(
        and(
          eq(lanCenterSubscriptions.locationId, locationId),
          inArray(lanCenterSubscriptions.status, [...LIVE_STATUSES, "not_started"]),
        ),
      );

    for (const row of rows) {
      const provider = providerOf(row);
      if (row.subscriptionId && row.status !== "not_started") {
        if (!provider) return refuse("upstream-failed", END_BEFORE_DELETE_FAILED);
        await applySubscriptionState(await provider.cancelNow(row.subscriptionId));
        continue;
      }
      if (row.sessionId && provider) {
        // Best effort: a session Stripe already closed needs nothing, and the row is closed anyway.
        await provider.expireCheckout(row.sessionId).catch((error: unknown) => {
          console.warn(`[subscriptions] expiring checkout ${row.sessionId} of ${locationId} failed:`, error);
        });
      }
      await database
        .update(lanCenterSubscriptions)
        .set({ status: "incomplete_expired", updatedAt: new Date() })
        .where(eq(lanCenterSubscriptions.id, row.id));
    }
    return { ok: true };
  } catch (error) {
    console.error(`[subscriptions] ending the subscriptions of ${locationId} failed:`, error);
    return refuse("upstream-failed", END_BEFORE_DELETE_FAILED);
  }
}
