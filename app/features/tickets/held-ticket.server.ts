import { and, eq, exists, gt, isNull, or, type SQL, sql } from "drizzle-orm";

import { tickets } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import type { Database } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { formatEventTime } from "~/features/venues/venue-values";

import { TICKET_MESSAGES } from "./ticket-values";

/** What the holder asks: to cancel (until the organiser's refund deadline) or to give it away. */
export type TicketChange = "cancel" | "give";

/** Whether the party's refund deadline, if it has one, is still ahead at `now`. */
const beforeRefundDeadline = (now: Date) => or(isNull(events.refundDeadline), gt(events.refundDeadline, now));

/**
 * What a cancel and a gift ask of the ticket, as the `where` of the one update that changes it: the
 * actor holds it, it is still active, and its party has not started (a cancel: nor its refund
 * deadline passed). Checked in that statement, so a second click, or the party's start in between,
 * cannot slip past it.
 */
export function changeableBy(database: Database, actor: Actor, ticketId: string, now: Date, change: TicketChange): SQL {
  return and(
    eq(tickets.id, ticketId),
    eq(tickets.holderId, actor.userId),
    eq(tickets.status, "active"),
    exists(
      database
        .select({ one: sql`1` })
        .from(events)
        .where(
          and(
            eq(events.id, tickets.eventId),
            gt(events.startDate, now),
            change === "cancel" ? beforeRefundDeadline(now) : undefined,
          ),
        ),
    ),
  )!;
}

/**
 * Why the update changed nothing, in the holder's words. Someone else's ticket is "not found",
 * as one that does not exist: its id tells a stranger nothing.
 */
export async function whyNotChangeable(
  database: Database,
  actor: Actor,
  ticketId: string,
  now: Date,
  change: TicketChange,
): Promise<Refusal<"not-found" | "conflict">> {
  const [ticket] = await database
    .select({
      status: tickets.status,
      startDate: events.startDate,
      refundDeadline: events.refundDeadline,
      timeZone: events.timeZone,
    })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(and(eq(tickets.id, ticketId), eq(tickets.holderId, actor.userId)));
  if (!ticket) return refuse("not-found", TICKET_MESSAGES.ticketNotFound);
  if (ticket.status !== "active") return refuse("conflict", TICKET_MESSAGES.alreadyCancelled);
  if (ticket.startDate.getTime() <= now.getTime()) return refuse("conflict", TICKET_MESSAGES.partyOver);
  if (change === "cancel" && ticket.refundDeadline && ticket.refundDeadline.getTime() <= now.getTime()) {
    return refuse(
      "conflict",
      TICKET_MESSAGES.refundDeadlinePassed(formatEventTime(ticket.refundDeadline, ticket.timeZone)),
    );
  }
  // Given to the actor between the two statements: it was not theirs when they asked.
  return refuse("not-found", TICKET_MESSAGES.ticketNotFound);
}
