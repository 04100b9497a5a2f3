import { and, desc, eq, isNotNull } from "drizzle-orm";

import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import type { Actor } from "~/features/accounts/actor";
import { isVenueId } from "~/features/venues/load-lan-center.server";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import { BILLING_PORTAL_FAILED, NO_SUBSCRIPTION_DATA } from "./messages";
import { providerOf } from "./payment-provider.server";

export type BillingPortalResult = { ok: true; url: string } | Refusal<"not-found" | "upstream-failed">;

/**
 * Where a member fixes the card of a past-due subscription: Stripe's billing portal (or the test
 * checkout's billing page for a test subscription), coming back to the dashboard.
 */
export async function openBillingPortal(
  actor: Actor,
  locationId: string,
  returnUrl: string,
): Promise<BillingPortalResult> {
  if (!isVenueId(locationId)) return refuse("not-found", NO_SUBSCRIPTION_DATA);
  try {
    const database = await openDatabase();
    const [subscription] = await database
      .select({ subscriptionId: lanCenterSubscriptions.stripeSubscriptionId, isTest: lanCenterSubscriptions.isTest })
      .from(lanCenterSubscriptions)
      .where(
        and(
          eq(lanCenterSubscriptions.locationId, locationId),
          eq(lanCenterSubscriptions.userId, actor.userId),
          isNotNull(lanCenterSubscriptions.stripeSubscriptionId),
        ),
      )
      .orderBy(desc(lanCenterSubscriptions.createdAt))
      .limit(1);
    if (!subscription?.subscriptionId) return refuse("not-found", NO_SUBSCRIPTION_DATA);
    const provider = providerOf(subscription);
    if (!provider) return refuse("upstream-failed", BILLING_PORTAL_FAILED);
    return { ok: true, url: await provider.billingPortalUrl(actor.userId, subscription.subscriptionId, returnUrl) };
  } catch (error) {
    console.error(`[subscriptions] opening the billing page of ${locationId} for ${actor.userId} failed:`, error);
    return refuse("upstream-failed", BILLING_PORTAL_FAILED);
  }
}
