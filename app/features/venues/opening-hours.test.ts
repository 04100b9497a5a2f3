import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  addDays,
  emptyWeek,
  hoursOn,
  isOpenAt,
  localClock,
  minutesOf,
  normalizeOpeningHours,
  openingHoursProblems,
  openingStatus,
  timeText,
  zonedInstant,
  type DayHours,
  type OpeningHours,
} from "./opening-hours";

const closed: DayHours = { kind: "closed" };
const open24: DayHours = { kind: "open24" };
function spans(...times: [string, string][]): DayHours {
  return {
    kind: "spans",
    spans: times.map(([open, close]) => ({ open, close, overnight: close <= open && close !== "" })),
  };
}

/** A week from Monday, with the days given by name and the rest closed. */
function week(days: Partial<Record<"mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun", DayHours>>): OpeningHours {
  const order = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
  return { week: order.map((day) => days[day] ?? closed), exceptions: [] };
}

function status(hours: OpeningHours, zone: string, iso: string) {
  return openingStatus(hours, zone, new Date(iso));
}

function openAt(hours: OpeningHours, zone: string, iso: string) {
  return isOpenAt(hours, localClock(new Date(iso), zone));
}

/** Zones whose offset changes in either hemisphere, and one whose offset never changes. */
const ZONES = ["America/New_York", "Europe/Berlin", "Australia/Sydney", "Pacific/Auckland", "Asia/Kolkata"];

/** Weeks of closed days, days open 24 hours and days of one span (times on `minutes`), in these proportions. */
function weeks(minutes: number[], weights: { closed: number; open24: number; span: number }) {
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(...minutes))
    .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);
  const day: fc.Arbitrary<DayHours> = fc.oneof(
    { weight: weights.closed, arbitrary: fc.constant(closed) },
    { weight: weights.open24, arbitrary: fc.constant(open24) },
    { weight: weights.span, arbitrary: fc.tuple(time, time).map(([open, close]) => spans([open, close])) },
  );
  return fc
    .array(day, { minLength: 7, maxLength: 7 })
    .map((days) => normalizeOpeningHours({ week: days, exceptions: [] }));
}

/** `check` for schedules from `week`, in `zones`, at instants through the offset changes of 2026. */
function forEverySchedule(
  week: fc.Arbitrary<OpeningHours>,
  zones: string[],
  numRuns: number,
  check: (hours: OpeningHours, zone: string, at: number) => void,
) {
  const instant = fc.integer({ min: Date.UTC(2026, 2, 1), max: Date.UTC(2026, 10, 30) });
  fc.assert(fc.property(week, fc.constantFrom(...zones), instant, check), { numRuns });
}

