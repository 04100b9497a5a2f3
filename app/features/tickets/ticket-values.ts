import { money } from "~/features/venues/venue-profile";

/**
 * What the ticket screens share with the server: limits, messages, and how a ticket type's state
 * reads. Plain data, so the party page, the organiser's form and the services say the same.
 */
export const TICKET_LIMITS = {
  name: 60,
  description: 200,
  quantity: 100_000,
  maxPerOrder: 20,
  typesPerParty: 12,
  /** The highest price of one ticket, in the currency's major unit. */
  price: 10_000,
} as const;

export const TICKET_MESSAGES = {
  soldOut: "Sold out",
  onlyLeft: (left: number) => `Only ${left} left: choose fewer tickets`,
  notFound: "Ticket type not found",
  ticketNotFound: "Ticket not found",
  notOnSale: "This ticket is not on sale now",
  partyOver: "This party has already started",
  refundDeadlinePassed: (deadline: string) =>
    `Tickets to this party could be cancelled until ${deadline}: ask the organiser, or give it to a friend`,
  refundDeadlineAfterStart: "The cancellation deadline must be before the party starts",
  overLimit: (max: number) => `You can hold at most ${max} of this ticket`,
  priceBelowZero: "Price cannot be below 0",
  priceFormat: `Price must be an amount like 15 or 12.50, at most ${TICKET_LIMITS.price.toLocaleString("en-US")}`,
  needsPayouts: "Connect a Stripe account on this page before selling paid tickets, or make this ticket free (0)",
  paymentsOff: "This site is not taking payments right now: make this ticket free (0)",
  paymentsClosed: "This party is not taking payments right now. Please try again later.",
  checkoutFailed: "The payment page could not be opened. Nothing was charged: please try again.",
  tooManyTypes: `A party can have at most ${TICKET_LIMITS.typesPerParty} ticket types`,
  belowTaken: (taken: number) =>
    `Quantity cannot be below the ${taken.toLocaleString("en-US")} ${taken === 1 ? "ticket" : "tickets"} already taken`,
  typeHasTickets: "Tickets of this type have been taken: lower its quantity to stop handing it out instead",
  alreadyCancelled: "This ticket was already cancelled",
  giveToSelf: "This ticket is already yours",
  friendEmailRequired: "Please enter your friend's email address",
  friendEmailInvalid: "Please enter a valid email address",
  cancelled: (party: string) => `Your ticket to ${party} was cancelled`,
  given: (email: string) => `Given to ${email}`,
  cancelFailed: "Failed to cancel the ticket, please try again",
  giveFailed: "Failed to give the ticket, please try again",
  listFailed: "Your tickets could not be loaded. Please reload the page in a moment.",
  saveFailed: "Failed to save the ticket type",
  takeFailed: "Failed to get the ticket, please try again",
  busy: "The site is very busy right now: please try again in a moment",
} as const;

/** "€15", "$12.50", or "Free" for a sign-up without a price. */
export function ticketPriceText(type: { priceCents: number; currency: string }): string {
  return type.priceCents > 0 ? money(type.priceCents, type.currency) : "Free";
}

/** Where a ticket type stands for someone looking now. */
export type TicketTypeState = "on-sale" | "sold-out" | "not-yet" | "sale-ended";

export function ticketTypeState(
  type: { quantity: number; taken: number; saleStartsAt: Date | string | null; saleEndsAt: Date | string | null },
  saleClosesAt: Date | string,
  now: Date,
): TicketTypeState {
  const at = (value: Date | string) => new Date(value).getTime();
  if (type.saleStartsAt && at(type.saleStartsAt) > now.getTime()) return "not-yet";
  const closes = type.saleEndsAt ? Math.min(at(type.saleEndsAt), at(saleClosesAt)) : at(saleClosesAt);
  if (closes <= now.getTime()) return "sale-ended";
  return type.taken >= type.quantity ? "sold-out" : "on-sale";
}

/** "12 left", "Sold out", … as the party page and the organiser's list print a type's state. */
export function ticketAvailabilityText(state: TicketTypeState, left: number, onSaleFrom: string | null): string {
  switch (state) {
    case "on-sale":
      return `${left.toLocaleString("en-US")} left`;
    case "sold-out":
      return TICKET_MESSAGES.soldOut;
    case "not-yet":
      return onSaleFrom ? `On sale from ${onSaleFrom}` : "Not on sale yet";
    case "sale-ended":
      return "Sale ended";
  }
}

export const SEAT_MESSAGES = {
  notFound: "Seat not found",
  ticketNotFound: "That ticket is not yours to seat, or has no seat",
  taken: (label: string) => `Seat ${label} was just taken, pick another`,
  fixed: "Seats can no longer be changed for this party",
  failed: "Failed to save your seat, please try again",
} as const;

export const WAITLIST_MESSAGES = {
  notFound: "Ticket type not found",
  notSoldOut: "This ticket is not sold out: get one instead",
  alreadyWaiting: "You are already on this waiting list",
  notWaiting: "You are not on this waiting list",
  noOffer: "There is no ticket waiting for you, or the offer has run out",
  failed: "Failed to update the waiting list, please try again",
} as const;
