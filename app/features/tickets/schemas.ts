import { z } from "~/lib/zod";

import { looksLikeEmail, normalizeEmail } from "~/features/accounts/schemas";
import { currency, optionalText, parseAmount, raw, requiredText } from "~/features/venues/venue-fields";

import { PARTY_STAFF_ROLES } from "#db/schema/values";

import { DOOR_LIMITS, DOOR_MESSAGES } from "./door-values";
import { PARTY_MESSAGE_LIMITS, PARTY_MESSAGE_MESSAGES } from "./party-message-values";
import { parseSeatPlan } from "./seat-plan-text";
import { TICKET_LIMITS, TICKET_MESSAGES } from "./ticket-values";

/**
 * The organiser's ticket type form (on the party's edit page), shared by the browser and the
 * action. Sale times are `datetime-local` text in the party's own zone; the service reads them in
 * that zone, as the party form does its start and end.
 */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max.toLocaleString("en-US")}`;
  return raw
    .transform((value) => value.trim())
    .refine((value) => /^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max, message)
    .transform(Number);
}

const saleTime = (label: string) =>
  raw
    .transform((value) => value.trim())
    .refine((value) => value === "" || LOCAL_DATE_TIME.test(value), `Please enter a valid ${label} date and time`)
    .transform((value) => value || null);

/** A ticket's price as typed ("15", "12.50"), in minor units; empty or 0 is a free sign-up. */
const ticketPrice = raw
  .transform((value) => value.trim())
  .refine((value) => !value.startsWith("-"), TICKET_MESSAGES.priceBelowZero)
  .refine(
    (value) =>
      value === "" ||
      value.startsWith("-") ||
      (/^\d{1,5}([.,]\d{1,2})?$/.test(value) && parseAmount(value) <= TICKET_LIMITS.price * 100),
    TICKET_MESSAGES.priceFormat,
  )
  .transform((value) => (value === "" ? 0 : parseAmount(value)));

export const ticketTypeSchema = z
  .object({
    name: requiredText("Name", TICKET_LIMITS.name, "Please enter the ticket's name"),
    description: optionalText("Description", TICKET_LIMITS.description),
    price: ticketPrice,
    currency: currency.transform((value) => value ?? "USD"),
    quantity: wholeNumber("Quantity", 1, TICKET_LIMITS.quantity),
    maxPerOrder: wholeNumber("At most per person", 1, TICKET_LIMITS.maxPerOrder),
    saleStartsAt: saleTime("sale start"),
    saleEndsAt: saleTime("sale end"),
    includesSeat: raw.transform((value) => value === "on" || value === "true"),
  })
  .superRefine((values, ctx) => {
    // Both are wall-clock times in one zone, written the same way: their text orders like their instants.
    if (values.saleStartsAt && values.saleEndsAt && values.saleEndsAt <= values.saleStartsAt) {
      ctx.addIssue({ code: "custom", path: ["saleEndsAt"], message: "The sale must end after it starts" });
    }
  });

export type TicketTypeInput = z.infer<typeof ticketTypeSchema>;
export type TicketTypeField = keyof z.input<typeof ticketTypeSchema>;

/** The organiser's cancellation (and refund) deadline, wall-clock text in the party's zone; "" for none. */
export const refundDeadlineSchema = z.object({
  refundDeadline: saleTime("cancellation deadline").transform((value) => value ?? ""),
});

/** Taking tickets of one type from the party page. */
export const takeTicketsSchema = z.object({
  ticketType: raw.refine((value) => value.trim() !== "", "Please choose a ticket"),
  quantity: wholeNumber("Number of tickets", 1, TICKET_LIMITS.maxPerOrder),
});
export type TakeTicketsInput = z.infer<typeof takeTicketsSchema>;

/** The organiser's seat plan form: the plan's text form, read by the same parser both sides. */
export const seatPlanFormSchema = z.object({
  source: raw.superRefine((value, ctx) => {
    const parsed = parseSeatPlan(value);
    if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.message });
  }),
  seatDeadline: saleTime("seat deadline").transform((value) => value ?? ""),
});
export type SeatPlanFormInput = z.infer<typeof seatPlanFormSchema>;

/** Picking a seat on the party page: which ticket, which seat. */
export const pickSeatSchema = z.object({
  ticket: raw.refine((value) => value.trim() !== "", "Please choose which ticket to seat"),
  seat: raw.refine((value) => value.trim() !== "", "Please choose a seat"),
});

/** Giving a ticket to a friend from My tickets: their address, stored lower case. */
export const giveTicketSchema = z.object({
  ticketId: raw.refine((value) => value.trim() !== "", TICKET_MESSAGES.ticketNotFound),
  email: raw
    .transform(normalizeEmail)
    .pipe(
      z.string().min(1, TICKET_MESSAGES.friendEmailRequired).refine(looksLikeEmail, TICKET_MESSAGES.friendEmailInvalid),
    ),
});
export type GiveTicketInput = z.infer<typeof giveTicketSchema>;
export type GiveTicketField = keyof z.input<typeof giveTicketSchema>;

/** Adding someone to a party's staff: their address, stored lower case, and what they may do. */
export const partyStaffSchema = z.object({
  email: raw.transform(normalizeEmail).pipe(
    z
      .string()
      .min(1, "Please enter their email address")
      // No control characters (a NUL cannot even be stored): no address has them.
      .refine((value) => looksLikeEmail(value) && !/\p{Cc}/u.test(value), TICKET_MESSAGES.friendEmailInvalid),
  ),
  role: raw.pipe(z.enum(PARTY_STAFF_ROLES, { error: "Please choose what they may do" })),
});
export type PartyStaffInput = z.infer<typeof partyStaffSchema>;
export type PartyStaffField = keyof z.input<typeof partyStaffSchema>;

/**
 * A check-in at the door: a scanned or typed code, or a ticket the door's search found; and for a
 * scan kept on the device while offline, when it was made (ISO text; the server bounds it).
 */
export const checkInSchema = z
  .object({
    code: raw.transform((value) => value.trim().slice(0, DOOR_LIMITS.codeMax)),
    ticketId: raw.transform((value) => value.trim().slice(0, DOOR_LIMITS.codeMax)),
    scannedAt: raw.transform((value) => {
      const time = value.trim() ? new Date(value.trim()) : null;
      return time && !Number.isNaN(time.getTime()) ? time : null;
    }),
  })
  .refine((values) => values.code !== "" || values.ticketId !== "", {
    path: ["code"],
    message: DOOR_MESSAGES.codeRequired,
  });
export type CheckInInput = z.infer<typeof checkInSchema>;

/**
 * An organiser's message to a party's attendees: to all of them or to one ticket type's holders
 * (`all` or the type's id; the service checks the id is the party's), a subject and the text.
 */
export const partyMessageSchema = z.object({
  audience: raw.transform((value) => value.trim()).pipe(z.string().min(1, PARTY_MESSAGE_MESSAGES.audienceRequired)),
  subject: requiredText("Subject", PARTY_MESSAGE_LIMITS.subject, PARTY_MESSAGE_MESSAGES.subjectRequired),
  message: requiredText("Message", PARTY_MESSAGE_LIMITS.message, PARTY_MESSAGE_MESSAGES.messageRequired, "many"),
});
export type PartyMessageInput = z.infer<typeof partyMessageSchema>;
export type PartyMessageField = keyof z.input<typeof partyMessageSchema>;
