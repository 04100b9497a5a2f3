import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { events, locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { readOutbox } from "~/lib/mail.server";

import type { Actor } from "~/features/accounts/actor";
import { listReviewQueue } from "./list-review-queue.server";
import { moderateVenue, type ModerationAction } from "./moderate-venue.server";
import { notifyAdministratorsOfRegistration } from "./venue-mail.server";
import { createTestAccount } from "#test-support/venue-site";

// Read by env() on first use, which comes after this line: one administrator by setting only, and
// one listed both ways (mailed once).
process.env.ADMIN_EMAILS = "ops@example.com, Second-Admin@example.com";

let admin: Actor;
let member: Actor;

beforeEach(async () => {
  admin = await createTestAccount({ admin: true });
  member = await createTestAccount();
});

let sequence = 0;

async function insertCenter(owner: Actor, values: Partial<typeof locations.$inferInsert> = {}) {
  const database = await openDatabase();
  sequence += 1;
  const [row] = await database
    .insert(locations)
    .values({
      slug: `center-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
      organizationName: `Center ${sequence}`,
      address: "1 Main St, Springfield",
      description: "Line one\nLine two",
      createdBy: owner.userId,
      ...values,
    })
    .returning();
  return row!;
}

async function insertParty(owner: Actor, values: Partial<typeof events.$inferInsert> = {}) {
  const database = await openDatabase();
  sequence += 1;
  const [row] = await database
    .insert(events)
    .values({
      organizationName: `Party ${sequence}`,
      description: "A weekend of games",
      startDate: new Date("2027-03-07T18:00:00Z"),
      endDate: new Date("2027-03-08T18:00:00Z"),
      timeZone: "America/Chicago",
      customLocation: "Town hall",
      createdBy: owner.userId,
      ...values,
    })
    .returning();
  return row!;
}

async function readCenter(id: string) {
  const database = await openDatabase();
  const [row] = await database.select().from(locations).where(eq(locations.id, id));
  return row!;
}

async function readParty(id: string) {
  const database = await openDatabase();
  const [row] = await database.select().from(events).where(eq(events.id, id));
  return row!;
}

async function mailTo(email: string) {
  return (await readOutbox()).filter((message) => message.to === email.toLowerCase());
}

describe("members are refused", () => {
  it("cannot list the queue", async () => {
    await insertCenter(member);
    expect(await listReviewQueue(member, {})).toEqual({
      ok: false,
      reason: "forbidden",
      message: "Administrators only",
    });
  });

  it.each<ModerationAction>(["verify", "unverify", "reject", "feature", "unfeature"])(
    "cannot %s a venue, not even their own, and nothing changes",
    async (action) => {
      const center = await insertCenter(member, { verified: true, reviewStatus: "verified" });
      const party = await insertParty(member);
      for (const target of [
        { kind: "lan_center" as const, id: center.id },
        { kind: "lan_party" as const, id: party.id },
      ]) {
        const result = await moderateVenue(member, { ...target, action, reason: "Because" });
        expect(result).toMatchObject({ ok: false, reason: "forbidden" });
      }
      const centerAfter = await readCenter(center.id);
      expect(centerAfter).toMatchObject({ reviewStatus: "verified", verified: true, featured: false });
      expect(centerAfter.updatedAt.getTime()).toBe(center.updatedAt.getTime());
      expect(await readParty(party.id)).toMatchObject({ reviewStatus: "pending", verified: false });
    },
  );
});

describe("moderateVenue", () => {
  it("verifies a pending center: listed, reviewed now, changes and old reason cleared; the owner is told", async () => {
    const center = await insertCenter(member, {
      reviewStatus: "pending",
      rejectionReason: "Old reason",
      reviewChanges: { address: { from: "a", to: "b" } },
    });
    const result = await moderateVenue(admin, { kind: "lan_center", id: center.id, action: "verify" });
    expect(result).toMatchObject({ ok: true, reviewStatus: "verified" });
    const after = await readCenter(center.id);
    expect(after).toMatchObject({
      verified: true,
      reviewStatus: "verified",
      reviewChanges: null,
      rejectionReason: null,
    });
    expect(after.reviewedAt).toBeInstanceOf(Date);
    const mails = await mailTo(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(center.organizationName);
    expect(mails[0]!.text).toContain("now listed");
  });

  it("verifies a party the same way", async () => {
    const party = await insertParty(member);
    expect(await moderateVenue(admin, { kind: "lan_party", id: party.id, action: "verify" })).toMatchObject({
      ok: true,
    });
    expect(await readParty(party.id)).toMatchObject({ verified: true, reviewStatus: "verified" });
  });

  it("re-verifying an edited, listed venue clears its changes without mailing the owner again", async () => {
    const center = await insertCenter(member, {
      verified: true,
      reviewStatus: "verified",
      reviewChanges: { organizationName: { from: "Old", to: "New" } },
    });
    await moderateVenue(admin, { kind: "lan_center", id: center.id, action: "verify" });
    expect((await readCenter(center.id)).reviewChanges).toBeNull();
    expect(await mailTo(member.email)).toHaveLength(0);
  });

  it("unverifies: back to pending, unlisted and no longer featured", async () => {
    const center = await insertCenter(member, { verified: true, reviewStatus: "verified", featured: true });
    expect(await moderateVenue(admin, { kind: "lan_center", id: center.id, action: "unverify" })).toMatchObject({
      ok: true,
      reviewStatus: "pending",
      featured: false,
    });
    expect(await readCenter(center.id)).toMatchObject({ verified: false, reviewStatus: "pending", featured: false });
  });

  it("rejects only with a reason", async () => {
    const party = await insertParty(member);
    const result = await moderateVenue(admin, { kind: "lan_party", id: party.id, action: "reject", reason: "   " });
    expect(result).toMatchObject({ ok: false, reason: "invalid", field: "reason" });
    expect(await readParty(party.id)).toMatchObject({ reviewStatus: "pending" });
    expect(await mailTo(member.email)).toHaveLength(0);
  });

  it("rejects with a reason: unlisted, reason kept, changes cleared; the owner's mail carries the reason", async () => {
    const center = await insertCenter(member, {
      verified: true,
      reviewStatus: "verified",
      featured: true,
      reviewChanges: { website: { from: null, to: "https://x.example" } },
    });
    const reason = "The address <b>is</b> a parking lot & the photo is not yours.";
    const result = await moderateVenue(admin, { kind: "lan_center", id: center.id, action: "reject", reason });
    expect(result).toMatchObject({ ok: true, reviewStatus: "rejected" });
    expect(await readCenter(center.id)).toMatchObject({
      verified: false,
      reviewStatus: "rejected",
      rejectionReason: reason,
      reviewChanges: null,
      featured: false,
    });
    const [mail] = await mailTo(member.email);
    expect(mail!.text).toContain(reason);
    expect(mail!.text).toContain("sends it back for review");
    // Escaped in the HTML part: the owner's mail must not carry the administrator's markup.
    expect(mail!.html).toContain("&lt;b&gt;is&lt;/b&gt; a parking lot &amp; the photo");
    expect(mail!.html).not.toContain("<b>is</b>");
  });

  it("features and unfeatures verified centers only", async () => {
    const pending = await insertCenter(member);
    const refused = await moderateVenue(admin, { kind: "lan_center", id: pending.id, action: "feature" });
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    if (!refused.ok) expect(refused.message).toMatch(/verified/i);
    expect((await readCenter(pending.id)).featured).toBe(false);

    const verified = await insertCenter(member, { verified: true, reviewStatus: "verified" });
    expect(await moderateVenue(admin, { kind: "lan_center", id: verified.id, action: "feature" })).toMatchObject({
      ok: true,
      featured: true,
    });
    expect((await readCenter(verified.id)).featured).toBe(true);
    await moderateVenue(admin, { kind: "lan_center", id: verified.id, action: "unfeature" });
    expect((await readCenter(verified.id)).featured).toBe(false);
  });

  it("does not feature parties", async () => {
    const party = await insertParty(member, { verified: true, reviewStatus: "verified" });
    expect(await moderateVenue(admin, { kind: "lan_party", id: party.id, action: "feature" })).toMatchObject({
      ok: false,
      reason: "invalid",
    });
  });

  it("answers 404 for an unknown id or a malformed one", async () => {
    const center = await insertCenter(member);
    for (const target of [
      { kind: "lan_center" as const, id: "00000000-0000-4000-8000-000000000000" },
      { kind: "lan_party" as const, id: center.id },
      { kind: "lan_center" as const, id: "not-a-uuid" },
    ]) {
      expect(await moderateVenue(admin, { ...target, action: "verify" })).toMatchObject({
        ok: false,
        reason: "not-found",
      });
    }
  });
});

describe("listReviewQueue", () => {
  it("lists pending venues and edited verified ones, not clean verified or rejected ones, oldest first", async () => {
    const owner = await createTestAccount({ email: "queue-owner@example.com" });
    const base = Date.now() - 60_000;
    const pending = await insertCenter(owner, { createdAt: new Date(base + 1000), venueType: "game_cafe" });
    const edited = await insertCenter(owner, {
      createdAt: new Date(base + 2000),
      verified: true,
      reviewStatus: "verified",
      reviewChanges: { address: { from: "Old St", to: "New St" } },
    });
    const clean = await insertCenter(owner, {
      createdAt: new Date(base + 3000),
      verified: true,
      reviewStatus: "verified",
    });
    const rejected = await insertCenter(owner, { createdAt: new Date(base + 4000), reviewStatus: "rejected" });
    const party = await insertParty(owner, { createdAt: new Date(base + 1500) });

    const result = await listReviewQueue(admin, {});
    if (!result.ok) throw new Error(result.message);
    const ids = result.items.map((item) => item.id);
    expect(ids).not.toContain(clean.id);
    expect(ids).not.toContain(rejected.id);
    const mine = ids.filter((id) => [pending.id, party.id, edited.id].includes(id));
    expect(mine).toEqual([pending.id, party.id, edited.id]);

    const center = result.items.find((item) => item.id === pending.id)!;
    expect(center).toMatchObject({
      kind: "lan_center",
      name: pending.organizationName,
      description: "Line one\nLine two",
      location: "1 Main St, Springfield",
      venueType: "game_cafe",
      ownerEmail: "queue-owner@example.com",
      reviewStatus: "pending",
      createdByAdmin: false,
    });
    expect(result.items.find((item) => item.id === edited.id)!.reviewChanges).toEqual({
      address: { from: "Old St", to: "New St" },
    });
    expect(result.items.find((item) => item.id === party.id)).toMatchObject({
      kind: "lan_party",
      timeZone: "America/Chicago",
      location: "Town hall",
      startDate: "2027-03-07T18:00:00.000Z",
    });
  });

  it("filters by kind and status, newest first outside the queue, with a total", async () => {
    const owner = await createTestAccount();
    const rejected = await insertParty(owner, { reviewStatus: "rejected", rejectionReason: "Spam" });
    const onlyParties = await listReviewQueue(admin, { kind: "lan_party", status: "rejected" });
    if (!onlyParties.ok) throw new Error(onlyParties.message);
    expect(onlyParties.items.every((item) => item.kind === "lan_party" && item.reviewStatus === "rejected")).toBe(true);
    expect(onlyParties.items.find((item) => item.id === rejected.id)?.rejectionReason).toBe("Spam");
    expect(onlyParties.total).toBe(onlyParties.items.length);

    const everything = await listReviewQueue(admin, { status: "all" });
    if (!everything.ok) throw new Error(everything.message);
    const times = everything.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("pages 25 at a time", async () => {
    const owner = await createTestAccount();
    for (let i = 0; i < 27; i++)
      await insertCenter(owner, { reviewStatus: "rejected", createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)) });
    const first = await listReviewQueue(admin, { kind: "lan_center", status: "rejected", page: 1 });
    const second = await listReviewQueue(admin, { kind: "lan_center", status: "rejected", page: 2 });
    if (!first.ok || !second.ok) throw new Error("queue failed");
    expect(first.items).toHaveLength(25);
    expect(first.total).toBeGreaterThanOrEqual(27);
    expect(first.pageCount).toBe(Math.ceil(first.total / 25));
    const overlap = first.items.filter((item) => second.items.some((other) => other.id === item.id));
    expect(overlap).toHaveLength(0);
  });
});

describe("notifyAdministratorsOfRegistration", () => {
  it("mails every administrator once (profiles and ADMIN_EMAILS) with the venue and a link to the queue", async () => {
    const second = await createTestAccount({ admin: true, email: "second-admin@example.com" });
    await notifyAdministratorsOfRegistration({
      kind: "lan_center",
      id: "00000000-0000-4000-8000-000000000001",
      name: "Pixel <Palace>",
      ownerEmail: "owner@example.com",
    });
    for (const email of [admin.email, second.email, "ops@example.com"]) {
      const mails = (await mailTo(email)).filter((mail) => mail.subject.includes("Pixel <Palace>"));
      expect(mails, email).toHaveLength(1);
      expect(mails[0]!.text).toContain("owner@example.com");
      expect(mails[0]!.text).toContain("LAN center");
      expect(mails[0]!.text).toContain("http://localhost:3000/admin/venues");
      expect(mails[0]!.html).toContain("Pixel &lt;Palace&gt;");
    }
    expect(await mailTo(member.email)).toHaveLength(0);
  });
});
