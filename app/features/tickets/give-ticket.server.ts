import { and, eq } from "drizzle-orm";

import { user } from "#db/schema/auth";
import { tickets, ticketTypes } from "#db/schema/tickets";
import { events, locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { looksLikeEmail, normalizeEmail } from "~/features/accounts/schemas";
import { isPublicCenter } from "~/features/venues/public-venues.server";
import { isVenueId } from "~/features/venues/venue-id";
import { formatEventTime } from "~/features/venues/venue-values";

import { changeableBy, whyNotChangeable } from "./held-ticket.server";
import { placeText } from "./list-my-tickets.server";
import { ticketCode } from "./ticket-code.server";
import { notifyTicketGift, type TicketGift } from "./ticket-mail.server";
import { TICKET_MESSAGES } from "./ticket-values";

export type GiveTicketResult = { ok: true; email: string } | Refusal<"not-found" | "invalid" | "conflict" | "failed">;

/**
 * The holder gives their ticket to a party that has not started to another address: the ticket
 * is the friend's from then on (their account's, when a confirmed one has that address; else it
 * waits for the account made with it, `listMyTickets`). The friend is mailed once the gift is
 * saved; a message that cannot be sent is logged and the gift stands.
 */
export async function giveTicket(
  actor: Actor,
  ticketId: string,
  email: string,
  now = new Date(),
): Promise<GiveTicketResult> {
  if (!isVenueId(ticketId)) return refuse("not-found", TICKET_MESSAGES.ticketNotFound);
  const address = normalizeEmail(email);
  if (!looksLikeEmail(address)) return refuse("invalid", TICKET_MESSAGES.friendEmailInvalid);

  let gift: TicketGift;
  try {
    const database = await openDatabase();
    const given = await database.transaction(async (tx) => {
      const [friend] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.email, address), eq(user.emailVerified, true)))
        .limit(1);
      if (address === normalizeEmail(actor.email) || friend?.id === actor.userId) {
        // Only its holder hears it is theirs already; to anyone else it does not exist.
        const [own] = await tx
          .select({ id: tickets.id })
          .from(tickets)
          .where(and(eq(tickets.id, ticketId), eq(tickets.holderId, actor.userId)));
        return own
          ? refuse("invalid", TICKET_MESSAGES.giveToSelf)
          : refuse("not-found", TICKET_MESSAGES.ticketNotFound);
      }
      const [moved] = await tx
        .update(tickets)
        .set({ holderEmail: address, holderId: friend?.id ?? null, updatedAt: now })
        .where(changeableBy(tx, actor, ticketId, now, "give"))
        .returning({ id: tickets.id });
      if (!moved) return whyNotChangeable(tx, actor, ticketId, now, "give");
      const [details] = await tx
        .select({
          giverName: user.name,
          partyName: events.organizationName,
          startDate: events.startDate,
          endDate: events.endDate,
          timeZone: events.timeZone,
          customLocation: events.customLocation,
          centerName: locations.organizationName,
          centerAddress: locations.address,
          typeName: ticketTypes.name,
          includesSeat: ticketTypes.includesSeat,
        })
        .from(tickets)
        .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
        .innerJoin(events, eq(events.id, tickets.eventId))
        .leftJoin(locations, and(eq(locations.id, events.locationId), isPublicCenter))
        .innerJoin(user, eq(user.id, actor.userId))
        .where(eq(tickets.id, ticketId));
      return { ok: true as const, details: details! };
    });
    if (!given.ok) return given;
    const { details } = given;
    gift = {
      ticketId,
      to: address,
      // The friend's own code: the giver's stops letting anyone in.
      code: ticketCode({ id: ticketId, holderEmail: address }),
      giverName: details.giverName,
      partyName: details.partyName,
      typeName: details.typeName,
      includesSeat: details.includesSeat,
      start: formatEventTime(details.startDate, details.timeZone),
      end: formatEventTime(details.endDate, details.timeZone),
      place: placeText(details),
    };
  } catch (error) {
    console.error("Giving a ticket failed:", error);
    return refuse("failed", TICKET_MESSAGES.giveFailed);
  }
  await notifyTicketGift(gift);
  return { ok: true, email: address };
}
