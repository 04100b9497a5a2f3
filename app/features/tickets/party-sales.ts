/**
 * What the dashboard shows under each of the member's parties that sells tickets: live tickets,
 * how many were let in, and what they brought. Plain data and its one line of text.
 */
import type { Currency } from "#db/schema/values";

import { money } from "~/features/venues/venue-profile";

export type PartySales = {
  /** Live (`active`) tickets: each one a place at the party. */
  sold: number;
  checkedIn: number;
  /** What the live tickets were paid, per currency, in minor units; only currencies above 0. */
  revenue: { currency: Currency; cents: number }[];
};

/** By party id; a party without ticket types has no entry. */
export type PartySalesByParty = Record<string, PartySales>;

/** "42 sold · 17 checked in · €630"; revenue only when some was paid, as prices are written on the site. */
export function partySalesText(sales: PartySales): string {
  return [
    `${sales.sold.toLocaleString("en-US")} sold`,
    `${sales.checkedIn.toLocaleString("en-US")} checked in`,
    ...sales.revenue.map(({ cents, currency }) => money(cents, currency)),
  ].join(" · ");
}