describe("open now in the venue's zone, across midnight and DST", () => {
  it("New York, the night DST ends (Sun Nov 1, 2026): a Saturday 4 PM–2 AM span closes at the one 2 AM", () => {
    const hours = week({ sat: spans(["16:00", "02:00"]) });
    const zone = "America/New_York";
    // 01:30 EDT, then the repeated 01:30 EST an hour later: open both times.
    expect(status(hours, zone, "2026-11-01T05:30:00Z")).toMatchObject({
      state: "open",
      text: "Open now · closes 2 AM",
    });
    expect(openAt(hours, zone, "2026-11-01T06:30:00Z")).toBe(true);
    // 02:00 EST is 07:00 UTC.
    expect(openAt(hours, zone, "2026-11-01T06:59:00Z")).toBe(true);
    expect(status(hours, zone, "2026-11-01T07:00:00Z")).toMatchObject({
      state: "closed",
      text: "Closed today · opens Sat at 4 PM",
    });
  });

  it("New York, the night DST starts (Sun Mar 8, 2026): closing at the skipped 2:30 AM closes when the clock jumps", () => {
    const hours = week({ sat: spans(["16:00", "02:30"]), sun: spans(["12:00", "20:00"]) });
    const zone = "America/New_York";
    expect(openAt(hours, zone, "2026-03-08T06:59:00Z")).toBe(true); // 01:59 EST
    expect(openAt(hours, zone, "2026-03-08T07:00:00Z")).toBe(false); // 03:00 EDT
    expect(status(hours, zone, "2026-03-08T07:00:00Z")).toMatchObject({ state: "closed", text: "Opens at noon" });
    // Saturday's opening, 4 PM EST, is 21:00 UTC.
    expect(status(hours, zone, "2026-03-07T20:59:00Z")).toMatchObject({ state: "closed", text: "Opens at 4 PM" });
    expect(status(hours, zone, "2026-03-07T21:00:00Z")).toMatchObject({
      state: "open",
      text: "Open now · closes 3 AM",
    });
  });

  it("Berlin, the night summer time starts (Sun Mar 29, 2026): a 6 PM–3 AM span", () => {
    const hours = week({ sat: spans(["18:00", "03:00"]) });
    const zone = "Europe/Berlin";
    expect(status(hours, zone, "2026-03-28T16:59:00Z")).toMatchObject({ state: "closed", text: "Opens at 6 PM" });
    expect(status(hours, zone, "2026-03-28T17:00:00Z")).toMatchObject({
      state: "open",
      text: "Open now · closes 3 AM",
    });
    expect(openAt(hours, zone, "2026-03-29T00:59:00Z")).toBe(true); // 01:59 CET
    // The clock goes from 02:00 CET to 03:00 CEST at 01:00 UTC: 3 AM has come.
    expect(openAt(hours, zone, "2026-03-29T01:00:00Z")).toBe(false);
  });

  it("Berlin, the night summer time ends (Sun Oct 25, 2026): open 24 hours stays open through the repeated hour", () => {
    const always: OpeningHours = { week: Array.from({ length: 7 }, () => open24), exceptions: [] };
    const weekend = week({ sat: open24, sun: open24 });
    const zone = "Europe/Berlin";
    // 02:30 CEST, then 02:30 CET (the repeated hour), then 03:30 CET.
    for (const iso of ["2026-10-25T00:30:00Z", "2026-10-25T01:30:00Z", "2026-10-25T02:30:00Z"]) {
      expect(status(always, zone, iso)).toMatchObject({ state: "open", text: "Open 24 hours" });
      expect(status(weekend, zone, iso)).toMatchObject({ state: "open", text: "Open now · closes midnight" });
    }
    // Sunday midnight is 23:00 UTC in winter time.
    expect(openAt(weekend, zone, "2026-10-25T22:59:00Z")).toBe(true);
    expect(openAt(weekend, zone, "2026-10-25T23:00:00Z")).toBe(false);
  });

  it("Sydney, the night daylight time ends (Sun Apr 5, 2026): closing at 2:30 AM is the first 2:30", () => {
    const hours = week({ sat: spans(["20:00", "02:30"]), sun: spans(["12:00", "22:00"]) });
    const zone = "Australia/Sydney";
    expect(openAt(hours, zone, "2026-04-04T15:20:00Z")).toBe(true); // 02:20 AEDT
    expect(openAt(hours, zone, "2026-04-04T15:40:00Z")).toBe(false); // 02:40 AEDT
    // 02:10 AEST, the repeated hour: the venue closed at the first 2:30 and stays closed.
    expect(status(hours, zone, "2026-04-04T16:10:00Z")).toMatchObject({ state: "closed", text: "Opens at noon" });
  });

  it("Sydney, the morning daylight time starts (Sun Oct 4, 2026): opening at 10 AM AEDT", () => {
    const hours = week({ sun: spans(["10:00", "18:00"]) });
    const zone = "Australia/Sydney";
    expect(status(hours, zone, "2026-10-03T22:59:00Z")).toMatchObject({ state: "closed", text: "Opens at 10 AM" });
    expect(status(hours, zone, "2026-10-03T23:00:00Z")).toMatchObject({
      state: "open",
      text: "Open now · closes 6 PM",
    });
  });

  it("Auckland, the night daylight time starts (Sun Sep 27, 2026): closing at the skipped 2 AM", () => {
    const hours = week({ sat: spans(["16:00", "02:00"]) });
    const zone = "Pacific/Auckland";
    expect(openAt(hours, zone, "2026-09-26T13:59:00Z")).toBe(true); // 01:59 NZST
    expect(openAt(hours, zone, "2026-09-26T14:00:00Z")).toBe(false); // 03:00 NZDT
  });

  it("Kolkata (no DST, +05:30): a Friday 4 PM–2 AM span runs into Saturday", () => {
    const hours = week({ fri: spans(["16:00", "02:00"]) });
    const zone = "Asia/Kolkata";
    expect(status(hours, zone, "2026-11-27T10:29:00Z")).toMatchObject({ state: "closed", text: "Opens at 4 PM" });
    expect(status(hours, zone, "2026-11-27T20:00:00Z")).toMatchObject({
      state: "open",
      text: "Open now · closes 2 AM",
    });
    expect(status(hours, zone, "2026-11-27T20:31:00Z")).toMatchObject({
      state: "closed",
      // Saturday itself has no hours.
      text: "Closed today · opens Fri at 4 PM",
    });
  });

  it("a special date replaces the day's hours, and the night before still runs past midnight into it", () => {
    const hours: OpeningHours = {
      ...week({ thu: spans(["16:00", "02:00"]), fri: spans(["16:00", "02:00"]), sat: spans(["12:00", "02:00"]) }),
      exceptions: [{ date: "2026-12-25", hours: closed, note: "Christmas Day" }],
    };
    const zone = "America/Chicago";
    // 01:00 CST on Christmas Day: Thursday's hours are still running.
    expect(status(hours, zone, "2026-12-25T07:00:00Z")).toEqual({
      state: "open",
      text: "Open now · closes 2 AM",
      note: "Christmas Day",
    });
    expect(status(hours, zone, "2026-12-25T18:00:00Z")).toEqual({
      state: "closed",
      text: "Closed today · opens tomorrow at noon",
      note: "Christmas Day",
    });
    // The Friday after is a normal Friday.
    expect(openAt(hours, zone, "2027-01-01T23:00:00Z")).toBe(true);
  });

  it("says nothing for a center without hours, and 'Closed' for one closed all week", () => {
    expect(openingStatus(null, "UTC", new Date())).toEqual({ state: "unknown" });
    expect(status({ week: emptyWeek(), exceptions: [] }, "UTC", "2026-11-25T12:00:00Z")).toMatchObject({
      state: "closed",
      text: "Closed today",
    });
  });

  it("the map's quick check agrees with the full status at any instant, in every zone", () => {
    forEverySchedule(weeks([0, 15, 30, 45], { closed: 1, open24: 1, span: 1 }), ZONES, 400, (hours, zone, at) => {
      expect(isOpenAt(hours, localClock(at, zone))).toBe(openingStatus(hours, zone, at).state === "open");
    });
  });
});

