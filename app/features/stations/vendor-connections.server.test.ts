import "#test-support/venue-site";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { locations, rateLimitCounters, stationStatus, vendorConnections } from "#db/schema";
import { standInMachines, startGgLeapStandIn, startICafeCloudStandIn } from "#test-support/vendor-stand-ins";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import type { Actor } from "~/features/accounts/actor";
import { openDatabase } from "~/lib/db.server";

import { liveStationsOf } from "./live-stations.server";
import { connectionStateText } from "./vendor-connection-values";
import { connectVendor, disconnectVendor, vendorConnectionOf, vendorIntent } from "./vendor-connections.server";
import { pollDueConnections } from "./vendor-polling.server";

/**
 * Connecting a center's venue software and polling it, on the embedded database, against local
 * stand-ins of ggLeap's and iCafeCloud's APIs. Reads every second here (STATION_POLL_SECONDS=1).
 */

let ggleapApi: Awaited<ReturnType<typeof startGgLeapStandIn>>;
let icafeApi: Awaited<ReturnType<typeof startICafeCloudStandIn>>;
let owner: Actor;
let stranger: Actor;
let admin: Actor;

beforeAll(async () => {
  ggleapApi = await startGgLeapStandIn();
  icafeApi = await startICafeCloudStandIn();
  Object.assign(process.env, {
    STATION_SECRETS_KEY: Buffer.alloc(32, 7).toString("base64"),
    GGLEAP_API_URL: ggleapApi.url,
    ICAFECLOUD_API_URL: icafeApi.url,
    STATION_POLL_SECONDS: "1",
  });
  owner = await createTestAccount();
  stranger = await createTestAccount();
  admin = await createTestAccount({ admin: true });
});

afterAll(async () => {
  await ggleapApi.close();
  await icafeApi.close();
});

let cafes = 0;
/** A verified center of the owner's and a cafe at the iCafeCloud stand-in with 5 of 12 PCs free. */
async function cafeCenter() {
  const center = await addTestCenter(owner, "Cafe Hall");
  const database = await openDatabase();
  await database
    .update(locations)
    .set({ verified: true, timeZone: "Europe/Berlin" })
    .where(eq(locations.id, center.id));
  const cafeId = String(70000 + ++cafes);
  const apiKey = `icafe-key-${cafeId}-secret`;
  const venue = icafeApi.cafe(cafeId, apiKey, standInMachines({ free: 5, inUse: 6, offline: 1 }));
  return { center, cafeId, apiKey, venue };
}

async function connectedCafe() {
  const cafe = await cafeCenter();
  const connected = await connectVendor(owner, cafe.center.id, {
    vendor: "icafecloud",
    accountRef: cafe.cafeId,
    token: cafe.apiKey,
  });
  expect(connected).toMatchObject({ ok: true });
  return cafe;
}

async function connectionRow(locationId: string) {
  const [row] = await (
    await openDatabase()
  )
    .select()
    .from(vendorConnections)
    .where(eq(vendorConnections.locationId, locationId));
  return row;
}

