import { randomInt } from "node:crypto";

import { slugText } from "#db/slugs";
import { locationContacts, locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";
import { savePhotoList } from "~/features/photos/venue-photos.server";
import type { FieldErrors } from "~/lib/forms";
import type { Refusal } from "~/lib/outcome";

import { centerRowValues, replaceCenterGames, resolveGames, unknownGamesMessage } from "./center-profile.server";
import { findOrCreateCommunity } from "./find-or-create-community.server";
import { PhotoListRefused } from "./venue-photo-list.server";
import { REGISTER_LAN_CENTER_FAILED } from "./lan-center-messages";
import { lanCenterContactColumns } from "./lan-center-columns.server";
import type { LanCenterInput } from "./schemas";
import { notifyAdministratorsOfRegistration } from "./venue-mail.server";

export type RegisterLanCenterResult =
  { ok: true; id: string } | (Refusal<"invalid" | "failed"> & { errors?: FieldErrors });

class UnknownGames extends Error {
  constructor(readonly unknown: string[]) {
    super("unknown games");
  }
}

/**
 * Registers a LAN center: its community (found by exact name, or created), the location and its
 * contact row, in one transaction, so a failure leaves no half-made venue. A member's center waits
 * for review (and the administrators hear of it); an administrator's is verified at once.
 */
export async function registerLanCenter(actor: Actor, input: LanCenterInput): Promise<RegisterLanCenterResult> {
  let id: string;
  try {
    const database = await openDatabase();
    id = await database.transaction(async (tx) => {
      const picked = await resolveGames(tx, input.games);
      if (!picked.ok) throw new UnknownGames(picked.unknown);
      const communityId = await findOrCreateCommunity(tx, {
        name: input.communityName,
        description: input.communityDescription,
        imageUrl: input.communityImageUrl,
        website: input.website,
        createdBy: actor.userId,
      });

      const [location] = await tx
        .insert(locations)
        .values({
          ...centerRowValues(input),
          slug: venueSlug(input.organizationName),
          communityId,
          createdBy: actor.userId,
          ...(actor.isAdmin
            ? { createdByAdmin: true, verified: true, reviewStatus: "verified", reviewedAt: new Date() }
            : { verified: false, reviewStatus: "pending" }),
        })
        .returning({ id: locations.id });

      await tx
        .insert(locationContacts)
        .values({ ...lanCenterContactColumns(input), locationId: location!.id, type: "lan_center" });
      await replaceCenterGames(tx, location!.id, picked.ids);
      const photos = await savePhotoList(tx, actor, { kind: "center", id: location!.id }, input.photoIds);
      if (!photos.ok) throw new PhotoListRefused(photos.message);
      return location!.id;
    });
  } catch (error) {
    if (error instanceof PhotoListRefused) return error.refusal();
    if (error instanceof UnknownGames) {
      const message = unknownGamesMessage(error.unknown);
      return { ok: false, reason: "invalid", message, errors: { games: message } };
    }
    // The database's own text may name tables and constraints: it goes to the log, not the page.
    console.error(`[venues] registering a LAN center for ${actor.userId} failed:`, error);
    return { ok: false, reason: "failed", message: REGISTER_LAN_CENTER_FAILED };
  }

  if (!actor.isAdmin) {
    await notifyAdministratorsOfRegistration({
      kind: "lan_center",
      id,
      name: input.organizationName,
      ownerEmail: actor.email,
    });
  }
  return { ok: true, id };
}

/** "Pixel Palace!" → "pixel-palace-k3x9q2": readable, and unique without asking the database. */
export function venueSlug(name: string): string {
  const base = slugText(name, 60) || "venue";
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += randomInt(36).toString(36);
  return `${base}-${suffix}`;
}
