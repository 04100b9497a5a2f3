/**
 * Where a party's ticket money goes, as its tickets page shows it. Plain data, shared by the
 * service, the route and the page.
 */
export type PayoutState = {
  /** How the site takes payments: Stripe, the local test checkout (no card charged), or not at all. */
  mode: "stripe" | "test" | "off";
  /** The company's share of each paid ticket, in percent. */
  feePercent: number;
  /** The party owner's connected account: none yet, being set up at Stripe, or taking payments. */
  account: "none" | "pending" | "ready";
  /** Whether the person looking is the party's owner (only they connect their account). */
  mine: boolean;
};

export const CONNECT_PAYOUTS_INTENT = "connect-payouts";

export const PAYOUT_MESSAGES = {
  off: "This site is not taking payments right now, so tickets can only be free.",
  notOwner: "Only the party's owner can connect the account its tickets are paid to.",
  failed: "Stripe could not be reached to connect your account. Please try again in a moment.",
  connectedTest: "Test payments are on for your parties: the test checkout charges no card.",
} as const;

/** The line under the ticket form's price: what 0 means, and whether paid tickets can be sold yet. */
export function paidTicketsHint(payouts: PayoutState): string {
  const free = "0 is a free sign-up.";
  if (payouts.mode === "off") return `${free} Paid tickets are off: this site takes no payments right now.`;
  if (payouts.account !== "ready") return `${free} To sell paid tickets, connect a Stripe account in Ticket payments.`;
  const fee = payouts.feePercent > 0 ? ` LAN Centers keeps ${payouts.feePercent}% of each ticket.` : "";
  return payouts.mode === "test"
    ? `${free} Payments are in test mode: the test checkout charges no card.${fee}`
    : `${free} Paid tickets are paid to your Stripe account at checkout.${fee}`;
}
