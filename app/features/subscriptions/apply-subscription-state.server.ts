import { and, desc, eq, isNull, sql } from "drizzle-orm";

import type { Transaction } from "#db/database";
import { user } from "#db/schema/auth";
import { lanCenterSubscriptions, paymentEvents } from "#db/schema/subscriptions";
import type { SubscriptionPlan, SubscriptionStatus } from "#db/schema/values";
import { locations } from "#db/schema/venues";
import { isVenueId } from "~/features/venues/load-lan-center.server";
import { openDatabase } from "~/lib/db.server";

/**
 * A subscription as the payment provider holds it right now: what the fulfilment code writes.
 * Stripe's webhooks, the success page, cancel and resume, and the local test checkout all turn
 * their answer into one of these and hand it to `applySubscriptionState`.
 */
export type SubscriptionSnapshot = {
  /** Stripe's `sub_…`, or `test_sub_…` from the test checkout. */
  subscriptionId: string;
  /** The checkout session that started it, when known: it finds the row the checkout made. */
  checkoutSessionId: string | null;
  locationId: string | null;
  userId: string;
  plan: SubscriptionPlan;
  priceId: string | null;
  status: SubscriptionStatus;
  /** Seconds since the epoch. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  paymentMethodBrand: string | null;
  paymentMethodLast4: string | null;
  isTest: boolean;
};

/** Where a snapshot came from, when it was a webhook event: recorded so it applies once. */
export type AppliedEvent = { id: string; type: string };

export type ApplyResult = "applied" | "duplicate-event";

/**
 * Writes a subscription's current state onto its row, in one transaction with the event that
 * brought it (if any). The row is found by the subscription id, else by the checkout session
 * that began it, else it is the center's unfinished checkout; otherwise a new row is made. Because
 * every caller passes the provider's current state (never an event's old copy of it), events
 * applied in any order end in the same place.
 */
export async function applySubscriptionState(
  snapshot: SubscriptionSnapshot,
  event?: AppliedEvent,
): Promise<ApplyResult> {
  const database = await openDatabase();
  return database.transaction(async (tx) => {
    if (event) {
      const recorded = await tx
        .insert(paymentEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (recorded.length === 0) return "duplicate-event";
    }

    const state = {
      stripeSubscriptionId: snapshot.subscriptionId,
      status: snapshot.status,
      plan: snapshot.plan,
      priceId: snapshot.priceId,
      currentPeriodEnd: snapshot.currentPeriodEnd,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      isTest: snapshot.isTest,
      // A card once known stays shown when a later answer leaves it out.
      paymentMethodBrand: sql`coalesce(${snapshot.paymentMethodBrand}, ${lanCenterSubscriptions.paymentMethodBrand})`,
      paymentMethodLast4: sql`coalesce(${snapshot.paymentMethodLast4}, ${lanCenterSubscriptions.paymentMethodLast4})`,
      updatedAt: new Date(),
    };

    const rowId = await findRow(tx, snapshot);
    if (rowId) {
      await tx
        .update(lanCenterSubscriptions)
        .set({
          ...state,
          ...(snapshot.checkoutSessionId && {
            stripeCheckoutSessionId: sql`coalesce(${lanCenterSubscriptions.stripeCheckoutSessionId}, ${snapshot.checkoutSessionId})`,
          }),
        })
        .where(eq(lanCenterSubscriptions.id, rowId));
      return "applied";
    }

    // A subscription for an account that is gone has nobody to show it to.
    const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, snapshot.userId));
    if (!owner) {
      console.warn(`[subscriptions] ${snapshot.subscriptionId} names an unknown user ${snapshot.userId}; not stored`);
      return "applied";
    }
    // The venue may be deleted meanwhile: the row keeps the billing history without it.
    const locationId = snapshot.locationId ? await existingLocation(tx, snapshot.locationId) : null;
    await tx
      .insert(lanCenterSubscriptions)
      .values({
        ...state,
        paymentMethodBrand: snapshot.paymentMethodBrand,
        paymentMethodLast4: snapshot.paymentMethodLast4,
        stripeCheckoutSessionId: snapshot.checkoutSessionId,
        locationId,
        userId: snapshot.userId,
      })
      .onConflictDoUpdate({ target: lanCenterSubscriptions.stripeSubscriptionId, set: state });
    return "applied";
  });
}

async function findRow(tx: Transaction, snapshot: SubscriptionSnapshot): Promise<string | undefined> {
  const bySubscription = await tx
    .select({ id: lanCenterSubscriptions.id })
    .from(lanCenterSubscriptions)
    .where(eq(lanCenterSubscriptions.stripeSubscriptionId, snapshot.subscriptionId))
    .for("update");
  if (bySubscription[0]) return bySubscription[0].id;

  if (snapshot.checkoutSessionId) {
    const bySession = await tx
      .select({ id: lanCenterSubscriptions.id })
      .from(lanCenterSubscriptions)
      .where(
        and(
          eq(lanCenterSubscriptions.stripeCheckoutSessionId, snapshot.checkoutSessionId),
          isNull(lanCenterSubscriptions.stripeSubscriptionId),
        ),
      )
      .for("update");
    if (bySession[0]) return bySession[0].id;
  }

  if (!snapshot.locationId) return undefined;
  const [unfinished] = await tx
    .select({ id: lanCenterSubscriptions.id })
    .from(lanCenterSubscriptions)
    .where(unfinishedCheckoutOf(snapshot.locationId, snapshot.userId))
    .orderBy(desc(lanCenterSubscriptions.createdAt))
    .limit(1)
    .for("update");
  return unfinished?.id;
}

/** A center's checkout that a user began and has not paid (status `not_started`). */
export function unfinishedCheckoutOf(locationId: string, userId: string) {
  return and(
    eq(lanCenterSubscriptions.locationId, locationId),
    eq(lanCenterSubscriptions.userId, userId),
    eq(lanCenterSubscriptions.status, "not_started"),
    isNull(lanCenterSubscriptions.stripeSubscriptionId),
  );
}

async function existingLocation(tx: Transaction, id: string): Promise<string | null> {
  if (!isVenueId(id)) return null;
  const [found] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, id));
  return found?.id ?? null;
}
