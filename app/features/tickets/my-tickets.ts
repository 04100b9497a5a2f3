import type { TicketStatus } from "#db/schema/values";
import type { Refusal } from "~/lib/outcome";

/**
 * What the dashboard's My tickets tab and its action exchange: the member's tickets and the
 * answers to a cancel or a gift. Plain data, read by the services, the route and the panel.
 */

/** One ticket the member holds, as its card shows it. */
export type MyTicket = {
  id: string;
  party: {
    id: string;
    name: string;
    /** Instants, as ISO text (a `<time>`'s `dateTime`). */
    startsAt: string;
    endsAt: string;
    /** "Sat, Mar 7, 2027, 6:00 PM CST": in the party's own zone, whoever looks. */
    start: string;
    end: string;
    /** Its center's name and address and/or the organiser's words; null when none is given. */
    place: string | null;
    ended: boolean;
  };
  typeName: string;
  includesSeat: boolean;
  /** Its seat's label ("C4"), when it has one. */
  seatLabel: string | null;
  /** What it was paid ("€15", "€12.50"), or null for a free ticket; and whether that was paid back. */
  paid: string | null;
  refunded: boolean;
  status: TicketStatus;
  /** Whether the holder may still cancel it or give it away: active, and the party not started. */
  changeable: boolean;
  /** Whether it may still be cancelled: changeable, and the organiser's refund deadline not passed. */
  cancellable: boolean;
  /** The organiser's refund deadline in the party's zone, when there is one. */
  cancelUntil: string | null;
  /** Who took it for the member, when that was someone else. */
  boughtBy: string | null;
  /** What the holder shows at the door: an active ticket's signed code and its QR symbol; null otherwise. */
  entry: TicketEntry | null;
};

/** A QR symbol as one SVG path over a square of `size` modules (the quiet zone included). */
export type TicketQr = { size: number; path: string };

/** A ticket's code (`ticket-code.server.ts`), as text for typing in and as its QR symbol. */
export type TicketEntry = { code: string; qr: TicketQr };

/** Upcoming first (soonest first), then past and cancelled ones; or the tab's own failure. */
export type MyTicketsResult = { ok: true; tickets: MyTicket[] } | Refusal<"failed">;

/** Whether a ticket belongs under "Upcoming" (an ongoing party's too); the rest is "Past and cancelled". */
export function isUpcomingTicket(ticket: MyTicket): boolean {
  return ticket.status === "active" && !ticket.party.ended;
}

export const TICKET_INTENTS = ["cancel-ticket", "give-ticket"] as const;
export type TicketIntent = (typeof TICKET_INTENTS)[number];

/** What the dashboard's action answers to a ticket's form. */
export type TicketAnswer = {
  intent: TicketIntent;
  ok: boolean;
  ticketId: string;
  message: string;
  /** The friend's address: given to, or as typed when refused. */
  email?: string;
  /** The field the message is about, when it is one. */
  field?: "email";
};

export function isTicketIntent(value: unknown): value is TicketIntent {
  return (TICKET_INTENTS as readonly unknown[]).includes(value);
}

/** The dashboard action's answer when it is a ticket's; undefined for any other form's. */
export function ticketAnswerOf(answer: unknown): TicketAnswer | undefined {
  if (typeof answer !== "object" || answer === null || !("intent" in answer)) return undefined;
  return isTicketIntent(answer.intent) ? (answer as TicketAnswer) : undefined;
}

/** The tab's address: its forms post here, so the answer (and a page without script) comes back to it. */
export const MY_TICKETS_HREF = "/dashboard?tab=tickets";
