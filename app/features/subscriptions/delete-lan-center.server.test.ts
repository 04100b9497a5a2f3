import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import { locationContacts, locations } from "#db/schema/venues";
import type { Actor } from "~/features/accounts/actor";
import { listMyVenues } from "~/features/venues/list-my-venues.server";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import { openDatabase } from "~/lib/db.server";

import { deleteLanCenter } from "./delete-lan-center.server";
import { ownerSubscriptionColumn } from "./latest-subscriptions.server";
import { END_BEFORE_DELETE_FAILED } from "./messages";

const addCenter = (owner: Actor, name = "Center") => addTestCenter(owner, name);

async function contactsOf(venue: { locationId: string }) {
  const database = await openDatabase();
  return database.select().from(locationContacts).where(eq(locationContacts.locationId, venue.locationId));
}

async function centerExists(id: string) {
  const database = await openDatabase();
  return (await database.$count(locations, eq(locations.id, id))) === 1;
}

describe("the dashboard's centers and their subscriptions", () => {
  it("gives each center its latest subscription", async () => {
    const admin = await createTestAccount({ admin: true });
    const center = await addCenter(admin, "Admin Center");
    const database = await openDatabase();
    await database.insert(lanCenterSubscriptions).values({
      locationId: center.id,
      userId: admin.userId,
      status: "not_started",
      plan: "verified_listing",
      createdAt: new Date("2030-01-01T00:00:00Z"),
    });
    await database.insert(lanCenterSubscriptions).values({
      locationId: center.id,
      userId: admin.userId,
      status: "active",
      plan: "verified_listing",
      cancelAtPeriodEnd: true,
      createdAt: new Date("2030-01-02T00:00:00Z"),
    });

    const result = await listMyVenues(admin, ownerSubscriptionColumn);
    if (!result.ok) throw new Error(result.message);
    expect(result.venues.lanCenters).toHaveLength(1);
    expect(result.venues.lanCenters[0]!.subscription).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
    });

    // Cleared for the tests below, which must not find a live subscription on other centers.
    await database.delete(lanCenterSubscriptions);
  });
});

describe("deleteLanCenter", () => {
  it("refuses another member's center exactly like an unknown id, and changes nothing", async () => {
    const owner = await createTestAccount();
    const intruder = await createTestAccount();
    const center = await addCenter(owner);

    const theirs = await deleteLanCenter(intruder, center.id);
    const unknown = await deleteLanCenter(intruder, crypto.randomUUID());
    const garbage = await deleteLanCenter(intruder, "not-an-id");
    expect(theirs).toEqual({ ok: false, reason: "not-found", message: "Failed to delete LAN center" });
    expect(unknown).toEqual(theirs);
    expect(garbage).toEqual(theirs);
    expect(await centerExists(center.id)).toBe(true);
    expect(await contactsOf({ locationId: center.id })).toHaveLength(1);
  });

  it("lets the owner delete the center, and its contact goes with it", async () => {
    const owner = await createTestAccount();
    const center = await addCenter(owner);
    const keep = await addCenter(owner, "Kept");

    expect(await deleteLanCenter(owner, center.id)).toEqual({ ok: true });
    expect(await centerExists(center.id)).toBe(false);
    expect(await contactsOf({ locationId: center.id })).toHaveLength(0);
    expect(await centerExists(keep.id)).toBe(true);
  });

  it("lets an administrator delete any center", async () => {
    const owner = await createTestAccount();
    const admin = await createTestAccount({ admin: true });
    const center = await addCenter(owner);
    expect(await deleteLanCenter(admin, center.id)).toEqual({ ok: true });
    expect(await centerExists(center.id)).toBe(false);
  });

  it.each(["active", "trialing", "past_due"] as const)(
    "ends a %s subscription first, then deletes the center",
    async (status) => {
      const owner = await createTestAccount();
      const center = await addCenter(owner);
      const database = await openDatabase();
      const [subscription] = await database
        .insert(lanCenterSubscriptions)
        .values({
          locationId: center.id,
          userId: owner.userId,
          status,
          plan: "lan_center",
          stripeSubscriptionId: `test_sub_${status}`,
          isTest: true,
        })
        .returning();

      expect(await deleteLanCenter(owner, center.id)).toEqual({ ok: true });
      expect(await centerExists(center.id)).toBe(false);
      const [ended] = await database
        .select()
        .from(lanCenterSubscriptions)
        .where(eq(lanCenterSubscriptions.id, subscription!.id));
      expect(ended).toMatchObject({ status: "canceled", locationId: null });
    },
  );

  it("keeps the center when its subscription cannot be ended (Stripe is not configured here)", async () => {
    const owner = await createTestAccount();
    const center = await addCenter(owner);
    const database = await openDatabase();
    await database.insert(lanCenterSubscriptions).values({
      locationId: center.id,
      userId: owner.userId,
      status: "active",
      plan: "lan_center",
      stripeSubscriptionId: "sub_real_one",
    });

    expect(await deleteLanCenter(owner, center.id)).toEqual({
      ok: false,
      reason: "upstream-failed",
      message: END_BEFORE_DELETE_FAILED,
    });
    expect(await centerExists(center.id)).toBe(true);
    expect(await contactsOf({ locationId: center.id })).toHaveLength(1);
    await database.delete(lanCenterSubscriptions).where(eq(lanCenterSubscriptions.locationId, center.id));
  });

  it("goes ahead when the subscription has ended, keeping the subscription row", async () => {
    const owner = await createTestAccount();
    const center = await addCenter(owner);
    const database = await openDatabase();
    const [subscription] = await database
      .insert(lanCenterSubscriptions)
      .values({ locationId: center.id, userId: owner.userId, status: "canceled", plan: "lan_center" })
      .returning();

    expect(await deleteLanCenter(owner, center.id)).toEqual({ ok: true });
    const [kept] = await database
      .select()
      .from(lanCenterSubscriptions)
      .where(eq(lanCenterSubscriptions.id, subscription!.id));
    expect(kept?.locationId).toBeNull();
  });
});
