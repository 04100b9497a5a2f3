import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { locations } from "#db/schema";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import type { Actor } from "~/features/accounts/actor";
import { recordStationStatus } from "~/features/stations/record-status.server";
import { openDatabase } from "~/lib/db.server";

import { loadOccupancy } from "./occupancy.server";
import { HOURS_IN_WEEK } from "./occupancy";
import { loadOwnerInsights } from "./owner-insights.server";

// Friday 2026-11-27; Berlin is UTC+1 and New York UTC−5 in November.
const TODAY = new Date("2026-11-29T12:00:00Z");
const FRIDAY = 4;
const SUNDAY = 6;

async function centerIn(owner: Actor, name: string, timeZone: string) {
  const center = await addTestCenter(owner, name);
  const database = await openDatabase();
  await database
    .update(locations)
    .set({ verified: true, reviewStatus: "verified", timeZone })
    .where(eq(locations.id, center.id));
  return center;
}

/**
 * A status as the venue would post it at `at` (an instant), in the order they happened: a center's
 * status is only replaced by a later one. Reports minutes apart are all kept.
 */
async function report(locationId: string, at: string, used: number, total: number) {
  const recorded = await recordStationStatus(locationId, { total, free: total - used, byKind: {} }, "push", {
    at: new Date(at),
    minSeconds: 0,
  });
  expect(recorded.ok).toBe(true);
}

describe("loadOccupancy", () => {
  it("puts each report in the center's own day and hour, weighted by its stations", async () => {
    const owner = await createTestAccount();
    const berlin = await centerIn(owner, "Berlin Frag Hall", "Europe/Berlin");
    // First, the Friday before, same hour: 20 of 40. Friday 20:00 is then (30 + 38 + 20) / 120.
    await report(berlin.id, "2026-11-20T19:30:00Z", 20, 40);
    // 19:10 and 19:40 UTC are Friday 20:xx in Berlin: 30 and 38 of 40 in use, 85 % of the hour.
    await report(berlin.id, "2026-11-27T19:10:00Z", 30, 40);
    await report(berlin.id, "2026-11-27T19:40:00Z", 38, 40);
    // Friday 21:xx and 22:xx Berlin: 80 % and 30 %.
    await report(berlin.id, "2026-11-27T20:30:00Z", 32, 40);
    await report(berlin.id, "2026-11-27T21:30:00Z", 12, 40);

    const [center] = await loadOccupancy(await openDatabase(), {
      locationIds: [berlin.id],
      from: "2026-11-01",
      to: "2026-11-29",
    });
    expect(center).toMatchObject({ id: berlin.id, name: "Berlin Frag Hall", timeZone: "Europe/Berlin" });
    expect(center!.week).toHaveLength(HOURS_IN_WEEK);
    expect(center!.week![FRIDAY * 24 + 20]).toBe(73);
    expect(center!.week![FRIDAY * 24 + 21]).toBe(80);
    expect(center!.week![FRIDAY * 24 + 22]).toBe(30);
    expect(center!.week![FRIDAY * 24 + 19]).toBeNull();
    // 80 % at 21:00; 20:00 (73 %) is within 10 points, 22:00 is not. (88 + 32) / 160 = 75 %.
    expect(center!.busiest).toEqual({ day: FRIDAY, startHour: 20, hours: 2, percent: 75 });

    // Outside the days asked for, nothing.
    const [earlier] = await loadOccupancy(await openDatabase(), {
      locationIds: [berlin.id],
      from: "2026-11-21",
      to: "2026-11-26",
    });
    expect(earlier).toMatchObject({ busiest: null, week: null });
  });

  it("wraps from Sunday night into Monday in the center's zone", async () => {
    const owner = await createTestAccount();
    const newYork = await centerIn(owner, "Late Night LAN", "America/New_York");
    // Sunday 23:30 and Monday 00:30 in New York are Monday 04:30 and 05:30 UTC.
    await report(newYork.id, "2026-11-23T04:30:00Z", 19, 20);
    await report(newYork.id, "2026-11-23T05:30:00Z", 18, 20);
    await report(newYork.id, "2026-11-23T06:30:00Z", 5, 20);
    const [center] = await loadOccupancy(await openDatabase(), {
      locationIds: [newYork.id],
      from: "2026-11-01",
      to: "2026-11-29",
    });
    expect(center!.busiest).toEqual({ day: SUNDAY, startHour: 23, hours: 2, percent: 93 });
  });
});

describe("the owner's Insights", () => {
  it("has each of the owner's centers, reported or not, and the grid when one is shown", async () => {
    const owner = await createTestAccount();
    const reporting = await centerIn(owner, "A Reporting Arena", "Europe/Berlin");
    await centerIn(owner, "B Silent Arena", "Europe/Berlin");
    // Before the last 7 days: counted in 30, not in 7.
    await report(reporting.id, "2026-11-14T18:15:00Z", 5, 50);
    await report(reporting.id, "2026-11-28T18:15:00Z", 45, 50);

    // Saturday 19:00 Berlin over 30 days: (5 + 45) / 100.
    const all = await loadOwnerInsights(owner, { venueId: null, period: 30, today: TODAY });
    if (!all.ok) throw new Error(all.message);
    expect(all.report.occupancy.map(({ name, busiest, week }) => ({ name, busiest, week }))).toEqual([
      { name: "A Reporting Arena", busiest: { day: 5, startHour: 19, hours: 1, percent: 50 }, week: null },
      { name: "B Silent Arena", busiest: null, week: null },
    ]);

    const one = await loadOwnerInsights(owner, { venueId: reporting.id, period: 7, today: TODAY });
    if (!one.ok) throw new Error(one.message);
    expect(one.report.occupancy).toHaveLength(1);
    expect(one.report.occupancy[0]!.week![5 * 24 + 19]).toBe(90);
    expect(one.report.occupancy[0]!.busiest).toMatchObject({ percent: 90 });

    // Another owner sees none of it.
    const stranger = await createTestAccount();
    expect(await loadOwnerInsights(stranger, { venueId: reporting.id, period: 30, today: TODAY })).toMatchObject({
      ok: false,
      reason: "not-found",
    });
    const theirs = await loadOwnerInsights(stranger, { venueId: null, period: 30, today: TODAY });
    expect(theirs.ok && theirs.report.occupancy).toEqual([]);
  });
});
