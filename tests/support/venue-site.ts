// For the tests of the venue services and of what reads venues (directory, content, leads,
// subscriptions, backups): each test file that imports this gets its own embedded database in a
// scratch folder (useScratchSite), and accounts made straight in the database, since signing up is
// the accounts feature's business, not the one under test.
import { randomUUID } from "node:crypto";

import { userProfiles } from "#db/schema/accounts";
import { user } from "#db/schema/auth";
import { locationContacts, locations } from "#db/schema/venues";
import type { Actor } from "~/features/accounts/actor";
import { openDatabase } from "~/lib/db.server";

import { useScratchSite } from "./scratch-site";

useScratchSite("venues", { ADMIN_EMAILS: "", STRIPE_SECRET_KEY: undefined, PAYMENTS_MODE: undefined });

/** A verified account with a profile; an administrator by its profile's role when `admin`. */
export async function createTestAccount(options: { admin?: boolean; email?: string } = {}): Promise<Actor> {
  const database = await openDatabase();
  const userId = randomUUID();
  const email = options.email ?? `member-${userId.slice(0, 8)}@example.com`;
  await database.insert(user).values({ id: userId, name: "Test Owner", email, emailVerified: true });
  await database.insert(userProfiles).values({
    userId,
    userEmail: email,
    firstName: "Test",
    lastName: "Owner",
    displayName: "Test Owner",
    role: options.admin ? "admin" : "user",
  });
  return { userId, email, isAdmin: options.admin ?? false };
}

/** A pending LAN center of `owner`, with its contact, made straight in the database. */
export async function addTestCenter(owner: Actor, name = "Center") {
  const database = await openDatabase();
  const [center] = await database
    .insert(locations)
    .values({
      slug: `${name.toLowerCase().replaceAll(" ", "-")}-${randomUUID().slice(0, 8)}`,
      organizationName: name,
      address: "1 Main St",
      description: "A place to play",
      createdBy: owner.userId,
    })
    .returning();
  await database.insert(locationContacts).values({
    type: "lan_center",
    locationId: center!.id,
    ownerName: "Owner",
    email: owner.email,
    organizationName: name,
    address: "1 Main St",
  });
  return center!;
}
