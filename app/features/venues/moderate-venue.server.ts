import { eq } from "drizzle-orm";

import { user } from "#db/schema/auth";
import type { ReviewStatus } from "#db/schema/values";
import { events, locations } from "#db/schema/venues";
import { checkForm } from "~/lib/forms";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { approveVenuePhotos } from "~/features/photos/venue-photos.server";

import { ADMINISTRATORS_ONLY } from "~/lib/outcome";
import { type ModerationAction, type ReviewKind } from "./review-queue-filters";
import { rejectSchema } from "./schemas";
import { isVenueId } from "./venue-id";
import { notifyOwnerOfReview } from "./venue-mail.server";

export type { ModerationAction };

export type ModerateVenueInput = { kind: ReviewKind; id: string; action: ModerationAction; reason?: string };

export type ModerateVenueResult =
  | { ok: true; message: string; reviewStatus: ReviewStatus; featured: boolean }
  | (Refusal<"invalid" | "forbidden" | "not-found" | "failed"> & { field?: "reason" });

const VENUE_NOT_FOUND = "Venue not found";

type Current = {
  name: string;
  reviewStatus: ReviewStatus;
  featured: boolean;
  ownerEmail: string | null;
};

/**
 * An administrator's decision on a center or a party: verify (listed), unverify (back to pending),
 * reject with a reason, and for verified centers feature or unfeature. `verified` always mirrors
 * `reviewStatus === "verified"`, and a center that stops being verified stops being featured. The
 * owner hears of a verification (when it newly lists the venue) and of every rejection, after the
 * change is saved.
 */
export async function moderateVenue(actor: Actor, input: ModerateVenueInput): Promise<ModerateVenueResult> {
  if (!actor.isAdmin) return refuse("forbidden", ADMINISTRATORS_ONLY);
  const isCenter = input.kind === "lan_center";
  const isFeatureAction = input.action === "feature" || input.action === "unfeature";
  if (isFeatureAction && !isCenter) {
    return refuse("invalid", "Only LAN centers can be featured.");
  }
  let reason: string | null = null;
  if (input.action === "reject") {
    const check = checkForm(rejectSchema, { reason: input.reason ?? "" });
    if (!check.ok) return { ...refuse("invalid", check.message), field: "reason" };
    reason = check.data.reason;
  }
  if (!isVenueId(input.id)) return refuse("not-found", VENUE_NOT_FOUND);

  let current: Current | undefined;
  let next: { reviewStatus: ReviewStatus; featured: boolean };
  try {
    const database = await openDatabase();
    const table = isCenter ? locations : events;
    const [row] = await database
      .select({
        name: table.organizationName,
        reviewStatus: table.reviewStatus,
        ownerEmail: user.email,
        ...(isCenter ? { featured: locations.featured } : {}),
      })
      .from(table)
      .leftJoin(user, eq(user.id, table.createdBy))
      .where(eq(table.id, input.id))
      .limit(1);
    if (!row) return refuse("not-found", VENUE_NOT_FOUND);
    current = {
      name: row.name,
      reviewStatus: row.reviewStatus as ReviewStatus,
      featured: "featured" in row ? Boolean(row.featured) : false,
      ownerEmail: row.ownerEmail,
    };

    if (input.action === "feature" && current.reviewStatus !== "verified") {
      return refuse("invalid", "Only verified LAN centers can be featured. Verify it first.");
    }

    const now = new Date();
    const changes = reviewUpdate(input.action, reason, now);
    next = {
      reviewStatus: changes.reviewStatus ?? current.reviewStatus,
      featured: changes.featured ?? current.featured,
    };
    const { featured, ...reviewColumns } = changes;
    await database.transaction(async (tx) => {
      await tx
        .update(table)
        .set({ ...reviewColumns, ...(isCenter && featured !== undefined ? { featured } : {}), updatedAt: now })
        .where(eq(table.id, input.id));
      // Verifying a venue (or its changes) approves the photos the administrator saw with it.
      if (input.action === "verify")
        await approveVenuePhotos(tx, { kind: isCenter ? "center" : "party", id: input.id });
    });
  } catch (error) {
    console.error(`[venues] ${input.action} of ${input.kind} ${input.id} by ${actor.userId} failed:`, error);
    return refuse("failed", isCenter ? "Failed to update LAN center" : "Failed to update event");
  }

  const venue = { kind: input.kind, id: input.id, name: current.name, ownerEmail: current.ownerEmail };
  // Re-verifying a venue that was already listed (clearing its edits) is no news to its owner.
  if (input.action === "verify" && current.reviewStatus !== "verified") {
    await notifyOwnerOfReview(venue, { outcome: "verified" });
  }
  if (input.action === "reject") await notifyOwnerOfReview(venue, { outcome: "rejected", reason: reason! });

  return { ok: true, message: successMessage(input.action, current.name), ...next };
}

type ReviewUpdate = {
  reviewStatus?: ReviewStatus;
  verified?: boolean;
  reviewedAt?: Date;
  reviewChanges?: null;
  rejectionReason?: string | null;
  featured?: boolean;
};

function reviewUpdate(action: ModerationAction, reason: string | null, now: Date): ReviewUpdate {
  switch (action) {
    case "verify":
      return { reviewStatus: "verified", verified: true, reviewedAt: now, reviewChanges: null, rejectionReason: null };
    case "unverify":
      return { reviewStatus: "pending", verified: false, featured: false };
    case "reject":
      return {
        reviewStatus: "rejected",
        verified: false,
        reviewedAt: now,
        rejectionReason: reason,
        reviewChanges: null,
        featured: false,
      };
    case "feature":
      return { featured: true };
    case "unfeature":
      return { featured: false };
  }
}

function successMessage(action: ModerationAction, name: string): string {
  switch (action) {
    case "verify":
      return `"${name}" is verified and listed.`;
    case "unverify":
      return `"${name}" is back to Pending Review and no longer listed.`;
    case "reject":
      return `"${name}" was rejected; the owner was told why.`;
    case "feature":
      return `"${name}" is featured.`;
    case "unfeature":
      return `"${name}" is no longer featured.`;
  }
}
