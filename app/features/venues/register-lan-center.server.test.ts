import "#test-support/venue-site";

import { readFileSync } from "node:fs";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { communities, locationContacts, locations } from "#db/schema/venues";
import { migrationsFolder } from "~/lib/database/migrations.server";
import { openDatabase } from "~/lib/db.server";

import { loadLanCenterForEdit } from "./load-lan-center.server";
import { registerLanCenter, venueSlug } from "./register-lan-center.server";
import { lanCenterSchema, type LanCenterInput } from "./schemas";
import { createTestAccount } from "#test-support/venue-site";
import * as mail from "./venue-mail.server";

function centerInput(overrides: Partial<Record<string, string>> = {}): LanCenterInput {
  return lanCenterSchema.parse({
    ownerName: "Dana Owner",
    contactEmail: "dana@example.com",
    communityName: `Crew ${Math.random().toString(36).slice(2, 8)}`,
    communityDescription: "",
    communityImageUrl: "",
    organizationName: "Pixel Palace",
    website: "https://pixelpalace.example.com",
    address: "1 Main St, Springfield, IL 62701",
    latitude: "39.78",
    longitude: "-89.65",
    description: "Forty PCs",
    imageUrl: "",
    venueType: "game_cafe",
    ...overrides,
  });
}

async function counts() {
  const database = await openDatabase();
  const [c, l, k] = await Promise.all([
    database.$count(communities),
    database.$count(locations),
    database.$count(locationContacts),
  ]);
  return { communities: c, locations: l, contacts: k };
}

