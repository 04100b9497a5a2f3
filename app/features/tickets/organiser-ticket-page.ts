/**
 * What the organiser's ticket types page (/edit-lan-party/{id}/tickets) and its route exchange:
 * the loader's states, the action's answers, the form's values and the page's addresses. Plain
 * data, shared by the route and the page's components.
 */
import type { FieldErrors } from "~/lib/forms";

import type { OrganiserParty, OrganiserTicketType } from "./organiser-ticket-types.server";
import type { CONNECT_PAYOUTS_INTENT, PayoutState } from "./payout-values";
import type { TicketTypeField } from "./schemas";

export type { OrganiserParty, OrganiserTicketType };

/** What the ticket type form holds and posts: the text of every field ("on" or "" for the checkbox). */
export type TicketTypeFormValues = Record<TicketTypeField, string>;

/** A new type starts as one seat a person, sold from now until the party ends. */
export const NEW_TICKET_TYPE_VALUES: TicketTypeFormValues = {
  name: "",
  description: "",
  price: "0",
  currency: "USD",
  quantity: "",
  maxPerOrder: "1",
  saleStartsAt: "",
  saleEndsAt: "",
  includesSeat: "on",
};

/** A stored type as its edit form starts from it (the sale times are already the zone's wall-clock text). */
export function ticketTypeFormValues(type: OrganiserTicketType): TicketTypeFormValues {
  return {
    name: type.name,
    description: type.description,
    price: type.priceCents % 100 === 0 ? String(type.priceCents / 100) : (type.priceCents / 100).toFixed(2),
    currency: type.currency,
    quantity: String(type.quantity),
    maxPerOrder: String(type.maxPerOrder),
    saleStartsAt: type.saleStartsAt,
    saleEndsAt: type.saleEndsAt,
    includesSeat: type.includesSeat ? "on" : "",
  };
}

/** The posted fields back as form values; an unchecked checkbox posts nothing, which is "". */
export function postedTicketTypeValues(posted: Record<string, string>): TicketTypeFormValues {
  const values = { ...NEW_TICKET_TYPE_VALUES };
  for (const field of Object.keys(values) as TicketTypeField[]) values[field] = posted[field] ?? "";
  return values;
}

export const TICKET_PAGE_INTENTS = ["save", "delete"] as const;
export type TicketPageIntent = (typeof TICKET_PAGE_INTENTS)[number];

export function isTicketPageIntent(value: unknown): value is TicketPageIntent {
  return TICKET_PAGE_INTENTS.includes(value as TicketPageIntent);
}

/** The loader's answer. */
export type PartyTicketsState =
  | { state: "ready"; party: OrganiserParty; types: OrganiserTicketType[]; payouts: PayoutState }
  | { state: "not-found" | "error"; message: string };

/** The action's answer: a notice after a change, or what to show where the person is looking. */
/** The intent of the form that sets until when holders may cancel (and paid ones are refunded). */
export const REFUND_DEADLINE_INTENT = "save-refund-deadline";

export type PartyTicketsAnswer =
  | { ok: true; intent: TicketPageIntent | typeof REFUND_DEADLINE_INTENT; notice: string }
  | { ok: false; intent: typeof REFUND_DEADLINE_INTENT; value: string; message: string }
  | {
      ok: false;
      intent: "save";
      /** "" for a new type. */
      typeId: string;
      values: TicketTypeFormValues;
      errors?: FieldErrors;
      message?: string;
    }
  | { ok: false; intent: "delete"; typeId: string; message: string }
  /** Connecting the owner's Stripe account failed (a success leaves for Stripe's pages). */
  | { ok: false; intent: typeof CONNECT_PAYOUTS_INTENT; message: string };

export const TICKET_PAGE_NOTICES = {
  added: (name: string) => `“${name}” was added.`,
  saved: (name: string) => `Changes to “${name}” were saved.`,
  deleted: (name: string) => `“${name}” was deleted.`,
  deadline: "The cancellation deadline was saved.",
} as const;

/** The page's addresses: the list, the list with the new type's form, or with one type's form. */
export function partyTicketsPath(partyId: string, form?: { add: true } | { edit: string }): string {
  const base = `/edit-lan-party/${encodeURIComponent(partyId)}/tickets`;
  if (!form) return base;
  return "add" in form ? `${base}?add` : `${base}?edit=${encodeURIComponent(form.edit)}`;
}

/** Which form the address asks for: `?add`, `?edit={type id}`, or none. */
export function formAsked(search: URLSearchParams): { add: true } | { edit: string } | null {
  const edit = search.get("edit");
  if (edit) return { edit };
  return search.has("add") ? { add: true } : null;
}

/** When a type is sold, as the list says it: "From now until the party ends", or its times in the party's zone. */
export function saleWindowText(type: Pick<OrganiserTicketType, "saleOpens" | "saleCloses">): string {
  return `From ${type.saleOpens ?? "now"} until ${type.saleCloses ?? "the party ends"}`;
}

/** "2 of 20 taken". */
export function takenText(type: Pick<OrganiserTicketType, "taken" | "quantity">): string {
  return `${type.taken.toLocaleString("en-US")} of ${type.quantity.toLocaleString("en-US")} taken`;
}
