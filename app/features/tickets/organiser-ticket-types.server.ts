import { and, asc, count, eq, max, sql } from "drizzle-orm";

import { payoutAccounts, ticketTypes } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import { openDatabase, type Database } from "~/lib/db.server";
import type { FieldErrors } from "~/lib/forms";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { ownedBy } from "~/features/venues/ownership.server";
import { isVenueId } from "~/features/venues/venue-id";
import { formatEventTime, instantToZonedInput, zonedInputToInstant } from "~/features/venues/venue-values";

import { payoutState } from "./payout-accounts.server";
import type { PayoutState } from "./payout-values";
import type { TicketTypeInput } from "./schemas";
import { readyAccount, ticketPayments } from "./ticket-payments.server";
import {
  TICKET_LIMITS,
  TICKET_MESSAGES,
  ticketPriceText,
  ticketTypeState,
  type TicketTypeState,
} from "./ticket-values";

/** A ticket type as the organiser's list and form show it: sale times as the form's local text. */
export type OrganiserTicketType = {
  id: string;
  name: string;
  description: string;
  /** In the currency's minor unit; 0 is free. */
  priceCents: number;
  currency: string;
  /** "€15", "Free": as the list prints it. */
  priceText: string;
  quantity: number;
  taken: number;
  maxPerOrder: number;
  includesSeat: boolean;
  saleStartsAt: string;
  saleEndsAt: string;
  /** Where it stands now, and how many are left. */
  state: TicketTypeState;
  left: number;
  /** The sale's start and end as the list prints them ("Sat, Mar 7, 2027, 6:00 PM CST"); null when unset. */
  saleOpens: string | null;
  saleCloses: string | null;
};

/** The party the page is about: its name for the heading, `verified` for the link to its public page. */
export type OrganiserParty = {
  id: string;
  name: string;
  verified: boolean;
  timeZone: string;
  /** Until when holders may cancel, as the form's local text; "" is until the party starts. */
  refundDeadline: string;
};

export type OrganiserTicketTypes = {
  party: OrganiserParty;
  timeZone: string;
  types: OrganiserTicketType[];
  /** Where the party's ticket money goes (the owner's connected account). */
  payouts: PayoutState;
};

const EVENT_NOT_FOUND = "Event not found";
export const LOAD_TICKET_TYPES_FAILED = "Failed to load the ticket types";
const SALE_ORDER = "The sale must end after it starts";

/** The actor's own party (any for an administrator), locked for the change when `tx` writes. */
async function ownParty(database: Database, actor: Actor, partyId: string, forUpdate = false) {
  if (!isVenueId(partyId)) return null;
  const query = database
    .select({
      id: events.id,
      name: events.organizationName,
      verified: events.verified,
      timeZone: events.timeZone,
      startDate: events.startDate,
      endDate: events.endDate,
      refundDeadline: events.refundDeadline,
      ownerId: events.createdBy,
    })
    .from(events)
    .where(and(eq(events.id, partyId), ownedBy(events.createdBy, actor)))
    .limit(1);
  const [party] = forUpdate ? await query.for("update") : await query;
  return party ?? null;
}

/** The party's ticket types for its organiser, in the page's order, with where each stands at `now`. */
export async function loadOrganiserTicketTypes(
  actor: Actor,
  partyId: string,
  now = new Date(),
): Promise<({ ok: true } & OrganiserTicketTypes) | Refusal<"not-found" | "failed">> {
  try {
    const database = await openDatabase();
    const party = await ownParty(database, actor, partyId);
    if (!party) return refuse("not-found", EVENT_NOT_FOUND);
    const rows = await database
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, party.id))
      .orderBy(asc(ticketTypes.position), asc(ticketTypes.createdAt));
    const payouts = await payoutState(actor, party.ownerId);
    const local = (instant: Date | null) => (instant ? instantToZonedInput(instant, party.timeZone) : "");
    const shown = (instant: Date | null) => (instant ? formatEventTime(instant, party.timeZone) : null);
    return {
      ok: true,
      party: {
        id: party.id,
        name: party.name,
        verified: party.verified,
        timeZone: party.timeZone,
        refundDeadline: local(party.refundDeadline),
      },
      timeZone: party.timeZone,
      payouts,
      types: rows.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        priceCents: row.priceCents,
        currency: row.currency,
        priceText: ticketPriceText(row),
        quantity: row.quantity,
        taken: row.taken,
        maxPerOrder: row.maxPerOrder,
        includesSeat: row.includesSeat,
        saleStartsAt: local(row.saleStartsAt),
        saleEndsAt: local(row.saleEndsAt),
        state: ticketTypeState(row, party.endDate, now),
        left: Math.max(0, row.quantity - row.taken),
        saleOpens: shown(row.saleStartsAt),
        saleCloses: shown(row.saleEndsAt),
      })),
    };
  } catch (error) {
    console.error(`[tickets] loading the ticket types of party ${partyId} for ${actor.userId} failed:`, error);
    return refuse("failed", LOAD_TICKET_TYPES_FAILED);
  }
}

