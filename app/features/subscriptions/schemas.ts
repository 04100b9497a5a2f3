import { z } from "~/lib/zod";

import { SUBSCRIPTION_PLANS, type SubscriptionStatus } from "#db/schema/values";

import { CHOOSE_A_PLAN, LOCATION_REQUIRED } from "./messages";

const venueId = z.string({ message: LOCATION_REQUIRED }).trim().min(1, LOCATION_REQUIRED).max(64, LOCATION_REQUIRED);

/** The payment page's Subscribe form: which of the member's centers, on which plan. */
export const checkoutSchema = z.object({
  location: venueId,
  plan: z.enum(SUBSCRIPTION_PLANS, { message: CHOOSE_A_PLAN }),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** The dashboard's subscription actions on one center. */
export const SUBSCRIPTION_INTENTS = ["cancel-subscription", "resume-subscription", "update-payment-method"] as const;
export type SubscriptionIntent = (typeof SUBSCRIPTION_INTENTS)[number];
export const manageSubscriptionSchema = z.object({
  intent: z.enum(SUBSCRIPTION_INTENTS, { message: "Unknown form" }),
  location: venueId,
});

/** What the subscription actions answer the dashboard's control. */
export type ManageSubscriptionAnswer = { intent: SubscriptionIntent | null; ok: boolean; message?: string };

/**
 * Statuses that bill, or are about to (an unpaid one still has open invoices): a center has at most
 * one such subscription at a time, its payment page shows it instead of the plans, and deleting the
 * center ends it.
 */
export const LIVE_STATUSES = [
  "active",
  "trialing",
  "past_due",
  "unpaid",
] as const satisfies readonly SubscriptionStatus[];
export function isLive(status: SubscriptionStatus): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status);
}

const periodEndFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "long" });

/** "December 21, 2026" for a period end in seconds since the epoch; UTC, so server and browser agree. */
export function formatPeriodEnd(seconds: number): string {
  return periodEndFormat.format(new Date(seconds * 1000));
}

/** "Visa ending in 4242", or null when the card is not known. */
export function describeCard(brand: string | null, last4: string | null): string | null {
  if (!last4) return null;
  const name = brand ? (CARD_BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1)) : "Card";
  return `${name} ending in ${last4}`;
}

const CARD_BRANDS: Record<string, string> = {
  amex: "American Express",
  diners: "Diners Club",
  discover: "Discover",
  eftpos_au: "eftpos",
  jcb: "JCB",
  mastercard: "Mastercard",
  unionpay: "UnionPay",
  visa: "Visa",
};
