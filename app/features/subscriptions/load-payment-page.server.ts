import type { Actor } from "~/features/accounts/actor";
import { findPayableCenter, type PayableCenter } from "~/features/venues/find-payable-center.server";
import { env } from "~/lib/env.server";
import type { Refusal } from "~/lib/outcome";

import { latestSubscription, type CenterSubscription } from "./latest-subscriptions.server";
import { FETCH_SUBSCRIPTIONS_FAILED } from "./messages";

export type PaymentsMode = "stripe" | "test" | "off";

export type PaymentPage =
  | { ok: true; center: PayableCenter; subscription: CenterSubscription | null; mode: PaymentsMode }
  | Refusal<"not-found" | "failed">;

/**
 * /payment?location={id}: one of the member's own centers, its newest subscription (a live one
 * shows 'Active Subscription' instead of the plans), and how payments are taken here.
 */
export async function loadPaymentPage(actor: Actor, locationId: string): Promise<PaymentPage> {
  const found = await findPayableCenter({ ...actor, isAdmin: false }, locationId);
  if (!found.ok) return found;
  try {
    const subscription = await latestSubscription(actor.userId, found.center.id);
    return { ok: true, center: found.center, subscription, mode: env().PAYMENTS_MODE };
  } catch (error) {
    console.error(`[subscriptions] reading the subscription of ${found.center.id} failed:`, error);
    return { ok: false, reason: "failed", message: FETCH_SUBSCRIPTIONS_FAILED };
  }
}