describe("the status read from the first days", () => {
  /** The status as worded from all nine days at once (yesterday to a week ahead), for comparison. */
  function statusFromTheWholeWeek(hours: OpeningHours, zone: string, at: number): string {
    const clock = localClock(at, zone);
    const intervals: [number, number][] = [];
    for (let index = -1; index <= 7; index++) {
      const date = addDays(clock.date, index);
      const day = hoursOn(hours, date).hours;
      if (day.kind === "open24") intervals.push([zonedInstant(date, 0, zone), zonedInstant(date, 1440, zone)]);
      if (day.kind === "spans")
        for (const span of day.spans) {
          const close = minutesOf(span.close)! + (span.overnight ? 1440 : 0);
          intervals.push([zonedInstant(date, minutesOf(span.open)!, zone), zonedInstant(date, close, zone)]);
        }
    }
    intervals.sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const interval of intervals) {
      const last = merged.at(-1);
      if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
      else if (interval[1] > interval[0]) merged.push([...interval]);
    }
    const current = merged.find(([open, close]) => open <= at && at < close);
    // Only what the words depend on: where the open spell ends, or when the next one begins.
    if (current) {
      const allDay = current[0] <= zonedInstant(clock.date, 0, zone) && current[1] >= at + 2 * 86_400_000;
      return allDay ? "open all day" : `open until ${current[1]}`;
    }
    const next = merged.find(([open]) => open > at);
    return next ? `closed until ${next[0]}` : "closed all week";
  }

  /** The same, read off the words `openingStatus` gives. */
  function statusInWords(hours: OpeningHours, zone: string, at: number, reference: string): string {
    const status = openingStatus(hours, zone, at);
    if (status.state === "unknown") return "unknown";
    if (status.text === "Open 24 hours") return "open all day";
    const [, instant] = reference.match(/ (\d+)$/) ?? [];
    // The words name a time; the reference's instant must be that time on the venue's clock.
    if (instant) {
      const shown = timeText(localClock(Number(instant), zone).minutes);
      const verb = status.state === "open" ? "open until" : "closed until";
      return status.text.includes(shown) ? `${verb} ${instant}` : `${status.state}: ${status.text}`;
    }
    return status.text.includes("·") ? `${status.state}: ${status.text}` : "closed all week";
  }

  it("says what reading the whole week says, for any schedule, zone and instant", () => {
    // Mostly closed days and whole days open: the weeks where the first days do not settle it.
    const week = weeks([0, 30], { closed: 3, open24: 2, span: 2 });
    forEverySchedule(week, [...ZONES, "UTC"], 1500, (hours, zone, at) => {
      const reference = statusFromTheWholeWeek(hours, zone, at);
      expect(statusInWords(hours, zone, at, reference)).toBe(reference);
    });
  });
});

