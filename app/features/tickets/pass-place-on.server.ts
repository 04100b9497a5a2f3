import { and, asc, eq, sql } from "drizzle-orm";

import { user } from "#db/schema/auth";
import { ticketTypes, waitlistEntries } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import type { Database } from "~/lib/db.server";

import { formatEventTime } from "~/features/venues/venue-values";

import type { WaitlistOffer } from "./ticket-mail.server";

/** How long a ticket that came back is kept for the person it is offered to. */
export const OFFER_HOURS = 24;

/**
 * A place of `typeId` came back (a cancel, an offer declined or run out): it is offered to the first
 * person waiting, for OFFER_HOURS, and stays taken for them; with nobody waiting it goes back on
 * sale. Runs inside the caller's transaction; the offer to mail is added to `offers`, sent after the
 * commit. The first waiting entry is taken with `FOR UPDATE SKIP LOCKED`, so two places coming back
 * at once go to two people.
 */
export async function passPlaceOn(tx: Database, typeId: string, now: Date, offers: WaitlistOffer[]): Promise<void> {
  const [next] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.ticketTypeId, typeId), eq(waitlistEntries.status, "waiting")))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(1)
    .for("update", { skipLocked: true });
  if (!next) {
    await tx
      .update(ticketTypes)
      .set({ taken: sql`${ticketTypes.taken} - 1` })
      .where(eq(ticketTypes.id, typeId));
    return;
  }
  const expiresAt = new Date(now.getTime() + OFFER_HOURS * 3_600_000);
  await tx
    .update(waitlistEntries)
    .set({ status: "offered", offeredAt: now, offerExpiresAt: expiresAt, updatedAt: now })
    .where(eq(waitlistEntries.id, next.id));
  const [offer] = await tx
    .select({
      email: user.email,
      partyId: events.id,
      partyName: events.organizationName,
      timeZone: events.timeZone,
      typeId: ticketTypes.id,
      typeName: ticketTypes.name,
    })
    .from(waitlistEntries)
    .innerJoin(user, eq(user.id, waitlistEntries.userId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, waitlistEntries.ticketTypeId))
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .where(eq(waitlistEntries.id, next.id));
  if (offer) offers.push({ ...offer, expires: formatEventTime(expiresAt, offer.timeZone) });
}
