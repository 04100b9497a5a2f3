/**
 * A paid order's checkout as its pages show it (the test checkout, and the page a buyer comes back
 * to from any checkout). Plain data, shared by the services and the routes.
 */
export type TicketCheckout = {
  orderId: string;
  sessionId: string;
  /** Open (held, not paid yet), paid, or given back (cancelled, or its hold ran out). */
  status: "open" | "paid" | "expired";
  partyId: string;
  partyName: string;
  typeName: string;
  includesSeat: boolean;
  quantity: number;
  /** The whole amount, "€30". */
  amount: string;
  /** Until when the tickets are held, as ISO text. */
  holdExpiresAt: string;
};

export function checkoutReturnPath(orderId: string, outcome: "paid" | "cancelled"): string {
  return `/ticket-checkout/${encodeURIComponent(orderId)}/${outcome}`;
}

/** "2 × Weekend BYOC". */
export function orderItemText(checkout: Pick<TicketCheckout, "quantity" | "typeName">): string {
  return checkout.quantity === 1 ? checkout.typeName : `${checkout.quantity} × ${checkout.typeName}`;
}
