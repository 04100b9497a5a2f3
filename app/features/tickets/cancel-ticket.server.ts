import { eq } from "drizzle-orm";

import { tickets } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { isVenueId } from "~/features/venues/venue-id";

import { changeableBy, whyNotChangeable } from "./held-ticket.server";
import { notifyWaitlistOffer, type WaitlistOffer } from "./ticket-mail.server";
import { refundCancelledTickets } from "./paid-orders.server";
import { passPlaceOn } from "./pass-place-on.server";
import { TICKET_MESSAGES } from "./ticket-values";

export type CancelTicketResult = { ok: true; party: string } | Refusal<"not-found" | "conflict" | "failed">;

/**
 * The holder cancels their ticket to a party that has not started, and its place goes to the first
 * person on the type's waiting list, or back to the stock. One conditional update decides it (`status = 'active'` in its `where`): of two clicks at
 * once, the second waits for the first's row lock, finds the ticket cancelled and changes nothing,
 * so the stock gets exactly one place back, in the same transaction.
 */
export async function cancelTicket(actor: Actor, ticketId: string, now = new Date()): Promise<CancelTicketResult> {
  if (!isVenueId(ticketId)) return refuse("not-found", TICKET_MESSAGES.ticketNotFound);
  const offers: WaitlistOffer[] = [];
  try {
    const database = await openDatabase();
    const result = await database.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(tickets)
        .set({ status: "cancelled", cancelledAt: now, updatedAt: now, seatId: null })
        .where(changeableBy(tx, actor, ticketId, now, "cancel"))
        .returning({ typeId: tickets.ticketTypeId, partyId: tickets.eventId });
      if (!cancelled) return whyNotChangeable(tx, actor, ticketId, now, "cancel");
      // The place goes to the first person waiting for this type, or back on sale.
      await passPlaceOn(tx, cancelled.typeId, now, offers);
      const [party] = await tx
        .select({ name: events.organizationName })
        .from(events)
        .where(eq(events.id, cancelled.partyId));
      return { ok: true as const, party: party?.name ?? "the party" };
    });
    await Promise.all(offers.map(notifyWaitlistOffer));
    // A paid ticket is paid back; a refund that fails now is tried again by the minute's sweep.
    if (result.ok) await refundCancelledTickets([ticketId]).catch(() => 0);
    return result;
  } catch (error) {
    console.error("Cancelling a ticket failed:", error);
    return refuse("failed", TICKET_MESSAGES.cancelFailed);
  }
}
