/**
 * What the attendee list (/edit-lan-party/{id}/attendees) and its CSV download share: the list's
 * shape, its messages and addresses, and the file built from it. Plain data and pure functions.
 */
import { csvLine } from "~/lib/csv";

import { type DoorParty, type DoorTicket } from "./door-values";

/** More tickets than any party here sells (2,000 people); the list says when it stops short. */
export const ATTENDEE_LIST_LIMIT = 5000;

export type AttendeeList = {
  party: DoorParty;
  /** Live tickets first, each group by the holder's name. */
  attendees: DoorTicket[];
  counts: { active: number; checkedIn: number; cancelled: number };
  /** True when the party has more tickets than the list holds. */
  cut: boolean;
};

export type AttendeesPageState =
  ({ state: "ready" } & AttendeeList) | { state: "not-found" | "error"; message: string };

export const ATTENDEE_MESSAGES = {
  loadFailed: "The attendee list could not be loaded. Please reload the page in a moment.",
  empty: "Nobody has a ticket yet. Tickets taken on the party's page appear here.",
  cut: `Only the first ${ATTENDEE_LIST_LIMIT.toLocaleString("en-US")} tickets are listed here; the CSV file has the same.`,
  alreadyCancelled: "This ticket is already cancelled",
  partyEnded: "This party has ended: its tickets can no longer be cancelled",
  cancelled: (name: string) =>
    `${name}'s ticket was cancelled and they were emailed. Its place went back to the party.`,
} as const;

/** Why cancelling is final: shown before the organiser confirms. */
export const CANCEL_CONSEQUENCE =
  "The holder is emailed, the place goes to the waiting list or back on sale, and this cannot be undone.";

/** The action's answer: the notice or refusal shown above the list. */
export type AttendeesAnswer = { ok: boolean; message: string; ticketId: string };

export function attendeesPath(partyId: string): string {
  return `/edit-lan-party/${encodeURIComponent(partyId)}/attendees`;
}

export function attendeesCsvPath(partyId: string): string {
  return `${attendeesPath(partyId)}.csv`;
}

/** "12 tickets · 3 checked in · 1 cancelled". */
export function attendeeCountsText({ active, checkedIn, cancelled }: AttendeeList["counts"]): string {
  const parts = [
    `${active.toLocaleString("en-US")} ${active === 1 ? "ticket" : "tickets"}`,
    `${checkedIn.toLocaleString("en-US")} checked in`,
  ];
  if (cancelled > 0) parts.push(`${cancelled.toLocaleString("en-US")} cancelled`);
  return parts.join(" · ");
}

/** "Free", "€15 paid", "€15 refunded", or "€15 refund pending" (the sweep is retrying it). */
export function attendeePaymentText(ticket: Pick<DoorTicket, "paid" | "refunded" | "cancelled">): string {
  if (!ticket.paid) return "Free";
  if (ticket.refunded) return `${ticket.paid} refunded`;
  return ticket.cancelled ? `${ticket.paid} refund pending` : `${ticket.paid} paid`;
}

/** Why cancelling is final, and for a paid ticket that its price goes back: shown before the organiser confirms. */
export function cancelConsequence(ticket: Pick<DoorTicket, "paid">): string {
  return ticket.paid ? `${CANCEL_CONSEQUENCE} The ${ticket.paid} they paid is refunded.` : CANCEL_CONSEQUENCE;
}

/** A seated ticket without a seat says so; a ticket without a seat has none to show. */
export function attendeeSeatText(ticket: Pick<DoorTicket, "seat" | "includesSeat">): string {
  if (ticket.seat) return ticket.seat;
  return ticket.includesSeat ? "Not picked yet" : "No seat";
}

/** The list as a file, one row per ticket (the names and addresses are typed by members: `csvLine` defuses formulas). */
export function attendeesCsv(list: AttendeeList): { fileName: string; body: string } {
  const header = csvLine(["Name", "Email", "Ticket type", "Seat", "Payment", "Status", "Checked in", "Checked in by"]);
  const rows = list.attendees.map((ticket) =>
    csvLine([
      ticket.name,
      ticket.email,
      ticket.typeName,
      attendeeSeatText(ticket),
      attendeePaymentText(ticket),
      ticket.cancelled ? "Cancelled" : "Active",
      ticket.checkedIn?.at ?? "",
      ticket.checkedIn?.by ?? "",
    ]),
  );
  const name =
    list.party.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "party";
  return { fileName: `attendees-${name}.csv`, body: header + rows.join("") };
}
