import { events, locationContacts } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { savePhotoList } from "~/features/photos/venue-photos.server";
import { findOrCreateCommunity } from "./find-or-create-community.server";
import { partyColumns, partyContactAddress } from "./party-columns.server";
import type { LanPartyInput } from "./schemas";
import { notifyAdministratorsOfRegistration } from "./venue-mail.server";
import { PhotoListRefused } from "./venue-photo-list.server";

export type RegisterLanPartyResult = { ok: true; id: string } | Refusal<"failed">;

export const REGISTER_LAN_PARTY_FAILED = "Failed to register LAN party";

/**
 * Registers a LAN party: its community (found by exact name, or created), the event and its
 * organizer's contact row, in one transaction, so a failure leaves no half-made party. A member's
 * party waits for review (and the administrators hear of it); an administrator's is verified at once.
 */
export async function registerLanParty(actor: Actor, input: LanPartyInput): Promise<RegisterLanPartyResult> {
  let id: string;
  try {
    const database = await openDatabase();
    id = await database.transaction(async (tx) => {
      const communityId = await findOrCreateCommunity(tx, { name: input.communityName, createdBy: actor.userId });

      const [event] = await tx
        .insert(events)
        .values({
          ...partyColumns(input),
          communityId,
          createdBy: actor.userId,
          ...(actor.isAdmin
            ? { verified: true, reviewStatus: "verified", reviewedAt: new Date() }
            : { verified: false, reviewStatus: "pending" }),
        })
        .returning({ id: events.id });

      await tx.insert(locationContacts).values({
        eventId: event!.id,
        type: "lan_party",
        ownerName: input.ownerName,
        email: input.contactEmail,
        address: partyContactAddress(input.location),
        organizationName: input.eventName,
        website: input.website,
      });
      const photos = await savePhotoList(tx, actor, { kind: "party", id: event!.id }, input.photoIds);
      if (!photos.ok) throw new PhotoListRefused(photos.message);
      return event!.id;
    });
  } catch (error) {
    // A refused photo list fails the save as a whole: the party form shows one message.
    if (error instanceof PhotoListRefused) return refuse("failed", error.userMessage);
    // The database's own text may name tables and constraints: it goes to the log, not the page.
    console.error(`[venues] registering a LAN party for ${actor.userId} failed:`, error);
    return refuse("failed", REGISTER_LAN_PARTY_FAILED);
  }

  if (!actor.isAdmin) {
    await notifyAdministratorsOfRegistration({ kind: "lan_party", id, name: input.eventName, ownerEmail: actor.email });
  }
  return { ok: true, id };
}