async function statusRow(locationId: string) {
  const [row] = await (
    await openDatabase()
  )
    .select()
    .from(stationStatus)
    .where(eq(stationStatus.locationId, locationId));
  return row;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the connection's next read is due, then polls. */
async function pollWhenDue(locationId: string) {
  const row = await connectionRow(locationId);
  await sleep(Math.max(0, row!.nextPollAt.getTime() - Date.now()) + 30);
  return pollDueConnections();
}

describe("connecting a vendor", () => {
  it("reads at once, stores the token encrypted, and shows the numbers", async () => {
    const { center, cafeId, apiKey, venue } = await cafeCenter();
    const answer = await vendorIntent(owner, center.id, {
      intent: "connect-vendor",
      vendor: "icafecloud",
      accountRef: ` ${cafeId} `,
      token: `${apiKey}\n`,
    });
    expect(answer).toEqual({
      ok: true,
      intent: "connect-vendor",
      notice: "iCafeCloud is connected: its numbers now show on your listing",
    });
    expect(venue.reads).toHaveLength(1);
    expect((await liveStationsOf(center.slug))?.live).toMatchObject({ free: 5, total: 12, noun: "PCs" });
    expect(await statusRow(center.id)).toMatchObject({ source: "icafecloud", free: 5, total: 12 });

    const row = await connectionRow(center.id);
    expect(row).toMatchObject({
      vendor: "icafecloud",
      accountRef: cafeId,
      state: "working",
      failures: 0,
      leaseOwner: null,
    });
    expect(row!.secret).toMatch(/^[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    const everything = await (await openDatabase()).execute(sql`select * from vendor_connections`);
    expect(JSON.stringify(everything)).not.toContain(apiKey);

    const view = await vendorConnectionOf(owner, center.id);
    expect(view).toMatchObject({
      available: true,
      timeZone: "Europe/Berlin",
      connection: { vendor: "icafecloud", label: "iCafeCloud", accountRef: cafeId, state: "working", lastError: null },
    });
    expect(JSON.stringify(view)).not.toContain(apiKey);
    expect(connectionStateText(view!.connection!, view!.at, view!.timeZone)).toBe("Connected · last read just now");
  });

  it("refuses a token the vendor refuses, in its words, and saves nothing", async () => {
    const { center, cafeId } = await cafeCenter();
    const answer = await vendorIntent(owner, center.id, {
      intent: "connect-vendor",
      vendor: "icafecloud",
      accountRef: cafeId,
      token: "not-the-key",
    });
    expect(answer).toEqual({
      ok: false,
      intent: "connect-vendor",
      reason: "invalid",
      errors: { token: "iCafeCloud refused this token: check it and paste it again" },
      values: { vendor: "icafecloud", accountRef: cafeId },
    });
    expect(JSON.stringify(answer)).not.toContain("not-the-key");
    expect(await connectionRow(center.id)).toBeUndefined();

    const ggleapToken = "gg-revoked-token";
    ggleapApi.venue(ggleapToken, standInMachines({ free: 1 })).revoked = true;
    expect(await connectVendor(owner, center.id, { vendor: "ggleap", token: ggleapToken })).toMatchObject({
      reason: "invalid",
      errors: { token: "ggLeap refused this token: check it and paste it again" },
    });
    expect(
      await connectVendor(owner, center.id, { vendor: "icafecloud", accountRef: "999999", token: "any" }),
    ).toMatchObject({
      reason: "invalid",
      errors: { accountRef: "iCafeCloud knows no cafe with this ID" },
    });
  });

  it("checks the form with the vendor's own fields", async () => {
    const { center } = await cafeCenter();
    expect(await connectVendor(owner, center.id, { vendor: "icafecloud", token: "", accountRef: "" })).toMatchObject({
      reason: "invalid",
      errors: { accountRef: "Enter the cafe's iCafeCloud ID", token: "Paste the cafe's iCafeCloud API key" },
    });
    expect(await connectVendor(owner, center.id, { vendor: "gizmo", token: "x" })).toMatchObject({
      errors: { vendor: "Choose your venue software" },
    });
    expect(await connectVendor(owner, center.id, { vendor: "ggleap", token: "two words" })).toMatchObject({
      errors: { token: "A token has no spaces: paste it again" },
    });
    expect(
      await connectVendor(owner, center.id, { vendor: "icafecloud", accountRef: "../admin", token: "k" }),
    ).toMatchObject({
      errors: { accountRef: "A cafe ID is letters and digits only" },
    });
  });

  it("saves a vendor that does not answer yet, and says it keeps trying", async () => {
    const { center, cafeId, apiKey, venue } = await cafeCenter();
    venue.outage = "503";
    expect(await connectVendor(owner, center.id, { vendor: "icafecloud", accountRef: cafeId, token: apiKey })).toEqual({
      ok: true,
      vendor: "icafecloud",
      notice: "iCafeCloud is saved, but did not answer yet: we keep trying and show its numbers once it does",
    });
    expect(await connectionRow(center.id)).toMatchObject({
      state: "failing",
      failures: 1,
      lastError: "iCafeCloud answered with an error (503)",
    });
  });

  it("lets only the center's owner or an administrator see or change it", async () => {
    const { center, cafeId, apiKey } = await connectedCafe();
    expect(await vendorConnectionOf(stranger, center.id)).toBeNull();
    expect(await vendorConnectionOf(stranger, "not-a-uuid")).toBeNull();
    expect(
      await connectVendor(stranger, center.id, { vendor: "icafecloud", accountRef: cafeId, token: apiKey }),
    ).toMatchObject({
      ok: false,
      reason: "not-found",
    });
    expect(await disconnectVendor(stranger, center.id)).toMatchObject({ ok: false, reason: "not-found" });
    expect(await vendorIntent(stranger, center.id, { intent: "disconnect-vendor" })).toMatchObject({
      ok: false,
      reason: "not-found",
    });
    expect(await connectionRow(center.id)).toBeDefined();
    expect((await vendorConnectionOf(admin, center.id))?.connection?.vendor).toBe("icafecloud");
  });

  it("replaces a connection with another vendor's, dropping the old vendor's numbers", async () => {
    const { center } = await connectedCafe();
    const token = "gg-replacing-token";
    const venue = ggleapApi.venue(token, standInMachines({ free: 1 }));
    venue.outage = "503";
    expect(await connectVendor(owner, center.id, { vendor: "ggleap", token })).toMatchObject({ ok: true });
    expect(await connectionRow(center.id)).toMatchObject({ vendor: "ggleap", accountRef: null, state: "failing" });
    expect(await statusRow(center.id)).toBeUndefined();
  });

  it("disconnects, deleting the token and the numbers it read", async () => {
    const { center } = await connectedCafe();
    expect(await vendorIntent(owner, center.id, { intent: "disconnect-vendor" })).toEqual({
      ok: true,
      intent: "disconnect-vendor",
      notice: "iCafeCloud is disconnected: its numbers no longer show",
    });
    expect(await connectionRow(center.id)).toBeUndefined();
    expect(await statusRow(center.id)).toBeUndefined();
    expect(await disconnectVendor(owner, center.id)).toMatchObject({
      ok: false,
      reason: "not-found",
      message: "No venue software is connected to this center",
    });
  });
});

describe("polling", () => {
  it("reads a due connection once and gives its lease back", async () => {
    const { center, venue } = await connectedCafe();
    venue.machines = standInMachines({ free: 2, inUse: 10 });
    const round = await pollWhenDue(center.id);
    expect(round.claimed).toBeGreaterThanOrEqual(1);
    expect(venue.reads).toHaveLength(2);
    expect(await connectionRow(center.id)).toMatchObject({ state: "working", leaseOwner: null, leaseUntil: null });
    expect(await statusRow(center.id)).toMatchObject({ free: 2, total: 12, source: "icafecloud" });
    // Not due again for an interval: an immediate tick reads nothing of it.
    await pollDueConnections();
    expect(venue.reads).toHaveLength(2);
  });

  it("waits out a 429's Retry-After before reading again", async () => {
    const { center, venue } = await connectedCafe();
    await sleep((await connectionRow(center.id))!.nextPollAt.getTime() - Date.now() + 30);
    venue.rateLimit(2);
    await pollDueConnections();
    const limitedAt = Date.now();
    expect(venue.requests).toHaveLength(2);
    const row = await connectionRow(center.id);
    expect(row).toMatchObject({ state: "working", lastError: "iCafeCloud asked us to slow down", failures: 0 });
    expect(row!.nextPollAt.getTime() - limitedAt).toBeGreaterThan(1500);
    while (Date.now() - limitedAt < 1700) {
      await pollDueConnections();
      await sleep(100);
    }
    expect(venue.requests).toHaveLength(2);
    await pollWhenDue(center.id);
    expect(venue.requests).toHaveLength(3);
    expect(venue.requests[2]! - venue.requests[1]!).toBeGreaterThanOrEqual(2000);
    expect(await connectionRow(center.id)).toMatchObject({ state: "working", lastError: null });
  });

  it("backs off a vendor that is down, and its numbers stop being live after 10 minutes", async () => {
    const { center, venue } = await connectedCafe();
    const before = await statusRow(center.id);
    venue.outage = "503";
    await pollWhenDue(center.id);
    let row = await connectionRow(center.id);
    expect(row).toMatchObject({ state: "failing", failures: 1, lastError: "iCafeCloud answered with an error (503)" });
    const firstGap = row!.nextPollAt.getTime() - row!.lastPolledAt!.getTime();
    await pollWhenDue(center.id);
    row = await connectionRow(center.id);
    expect(row!.failures).toBe(2);
    const secondGap = row!.nextPollAt.getTime() - row!.lastPolledAt!.getTime();
    expect(firstGap).toBeGreaterThanOrEqual(900);
    expect(secondGap).toBeGreaterThanOrEqual(1900);
    expect(secondGap).toBeLessThan(3000);

    const view = (await vendorConnectionOf(owner, center.id))!;
    expect(connectionStateText(view.connection!, view.at, view.timeZone)).toMatch(
      /^iCafeCloud is not answering: retrying at \d\d:\d\d$/,
    );
    // The last good numbers stay as they were, shown while recent and no longer after LIVE_FOR_MINUTES.
    expect((await statusRow(center.id))?.reportedAt).toEqual(before!.reportedAt);
    expect((await liveStationsOf(center.slug))?.live).not.toBeNull();
    expect(await liveStationsOf(center.slug, new Date(before!.reportedAt.getTime() + 11 * 60_000))).toEqual({
      live: null,
    });

    venue.outage = null;
    await pollWhenDue(center.id);
    expect(await connectionRow(center.id)).toMatchObject({ state: "working", failures: 0, lastError: null });
  });

  it("stops at a revoked token and takes the vendor's numbers off the listing", async () => {
    const { center, venue } = await connectedCafe();
    venue.revoked = true;
    await pollWhenDue(center.id);
    expect(await connectionRow(center.id)).toMatchObject({
      state: "refused",
      lastError: "iCafeCloud refused the token",
      leaseOwner: null,
    });
    expect(await statusRow(center.id)).toBeUndefined();
    expect(await liveStationsOf(center.slug)).toEqual({ live: null });
    const view = (await vendorConnectionOf(owner, center.id))!;
    expect(connectionStateText(view.connection!, view.at, view.timeZone)).toBe(
      "iCafeCloud refused the token: paste a new one",
    );
    const calls = venue.requests.length;
    await sleep(1200);
    await pollDueConnections();
    expect(venue.requests).toHaveLength(calls);
  });

  it("makes no more vendor requests a minute than the site's budget, and counts a read's real requests", async () => {
    const database = await openDatabase();
    const cafes = [await connectedCafe(), await connectedCafe(), await connectedCafe()];
    const token = "gg-budget-token";
    const ggleapVenue = ggleapApi.venue(token, standInMachines({ free: 1 }));
    const gg = await cafeCenter();
    expect(await connectVendor(owner, gg.center.id, { vendor: "ggleap", token })).toMatchObject({ ok: true });
    const ours = [...cafes.map((cafe) => cafe.center.id), gg.center.id];
    // Only these four are due; the budget's window starts from nothing.
    await database.update(vendorConnections).set({ nextPollAt: sql`now() + interval '1 hour'` });
    await database
      .update(vendorConnections)
      .set({ nextPollAt: sql`now() - interval '1 second'` })
      .where(sql`${vendorConnections.locationId} in ${ours}`);
    await database.delete(rateLimitCounters).where(eq(rateLimitCounters.key, "vendor-requests:site"));

    // ggLeap's read reserves 3 (an exchange, the machines, one retry) but, its JWT kept, makes 1;
    // the four reads would make 4 requests, one more than the budget.
    const rounds = [];
    for (let i = 0; i < 4; i++) rounds.push(await pollDueConnections({ callsPerMinute: 3 }));
    expect(rounds[0]!.claimed).toBeGreaterThanOrEqual(1);
    const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
    expect(requests).toBeLessThanOrEqual(3);
    const [budget] = await database
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, "vendor-requests:site"));
    expect(budget!.hits).toBe(requests);
    // What the stand-ins received since the connections' first reads (1 each, 2 for ggLeap's exchange).
    const received = cafes.reduce((sum, cafe) => sum + cafe.venue.requests.length, 0) + ggleapVenue.requests.length - 5;
    expect(received).toBe(requests);
    const due = await database
      .select({ id: vendorConnections.id })
      .from(vendorConnections)
      .where(sql`${vendorConnections.nextPollAt} <= now() and ${vendorConnections.locationId} in ${ours}`);
    expect(due.length).toBeGreaterThanOrEqual(1);
  });
});
