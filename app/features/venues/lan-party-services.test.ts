import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { communities, events, locationContacts } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";
import { loadLanPartyForEdit } from "./load-lan-party.server";
import { registerLanParty } from "./register-lan-party.server";
import * as partyColumns from "./party-columns.server";
import { lanPartyEditSchema, lanPartySchema, type LanPartyEditInput, type LanPartyInput } from "./schemas";
import { updateLanParty } from "./update-lan-party.server";
import { createTestAccount } from "#test-support/venue-site";
import * as venueMail from "./venue-mail.server";

// The administrators' mail is the moderation work's business: here only whether it is asked for.
const notify = vi.spyOn(venueMail, "notifyAdministratorsOfRegistration").mockResolvedValue();
beforeEach(() => notify.mockClear());

const form = {
  eventName: "Frag Night",
  description: "Bring your own PC.",
  startDate: "2027-03-13T18:00",
  endDate: "2027-03-14T18:00",
  timeZone: "America/Chicago",
  location: "Community Hall, Springfield",
  latitude: "39.78",
  longitude: "-89.65",
  website: "https://fragnight.example.com",
  imageUrl: "",
  communityName: "Springfield Gamers",
  ownerName: "Pat Organizer",
  contactEmail: "Pat@Example.com",
};

function partyInput(overrides: Partial<typeof form> = {}): LanPartyInput {
  return lanPartySchema.parse({ ...form, ...overrides });
}

function editInput(overrides: Partial<typeof form> = {}): LanPartyEditInput {
  return lanPartyEditSchema.parse({ ...form, ...overrides });
}

async function register(actor: Actor, overrides: Partial<typeof form> = {}): Promise<string> {
  const result = await registerLanParty(actor, partyInput(overrides));
  if (!result.ok) throw new Error(result.message);
  return result.id;
}

async function eventRow(id: string) {
  const database = await openDatabase();
  const [row] = await database.select().from(events).where(eq(events.id, id));
  return row!;
}

async function contactRows(id: string) {
  const database = await openDatabase();
  return database.select().from(locationContacts).where(eq(locationContacts.eventId, id));
}

async function setReviewStatus(id: string, reviewStatus: "verified" | "rejected") {
  const database = await openDatabase();
  await database
    .update(events)
    .set({
      reviewStatus,
      verified: reviewStatus === "verified",
      rejectionReason: reviewStatus === "rejected" ? "Spam" : null,
    })
    .where(eq(events.id, id));
}