/** A refusal about one field (the quantity, a sale time) names it, so the form shows it there. */
type InvalidInput = Refusal<"invalid"> & { errors?: FieldErrors };

export type SaveTicketTypeResult = { ok: true; id: string } | Refusal<"not-found" | "failed"> | InvalidInput;

/** Thrown inside a transaction to roll it back with the refusal it answers. */
class Refused extends Error {
  constructor(readonly refusal: Refusal<"not-found"> | InvalidInput) {
    super(refusal.message);
  }
}

function invalidField(field: keyof TicketTypeInput, message: string): InvalidInput {
  return { ...refuse("invalid", message), errors: { [field]: message } };
}

/**
 * Adds a ticket type to the actor's party (`typeId` null) or changes one. The quantity may not go
 * below what is already taken: the update says so in its `where`, so a ticket taken meanwhile
 * cannot slip under it.
 */
export async function saveTicketType(
  actor: Actor,
  partyId: string,
  typeId: string | null,
  input: TicketTypeInput,
): Promise<SaveTicketTypeResult> {
  if (typeId !== null && !isVenueId(typeId)) return refuse("not-found", TICKET_MESSAGES.notFound);
  try {
    const database = await openDatabase();
    return await database.transaction(async (tx) => {
      const party = await ownParty(tx, actor, partyId, true);
      if (!party) throw new Refused(refuse("not-found", EVENT_NOT_FOUND));
      const instant = (local: string | null) => (local ? zonedInputToInstant(local, party.timeZone) : null);
      const saleStartsAt = instant(input.saleStartsAt);
      const saleEndsAt = instant(input.saleEndsAt);
      const unreal = "Please enter a real date and time in the party's time zone";
      if (input.saleStartsAt && !saleStartsAt) throw new Refused(invalidField("saleStartsAt", unreal));
      if (input.saleEndsAt && !saleEndsAt) throw new Refused(invalidField("saleEndsAt", unreal));
      // The form compares the wall-clock texts; an hour the clocks repeat can still put the end first.
      if (saleStartsAt && saleEndsAt && saleEndsAt <= saleStartsAt) {
        throw new Refused(invalidField("saleEndsAt", SALE_ORDER));
      }
      if (input.price > 0) {
        // Paid tickets need somewhere for the money to go, in the mode the site runs in.
        const payments = ticketPayments();
        if (!payments) throw new Refused(invalidField("price", TICKET_MESSAGES.paymentsOff));
        const [account] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.userId, party.ownerId!));
        if (!readyAccount(account ?? { accountId: null, chargesEnabled: null, isTest: null }, payments)) {
          throw new Refused(invalidField("price", TICKET_MESSAGES.needsPayouts));
        }
      }
      const columns = {
        name: input.name,
        description: input.description ?? "",
        priceCents: input.price,
        currency: input.currency,
        quantity: input.quantity,
        maxPerOrder: input.maxPerOrder,
        includesSeat: input.includesSeat,
        saleStartsAt,
        saleEndsAt,
      };
      if (typeId === null) {
        const [{ types, last }] = (await tx
          .select({ types: count(), last: max(ticketTypes.position) })
          .from(ticketTypes)
          .where(eq(ticketTypes.eventId, party.id))) as [{ types: number; last: number | null }];
        if (types >= TICKET_LIMITS.typesPerParty) throw new Refused(refuse("invalid", TICKET_MESSAGES.tooManyTypes));
        const [created] = await tx
          .insert(ticketTypes)
          .values({ ...columns, eventId: party.id, position: (last ?? -1) + 1 })
          .returning({ id: ticketTypes.id });
        return { ok: true as const, id: created!.id };
      }
      const [updated] = await tx
        .update(ticketTypes)
        .set(columns)
        .where(
          and(
            eq(ticketTypes.id, typeId),
            eq(ticketTypes.eventId, party.id),
            sql`${ticketTypes.taken} <= ${input.quantity}`,
          ),
        )
        .returning({ id: ticketTypes.id });
      if (updated) return { ok: true as const, id: updated.id };
      const [current] = await tx
        .select({ taken: ticketTypes.taken })
        .from(ticketTypes)
        .where(and(eq(ticketTypes.id, typeId), eq(ticketTypes.eventId, party.id)));
      if (!current) throw new Refused(refuse("not-found", TICKET_MESSAGES.notFound));
      throw new Refused(invalidField("quantity", TICKET_MESSAGES.belowTaken(current.taken)));
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    console.error("Saving a ticket type failed:", error);
    return refuse("failed", TICKET_MESSAGES.saveFailed);
  }
}

