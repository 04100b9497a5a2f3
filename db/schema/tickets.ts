import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { user } from "./auth";
import { createdAt, isOneOf, updatedAt } from "./columns";
import { CURRENCIES, PARTY_STAFF_ROLES, TICKET_ORDER_STATUSES, TICKET_STATUSES, WAITLIST_STATUSES } from "./values";
import { events } from "./venues";

/**
 * What a party sells or gives away ("Weekend BYOC", "Visitor, no seat"). `taken` counts the
 * tickets out of its stock; a ticket is taken by one conditional update of this row
 * (`UPDATE … SET taken = taken + n WHERE taken + n <= quantity`), so any number of buyers on any
 * number of processes never get more than `quantity` between them (docs/decisions/025-tickets.md).
 */
export const ticketTypes = pgTable(
  "ticket_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** In the currency's minor unit; 0 is a free sign-up. */
    priceCents: integer("price_cents").notNull().default(0),
    currency: text("currency").notNull().default("USD"),
    quantity: integer("quantity").notNull(),
    taken: integer("taken").notNull().default(0),
    /** When the type goes on and off sale; null is "from now" and "until the party starts". */
    saleStartsAt: timestamp("sale_starts_at", { withTimezone: true }),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    includesSeat: boolean("includes_seat").notNull().default(true),
    maxPerOrder: integer("max_per_order").notNull().default(1),
    /** The order the party page lists the types in. */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("ticket_types_price_check", sql`${t.priceCents} >= 0`),
    check("ticket_types_currency_check", isOneOf(t.currency, CURRENCIES)),
    check("ticket_types_quantity_check", sql`${t.quantity} between 1 and 100000`),
    // The one guard against overselling: a statement that would take more than the stock fails.
    check("ticket_types_taken_check", sql`${t.taken} between 0 and ${t.quantity}`),
    check("ticket_types_max_per_order_check", sql`${t.maxPerOrder} between 1 and 20`),
    check(
      "ticket_types_sale_check",
      sql`${t.saleEndsAt} is null or ${t.saleStartsAt} is null or ${t.saleEndsAt} > ${t.saleStartsAt}`,
    ),
    index("ticket_types_event_id_idx").on(t.eventId, t.position),
  ],
);

/**
 * One person's place at a party. The buyer took it; the holder is who it is for: the buyer, or a
 * friend it was given to by e-mail (`holder_id` is set once that address has an account).
 */