describe("registerLanParty", () => {
  it("creates the pending event in UTC with its zone, its community and its contact, and tells the administrators", async () => {
    const member = await createTestAccount();
    const id = await register(member);

    const event = await eventRow(id);
    expect(event).toMatchObject({
      organizationName: "Frag Night",
      description: "Bring your own PC.",
      timeZone: "America/Chicago",
      customLocation: "Community Hall, Springfield",
      lat: 39.78,
      lng: -89.65,
      website: "https://fragnight.example.com",
      imageUrl: null,
      createdBy: member.userId,
      verified: false,
      reviewStatus: "pending",
      reviewedAt: null,
    });
    // 6 PM CST (UTC-6) the day before the change to daylight time, 6 PM CDT (UTC-5) the day of it.
    expect(event.startDate.toISOString()).toBe("2027-03-14T00:00:00.000Z");
    expect(event.endDate.toISOString()).toBe("2027-03-14T23:00:00.000Z");

    const database = await openDatabase();
    const [community] = await database.select().from(communities).where(eq(communities.id, event.communityId!));
    expect(community).toMatchObject({ name: "Springfield Gamers", createdBy: member.userId });

    expect(await contactRows(id)).toEqual([
      expect.objectContaining({
        type: "lan_party",
        locationId: null,
        ownerName: "Pat Organizer",
        email: "pat@example.com",
        address: "Community Hall, Springfield",
        organizationName: "Frag Night",
        website: "https://fragnight.example.com",
      }),
    ]);
    expect(notify).toHaveBeenCalledWith({ kind: "lan_party", id, name: "Frag Night", ownerEmail: member.email });
  });

  it("uses 'Event Location' as the contact's address when no location is given", async () => {
    const member = await createTestAccount();
    const id = await register(member, { location: "  ", latitude: "", longitude: "", website: "" });
    expect((await eventRow(id)).customLocation).toBeNull();
    expect(await contactRows(id)).toEqual([expect.objectContaining({ address: "Event Location", website: null })]);
  });

  it("reuses a community with exactly the same name", async () => {
    const member = await createTestAccount();
    const first = await register(member, { communityName: "Reused Community" });
    const second = await register(member, { communityName: "Reused Community" });
    const third = await register(member, { communityName: "reused community" });
    const [a, b, c] = await Promise.all([eventRow(first), eventRow(second), eventRow(third)]);
    expect(b.communityId).toBe(a.communityId);
    expect(c.communityId).not.toBe(a.communityId);
  });

  it("never links another member's community of the same name", async () => {
    const [first, second] = [await createTestAccount(), await createTestAccount()];
    const theirs = await eventRow(await register(first, { communityName: "Two Crews" }));
    const mine = await eventRow(await register(second, { communityName: "Two Crews" }));
    expect(mine.communityId).not.toBe(theirs.communityId);
    const database = await openDatabase();
    const [community] = await database.select().from(communities).where(eq(communities.id, mine.communityId!));
    expect(community).toMatchObject({ name: "Two Crews", createdBy: second.userId });
  });

  it("verifies an administrator's party at once and sends no mail", async () => {
    const admin = await createTestAccount({ admin: true });
    const event = await eventRow(await register(admin));
    expect(event).toMatchObject({ verified: true, reviewStatus: "verified" });
    expect(event.reviewedAt).toBeInstanceOf(Date);
    expect(notify).not.toHaveBeenCalled();
  });

  it("leaves no community, event or contact behind when a step fails", async () => {
    const member = await createTestAccount();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    // Fails the last step (the contact), after the community and the event were inserted.
    const address = vi.spyOn(partyColumns, "partyContactAddress").mockImplementation(() => {
      throw new Error("contact step failed");
    });
    const result = await registerLanParty(member, partyInput({ communityName: "Half Made Community" }));
    address.mockRestore();
    expect(result).toEqual({ ok: false, reason: "failed", message: "Failed to register LAN party" });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    expect(notify).not.toHaveBeenCalled();

    const database = await openDatabase();
    expect(await database.select().from(communities).where(eq(communities.name, "Half Made Community"))).toEqual([]);
    expect(await database.select().from(events).where(eq(events.createdBy, member.userId))).toEqual([]);
  });
});

describe("loadLanPartyForEdit", () => {
  it("gives the owner and an administrator the party, and another member the same answer as an unknown id", async () => {
    const owner = await createTestAccount();
    const other = await createTestAccount();
    const admin = await createTestAccount({ admin: true });
    const id = await register(owner);

    const own = await loadLanPartyForEdit(owner, id);
    expect(own).toMatchObject({ ok: true, party: { id, eventName: "Frag Night", timeZone: "America/Chicago" } });
    expect(await loadLanPartyForEdit(admin, id)).toMatchObject({ ok: true, party: { id } });

    const notFound = { ok: false, reason: "not-found", message: "Event not found" };
    expect(await loadLanPartyForEdit(other, id)).toEqual(notFound);
    expect(await loadLanPartyForEdit(other, "00000000-0000-4000-8000-000000000000")).toEqual(notFound);
    expect(await loadLanPartyForEdit(owner, "not-a-uuid")).toEqual(notFound);
    expect(await loadLanPartyForEdit(owner, "1 or 1=1")).toEqual(notFound);
  });
});

