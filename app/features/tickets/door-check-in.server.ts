import { and, eq, isNull } from "drizzle-orm";

import { tickets } from "#db/schema/tickets";
import { openDatabase } from "~/lib/db.server";
import { checkFields } from "~/lib/forms";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { isVenueId } from "~/features/venues/venue-id";

import { doorTickets } from "./door-tickets.server";
import { type CheckInAnswer, DOOR_LIMITS, DOOR_MESSAGES, type DoorTicket } from "./door-values";
import { partyAccess } from "./party-access.server";
import { checkInSchema } from "./schemas";
import { isGenuineCode, readTicketCode } from "./ticket-code.server";

/** What to let in: a scanned or typed code, or a ticket found by the door's search. */
export type CheckInRequest = { code: string } | { ticketId: string };

export type CheckInResult =
  | { ok: true; ticket: DoorTicket }
  /** Let in before (by this scan's rival, or earlier), or cancelled: the ticket says by whom and when. */
  | (Refusal<"conflict"> & { ticket: DoorTicket })
  | Refusal<"not-found" | "failed">;

/**
 * When a scan happened, as the server records it: the device's time for a scan kept offline, but
 * never in the future and never more than two days back (a wrong clock, or a forged time), where
 * the server's own time is taken instead.
 */
export function scanTime(scannedAt: Date | null, now: Date): Date {
  if (!scannedAt || Number.isNaN(scannedAt.getTime())) return now;
  const age = now.getTime() - scannedAt.getTime();
  return age < 0 || age > DOOR_LIMITS.scanMaxAgeMs ? now : scannedAt;
}

/**
 * Lets a ticket of the party in, once. The organiser, a co-organiser or door staff asks
 * (`partyAccess`); a code must be this site's for this ticket and its holder now, and the ticket
 * one of this party's, else it is refused in the same words whatever is wrong with it.
 *
 * The first check-in wins, decided by one conditional update (`checked_in_at is null and status =
 * 'active'` in its `where`): of any number of devices at once, PostgreSQL lets exactly one change
 * the row, and the others find it let in. "First" is the first to reach the server, not the
 * earliest scanned-at time: a scan kept offline that arrives after an online one loses, even when
 * it was made earlier, because the person it let in has already been let in, and a check-in once
 * answered "Checked in" at the door must never be taken back. The winner's scanned-at time is the
 * one recorded.
 */
export async function checkInTicket(
  actor: Actor,
  partyId: string,
  request: CheckInRequest,
  scannedAt: Date | null = null,
  now = new Date(),
): Promise<CheckInResult> {
  try {
    const database = await openDatabase();
    const party = await partyAccess(database, actor, partyId);
    if (!party) return refuse("not-found", DOOR_MESSAGES.partyNotFound);
    const notThisParty = refuse("not-found", DOOR_MESSAGES.notThisParty);

    let ticketId: string;
    if ("code" in request) {
      const code = readTicketCode(request.code);
      if (!code) return notThisParty;
      const [ticket] = await database
        .select({ holderEmail: tickets.holderEmail })
        .from(tickets)
        .where(and(eq(tickets.id, code.ticketId), eq(tickets.eventId, party.id)));
      if (!ticket || !isGenuineCode(code, ticket.holderEmail)) return notThisParty;
      ticketId = code.ticketId;
    } else {
      if (!isVenueId(request.ticketId)) return notThisParty;
      ticketId = request.ticketId;
    }

    const [letIn] = await database
      .update(tickets)
      .set({ checkedInAt: scanTime(scannedAt, now), checkedInBy: actor.userId, updatedAt: now })
      .where(
        and(
          eq(tickets.id, ticketId),
          eq(tickets.eventId, party.id),
          eq(tickets.status, "active"),
          isNull(tickets.checkedInAt),
        ),
      )
      .returning({ id: tickets.id });
    const [ticket] = await doorTickets(database, and(eq(tickets.id, ticketId), eq(tickets.eventId, party.id)), {
      timeZone: party.timeZone,
      now,
      limit: 1,
      orderBy: [],
    });
    if (!ticket) return notThisParty;
    if (letIn) return { ok: true, ticket };
    if (ticket.cancelled) return { ...refuse("conflict", DOOR_MESSAGES.cancelled), ticket };
    if (ticket.checkedIn) {
      return { ...refuse("conflict", DOOR_MESSAGES.already(ticket.checkedIn.at, ticket.checkedIn.by)), ticket };
    }
    // Neither let in nor in a state that forbids it: only a change between the two statements (a
    // check-in undone) gets here; the door tries again.
    return refuse("failed", DOOR_MESSAGES.failed);
  } catch (error) {
    console.error(`[tickets] checking a ticket in at party ${partyId} for ${actor.userId} failed:`, error);
    return refuse("failed", DOOR_MESSAGES.failed);
  }
}

async function mayUseDoor(actor: Actor, partyId: string): Promise<boolean> {
  try {
    return (await partyAccess(await openDatabase(), actor, partyId)) !== null;
  } catch (error) {
    console.error(`[tickets] reading who may use the door of party ${partyId} failed:`, error);
    return false;
  }
}

/** A check-in posted by the door page (its form, its script or its queue), answered for the page. */
export type PostedCheckIn = { ok: true; answer: CheckInAnswer } | (Refusal & { answer: CheckInAnswer });

/** Reads the posted fields (`checkInSchema`), checks the ticket in, and words the answer. */
export async function checkInPosted(
  actor: Actor,
  partyId: string,
  posted: Record<string, string>,
  now = new Date(),
): Promise<PostedCheckIn> {
  const check = checkFields(checkInSchema, posted);
  if (!check.ok) {
    // Someone who may not use this door hears "not found" whatever they post.
    const refusal = (await mayUseDoor(actor, partyId))
      ? refuse("invalid", Object.values(check.errors)[0] ?? DOOR_MESSAGES.codeRequired)
      : refuse("not-found", DOOR_MESSAGES.partyNotFound);
    return { ...refusal, answer: { outcome: "refused", message: refusal.message } };
  }
  const { code, ticketId, scannedAt } = check.data;
  const result = await checkInTicket(actor, partyId, code ? { code } : { ticketId }, scannedAt, now);
  if (result.ok) {
    return {
      ok: true,
      answer: { outcome: "checked-in", message: DOOR_MESSAGES.checkedIn(result.ticket), ticket: result.ticket },
    };
  }
  const ticket = "ticket" in result ? result.ticket : undefined;
  const answer: CheckInAnswer =
    ticket?.checkedIn && !ticket.cancelled
      ? { outcome: "already", message: result.message, ticket }
      : { outcome: "refused", message: result.message, ...(ticket ? { ticket } : {}) };
  return { ok: false, reason: result.reason, message: result.message, answer };
}
