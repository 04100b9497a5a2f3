// Rows for the directory's database tests, made straight in the tables (with the scratch site of
// venue-site.ts, which the test file imports first).
import { randomUUID } from "node:crypto";

import { communities, events, locations } from "#db/schema/venues";
import type { Actor } from "~/features/accounts/actor";
import { openDatabase } from "~/lib/db.server";

let sequence = 0;

/** A center, verified unless told otherwise. */
export async function insertCenter(owner: Actor, values: Partial<typeof locations.$inferInsert> = {}) {
  const database = await openDatabase();
  sequence += 1;
  const verified = values.verified ?? true;
  const [row] = await database
    .insert(locations)
    .values({
      slug: `center-${sequence}-${randomUUID().slice(0, 6)}`,
      organizationName: `Center ${sequence}`,
      address: "1 Main St, Austin, TX",
      description: "Forty stations and fast fibre.",
      createdBy: owner.userId,
      verified,
      reviewStatus: verified ? "verified" : "pending",
      ...values,
    })
    .returning();
  return row!;
}

/** A party, verified unless told otherwise. */
export async function insertParty(owner: Actor, values: Partial<typeof events.$inferInsert> = {}) {
  const database = await openDatabase();
  sequence += 1;
  const verified = values.verified ?? true;
  const [row] = await database
    .insert(events)
    .values({
      organizationName: `Party ${sequence}`,
      description: "A weekend of games",
      startDate: new Date("2027-03-06T16:00:00Z"),
      endDate: new Date("2027-03-08T00:00:00Z"),
      timeZone: "America/Chicago",
      createdBy: owner.userId,
      verified,
      reviewStatus: verified ? "verified" : "pending",
      ...values,
    })
    .returning();
  return row!;
}

export async function insertCommunity(values: Partial<typeof communities.$inferInsert> = {}) {
  const database = await openDatabase();
  const [row] = await database
    .insert(communities)
    .values({ name: "Austin Gamers", ...values })
    .returning();
  return row!;
}
