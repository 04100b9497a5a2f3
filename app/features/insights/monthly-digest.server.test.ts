import "#test-support/venue-site";

import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { userProfiles } from "#db/schema/accounts";
import { user } from "#db/schema/auth";
import { games } from "#db/schema/content";
import { digestSends, insightDaily, placeSearches } from "#db/schema/insights";
import type { InsightMetric, OpeningHours } from "#db/schema/values";
import { locationGames, locations } from "#db/schema/venues";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import type { Actor } from "~/features/accounts/actor";
import { loadDashboard } from "~/features/accounts/dashboard.server";
import { setInsightsDigest } from "~/features/accounts/insights-digest-setting.server";
import type * as unsubscribeRoute from "~/routes/insights/unsubscribe";
import { recordStationStatus } from "~/features/stations/record-status.server";
import { openDatabase } from "~/lib/db.server";
import { readOutbox } from "~/lib/mail.server";

import { loadOwnerDigest } from "./digest-figures.server";
import { describeChange, digestMessage } from "./digest-mail.server";
import { addMonths, digestMonth, monthDays, monthLabel } from "./digest-month";
import { MIN_GAME_SEARCHES, pickSuggestion, type VenueFacts } from "./digest-suggestion";
import {
  accountOfToken,
  checkUnsubscribeToken,
  unsubscribeFromDigest,
  unsubscribeToken,
  unsubscribeUrl,
} from "./digest-unsubscribe.server";
import { runMonthlyDigest } from "./monthly-digest.server";

type ActionArgs = Parameters<typeof unsubscribeRoute.action>[0];
type LoaderArgs = Parameters<typeof unsubscribeRoute.loader>[0];

const HOURS: OpeningHours = { week: Array.from({ length: 7 }, () => ({ kind: "open24" as const })), exceptions: [] };

/** A verified center of `owner` at a point, with hours (so the "no hours" rule stays quiet). */
async function listedCenter(owner: Actor, name: string, point = { lat: 40, lng: -75 }) {
  const center = await addTestCenter(owner, name);
  const database = await openDatabase();
  await database
    .update(locations)
    .set({ verified: true, lat: point.lat, lng: point.lng, openingHours: HOURS, imageUrl: "https://example.com/a.jpg" })
    .where(eq(locations.id, center.id));
  return center;
}

async function count(locationId: string, day: string, metric: InsightMetric, value: number) {
  const database = await openDatabase();
  await database.insert(insightDaily).values({ day, locationId, metric, count: value });
}

async function addGame(name: string, options: { steamAppId?: number } = {}) {
  const database = await openDatabase();
  const slug = `${name.toLowerCase().replace(/\W+/g, "-")}-${randomUUID().slice(0, 6)}`;
  const [game] = await database
    .insert(games)
    .values({ name, slug, publisher: "Test", storeUrl: "https://example.com", position: 900, ...options })
    .returning();
  return game!;
}

async function searched(filter: string, point: { lat: number; lng: number }, day: string, value: number) {
  const database = await openDatabase();
  await database.insert(placeSearches).values({
    day,
    place: `Place ${randomUUID().slice(0, 6)}`,
    filter,
    latitude: point.lat,
    longitude: point.lng,
    centersNear: 1,
    count: value,
  });
}

async function statusOf(month: string, userId: string) {
  const database = await openDatabase();
  const [row] = await database
    .select()
    .from(digestSends)
    .where(and(eq(digestSends.month, month), eq(digestSends.userId, userId)));
  return row?.status;
}

async function digestSetting(userId: string) {
  const database = await openDatabase();
  const [row] = await database
    .select({ on: userProfiles.insightsDigest })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row?.on;
}

