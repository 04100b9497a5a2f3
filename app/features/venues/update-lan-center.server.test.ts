import "#test-support/venue-site";

import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { communities, locationContacts, locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";
import { findPayableCenter } from "./find-payable-center.server";
import { loadLanCenterForEdit } from "./load-lan-center.server";
import { registerLanCenter } from "./register-lan-center.server";
import { lanCenterSchema, type LanCenterInput } from "./schemas";
import { updateLanCenter } from "./update-lan-center.server";
import { createTestAccount } from "#test-support/venue-site";

// Registration mails are the moderation work's business; here they would only be noise.
vi.mock("./venue-mail.server", () => ({ notifyAdministratorsOfRegistration: vi.fn(async () => {}) }));

const NOT_FOUND = "Location not found or you do not have permission to edit it";

const form = {
  ownerName: "Dana Owner",
  contactEmail: "dana@example.com",
  communityDescription: "Fridays",
  communityImageUrl: "",
  organizationName: "Pixel Palace",
  website: "https://pixelpalace.example.com",
  address: "1 Main St, Springfield, IL 62701",
  latitude: "39.78",
  longitude: "-89.65",
  description: "Forty PCs",
  imageUrl: "",
  venueType: "",
};

function centerInput(overrides: Partial<Record<string, string>> = {}): LanCenterInput {
  return lanCenterSchema.parse({
    ...form,
    communityName: `Crew ${Math.random().toString(36).slice(2, 8)}`,
    ...overrides,
  });
}

async function newCenter(owner: Actor, overrides: Partial<Record<string, string>> = {}) {
  const input = centerInput(overrides);
  const result = await registerLanCenter(owner, input);
  if (!result.ok) throw new Error(result.message);
  return { id: result.id, input };
}

async function locationRow(id: string) {
  const database = await openDatabase();
  const [row] = await database.select().from(locations).where(eq(locations.id, id));
  return row!;
}

async function setReview(id: string, reviewStatus: "verified" | "rejected") {
  const database = await openDatabase();
  await database
    .update(locations)
    .set({
      reviewStatus,
      verified: reviewStatus === "verified",
      rejectionReason: reviewStatus === "rejected" ? "Blurry" : null,
    })
    .where(eq(locations.id, id));
}

describe("loadLanCenterForEdit", () => {
  it("gives the owner the center with its community and contact", async () => {
    const owner = await createTestAccount();
    const { id, input } = await newCenter(owner);
    const result = await loadLanCenterForEdit(owner, id);
    expect(result).toEqual({
      ok: true,
      center: expect.objectContaining({
        id,
        organizationName: "Pixel Palace",
        lat: 39.78,
        lng: -89.65,
        venueType: null,
        community: expect.objectContaining({ name: input.communityName, description: "Fridays", imageUrl: null }),
        contact: { ownerName: "Dana Owner", email: "dana@example.com" },
      }),
    });
  });

  it("answers another member exactly like an unknown id, and an administrator with the center", async () => {
    const owner = await createTestAccount();
    const other = await createTestAccount();
    const admin = await createTestAccount({ admin: true });
    const { id } = await newCenter(owner);
    const notFound = { ok: false, reason: "not-found", message: NOT_FOUND };
    expect(await loadLanCenterForEdit(other, id)).toEqual(notFound);
    expect(await loadLanCenterForEdit(other, "00000000-0000-4000-8000-000000000000")).toEqual(notFound);
    expect(await loadLanCenterForEdit(owner, "not-a-uuid'; drop table locations;--")).toEqual(notFound);
    expect((await loadLanCenterForEdit(admin, id)).ok).toBe(true);
  });
});

describe("updateLanCenter", () => {
  it("saves the location, the community and the contact, with the shared website", async () => {
    const owner = await createTestAccount();
    const { id, input } = await newCenter(owner);
    const edited = centerInput({
      communityName: `${input.communityName} Renamed`,
      organizationName: "Pixel Palace 2",
      website: "https://new.example.com",
      ownerName: "",
      contactEmail: "new@example.com",
      latitude: "40",
      venueType: "hotel",
    });
    expect(await updateLanCenter(owner, id, edited)).toEqual({ ok: true });

    const location = await locationRow(id);
    expect(location).toMatchObject({
      organizationName: "Pixel Palace 2",
      website: "https://new.example.com",
      lat: 40,
      venueType: "hotel",
      reviewStatus: "pending",
      reviewChanges: null,
    });
    const database = await openDatabase();
    const [community] = await database.select().from(communities).where(eq(communities.id, location.communityId!));
    expect(community).toMatchObject({ name: edited.communityName, website: "https://new.example.com" });
    const contacts = await database.select().from(locationContacts).where(eq(locationContacts.locationId, id));
    expect(contacts).toEqual([
      expect.objectContaining({
        ownerName: null,
        email: "new@example.com",
        organizationName: "Pixel Palace 2",
        website: "https://new.example.com",
      }),
    ]);
  });

  it("creates the contact row when the center has none", async () => {
    const owner = await createTestAccount();
    const { id } = await newCenter(owner);
    const database = await openDatabase();
    await database.delete(locationContacts).where(eq(locationContacts.locationId, id));
    expect(await updateLanCenter(owner, id, centerInput({ ownerName: "Back Again" }))).toEqual({ ok: true });
    expect(await database.$count(locationContacts, eq(locationContacts.locationId, id))).toBe(1);
  });

  it("refuses another member like an unknown id and changes nothing", async () => {
    const owner = await createTestAccount();
    const other = await createTestAccount();
    const { id, input } = await newCenter(owner);
    const before = await locationRow(id);
    const result = await updateLanCenter(
      other,
      id,
      centerInput({ organizationName: "Stolen", communityName: "Stolen" }),
    );
    expect(result).toEqual({ ok: false, reason: "not-found", message: NOT_FOUND });
    expect(await updateLanCenter(other, "nope", centerInput())).toEqual(result);
    expect(await locationRow(id)).toEqual(before);
    const database = await openDatabase();
    const [community] = await database.select().from(communities).where(eq(communities.id, before.communityId!));
    expect(community!.name).toBe(input.communityName);
    const [contact] = await database.select().from(locationContacts).where(eq(locationContacts.locationId, id));
    expect(contact!.organizationName).toBe("Pixel Palace");
  });

  it("lets an administrator edit any center without recording review changes", async () => {
    const owner = await createTestAccount();
    const admin = await createTestAccount({ admin: true });
    const { id } = await newCenter(owner);
    await setReview(id, "verified");
    expect(await updateLanCenter(admin, id, centerInput({ organizationName: "Fixed By Admin" }))).toEqual({ ok: true });
    expect(await locationRow(id)).toMatchObject({
      organizationName: "Fixed By Admin",
      verified: true,
      reviewStatus: "verified",
      reviewChanges: null,
      createdBy: owner.userId,
    });
  });

  it("keeps a verified center verified after its owner's edit and records what changed", async () => {
    const owner = await createTestAccount();
    const { id } = await newCenter(owner);
    await setReview(id, "verified");
    await updateLanCenter(owner, id, centerInput({ organizationName: "Renamed Once", latitude: "41.5" }));
    await updateLanCenter(owner, id, centerInput({ organizationName: "Renamed Twice", latitude: "41.5" }));
    const location = await locationRow(id);
    expect(location).toMatchObject({ verified: true, reviewStatus: "verified", organizationName: "Renamed Twice" });
    expect(location.reviewChanges).toEqual({
      organizationName: { from: "Pixel Palace", to: "Renamed Twice" },
      lat: { from: "39.78", to: "41.5" },
    });
  });

  it("sends a rejected center back to pending after its owner's edit, keeping the reason", async () => {
    const owner = await createTestAccount();
    const { id } = await newCenter(owner);
    await setReview(id, "rejected");
    expect(await updateLanCenter(owner, id, centerInput({ description: "Now with photos" }))).toEqual({ ok: true });
    expect(await locationRow(id)).toMatchObject({
      reviewStatus: "pending",
      verified: false,
      rejectionReason: "Blurry",
      description: "Now with photos",
    });
  });

  it("renames the member's own community only, never another member's of the same name", async () => {
    const first = await createTestAccount();
    const second = await createTestAccount();
    await newCenter(first, { communityName: "Borrowed Crew" });
    const { id } = await newCenter(second, { communityName: "Borrowed Crew" });
    expect(await updateLanCenter(second, id, centerInput({ communityName: "Hijacked" }))).toEqual({ ok: true });
    const database = await openDatabase();
    const byName = (name: string) =>
      database.select({ createdBy: communities.createdBy }).from(communities).where(eq(communities.name, name));
    expect(await byName("Borrowed Crew")).toEqual([{ createdBy: first.userId }]);
    expect(await byName("Hijacked")).toEqual([{ createdBy: second.userId }]);
  });

  it("keeps the location's change when the contact update fails (logged only)", async () => {
    const owner = await createTestAccount();
    const { id } = await newCenter(owner);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const database = await openDatabase();
    await database.execute(
      sql`alter table location_contacts add constraint test_refuse_edit check (owner_name <> 'Refused Owner') not valid`,
    );
    try {
      const result = await updateLanCenter(
        owner,
        id,
        centerInput({ ownerName: "Refused Owner", organizationName: "Kept" }),
      );
      expect(result).toEqual({ ok: true });
      expect(errors).toHaveBeenCalled();
    } finally {
      await database.execute(sql`alter table location_contacts drop constraint test_refuse_edit`);
      errors.mockRestore();
    }
    expect((await locationRow(id)).organizationName).toBe("Kept");
    const [contact] = await database.select().from(locationContacts).where(eq(locationContacts.locationId, id));
    expect(contact!.ownerName).toBe("Dana Owner");
  });
});

describe("a center's profile: hours, stations, prices, amenities, games", () => {
  const hours = JSON.stringify({
    week: [
      { kind: "closed" },
      { kind: "spans", spans: [{ open: "12:00", close: "22:00", overnight: false }] },
      { kind: "spans", spans: [{ open: "12:00", close: "22:00", overnight: false }] },
      { kind: "spans", spans: [{ open: "12:00", close: "22:00", overnight: false }] },
      { kind: "spans", spans: [{ open: "16:00", close: "02:00", overnight: true }] },
      { kind: "open24" },
      { kind: "spans", spans: [{ open: "10:00", close: "20:00", overnight: false }] },
    ],
    exceptions: [{ date: "2026-12-25", hours: { kind: "closed" }, note: "Christmas Day" }],
  });
  const profile = {
    openingHours: hours,
    phone: "+1 217 555 0100",
    pcCount: "24",
    hardware: "RTX 4070 · 240 Hz",
    priceMin: "5",
    priceMax: "7.50",
    currency: "USD",
    amenities: "tournaments,food_drinks",
    games: "dota-2,counter-strike-2",
  };

  it("saves them with the zone of the coordinates, and loads them back for the form", async () => {
    const owner = await createTestAccount();
    const { id } = await newCenter(owner, profile);
    const row = await locationRow(id);
    expect(row).toMatchObject({
      timeZone: "America/Chicago",
      phone: "+1 217 555 0100",
      pcCount: 24,
      priceMinCents: 500,
      priceMaxCents: 750,
      currency: "USD",
      // In the list's order, whatever order they were posted in.
      amenities: ["food_drinks", "tournaments"],
    });
    expect(row.openingHours!.week[4]).toEqual({
      kind: "spans",
      spans: [{ open: "16:00", close: "02:00", overnight: true }],
    });
    const loaded = await loadLanCenterForEdit(owner, id);
    expect(loaded.ok && loaded.center.games).toEqual(["counter-strike-2", "dota-2"]);
  });

  it("refuses a game the catalogue does not have, and changes nothing", async () => {
    const owner = await createTestAccount();
    const { id } = await newCenter(owner, profile);
    const result = await updateLanCenter(
      owner,
      id,
      centerInput({ ...profile, games: "dota-2,no-such-game", pcCount: "99" }),
    );
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      message: "These games are not in the catalogue: no-such-game. Please choose again.",
      errors: { games: "These games are not in the catalogue: no-such-game. Please choose again." },
    });
    expect((await locationRow(id)).pcCount).toBe(24);
    const loaded = await loadLanCenterForEdit(owner, id);
    expect(loaded.ok && loaded.center.games).toEqual(["counter-strike-2", "dota-2"]);
    const registered = await registerLanCenter(owner, centerInput({ games: "no-such-game" }));
    expect(registered).toMatchObject({ ok: false, reason: "invalid", errors: { games: expect.any(String) } });
  });

  it("shows the review queue what changed in words: the hours, the price and the games", async () => {
    const owner = await createTestAccount();
    const { id } = await newCenter(owner, profile);
    await setReview(id, "verified");
    const monday = JSON.parse(hours);
    monday.week[0] = { kind: "spans", spans: [{ open: "14:00", close: "23:00", overnight: false }] };
    const result = await updateLanCenter(
      owner,
      id,
      centerInput({ ...profile, openingHours: JSON.stringify(monday), priceMax: "9", games: "dota-2" }),
    );
    expect(result).toEqual({ ok: true });
    const { reviewChanges, verified } = await locationRow(id);
    expect(verified).toBe(true);
    expect(Object.keys(reviewChanges!).sort()).toEqual(["games", "openingHours", "price"]);
    expect(reviewChanges!.games).toEqual({ from: "Counter-Strike 2, Dota 2", to: "Dota 2" });
    expect(reviewChanges!.price).toEqual({ from: "$5–7.50/hr", to: "$5–9/hr" });
    expect(reviewChanges!.openingHours!.from).toMatch(/^Mon Closed; Tue noon–10 PM;.*Fri 4 PM–2 AM; Sat Open 24 hours/);
    expect(reviewChanges!.openingHours!.to).toMatch(
      /^Mon 2 PM–11 PM;.*Special dates: 2026-12-25 Closed \(Christmas Day\)$/,
    );
  });
});

describe("findPayableCenter", () => {
  it("names the owner's center and refuses anyone else's like an unknown one", async () => {
    const owner = await createTestAccount();
    const other = await createTestAccount();
    const admin = await createTestAccount({ admin: true });
    const { id } = await newCenter(owner);
    expect(await findPayableCenter(owner, id)).toEqual({
      ok: true,
      center: { id, organizationName: "Pixel Palace", address: "1 Main St, Springfield, IL 62701", verified: false },
    });
    const notFound = { ok: false, reason: "not-found", message: NOT_FOUND };
    expect(await findPayableCenter(other, id)).toEqual(notFound);
    expect(await findPayableCenter(other, "12345")).toEqual(notFound);
    expect((await findPayableCenter(admin, id)).ok).toBe(true);
  });
});