describe("registerLanCenter", () => {
  it("creates the community, a pending location and its contact, and tells the administrators", async () => {
    const notify = vi.spyOn(mail, "notifyAdministratorsOfRegistration");
    const member = await createTestAccount();
    const input = centerInput();
    const result = await registerLanCenter(member, input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;

    const database = await openDatabase();
    const [location] = await database.select().from(locations).where(eq(locations.id, result.id));
    expect(location).toMatchObject({
      organizationName: "Pixel Palace",
      lat: 39.78,
      lng: -89.65,
      venueType: "game_cafe",
      imageUrl: null,
      createdBy: member.userId,
      verified: false,
      reviewStatus: "pending",
      createdByAdmin: false,
      reviewedAt: null,
    });
    expect(location!.slug).toMatch(/^pixel-palace-[0-9a-z]{6}$/);

    const [community] = await database.select().from(communities).where(eq(communities.id, location!.communityId!));
    expect(community).toMatchObject({
      name: input.communityName,
      description: null,
      website: "https://pixelpalace.example.com",
      createdBy: member.userId,
    });

    const contacts = await database.select().from(locationContacts).where(eq(locationContacts.locationId, result.id));
    expect(contacts).toEqual([
      expect.objectContaining({
        type: "lan_center",
        ownerName: "Dana Owner",
        email: "dana@example.com",
        address: "1 Main St, Springfield, IL 62701",
        organizationName: "Pixel Palace",
        website: "https://pixelpalace.example.com",
      }),
    ]);
    expect(notify).toHaveBeenCalledWith({
      kind: "lan_center",
      id: result.id,
      name: "Pixel Palace",
      ownerEmail: member.email,
    });
    notify.mockRestore();
  });

  it("reuses the member's own community of the same exact name", async () => {
    const member = await createTestAccount();
    const first = await registerLanCenter(member, centerInput({ communityName: "Shared Crew" }));
    const second = await registerLanCenter(member, centerInput({ communityName: "Shared Crew" }));
    expect(first.ok && second.ok).toBe(true);
    const database = await openDatabase();
    expect(await database.$count(communities, eq(communities.name, "Shared Crew"))).toBe(1);
    const ids = await database
      .select({ communityId: locations.communityId })
      .from(locations)
      .where(sql`${locations.id} in (${first.ok && first.id}, ${second.ok && second.id})`);
    expect(new Set(ids.map((row) => row.communityId)).size).toBe(1);
  });

  it("never links another member's community of the same name, nor shows it on the edit form", async () => {
    const first = await createTestAccount();
    const second = await createTestAccount();
    const name = `Same Name ${Math.random().toString(36).slice(2, 8)}`;
    const theirs = await registerLanCenter(
      first,
      centerInput({
        communityName: name,
        communityDescription: "Private plans of the first crew",
        communityImageUrl: "https://first.example.com/crew.png",
      }),
    );
    const mine = await registerLanCenter(second, centerInput({ communityName: name, communityDescription: "" }));
    if (!theirs.ok || !mine.ok) throw new Error("registration failed");

    const database = await openDatabase();
    const rows = await database
      .select({ id: communities.id, createdBy: communities.createdBy })
      .from(communities)
      .where(eq(communities.name, name));
    expect(rows.map((row) => row.createdBy).sort()).toEqual([first.userId, second.userId].sort());

    const form = await loadLanCenterForEdit(second, mine.id);
    if (!form.ok) throw new Error(form.message);
    expect(form.center.community).toMatchObject({ name, description: null, imageUrl: null });
    expect(JSON.stringify(form.center)).not.toContain("Private plans");
  });

  it("the migration gives a center linked to another member's community one of its owner's own, name only", async () => {
    const [first, second] = [await createTestAccount(), await createTestAccount()];
    const theirs = await registerLanCenter(first, centerInput({ communityDescription: "Theirs only" }));
    const mine = await registerLanCenter(second, centerInput());
    if (!theirs.ok || !mine.ok) throw new Error("registration failed");
    const database = await openDatabase();
    const [{ communityId: theirCommunity } = { communityId: null }] = await database
      .select({ communityId: locations.communityId })
      .from(locations)
      .where(eq(locations.id, theirs.id));
    // As registration linked them before communities were the member's own.
    await database.update(locations).set({ communityId: theirCommunity }).where(eq(locations.id, mine.id));

    const migration = readFileSync(path.join(migrationsFolder(), "0005_communities_of_their_own.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await database.execute(sql.raw(statement));

    const [row] = await database
      .select({ communityId: locations.communityId, name: communities.name, description: communities.description })
      .from(locations)
      .innerJoin(communities, eq(communities.id, locations.communityId))
      .where(eq(locations.id, mine.id));
    expect(row!.communityId).not.toBe(theirCommunity);
    const [own] = await database.select().from(communities).where(eq(communities.id, row!.communityId!));
    expect(own).toMatchObject({ createdBy: second.userId, description: null, imageUrl: null });
    const [kept] = await database.select().from(communities).where(eq(communities.id, theirCommunity!));
    expect(kept).toMatchObject({ createdBy: first.userId, description: "Theirs only" });
  });

  it("verifies an administrator's center at once, marks it admin-created and sends no mail", async () => {
    const notify = vi.spyOn(mail, "notifyAdministratorsOfRegistration");
    const admin = await createTestAccount({ admin: true });
    const result = await registerLanCenter(admin, centerInput());
    expect(result.ok).toBe(true);
    const database = await openDatabase();
    const [location] = await database
      .select()
      .from(locations)
      .where(eq(locations.id, result.ok ? result.id : ""));
    expect(location).toMatchObject({ verified: true, reviewStatus: "verified", createdByAdmin: true });
    expect(location!.reviewedAt).toBeInstanceOf(Date);
    expect(notify).not.toHaveBeenCalled();
    notify.mockRestore();
  });

  it("leaves no community, location or contact behind when the contact cannot be saved", async () => {
    const notify = vi.spyOn(mail, "notifyAdministratorsOfRegistration");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const member = await createTestAccount();
    const database = await openDatabase();
    // A real failure at the last insert of the transaction: a constraint the contact breaks.
    await database.execute(
      sql`alter table location_contacts add constraint test_refuse_contact check (owner_name <> 'Refused Owner') not valid`,
    );
    try {
      const before = await counts();
      const result = await registerLanCenter(member, centerInput({ ownerName: "Refused Owner" }));
      expect(result).toEqual({ ok: false, reason: "failed", message: "Failed to register LAN center" });
      expect(await counts()).toEqual(before);
      expect(notify).not.toHaveBeenCalled();
      // The reason is logged, never shown.
      expect(errors).toHaveBeenCalled();
      expect(JSON.stringify(result)).not.toMatch(/constraint|location_contacts/);
    } finally {
      await database.execute(sql`alter table location_contacts drop constraint test_refuse_contact`);
      errors.mockRestore();
      notify.mockRestore();
    }
    // And the next registration works again.
    expect((await registerLanCenter(member, centerInput({ ownerName: "Refused Owner" }))).ok).toBe(true);
  });
});

describe("venueSlug", () => {
  it("makes a readable, address-safe slug with a random suffix", () => {
    expect(venueSlug("Café Über: LAN & Games!")).toMatch(/^cafe-uber-lan-games-[0-9a-z]{6}$/);
    expect(venueSlug("!!!")).toMatch(/^venue-[0-9a-z]{6}$/);
    expect(venueSlug("x")).not.toBe(venueSlug("x"));
  });
});
