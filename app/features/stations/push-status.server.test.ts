import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { locations, stationHours, stationStatus } from "#db/schema";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import type { Actor } from "~/features/accounts/actor";
import { openDatabase } from "~/lib/db.server";

import { liveStationsBySlug, liveStationsOf, readLiveFeed } from "./live-stations.server";
import { PUSH_MESSAGES, pushStationStatus } from "./push-status.server";
import { recordStationStatus } from "./record-status.server";
import { createStationToken, listStationTokens, revokeStationToken } from "./station-tokens.server";
import { MAX_STATION_TOKENS, STATION_TOKEN_MESSAGES } from "./station-token-values";

let owner: Actor;
let stranger: Actor;

beforeAll(async () => {
  owner = await createTestAccount();
  stranger = await createTestAccount();
});

/** A verified center of the owner's in Berlin, and a token for it. */
async function reportingCenter() {
  const center = await addTestCenter(owner, "Frag Hall");
  const database = await openDatabase();
  await database
    .update(locations)
    .set({ verified: true, timeZone: "Europe/Berlin" })
    .where(eq(locations.id, center.id));
  const made = await createStationToken(owner, center.id, "Front desk PC");
  if (!made.ok) throw new Error(made.message);
  return { center, token: made.token };
}

const bearer = (token: string) => `Bearer ${token}`;
let ipCounter = 0;
const ip = () => `198.51.100.${++ipCounter}`;

