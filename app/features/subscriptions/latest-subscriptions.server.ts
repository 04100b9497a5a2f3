import { and, desc, eq, sql, type SQL } from "drizzle-orm";

import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import { locations } from "#db/schema/venues";
import type { SubscriptionPlan, SubscriptionStatus } from "#db/schema/values";
import { openDatabase } from "~/lib/db.server";

import type { CenterColumns } from "~/features/venues/list-my-venues.server";

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

/** What an owner sees of a subscription: the columns `CenterSubscription` is read from. */
const subscriptionColumns = {
  status: lanCenterSubscriptions.status,
  plan: lanCenterSubscriptions.plan,
  cancelAtPeriodEnd: lanCenterSubscriptions.cancelAtPeriodEnd,
  currentPeriodEnd: lanCenterSubscriptions.currentPeriodEnd,
  paymentMethodBrand: lanCenterSubscriptions.paymentMethodBrand,
  paymentMethodLast4: lanCenterSubscriptions.paymentMethodLast4,
  isTest: lanCenterSubscriptions.isTest,
};
const columns = { locationId: lanCenterSubscriptions.locationId, ...subscriptionColumns };

/** The same columns as one JSON object, for a subquery (names are ours, written as literals). */
const subscriptionJson = sql`json_build_object(${sql.join(
  Object.entries(subscriptionColumns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
  sql`, `,
)})`;

/**
 * Each center's newest subscription of its owner (the one whose state the owner sees), as a column
 * of the statement that lists the owner's own centers (`listMyVenues`): the dashboard's centers and
 * their subscriptions in one statement. Rows of other users (an administrator who paid for a
 * center) are not the owner's to manage.
 */
export const ownerSubscriptionColumn: CenterColumns<{ subscription: CenterSubscription | null }> = {
  statement: "with_owner_subscription",
  columns: (ownerId) => {
    const s = lanCenterSubscriptions;
    // Nested: see centerGamesColumn (the columns must name their tables).
    return {
      subscription: sql<CenterSubscription | null>`${sql`(select ${subscriptionJson} from ${s} where ${s.locationId} = ${locations.id} and ${s.userId} = ${ownerId} order by ${s.createdAt} desc, ${s.id} desc limit 1)`}`,
    };
  },
};

/** The newest of the matching subscriptions for each center. */
async function newestByCenter(where: SQL): Promise<Map<string, CenterSubscription>> {
  const database = await openDatabase();
  const rows = await database
    .select(columns)
    .from(lanCenterSubscriptions)
    .where(where)
    .orderBy(desc(lanCenterSubscriptions.createdAt), desc(lanCenterSubscriptions.id));
  const latest = new Map<string, CenterSubscription>();
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
  const where = and(eq(lanCenterSubscriptions.userId, userId), eq(lanCenterSubscriptions.locationId, locationId))!;
  return (await newestByCenter(where)).get(locationId) ?? null;
}
