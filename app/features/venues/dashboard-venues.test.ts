import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { photos } from "#db/schema/photos";
import { events, locationContacts, locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";
import { deleteLanParty } from "./delete-lan-party.server";
import { exportContactsCsv } from "./export-contacts-csv.server";
import { CONTACTS_PAGE_SIZE, listContacts } from "./list-contacts.server";
import { CARD_DESCRIPTION_CHARS, listMyVenues } from "./list-my-venues.server";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";

const addCenter = (owner: Actor, name = "Center") => addTestCenter(owner, name);

async function addParty(owner: Actor, name = "Party") {
  const database = await openDatabase();
  const [party] = await database
    .insert(events)
    .values({
      organizationName: name,
      description: "Bring your rig",
      startDate: new Date("2030-03-07T18:00:00Z"),
      endDate: new Date("2030-03-08T02:00:00Z"),
      timeZone: "America/Chicago",
      createdBy: owner.userId,
    })
    .returning();
  await database.insert(locationContacts).values({
    type: "lan_party",
    eventId: party!.id,
    organizationName: name,
    email: owner.email,
    address: "Event Location",
  });
  return party!;
}

async function contactsOf(venue: { locationId?: string; eventId?: string }) {
  const database = await openDatabase();
  return database
    .select()
    .from(locationContacts)
    .where(
      venue.locationId
        ? eq(locationContacts.locationId, venue.locationId)
        : eq(locationContacts.eventId, venue.eventId!),
    );
}

describe("listMyVenues", () => {
  it("lists only the actor's own centers and parties, newest first", async () => {
    const owner = await createTestAccount();
    const other = await createTestAccount();
    await addCenter(owner, "First Center");
    await addCenter(owner, "Second Center");
    await addCenter(other, "Someone Else's Center");
    await addParty(owner, "My Party");
    await addParty(other, "Their Party");

    const result = await listMyVenues(owner);
    if (!result.ok) throw new Error(result.message);
    expect(result.venues.lanCenters.map((center) => center.organizationName)).toEqual([
      "Second Center",
      "First Center",
    ]);
    expect(result.venues.lanParties.map((party) => party.name)).toEqual(["My Party"]);
    expect(result.venues.lanParties[0]!.timeZone).toBe("America/Chicago");
    expect(result.venues.recentContacts).toBeNull();
  });

  it("gives each card the start of a long description and a short one whole", async () => {
    const owner = await createTestAccount();
    const long = await addCenter(owner, "Long Story");
    const party = await addParty(owner, "Long Party");
    await addCenter(owner, "Short Story");
    const story = "Twelve rigs, one café. ".repeat(90);
    const database = await openDatabase();
    await database.update(locations).set({ description: story }).where(eq(locations.id, long.id));
    await database.update(events).set({ description: story }).where(eq(events.id, party.id));

    const result = await listMyVenues(owner);
    if (!result.ok) throw new Error(result.message);
    const [short, cut] = result.venues.lanCenters;
    expect(short!.description).toBe("A place to play");
    expect(cut!.description).toBe(story.slice(0, CARD_DESCRIPTION_CHARS));
    expect(result.venues.lanParties[0]!.description).toBe(story.slice(0, CARD_DESCRIPTION_CHARS));
    // The venue itself keeps every word.
    const [stored] = await database.select().from(locations).where(eq(locations.id, long.id));
    expect(stored!.description).toBe(story);
  });

  it("shows each venue's first photo as its cover, approved or not, and none for a venue without one", async () => {
    const owner = await createTestAccount();
    const center = await addCenter(owner, "Pictured Center");
    const party = await addParty(owner, "Pictured Party");
    await addCenter(owner, "Bare Center");
    const database = await openDatabase();
    const photo = (venue: { locationId?: string; eventId?: string }, position: number, status: string) => ({
      ...venue,
      ownerId: owner.userId,
      position,
      status,
      width: 800 + position,
      height: 600,
      widths: [320, 640],
      storage: "database",
      originalBytes: 1,
    });
    const [pendingFirst, , partyCover] = await database
      .insert(photos)
      .values([
        photo({ locationId: center.id }, 0, "pending"),
        photo({ locationId: center.id }, 1, "approved"),
        photo({ eventId: party.id }, 0, "approved"),
      ])
      .returning({ id: photos.id });

    const result = await listMyVenues(owner);
    if (!result.ok) throw new Error(result.message);
    const covers = Object.fromEntries(
      [...result.venues.lanCenters, ...result.venues.lanParties].map((venue) => [
        "organizationName" in venue ? venue.organizationName : venue.name,
        venue.cover,
      ]),
    );
    expect(covers).toEqual({
      "Pictured Center": { id: pendingFirst!.id, width: 800, height: 600, widths: [320, 640] },
      "Bare Center": null,
      "Pictured Party": { id: partyCover!.id, width: 800, height: 600, widths: [320, 640] },
    });
  });

  it("gives administrators the newest contacts", async () => {
    const admin = await createTestAccount({ admin: true });
    await addCenter(admin, "Admin Center");

    const result = await listMyVenues(admin);
    if (!result.ok) throw new Error(result.message);
    expect(result.venues.lanCenters).toHaveLength(1);
    expect(result.venues.recentContacts?.length).toBeGreaterThan(0);
    expect(result.venues.recentContacts!.length).toBeLessThanOrEqual(6);
  });
});

describe("deleteLanParty", () => {
  it("refuses another member's party exactly like an unknown id, and changes nothing", async () => {
    const owner = await createTestAccount();
    const intruder = await createTestAccount();
    const party = await addParty(owner);

    const theirs = await deleteLanParty(intruder, party.id);
    expect(theirs).toEqual({ ok: false, reason: "not-found", message: "Failed to delete LAN party" });
    expect(await deleteLanParty(intruder, crypto.randomUUID())).toEqual(theirs);
    const database = await openDatabase();
    expect(await database.$count(events, eq(events.id, party.id))).toBe(1);
    expect(await contactsOf({ eventId: party.id })).toHaveLength(1);
  });

  it("lets the owner delete the party, and its contact goes with it", async () => {
    const owner = await createTestAccount();
    const party = await addParty(owner);
    expect(await deleteLanParty(owner, party.id)).toEqual({ ok: true });
    const database = await openDatabase();
    expect(await database.$count(events, eq(events.id, party.id))).toBe(0);
    expect(await contactsOf({ eventId: party.id })).toHaveLength(0);
  });
});

describe("listContacts and the CSV export", () => {
  it("refuse members themselves", async () => {
    const member = await createTestAccount();
    expect(await listContacts(member)).toEqual({ ok: false, reason: "forbidden", message: "Administrators only" });
    expect(exportContactsCsv(member)).toEqual({ ok: false, reason: "forbidden", message: "Administrators only" });
  });

  it("give administrators every contact, newest first, a page at a time", async () => {
    const admin = await createTestAccount({ admin: true });
    const owner = await createTestAccount();
    const center = await addCenter(owner, "Newest Center");
    const database = await openDatabase();
    const total = await database.$count(locationContacts);

    const first = await listContacts(admin, { page: 1 });
    if (!first.ok) throw new Error(first.message);
    expect(first.total).toBe(total);
    expect(first.contacts[0]).toMatchObject({
      type: "lan_center",
      organizationName: "Newest Center",
      venueId: center.id,
    });
    expect(first.contacts.length).toBe(Math.min(total, CONTACTS_PAGE_SIZE));

    // Past the end: the last page, not an empty one.
    const far = await listContacts(admin, { page: 999 });
    if (!far.ok) throw new Error(far.message);
    expect(far.page).toBe(far.pageCount);
  });

  it("exports every contact as CSV, across batches, each once", async () => {
    const admin = await createTestAccount({ admin: true });
    const owner = await createTestAccount();
    const database = await openDatabase();
    const [center] = await database
      .insert(locations)
      .values({ slug: "bulk", organizationName: "Bulk", address: "x", description: "x", createdBy: owner.userId })
      .returning();
    const [party] = await database
      .insert(events)
      .values({
        organizationName: '=HYPERLINK("evil")',
        description: "x",
        startDate: new Date(),
        endDate: new Date(),
        createdBy: owner.userId,
      })
      .returning();
    // 1,400 rows share one instant, across the first batch boundary: the keyset must not skip or repeat ties.
    const sameInstant = new Date("2029-06-01T12:00:00.123Z");
    await database.insert(locationContacts).values(
      Array.from({ length: 2100 }, (_, index) => ({
        type: "lan_party",
        eventId: party!.id,
        organizationName: `Bulk ${index}`,
        createdAt: index % 3 !== 0 ? sameInstant : new Date(Date.UTC(2029, 0, 1, 0, 0, 0, index)),
      })),
    );
    await database
      .insert(locationContacts)
      .values({ type: "lan_center", locationId: center!.id, ownerName: 'Jo "JJ", Smith' });
    const total = await database.$count(locationContacts);

    const result = exportContactsCsv(admin, new Date("2030-05-04T23:59:00Z"));
    if (!result.ok) throw new Error(result.message);
    expect(result.fileName).toBe("lan-center-contacts-2030-05-04.csv");
    const text = await new Response(result.body).text();
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("type,organization,contact name,email,address,website,venue id,created at");
    expect(lines.at(-1)).toBe("");
    const records = lines.slice(1, -1);
    expect(records).toHaveLength(total);
    const organizations = records.map((line) => line.split(",")[1]);
    const bulk = organizations.filter((name) => name?.startsWith("Bulk "));
    expect(new Set(bulk).size).toBe(2100);
    expect(text).toContain('lan_center,,"Jo ""JJ"", Smith",');
  });
});
