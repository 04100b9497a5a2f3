import { eq } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, pgView, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { user } from "./auth";
import { createdAt, isOneOf, updatedAt } from "./columns";
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from "./values";
import { locations } from "./venues";

/** The payment provider's customer of each user (Stripe's `cus_…`). */
export const customers = pgTable("customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique("customers_customer_id_unique"),
  createdAt: createdAt(),
});

/** One monthly subscription per venue. The row outlives a deleted venue (billing history). */
export const lanCenterSubscriptions = pgTable(
  "lan_center_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    plan: text("plan").notNull(),
    priceId: text("price_id"),
    stripeSubscriptionId: text("stripe_subscription_id").unique(
      "lan_center_subscriptions_stripe_subscription_id_unique",
    ),
    stripeCheckoutSessionId: text("stripe_checkout_session_id").unique(
      "lan_center_subscriptions_stripe_checkout_session_id_unique",
    ),
    /** Seconds since the epoch, as the payment provider reports it. */
    currentPeriodEnd: bigint("current_period_end", { mode: "number" }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    paymentMethodBrand: text("payment_method_brand"),
    paymentMethodLast4: text("payment_method_last4"),
    /** Made by the local test checkout (PAYMENTS_MODE=test), not by a real payment. */
    isTest: boolean("is_test").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("lan_center_subscriptions_status_check", isOneOf(t.status, SUBSCRIPTION_STATUSES)),
    check("lan_center_subscriptions_plan_check", isOneOf(t.plan, SUBSCRIPTION_PLANS)),
    // Both read "latest first": the success page by location, the dashboard by user.
    index("lan_center_subscriptions_location_id_created_at_idx").on(t.locationId, t.createdAt.desc().nullsFirst()),
    index("lan_center_subscriptions_user_id_created_at_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * The payment provider's webhook events already applied, by id: a redelivered event is answered
 * without being applied twice. Written in the same transaction as the change the event made.
 */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).defaultNow().notNull(),
});

/** Each subscription with its venue's name and address (null once the venue is deleted). */
export const lanCenterSubscriptionDetails = pgView("lan_center_subscription_details").as((qb) =>
  qb
    .select({
      id: lanCenterSubscriptions.id,
      locationId: lanCenterSubscriptions.locationId,
      userId: lanCenterSubscriptions.userId,
      status: lanCenterSubscriptions.status,
      plan: lanCenterSubscriptions.plan,
      priceId: lanCenterSubscriptions.priceId,
      stripeSubscriptionId: lanCenterSubscriptions.stripeSubscriptionId,
      stripeCheckoutSessionId: lanCenterSubscriptions.stripeCheckoutSessionId,
      currentPeriodEnd: lanCenterSubscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: lanCenterSubscriptions.cancelAtPeriodEnd,
      paymentMethodBrand: lanCenterSubscriptions.paymentMethodBrand,
      paymentMethodLast4: lanCenterSubscriptions.paymentMethodLast4,
      isTest: lanCenterSubscriptions.isTest,
      createdAt: lanCenterSubscriptions.createdAt,
      updatedAt: lanCenterSubscriptions.updatedAt,
      organizationName: locations.organizationName,
      address: locations.address,
    })
    .from(lanCenterSubscriptions)
    .leftJoin(locations, eq(lanCenterSubscriptions.locationId, locations.id)),
);