describe("zonedInstant", () => {
  it("is the instant the zone's clock shows that time, around every change of its offset in 2026", () => {
    // Any day, and most often the days around the changes (US, EU, Sydney and Auckland, 2026).
    const changes = ["2026-03-08", "2026-11-01", "2026-03-29", "2026-10-25", "2026-04-05", "2026-10-04", "2026-09-27"];
    const day = fc.oneof(
      fc.integer({ min: 0, max: 364 }).map((index) => addDays("2026-01-01", index)),
      fc
        .tuple(fc.constantFrom(...changes), fc.integer({ min: -3, max: 1 }))
        .map(([date, shift]) => addDays(date, shift)),
    );
    const minutes = fc.integer({ min: 0, max: 2 * 96 }).map((quarter) => quarter * 15);
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), day, minutes, (zone, date, minute) => {
        const at = zonedInstant(date, minute, zone);
        const wanted = { date: addDays(date, Math.floor(minute / 1440)), minutes: minute % 1440 };
        const shown = localClock(at, zone);
        const wall = (clock: { date: string; minutes: number }) =>
          `${clock.date} ${String(clock.minutes).padStart(4, "0")}`;
        if (wall(shown) === wall(wanted)) {
          // The first showing: an hour earlier the clock showed an earlier time.
          expect(wall(localClock(at - 3_600_000, zone)) < wall(wanted)).toBe(true);
        } else {
          // A time the clock skips: the instant it jumps past it.
          expect(wall(shown) > wall(wanted)).toBe(true);
          expect(wall(localClock(at - 60_000, zone)) < wall(wanted)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("reads a wall-clock time in the zone, first showing of a repeated time", () => {
    expect(new Date(zonedInstant("2026-07-04", 11 * 60, "America/Chicago")).toISOString()).toBe(
      "2026-07-04T16:00:00.000Z",
    );
    expect(new Date(zonedInstant("2026-11-01", 90, "America/New_York")).toISOString()).toBe("2026-11-01T05:30:00.000Z");
    // Past 24 hours is the next day.
    expect(new Date(zonedInstant("2026-12-31", 26 * 60, "UTC")).toISOString()).toBe("2027-01-01T02:00:00.000Z");
  });
});

describe("openingHoursProblems", () => {
  const base = week({ mon: spans(["10:00", "14:00"]) });

  it("accepts a schedule with spans past midnight and special dates", () => {
    const hours: OpeningHours = {
      ...week({ fri: spans(["16:00", "02:00"]), sat: spans(["10:00", "14:00"], ["16:00", "00:00"]) }),
      exceptions: [{ date: "2026-12-25", hours: closed, note: "Christmas Day" }],
    };
    expect(openingHoursProblems(hours)).toEqual([]);
  });

  it("refuses overlapping spans", () => {
    const hours = week({ tue: spans(["10:00", "14:00"], ["13:00", "18:00"]) });
    expect(openingHoursProblems(hours)).toEqual(["Tuesday: the opening times overlap"]);
  });

  it("refuses a span that ends before it starts without crossing midnight", () => {
    const hours = week({ wed: { kind: "spans", spans: [{ open: "18:00", close: "10:00", overnight: false }] } });
    expect(openingHoursProblems(hours)[0]).toMatch(/^Wednesday: 18:00–10:00 closes before it opens/);
  });

  it("refuses a span past midnight longer than a day", () => {
    const hours = week({ thu: { kind: "spans", spans: [{ open: "10:00", close: "12:00", overnight: true }] } });
    expect(openingHoursProblems(hours)[0]).toMatch(/^Thursday: .*longer than a day/);
  });

  it("refuses hours past midnight that run into the next day's opening", () => {
    const hours = week({ fri: spans(["16:00", "03:00"]), sat: spans(["02:00", "10:00"]) });
    expect(openingHoursProblems(hours)).toEqual(["Friday: the hours past midnight overlap Saturday's opening times"]);
    // Into a day open 24 hours the two simply join.
    expect(openingHoursProblems(week({ fri: spans(["16:00", "03:00"]), sat: open24 }))).toEqual([]);
    // Sunday night runs into Monday: the week wraps around.
    expect(
      openingHoursProblems({
        ...base,
        week: [spans(["00:30", "09:00"]), ...base.week.slice(1, 6), spans(["20:00", "01:00"])],
      }),
    ).toEqual(["Sunday: the hours past midnight overlap Monday's opening times"]);
  });

  it("accepts a special date without a note, whether the note is left out, null or empty", () => {
    const withNote = (note: unknown) => ({ ...base, exceptions: [{ date: "2026-12-25", hours: closed, note }] });
    for (const hours of [
      { ...base, exceptions: [{ date: "2026-12-25", hours: closed }] },
      withNote(null),
      withNote(""),
    ]) {
      expect(openingHoursProblems(hours as OpeningHours), JSON.stringify(hours.exceptions)).toEqual([]);
    }
  });

  it("refuses bad times, bad or repeated dates, long notes and a malformed week", () => {
    expect(openingHoursProblems(week({ mon: spans(["25:00", "26:00"]) }))).toEqual([
      "Monday: enter both the opening and the closing time",
    ]);
    expect(
      openingHoursProblems({
        ...base,
        exceptions: [
          { date: "2027-02-30", hours: closed, note: null },
          { date: "2026-12-24", hours: closed, note: "x".repeat(81) },
          { date: "2026-12-24", hours: open24, note: null },
        ],
      }),
    ).toEqual([
      "Special dates: please enter a valid date",
      "Thu, Dec 24, 2026: the note must be at most 80 characters",
      "Thu, Dec 24, 2026 is listed twice",
    ]);
    expect(
      openingHoursProblems({ ...base, exceptions: [{ date: "2026-12-26", hours: closed, note: 26 }] } as never),
    ).toEqual(["Sat, Dec 26, 2026: please check the note"]);
    expect(openingHoursProblems({ week: [closed], exceptions: [] } as OpeningHours)).toEqual([
      "Please give the hours for each day of the week",
    ]);
  });
});