describe("the months", () => {
  it("is about the month before, from the 1st at midnight UTC", () => {
    expect(digestMonth(new Date("2026-11-01T00:00:00Z"))).toBe("2026-10");
    expect(digestMonth(new Date("2026-10-31T23:59:59Z"))).toBe("2026-09");
    expect(digestMonth(new Date("2026-01-15T12:00:00Z"))).toBe("2025-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(monthDays("2026-02")).toEqual({ from: "2026-02-01", to: "2026-03-01" });
    expect(monthLabel("2026-10")).toBe("October 2026");
  });

  it("describes a change against the month before", () => {
    expect(describeChange(125, 100)).toBe("+25%");
    expect(describeChange(90, 100)).toBe("−10%");
    expect(describeChange(100, 100)).toBe("same");
    expect(describeChange(7, 0)).toBe("from 0");
    expect(describeChange(0, 0)).toBe("–");
  });
});

describe("the suggestion", () => {
  const plain: VenueFacts = { name: "Alpha", views: 10, hasPhoto: true, hasHours: true, missingGame: null };

  it("names the game most searched nearby that a center does not offer, from the threshold up", () => {
    const venues: VenueFacts[] = [
      { ...plain, name: "Alpha", hasPhoto: false, missingGame: { name: "Dota 2", searches: 5 } },
      { ...plain, name: "Beta", missingGame: { name: "Valorant", searches: 12 } },
    ];
    expect(pickSuggestion(venues, "2026-10")).toEqual({
      kind: "missing-game",
      venue: "Beta",
      text: "12 searches for Valorant were made near Beta in October; add it to your games so those players find you.",
    });
    const few = [{ ...plain, missingGame: { name: "Valorant", searches: MIN_GAME_SEARCHES - 1 } }];
    expect(pickSuggestion(few, "2026-10")).toBeNull();
  });

  it("else a center without photos (the most viewed), else one without hours, else nothing", () => {
    const noPhotos = [
      { ...plain, name: "Quiet", hasPhoto: false, views: 3 },
      { ...plain, name: "Busy", hasPhoto: false, hasHours: false, views: 40 },
    ];
    expect(pickSuggestion(noPhotos, "2026-10")).toMatchObject({ kind: "no-photos", venue: "Busy" });
    expect(pickSuggestion(noPhotos, "2026-10")?.text).toContain("viewed 40 times in October");
    expect(pickSuggestion([{ ...plain, hasHours: false }], "2026-10")).toMatchObject({ kind: "no-hours" });
    expect(pickSuggestion([plain], "2026-10")).toBeNull();
    // Ties go by name, whatever order the rows came in.
    const tied = [
      { ...plain, name: "Zeta", hasPhoto: false },
      { ...plain, name: "Eta", hasPhoto: false },
    ];
    expect(pickSuggestion(tied, "2026-10")?.venue).toBe("Eta");
    expect(pickSuggestion([...tied].reverse(), "2026-10")?.venue).toBe("Eta");
  });
});

describe("an owner's figures", () => {
  it("adds up each verified center's month and the month before, and nothing else", async () => {
    const owner = await createTestAccount();
    const other = await createTestAccount();
    const arena = await listedCenter(owner, "Arena");
    const bunker = await listedCenter(owner, "Bunker");
    const pending = await addTestCenter(owner, "Pending");
    const theirs = await listedCenter(other, "Theirs");
    await count(arena.id, "2026-10-01", "views", 30);
    await count(arena.id, "2026-10-31", "views", 20);
    await count(arena.id, "2026-10-15", "website", 4);
    await count(arena.id, "2026-09-10", "views", 40);
    await count(arena.id, "2026-11-01", "views", 1000); // next month
    await count(arena.id, "2026-08-31", "views", 1000); // before the month before
    await count(arena.id, "2026-10-02", "map_bubble", 9); // not in the digest
    await count(bunker.id, "2026-09-05", "phone", 2);
    await count(pending.id, "2026-10-05", "views", 77);
    await count(theirs.id, "2026-10-05", "views", 55);

    const digest = (await loadOwnerDigest(await openDatabase(), owner.userId, "2026-10"))!;
    expect(digest.email).toBe(owner.email);
    expect(digest.wanted).toBe(true);
    expect(digest.venues.map((venue) => venue.name)).toEqual(["Arena", "Bunker"]);
    const [first, second] = digest.venues;
    expect(first!.current).toEqual({
      views: 50,
      visitors: 0,
      map_list: 0,
      website: 4,
      directions: 0,
      phone: 0,
      share: 0,
    });
    expect(first!.previous.views).toBe(40);
    expect(second!.current.phone).toBe(0);
    expect(second!.previous.phone).toBe(2);

    const mail = digestMessage(digest);
    expect(mail.subject).toBe("Your LAN Centers insights for October 2026");
    expect(mail.text).toContain("Arena\n  Page views: 50 (+25% vs September)");
    expect(mail.text).toContain("  Website clicks: 4 (0 in September)\n  Direction requests: 0\n");
    expect(mail.html).toMatch(/Website clicks<\/td><td[^>]*>4<\/td><td[^>]*>from 0<\/td>/);
    expect(mail.text).toContain("http://localhost:3000/dashboard?tab=insights");
    expect(mail.html).toContain("Bunker");
    expect(mail.html).not.toContain("Pending");
    expect(mail.headers).toMatchObject({
      "List-Unsubscribe": `<${unsubscribeUrl(owner.userId)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // The same Message-ID however often it is made: receivers drop a copy.
    expect(digestMessage(digest).headers?.["Message-ID"]).toBe(mail.headers?.["Message-ID"]);
  });

  it("says each center's busiest stretch of the month from its live numbers, and nothing without them", async () => {
    const owner = await createTestAccount();
    const arena = await listedCenter(owner, "Arena");
    await listedCenter(owner, "Bunker");
    // In order, as a venue reports; the centers keep UTC time. Only October's count.
    const reports: [at: string, used: number][] = [
      ["2026-09-30T22:00:00Z", 40], // the month before
      ["2026-10-30T20:10:00Z", 30], // Friday 20:00, 75 %
      ["2026-10-30T21:10:00Z", 34], // Friday 21:00, 85 %
      ["2026-11-01T00:30:00Z", 40], // the month after
    ];
    for (const [at, used] of reports) {
      const recorded = await recordStationStatus(arena.id, { total: 40, free: 40 - used, byKind: {} }, "push", {
        at: new Date(at),
      });
      expect(recorded.ok).toBe(true);
    }
    const digest = (await loadOwnerDigest(await openDatabase(), owner.userId, "2026-10"))!;
    expect(digest.venues.map((venue) => venue.busiest)).toEqual([
      { day: 4, startHour: 20, hours: 2, percent: 80 },
      null,
    ]);
    const mail = digestMessage(digest);
    expect(mail.text).toContain("  Shares: 0\n  Busiest Friday 20:00–22:00 (80\u00a0% of PCs in use).\n\nBunker\n");
    expect(mail.html).toContain("Busiest Friday 20:00–22:00 (80\u00a0% of PCs in use).");
    expect(mail.text.match(/Busiest/g)).toHaveLength(1);
  });

  it("suggests the game searched within 50 km that the center does not offer", async () => {
    const owner = await createTestAccount();
    const here = { lat: 40, lng: -75 };
    const center = await listedCenter(owner, "Lan Hub", here);
    const valorant = await addGame("Valorant");
    const dota = await addGame("Dota 2", { steamAppId: 570 });
    const offered = await addGame("Offered Game");
    const database = await openDatabase();
    await database.insert(locationGames).values({ locationId: center.id, gameId: offered.id });
    const near = { lat: 40.2, lng: -75 }; // about 22 km
    const far = { lat: 41, lng: -75 }; // about 111 km
    await searched(`game:${valorant.slug}`, near, "2026-10-03", 7);
    await searched(`game:${valorant.slug},open`, near, "2026-10-20", 5); // with another filter
    await searched(`game:${dota.slug}`, far, "2026-10-03", 50);
    await searched(`game:${offered.slug}`, near, "2026-10-03", 40);
    await searched(`game:${dota.slug}`, near, "2026-09-03", 90); // the month before
    await searched("open", near, "2026-10-03", 90);

    const digest = (await loadOwnerDigest(database, owner.userId, "2026-10"))!;
    expect(digest.suggestion).toMatchObject({ kind: "missing-game", venue: "Lan Hub" });
    expect(digest.suggestion?.text).toBe(
      "12 searches for Valorant were made near Lan Hub in October; add it to your games so those players find you.",
    );
    expect(digestMessage(digest).text).toContain(`One idea for this month: ${digest.suggestion!.text}`);

    // A center that offers the whole Steam library is not told to add a Steam game.
    await searched(`game:${dota.slug}`, near, "2026-10-04", 30);
    expect((await loadOwnerDigest(database, owner.userId, "2026-10"))!.suggestion?.text).toContain("Dota 2");
    await database.update(locations).set({ fullLibrary: true }).where(eq(locations.id, center.id));
    expect((await loadOwnerDigest(database, owner.userId, "2026-10"))!.suggestion?.text).toContain("Valorant");
  });

  it("else asks for photos, then for opening hours", async () => {
    const owner = await createTestAccount();
    // Far from the other tests' searches.
    const center = await listedCenter(owner, "Bare", { lat: -30, lng: 150 });
    const database = await openDatabase();
    await database.update(locations).set({ imageUrl: null, openingHours: null }).where(eq(locations.id, center.id));
    await count(center.id, "2026-10-09", "views", 8);
    expect((await loadOwnerDigest(database, owner.userId, "2026-10"))!.suggestion).toMatchObject({
      kind: "no-photos",
      text: "Bare has no photos yet, and its page was viewed 8 times in October: add a few so players see the place before they come.",
    });
    await database.update(locations).set({ imageUrl: "https://example.com/b.jpg" }).where(eq(locations.id, center.id));
    expect((await loadOwnerDigest(database, owner.userId, "2026-10"))!.suggestion?.kind).toBe("no-hours");
  });
});

describe("the monthly run", () => {
  it("plans one row per counted owner, mails the pending ones once, and skips those who said no", async () => {
    const month = "2025-06";
    const now = new Date("2025-07-01T03:00:00Z");
    const [wanted, declined, unlisted] = await Promise.all([
      createTestAccount(),
      createTestAccount(),
      createTestAccount(),
    ]);
    const wantedCenter = await listedCenter(wanted, "Wanted Center");
    const secondCenter = await listedCenter(wanted, "Second Center");
    const declinedCenter = await listedCenter(declined, "Declined Center");
    const unlistedCenter = await addTestCenter(unlisted, "Unlisted Center");
    await count(wantedCenter.id, "2025-06-10", "views", 5);
    await count(secondCenter.id, "2025-06-11", "share", 1);
    await count(declinedCenter.id, "2025-06-10", "views", 5);
    await count(unlistedCenter.id, "2025-06-10", "views", 5);
    expect((await setInsightsDigest(declined, false)).ok).toBe(true);
    const before = (await readOutbox()).length;

    const run = await runMonthlyDigest({ month, now });
    expect(run).toEqual({ month, ran: true, planned: 2, sent: 1, skipped: 0, failed: 0 });
    expect(await statusOf(month, wanted.userId)).toBe("sent");
    expect(await statusOf(month, declined.userId)).toBe("skipped");
    expect(await statusOf(month, unlisted.userId)).toBeUndefined();

    const sent = (await readOutbox()).slice(0, (await readOutbox()).length - before);
    expect(sent.map((message) => message.to)).toEqual([wanted.email]);
    expect(sent[0]!.subject).toBe("Your LAN Centers insights for June 2025");
    expect(sent[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(sent[0]!.text).toContain("Wanted Center");
    expect(sent[0]!.text).toContain("Second Center");

    // Every later check of the month finds nothing to do.
    expect(await runMonthlyDigest({ month, now })).toEqual({
      month,
      ran: true,
      planned: 0,
      sent: 0,
      skipped: 0,
      failed: 0,
    });
    expect((await readOutbox()).length).toBe(before + 1);
  });

  it("skips a planned owner who turned the e-mail off before their turn, and runs once at a time", async () => {
    const month = "2025-04";
    const now = new Date("2025-05-02T00:00:00Z");
    const owner = await createTestAccount();
    const center = await listedCenter(owner, "Late Center");
    await count(center.id, "2025-04-02", "views", 1);
    const database = await openDatabase();
    await database.insert(digestSends).values({ month, userId: owner.userId });
    await setInsightsDigest(owner, false);
    const [first, second] = await Promise.all([runMonthlyDigest({ month, now }), runMonthlyDigest({ month, now })]);
    expect([first.ran, second.ran].sort()).toEqual([false, true]);
    expect(first.skipped + second.skipped).toBe(1);
    expect(await statusOf(month, owner.userId)).toBe("skipped");
  });

  it("refuses a month that has not ended", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    await expect(runMonthlyDigest({ month: "2026-11", now })).rejects.toThrow("once the month has ended");
    await expect(runMonthlyDigest({ month: "2026-13", now })).rejects.toThrow("is not a month");
  });
});

describe("the unsubscribe link", () => {
  it("names its account, and refuses a tampered token or another account's", async () => {
    const owner = await createTestAccount();
    const other = await createTestAccount();
    const token = unsubscribeToken(owner.userId);
    expect(accountOfToken(token)).toBe(owner.userId);
    expect(unsubscribeUrl(owner.userId)).toBe(`http://localhost:3000/unsubscribe?token=${token}`);

    const [id, signature] = token.split(".") as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const otherId = Buffer.from(other.userId).toString("base64url");
    for (const bad of [
      `${id}.${flipped}`,
      `${otherId}.${signature}`,
      `${id}.`,
      id,
      "",
      "a.b.c",
      `${id}=.${signature}`,
    ]) {
      expect(accountOfToken(bad), bad).toBeNull();
      expect(checkUnsubscribeToken(bad).ok, bad).toBe(false);
    }
    expect(accountOfToken(null)).toBeNull();
  });

  it("turns the e-mail off for that account only; a bad token changes nothing", async () => {
    const owner = await createTestAccount();
    const bystander = await createTestAccount();
    const refused = await unsubscribeFromDigest(`${unsubscribeToken(owner.userId)}x`);
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    expect(await digestSetting(owner.userId)).toBe(true);

    expect(await unsubscribeFromDigest(unsubscribeToken(owner.userId))).toEqual({
      ok: true,
      message: "You will no longer get the monthly insights e-mail.",
    });
    expect(await digestSetting(owner.userId)).toBe(false);
    expect(await digestSetting(bystander.userId)).toBe(true);
    // Twice is no error.
    expect((await unsubscribeFromDigest(unsubscribeToken(owner.userId))).ok).toBe(true);
  });

  it("asks on a GET and acts on a POST (the route)", async () => {
    const { action, loader } = await import("~/routes/insights/unsubscribe");
    const owner = await createTestAccount();
    const url = unsubscribeUrl(owner.userId);
    type Answer = { data: { state: string; message?: string }; init: { status?: number } | null };

    const asked = (await loader({
      request: new Request(url),
      params: {},
    } as unknown as LoaderArgs)) as unknown as Answer;
    expect(asked.data.state).toBe("confirm");
    expect(asked.init?.status ?? 200).toBe(200);
    expect(await digestSetting(owner.userId)).toBe(true);

    const bad = `${url}x`;
    const refusedGet = (await loader({
      request: new Request(bad),
      params: {},
    } as unknown as LoaderArgs)) as unknown as Answer;
    expect(refusedGet.data.state).toBe("invalid");
    expect(refusedGet.init?.status).toBe(400);
    const oneClick = (target: string) =>
      new Request(target, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
    const refusedPost = (await action({
      request: oneClick(bad),
      params: {},
    } as unknown as ActionArgs)) as unknown as Answer;
    expect(refusedPost.init?.status).toBe(400);
    expect(await digestSetting(owner.userId)).toBe(true);

    const done = (await action({
      request: oneClick(url),
      params: {},
    } as unknown as ActionArgs)) as unknown as Answer;
    expect(done.data).toEqual({ state: "done", message: "You will no longer get the monthly insights e-mail." });
    expect(await digestSetting(owner.userId)).toBe(false);
  });
});

describe("the dashboard setting", () => {
  it("reads and saves the session's own choice, making a profile for an account without one", async () => {
    const database = await openDatabase();
    const userId = randomUUID();
    const email = `no-profile-${userId.slice(0, 8)}@example.com`;
    await database.insert(user).values({ id: userId, name: "Ada Lovelace", email, emailVerified: true });
    const account = { userId, email, name: "Ada Lovelace", isAdmin: false, sessionToken: "unused" };
    expect((await loadDashboard(account))?.insightsDigest).toBe(true);

    expect(await setInsightsDigest(account, false)).toEqual({
      ok: true,
      enabled: false,
      message: "Saved: you will no longer get the monthly insights e-mail.",
    });
    expect((await loadDashboard(account))?.insightsDigest).toBe(false);
    const [profile] = await database.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    expect(profile).toMatchObject({ firstName: "Ada", lastName: "Lovelace", displayName: "Ada Lovelace" });

    expect((await setInsightsDigest(account, true)).ok).toBe(true);
    expect((await loadDashboard(account))?.insightsDigest).toBe(true);
    expect(await setInsightsDigest({ userId: randomUUID() }, false)).toMatchObject({ ok: false, reason: "not-found" });
  });
});