describe("updateLanParty", () => {
  it("saves the owner's changes and keeps the contact's name, address and website in step", async () => {
    const owner = await createTestAccount();
    const id = await register(owner);
    const result = await updateLanParty(
      owner,
      id,
      editInput({
        eventName: "Frag Night II",
        startDate: "2027-07-01T10:00",
        endDate: "2027-07-01T22:00",
        timeZone: "Europe/Berlin",
        location: "",
        latitude: "",
        longitude: "",
        website: "",
      }),
    );
    expect(result).toEqual({ ok: true });

    const event = await eventRow(id);
    expect(event).toMatchObject({
      organizationName: "Frag Night II",
      timeZone: "Europe/Berlin",
      customLocation: null,
      lat: null,
      lng: null,
      website: null,
      reviewStatus: "pending",
      reviewChanges: null,
    });
    expect(event.startDate.toISOString()).toBe("2027-07-01T08:00:00.000Z");
    expect(await contactRows(id)).toEqual([
      expect.objectContaining({
        organizationName: "Frag Night II",
        address: "Event Location",
        website: null,
        ownerName: "Pat Organizer",
      }),
    ]);
  });

  it("answers another member 'Event not found' and changes nothing", async () => {
    const owner = await createTestAccount();
    const other = await createTestAccount();
    const id = await register(owner);
    const before = await eventRow(id);

    const result = await updateLanParty(other, id, editInput({ eventName: "Hijacked" }));
    expect(result).toEqual({ ok: false, reason: "not-found", message: "Event not found" });
    expect(await updateLanParty(other, "not-a-uuid", editInput())).toEqual(result);
    expect(await updateLanParty(other, "00000000-0000-4000-8000-000000000000", editInput())).toEqual(result);

    expect(await eventRow(id)).toEqual(before);
    expect(await contactRows(id)).toEqual([expect.objectContaining({ organizationName: "Frag Night" })]);
  });

  it("lets an administrator edit any party without recording review changes", async () => {
    const owner = await createTestAccount();
    const admin = await createTestAccount({ admin: true });
    const id = await register(owner);
    await setReviewStatus(id, "verified");

    expect(await updateLanParty(admin, id, editInput({ description: "Fixed a typo." }))).toEqual({ ok: true });
    expect(await eventRow(id)).toMatchObject({
      description: "Fixed a typo.",
      createdBy: owner.userId,
      reviewStatus: "verified",
      verified: true,
      reviewChanges: null,
    });
  });

  it("keeps a member's verified party listed and records what the edit changed", async () => {
    const owner = await createTestAccount();
    const id = await register(owner);
    await setReviewStatus(id, "verified");

    await updateLanParty(owner, id, editInput({ eventName: "Frag Night Deluxe", startDate: "2027-03-13T19:00" }));
    const event = await eventRow(id);
    expect(event).toMatchObject({ reviewStatus: "verified", verified: true });
    expect(event.reviewChanges).toEqual({
      organizationName: { from: "Frag Night", to: "Frag Night Deluxe" },
      startDate: { from: "2027-03-14T00:00:00.000Z", to: "2027-03-14T01:00:00.000Z" },
    });

    // A second edit keeps what the team last saw as the starting point.
    await updateLanParty(owner, id, editInput({ eventName: "Frag Night Ultra", startDate: "2027-03-13T18:00" }));
    expect((await eventRow(id)).reviewChanges).toEqual({
      organizationName: { from: "Frag Night", to: "Frag Night Ultra" },
    });
  });

  it("sends a member's rejected party back to review", async () => {
    const owner = await createTestAccount();
    const id = await register(owner);
    await setReviewStatus(id, "rejected");

    await updateLanParty(owner, id, editInput({ description: "Now with real details." }));
    expect(await eventRow(id)).toMatchObject({
      reviewStatus: "pending",
      verified: false,
      rejectionReason: "Spam",
      description: "Now with real details.",
    });
  });
});
