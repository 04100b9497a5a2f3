import type { SubscriptionPlan } from "#db/schema/values";

/**
 * The plan catalogue (spec sections 3 and 9): one subscription per venue, billed monthly in USD.
 * Plain data, shared by the payment page and the marketing pages; Stripe price ids are settings
 * of the server, not of this file.
 */
export type Plan = {
  id: SubscriptionPlan;
  name: string;
  /** Whole US dollars per month. */
  priceUsd: number;
  interval: "month";
  description: string;
  features: string[];
  /** What the plan leaves out, shown struck through so the two plans compare at a glance. */
  notIncluded: string[];
  /** The plan to point at ("MOST POPULAR"). */
  mostPopular: boolean;
};

export const PLANS: readonly Plan[] = [
  {
    id: "verified_listing",
    name: "Verified Listing",
    priceUsd: 10,
    interval: "month",
    description: "A subscription to list your location as a verified center.",
    features: [
      "Verified listing on the map and directory",
      "Featured on the partner platform",
      "Community access",
      "E-mail support",
    ],
    notIncluded: ["Steam PC Cafe game library access", "Discord community"],
    mostPopular: false,
  },
  {
    id: "lan_center",
    name: "LAN Center Subscription",
    priceUsd: 50,
    interval: "month",
    description: "The monthly subscription for Steam PC Cafe.",
    features: [
      "Everything in Verified Listing",
      "The game library via Steam PC Cafe",
      "Showcases",
      "Discord community",
      "Professional support",
      "Priority listing",
    ],
    notIncluded: [],
    mostPopular: true,
  },
];

/** A plan by id, or undefined for an id the catalogue does not know. */
export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** "$10" (whole dollars; the catalogue has no cents). */
export function formatPlanPrice(plan: Plan): string {
  return `$${plan.priceUsd}`;
}
