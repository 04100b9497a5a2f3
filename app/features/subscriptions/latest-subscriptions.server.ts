import { and, desc, eq, inArray } from "drizzle-orm";

import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import type { SubscriptionPlan, SubscriptionStatus } from "#db/schema/values";
import { openDatabase } from "~/lib/db.server";

/** A center's newest subscription, as its owner sees it on the dashboard and the payment page. */
export type CenterSubscription = {
  status: SubscriptionStatus;
  plan: SubscriptionPlan;
  cancelAtPeriodEnd: boolean;
  /** Seconds since the epoch, as the payment provider reports it. */
  currentPeriodEnd: number | null;
  paymentMethodBrand: string | null;
  paymentMethodLast4: string | null;
  /** Made by the local test checkout: no real payment. */
  isTest: boolean;
};

const columns = {
  locationId: lanCenterSubscriptions.locationId,
  status: lanCenterSubscriptions.status,
  plan: lanCenterSubscriptions.plan,
  cancelAtPeriodEnd: lanCenterSubscriptions.cancelAtPeriodEnd,
  currentPeriodEnd: lanCenterSubscriptions.currentPeriodEnd,
  paymentMethodBrand: lanCenterSubscriptions.paymentMethodBrand,
  paymentMethodLast4: lanCenterSubscriptions.paymentMethodLast4,
  isTest: lanCenterSubscriptions.isTest,
};

/**
 * Each center's newest subscription of this user (the one whose state the owner sees), by center.
 * Rows of other users (an administrator who paid for a center) are not the owner's to manage.
 */
export async function latestSubscriptions(
  userId: string,
  locationIds: string[],
): Promise<Map<string, CenterSubscription>> {
  const latest = new Map<string, CenterSubscription>();
  if (locationIds.length === 0) return latest;
  const database = await openDatabase();
  const rows = await database
    .select(columns)
    .from(lanCenterSubscriptions)
    .where(and(eq(lanCenterSubscriptions.userId, userId), inArray(lanCenterSubscriptions.locationId, locationIds)))
    .orderBy(desc(lanCenterSubscriptions.createdAt), desc(lanCenterSubscriptions.id));
  for (const { locationId, ...row } of rows) {
    if (!locationId || latest.has(locationId)) continue;
    latest.set(locationId, toCenterSubscription(row));
  }
  return latest;
}

/** A subscription row (or a row of its details view) as its owner sees it. */
export function toCenterSubscription(
  row: Omit<CenterSubscription, "status" | "plan"> & { status: string; plan: string },
) {
  return {
    status: row.status as SubscriptionStatus,
    plan: row.plan as SubscriptionPlan,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    paymentMethodBrand: row.paymentMethodBrand,
    paymentMethodLast4: row.paymentMethodLast4,
    isTest: row.isTest,
  } satisfies CenterSubscription;
}

/** One center's newest subscription of this user, or null. */
export async function latestSubscription(userId: string, locationId: string): Promise<CenterSubscription | null> {
  return (await latestSubscriptions(userId, [locationId])).get(locationId) ?? null;
}