export const tickets = pgTable(
  "tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketTypeId: uuid("ticket_type_id")
      .notNull()
      .references(() => ticketTypes.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** The tickets taken together in one order share it. */
    orderId: uuid("order_id").notNull(),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    holderId: text("holder_id").references(() => user.id, { onDelete: "set null" }),
    /** The holder's address, lower case. */
    holderEmail: text("holder_email").notNull(),
    status: text("status").notNull().default("active"),
    /** Its seat on the party's plan, for a type that includes one; null until the holder picks. */
    seatId: uuid("seat_id").references((): AnyPgColumn => seats.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Let in at the door: the first check-in wins, later scans only read it. */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedInBy: text("checked_in_by").references(() => user.id, { onDelete: "set null" }),
    /** What this ticket was paid, in the type's currency's minor unit; 0 for a free one. */
    paidCents: integer("paid_cents").notNull().default(0),
    /** A paid ticket cancelled is refunded; null until the refund went through (a sweep retries). */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("tickets_status_check", isOneOf(t.status, TICKET_STATUSES)),
    check("tickets_paid_cents_check", sql`${t.paidCents} >= 0`),
    check("tickets_holder_email_check", sql`${t.holderEmail} = lower(${t.holderEmail})`),
    index("tickets_event_id_idx").on(t.eventId, t.status),
    index("tickets_ticket_type_id_idx").on(t.ticketTypeId),
    index("tickets_holder_id_idx").on(t.holderId),
    index("tickets_holder_email_idx").on(t.holderEmail),
    index("tickets_buyer_id_idx").on(t.buyerId),
    // Never two people on one seat: a second live ticket on a seat is refused by the database.
    uniqueIndex("tickets_seat_unique")
      .on(t.seatId)
      .where(sql`${t.status} = 'active' and ${t.seatId} is not null`),
  ],
);

/**
 * A party's hall as its organiser wrote it (`source`, the plan's text form, features/tickets/
 * seat-plan-text.ts) and until when attendees may change their seat.
 */
export const seatPlans = pgTable("seat_plans", {
  eventId: uuid("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  source: text("source").notNull(),
  seatDeadline: timestamp("seat_deadline", { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** One seat of a plan, where the plan draws it: its area, its row, and its column (gaps counted). */
export const seats = pgTable(
  "seats",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    area: text("area").notNull(),
    areaIndex: integer("area_index").notNull(),
    rowLabel: text("row_label").notNull(),
    rowIndex: integer("row_index").notNull(),
    column: integer("column").notNull(),
    number: integer("number").notNull(),
    /** The row's label and the seat's number, "C4": unique in the plan. */
    label: text("label").notNull(),
    blocked: boolean("blocked").notNull().default(false),
  },
  (t) => [uniqueIndex("seats_event_label_unique").on(t.eventId, t.label)],
);

/**
 * People the organiser adds by e-mail to help run a party: a co-organiser manages it with them, door
 * staff may only check tickets in. `user_id` is set once that address has a confirmed account.
 */
export const partyStaff = pgTable(
  "party_staff",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("party_staff_role_check", isOneOf(t.role, PARTY_STAFF_ROLES)),
    check("party_staff_email_check", sql`${t.email} = lower(${t.email})`),
    uniqueIndex("party_staff_event_email_unique").on(t.eventId, t.email),
    index("party_staff_user_id_idx").on(t.userId),
  ],
);

/**
 * A player waiting for a sold-out ticket type. A ticket that comes back is offered to the first one
 * waiting for `offer_expires_at` (the place stays taken for them meanwhile), then to the next.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketTypeId: uuid("ticket_type_id")
      .notNull()
      .references(() => ticketTypes.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("waiting"),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("waitlist_entries_status_check", isOneOf(t.status, WAITLIST_STATUSES)),
    // One place in the queue a person per type.
    uniqueIndex("waitlist_entries_open_unique")
      .on(t.ticketTypeId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index("waitlist_entries_queue_idx").on(t.ticketTypeId, t.status, t.createdAt),
    index("waitlist_entries_offer_expiry_idx")
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
  ],
);

/**
 * A paid order: its tickets are held (status `held`, counted in the type's `taken`) while its
 * checkout is open, become active when it is paid, and go back (to the waiting list or the stock)
 * when it expires unpaid (docs/decisions/026-paid-tickets.md). Its id is the tickets' `order_id`.
 */
export const ticketOrders = pgTable(
  "ticket_orders",
  {
    id: uuid("id").primaryKey(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ticketTypeId: uuid("ticket_type_id")
      .notNull()
      .references(() => ticketTypes.id, { onDelete: "cascade" }),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /** What the buyer pays in all, and the company's share of it, in the currency's minor unit. */
    amountCents: integer("amount_cents").notNull(),
    feeCents: integer("fee_cents").notNull().default(0),
    currency: text("currency").notNull(),
    status: text("status").notNull().default("open"),
    checkoutSessionId: text("checkout_session_id"),
    paymentIntentId: text("payment_intent_id"),
    /** Made by the local test checkout: never reached Stripe. */
    isTest: boolean("is_test").notNull().default(false),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("ticket_orders_status_check", isOneOf(t.status, TICKET_ORDER_STATUSES)),
    check("ticket_orders_amount_check", sql`${t.amountCents} > 0 and ${t.feeCents} between 0 and ${t.amountCents}`),
    uniqueIndex("ticket_orders_checkout_session_unique").on(t.checkoutSessionId),
    index("ticket_orders_open_idx")
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'open'`),
    index("ticket_orders_event_id_idx").on(t.eventId),
  ],
);

/**
 * Where an organiser's ticket money goes: their connected Stripe account (or a test one, made by
 * the local test checkout). Paid ticket types sell only while `charges_enabled`.
 */
export const payoutAccounts = pgTable("payout_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  accountId: text("account_id").notNull().unique(),
  isTest: boolean("is_test").notNull().default(false),
  chargesEnabled: boolean("charges_enabled").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