describe("station-status tokens", () => {
  it("answers a token once and keeps only its hash and hint", async () => {
    const { center, token } = await reportingCenter();
    expect(token).toMatch(/^lcs_[A-Za-z0-9_-]{43}$/);
    const listed = await listStationTokens(owner, center.id);
    expect(listed).toEqual([
      expect.objectContaining({ label: "Front desk PC", hint: token.slice(0, 8), lastUsedAt: null }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(token);
  });

  it("lets only the center's owner make, list and revoke them", async () => {
    const { center } = await reportingCenter();
    expect(await listStationTokens(stranger, center.id)).toBeNull();
    expect(await createStationToken(stranger, center.id, "Mine")).toMatchObject({ ok: false, reason: "not-found" });
    const [row] = (await listStationTokens(owner, center.id))!;
    expect(await revokeStationToken(stranger, center.id, row!.id)).toMatchObject({ ok: false, reason: "not-found" });
    expect(await listStationTokens(owner, center.id)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_STATION_TOKENS} live tokens a center`, async () => {
    const { center } = await reportingCenter();
    for (let i = 1; i < MAX_STATION_TOKENS; i++)
      expect((await createStationToken(owner, center.id, `PC ${i}`)).ok).toBe(true);
    expect(await createStationToken(owner, center.id, "One more")).toEqual({
      ok: false,
      reason: "conflict",
      message: STATION_TOKEN_MESSAGES.tooMany,
    });
  });
});

describe("POST /api/v1/station-status", () => {
  it("stores a valid report, shows it live, and notes the token's use", async () => {
    const { center, token } = await reportingCenter();
    const pushed = await pushStationStatus(
      bearer(token),
      JSON.stringify({ total: 40, free: 12, byKind: { pc: { total: 36, free: 10 } } }),
      ip(),
    );
    expect(pushed).toMatchObject({ ok: true, total: 40, free: 12 });
    expect(await liveStationsOf(center.slug)).toEqual({
      live: expect.objectContaining({ free: 10, total: 36, noun: "PCs" }),
    });
    const [listed] = (await listStationTokens(owner, center.id))!;
    expect(listed!.lastUsedAt).not.toBeNull();
  });

  it("counts one state per station, offline ones in the total but not free", async () => {
    const { center, token } = await reportingCenter();
    const stations = [
      { id: "PC-01", state: "free" },
      { id: "PC-02", state: "in-use" },
      { id: "PC-03", state: "offline" },
      { id: "PS5-1", kind: "console", state: "free" },
    ];
    expect(await pushStationStatus(bearer(token), JSON.stringify({ stations }), ip())).toMatchObject({
      ok: true,
      total: 4,
      free: 2,
    });
    const [status] = await (
      await openDatabase()
    )
      .select()
      .from(stationStatus)
      .where(eq(stationStatus.locationId, center.id));
    expect(status).toMatchObject({
      total: 4,
      free: 2,
      byKind: { pc: { total: 3, free: 1 }, console: { total: 1, free: 1 } },
    });
  });

  it("refuses a wrong, missing or revoked token and changes nothing", async () => {
    const { center, token } = await reportingCenter();
    const body = JSON.stringify({ total: 10, free: 5 });
    expect(await pushStationStatus(null, body, ip())).toMatchObject({
      ok: false,
      reason: "unauthenticated",
      message: PUSH_MESSAGES.noToken,
    });
    expect(await pushStationStatus(bearer(`${token}x`), body, ip())).toMatchObject({
      reason: "unauthenticated",
      message: PUSH_MESSAGES.badToken,
    });
    const [row] = (await listStationTokens(owner, center.id))!;
    expect(await revokeStationToken(owner, center.id, row!.id)).toEqual({ ok: true });
    expect(await pushStationStatus(bearer(token), body, ip())).toMatchObject({ reason: "unauthenticated" });
    expect(await liveStationsOf(center.slug)).toEqual({ live: null });
    expect(
      await (await openDatabase()).select().from(stationStatus).where(eq(stationStatus.locationId, center.id)),
    ).toEqual([]);
  });

  it("stops an address that keeps sending unknown tokens", async () => {
    const address = ip();
    const answers = [];
    for (let i = 0; i < 200; i++) answers.push(await pushStationStatus(bearer(`lcs_guess${i}`), "{}", address));
    expect(answers.at(-1)).toMatchObject({ ok: false, reason: "too-many", message: PUSH_MESSAGES.tooManyBadTokens });
    expect(answers.filter((answer) => !answer.ok && answer.reason === "too-many").length).toBeGreaterThan(0);
  });

  it.each([
    ["not JSON", "total=4", PUSH_MESSAGES.notJson],
    ["free over total", JSON.stringify({ total: 4, free: 5 }), "free: free cannot be more than total"],
    ["a negative count", JSON.stringify({ total: -1, free: 0 }), "total: total cannot be below 0"],
    ["a fraction", JSON.stringify({ total: 4.5, free: 0 }), "total: total must be a whole number"],
    [
      "kinds over the total",
      JSON.stringify({ total: 4, free: 1, byKind: { pc: { total: 5, free: 1 } } }),
      "byKind: byKind's totals add up to more than total",
    ],
    ["neither shape", JSON.stringify({ pcs: 4 }), 'Send either { "total", "free", "byKind" } or { "stations": [...] }'],
  ])("refuses %s with a message, storing nothing", async (_, body, message) => {
    const { center, token } = await reportingCenter();
    expect(await pushStationStatus(bearer(token), body, ip())).toEqual({ ok: false, reason: "invalid", message });
    expect(await liveStationsOf(center.slug)).toEqual({ live: null });
  });

  it("takes one report per center every 20 seconds, and says when to send the next", async () => {
    const { center, token } = await reportingCenter();
    expect((await pushStationStatus(bearer(token), JSON.stringify({ total: 10, free: 5 }), ip())).ok).toBe(true);
    const again = await pushStationStatus(bearer(token), JSON.stringify({ total: 10, free: 1 }), ip());
    expect(again).toMatchObject({ ok: false, reason: "too-many" });
    expect(!again.ok && again.reason === "too-many" && again.retryAfterSeconds).toBeGreaterThan(0);
    expect((await liveStationsOf(center.slug))?.live?.free).toBe(5);
  });
});

describe("a push in one statement", () => {
  it("adds a stored report to the hour's history, and neither a refused one nor one with a wrong token", async () => {
    const { center, token } = await reportingCenter();
    const hours = async () =>
      (await (await openDatabase()).select().from(stationHours).where(eq(stationHours.locationId, center.id))).map(
        ({ reports, usedSum, totalSum }) => ({ reports, usedSum, totalSum }),
      );
    expect((await pushStationStatus(bearer(token), JSON.stringify({ total: 10, free: 4 }), ip())).ok).toBe(true);
    expect(await pushStationStatus(bearer(token), JSON.stringify({ total: 10, free: 0 }), ip())).toMatchObject({
      reason: "too-many",
    });
    expect(await pushStationStatus(bearer(`${token}x`), JSON.stringify({ total: 10, free: 0 }), ip())).toMatchObject({
      reason: "unauthenticated",
    });
    expect(await hours()).toEqual([{ reports: 1, usedSum: 6, totalSum: 10 }]);
  });

  it("tells a wrong token so even when its body is not a report either", async () => {
    const { token } = await reportingCenter();
    expect(await pushStationStatus(bearer(`${token}x`), "total=4", ip())).toMatchObject({
      reason: "unauthenticated",
      message: PUSH_MESSAGES.badToken,
    });
    expect(await pushStationStatus(bearer(token), "total=4", ip())).toMatchObject({ reason: "invalid" });
  });
});

describe("live numbers and their history", () => {
  it("stops showing a status once it is older than 10 minutes", async () => {
    const { center } = await reportingCenter();
    const at = new Date(Date.now() - 11 * 60_000);
    await recordStationStatus(center.id, { total: 20, free: 3, byKind: {} }, "push", { at });
    expect(await liveStationsOf(center.slug)).toEqual({ live: null });
    expect((await liveStationsBySlug([center.slug])).size).toBe(0);
    expect((await readLiveFeed()).slug).not.toContain(center.slug);
    expect(await liveStationsOf(center.slug, new Date(at.getTime() + 60_000))).toEqual({
      live: expect.objectContaining({ free: 3, total: 20 }),
    });
  });

  it("lists only verified centers with a live status in the map's feed", async () => {
    const { center, token } = await reportingCenter();
    const pending = await addTestCenter(owner, "Pending Hall");
    await recordStationStatus(pending.id, { total: 8, free: 8, byKind: {} }, "push");
    await pushStationStatus(bearer(token), JSON.stringify({ total: 12, free: 7 }), ip());
    const feed = await readLiveFeed();
    const row = feed.slug.indexOf(center.slug);
    expect(row).toBeGreaterThanOrEqual(0);
    expect([feed.free[row], feed.total[row], feed.pcs[row]]).toEqual([7, 12, 1]);
    expect(feed.age[row]).toBeLessThan(60);
    expect(feed.slug).not.toContain(pending.slug);
    expect(await liveStationsOf(pending.slug)).toBeNull();
  });

  it("adds each report to the center's own local hour", async () => {
    const { center } = await reportingCenter();
    // 19:30 UTC on a winter Friday is 20:30 in Berlin.
    await recordStationStatus(center.id, { total: 40, free: 10, byKind: {} }, "push", {
      at: new Date("2026-11-27T19:30:00Z"),
    });
    await recordStationStatus(center.id, { total: 40, free: 30, byKind: {} }, "push", {
      at: new Date("2026-11-27T19:50:00Z"),
    });
    const rows = await (await openDatabase()).select().from(stationHours).where(eq(stationHours.locationId, center.id));
    expect(rows).toEqual([
      { locationId: center.id, day: "2026-11-27", hour: 20, reports: 2, usedSum: 40, totalSum: 80 },
    ]);
  });
});
