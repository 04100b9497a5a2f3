import { describe, expect, it } from "vitest";

import { describeCenters } from "./center-facts";
import { NO_PROFILE } from "./feed-profile";
import { createStatusCache, openSchedules, statusLine, trackOpenSchedules } from "./open-now";
import { parseScheduleText } from "./schedule-text";

// Thursday 1 PM to 10 PM, Friday 4 PM to 2 AM, Saturday closed, in Chicago (CST, UTC−6 in November).
const late = parseScheduleText("America/Chicago|-|-|-|1300-2200|1600-0200|-|-");
const always = parseScheduleText("Europe/Berlin|*|*|*|*|*|*|*");
const FRIDAY_11_PM = new Date("2026-11-28T05:00:00Z");
const SATURDAY_1_AM = new Date("2026-11-28T07:00:00Z");
const SATURDAY_3_AM = new Date("2026-11-28T09:00:00Z");
const THURSDAY_9_AM = new Date("2026-11-26T15:00:00Z");

describe("openSchedules", () => {
  it("reads each schedule once at the instant, past midnight included; an unknown one is closed", () => {
    expect([...openSchedules([late, always, null], FRIDAY_11_PM)]).toEqual([1, 1, 0]);
    expect([...openSchedules([late, always, null], SATURDAY_1_AM)]).toEqual([1, 1, 0]);
    expect([...openSchedules([late, always, null], SATURDAY_3_AM)]).toEqual([0, 1, 0]);
  });

  it("gives back the same answer while nothing opened or closed", () => {
    const track = trackOpenSchedules();
    const first = track([late, always], FRIDAY_11_PM);
    expect(track([late, always], SATURDAY_1_AM)).toBe(first);
    const later = track([late, always], SATURDAY_3_AM);
    expect(later).not.toBe(first);
    expect([...later]).toEqual([0, 1]);
  });
});

describe("the status line of the list and the info window", () => {
  it("says the state first", () => {
    expect(statusLine(late, FRIDAY_11_PM)).toEqual({ open: true, text: "Open now · closes 2 AM" });
    expect(statusLine(late, SATURDAY_1_AM)).toEqual({ open: true, text: "Open now · closes 2 AM" });
    expect(statusLine(late, SATURDAY_3_AM)).toEqual({ open: false, text: "Closed today · opens Thu at 1 PM" });
    expect(statusLine(late, THURSDAY_9_AM)).toEqual({ open: false, text: "Closed · opens at 1 PM" });
    expect(statusLine(always, SATURDAY_3_AM)).toEqual({ open: true, text: "Open 24 hours" });
  });

  it("words each schedule once a minute", () => {
    const statusOf = createStatusCache([late, null]);
    const first = statusOf(0, FRIDAY_11_PM);
    expect(statusOf(0, new Date(FRIDAY_11_PM.getTime() + 30_000))).toBe(first);
    expect(statusOf(0, new Date(FRIDAY_11_PM.getTime() + 60_000))).not.toBe(first);
    expect(statusOf(1, FRIDAY_11_PM)).toBeNull();
    expect(statusOf(-1, FRIDAY_11_PM)).toBeNull();
  });

  it("gives a center's status and price label, or nothing when not given", () => {
    const factsOf = describeCenters({ schedules: [late], prices: ["$5–8/hr"] });
    const center = { slug: "a", name: "A", latitude: 0, longitude: 0, venueType: null, adminCreated: false };
    expect(factsOf({ ...center, ...NO_PROFILE, schedule: 0, price: 0 }, FRIDAY_11_PM)).toEqual({
      status: { open: true, text: "Open now · closes 2 AM" },
      price: "$5–8/hr",
    });
    expect(factsOf({ ...center, ...NO_PROFILE }, FRIDAY_11_PM)).toEqual({ status: null, price: null });
  });
});
