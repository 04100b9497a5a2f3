// Test fixture for the venue services: each test file that imports this gets its own embedded
// database in a scratch folder (read by env() on first use), and accounts made straight in the
// database, since signing up is the accounts feature's business, not the one under test.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";

import { afterAll } from "vitest";

import { userProfiles } from "#db/schema/accounts";
import { user } from "#db/schema/auth";
import { locationContacts, locations } from "#db/schema/venues";
import { closeDatabase, openDatabase } from "~/lib/db.server";

import type { Actor } from "./actor";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "lan-centers-venues-"));
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = "false";
process.env.PUBLIC_URL = "http://localhost:3000";
process.env.AUTH_SECRET = "test-secret-that-is-long-enough-0123456789";
process.env.ADMIN_EMAILS = "";
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
delete process.env.STRIPE_SECRET_KEY;
delete process.env.PAYMENTS_MODE;

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

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