/**
 * Sets until when the party's ticket holders may cancel (a paid ticket is refunded): a time in the
 * party's zone before it starts, or "" for until it starts. A time already past closes cancelling now.
 */
export async function saveRefundDeadline(
  actor: Actor,
  partyId: string,
  local: string,
): Promise<{ ok: true } | Refusal<"not-found" | "invalid" | "failed">> {
  try {
    const database = await openDatabase();
    const party = await ownParty(database, actor, partyId);
    if (!party) return refuse("not-found", EVENT_NOT_FOUND);
    const deadline = local ? zonedInputToInstant(local, party.timeZone) : null;
    if (local && !deadline) return refuse("invalid", "Please enter a real date and time in the party's time zone");
    if (deadline && deadline >= party.startDate) return refuse("invalid", TICKET_MESSAGES.refundDeadlineAfterStart);
    await database.update(events).set({ refundDeadline: deadline }).where(eq(events.id, party.id));
    return { ok: true };
  } catch (error) {
    console.error(`[tickets] saving the refund deadline of party ${partyId} failed:`, error);
    return refuse("failed", "Failed to save the cancellation deadline, please try again");
  }
}

export type DeleteTicketTypeResult = { ok: true; name: string } | Refusal<"not-found" | "conflict" | "failed">;

/** Removes a ticket type nobody has taken a ticket of; one with tickets is kept (lower its quantity). */
export async function deleteTicketType(actor: Actor, partyId: string, typeId: string): Promise<DeleteTicketTypeResult> {
  if (!isVenueId(typeId)) return refuse("not-found", TICKET_MESSAGES.notFound);
  try {
    const database = await openDatabase();
    const party = await ownParty(database, actor, partyId);
    if (!party) return refuse("not-found", EVENT_NOT_FOUND);
    // `taken` counts only live tickets; a cancelled one still names its type, so ask for any ticket.
    const deleted = await database
      .delete(ticketTypes)
      .where(
        and(
          eq(ticketTypes.id, typeId),
          eq(ticketTypes.eventId, party.id),
          // Written out: inside a subquery Drizzle leaves columns unqualified, and `id` would be the ticket's.
          sql`not exists (select 1 from tickets where tickets.ticket_type_id = ticket_types.id)`,
        ),
      )
      .returning({ name: ticketTypes.name });
    if (deleted[0]) return { ok: true, name: deleted[0].name };
    const [exists] = await database
      .select({ id: ticketTypes.id })
      .from(ticketTypes)
      .where(and(eq(ticketTypes.id, typeId), eq(ticketTypes.eventId, party.id)));
    return exists ? refuse("conflict", TICKET_MESSAGES.typeHasTickets) : refuse("not-found", TICKET_MESSAGES.notFound);
  } catch (error) {
    console.error("Deleting a ticket type failed:", error);
    return refuse("failed", TICKET_MESSAGES.saveFailed);
  }
}
