import { describe, expect, it } from "vitest";

import {
  busiestStretch,
  busiestText,
  HOURS_IN_WEEK,
  type HourSums,
  stretchTimes,
  toPercent,
  weekPercents,
} from "./occupancy";

const MONDAY = 0;
const FRIDAY = 4;
const SATURDAY = 5;
const SUNDAY = 6;

/** A week with the given hours reported: `[day, hour, used, total]`. */
function week(...hours: [day: number, hour: number, used: number, total: number][]): (HourSums | null)[] {
  const sums: (HourSums | null)[] = Array.from({ length: HOURS_IN_WEEK }, () => null);
  for (const [day, hour, used, total] of hours) sums[day * 24 + hour] = { used, total };
  return sums;
}

describe("busiestStretch", () => {
  it("is null when nothing was reported, or only stations counted as none", () => {
    expect(busiestStretch(week())).toBeNull();
    expect(busiestStretch(week([FRIDAY, 20, 0, 0]))).toBeNull();
  });

  it("grows the busiest hour by the neighbours within 10 points of it, to four hours at most", () => {
    const friday = week(
      [FRIDAY, 18, 50, 100], // 50 %: too far below the peak
      [FRIDAY, 19, 76, 100], // 76 %: within 10 points of 85, but the stretch is full first
      [FRIDAY, 20, 80, 100],
      [FRIDAY, 21, 85, 100], // the busiest hour
      [FRIDAY, 22, 84, 100],
      [FRIDAY, 23, 78, 100],
      [SATURDAY, 0, 40, 100],
    );
    // 85, then 84 (after), then 80 (before, busier than 78 after), then 78 (after, busier than 76).
    expect(busiestStretch(friday)).toEqual({ day: FRIDAY, startHour: 20, hours: 4, percent: 82 });
    expect(busiestText(busiestStretch(friday)!)).toBe("Busiest Friday 20:00–midnight (82\u00a0% of PCs in use)");
  });

  it("stops at an hour with no report, and at one more than 10 points below", () => {
    const gap = week([FRIDAY, 20, 90, 100], [FRIDAY, 22, 90, 100], [FRIDAY, 19, 79, 100]);
    expect(busiestStretch(gap)).toEqual({ day: FRIDAY, startHour: 20, hours: 1, percent: 90 });
    const exactlyTen = week([FRIDAY, 20, 90, 100], [FRIDAY, 21, 80, 100]);
    expect(busiestStretch(exactlyTen)).toMatchObject({ startHour: 20, hours: 2 });
  });

  it("takes the earliest of equally busy hours, and the hour before of equal neighbours", () => {
    const tie = week([SATURDAY, 21, 9, 10], [MONDAY, 12, 18, 20], [MONDAY, 11, 17, 20], [MONDAY, 13, 17, 20]);
    expect(busiestStretch(tie)).toMatchObject({ day: MONDAY, startHour: 11, hours: 3 });
  });

  it("weighs each hour by its stations: the stretch's share is its used over its total", () => {
    // 90 of 100 and 1 of 2 (50 %): 50 points apart, so one hour; then 9 of 10 beside 80 of 100.
    expect(busiestStretch(week([FRIDAY, 20, 90, 100], [FRIDAY, 21, 1, 2]))).toMatchObject({ hours: 1, percent: 90 });
    expect(busiestStretch(week([FRIDAY, 20, 9, 10], [FRIDAY, 21, 80, 100]))).toEqual({
      day: FRIDAY,
      startHour: 20,
      hours: 2,
      percent: toPercent(89 / 110),
    });
  });

  it("wraps from Sunday night into Monday morning", () => {
    const lateSunday = week([SUNDAY, 23, 95, 100], [MONDAY, 0, 92, 100], [MONDAY, 1, 90, 100], [SUNDAY, 22, 60, 100]);
    const stretch = busiestStretch(lateSunday)!;
    expect(stretch).toEqual({ day: SUNDAY, startHour: 23, hours: 3, percent: 92 });
    expect(busiestText(stretch)).toBe("Busiest Sunday 23:00–Monday 02:00 (92\u00a0% of PCs in use)");
    // The peak on Monday 00:00 grows back into Sunday.
    const fromMonday = week([MONDAY, 0, 95, 100], [SUNDAY, 23, 94, 100]);
    expect(busiestStretch(fromMonday)).toMatchObject({ day: SUNDAY, startHour: 23, hours: 2 });
  });
});

describe("stretchTimes", () => {
  it("names the hours, the next day when it runs past midnight, and midnight itself", () => {
    expect(stretchTimes({ day: FRIDAY, startHour: 20, hours: 3 })).toBe("Friday 20:00–23:00");
    expect(stretchTimes({ day: FRIDAY, startHour: 9, hours: 1 })).toBe("Friday 09:00–10:00");
    expect(stretchTimes({ day: SATURDAY, startHour: 21, hours: 3 })).toBe("Saturday 21:00–midnight");
    expect(stretchTimes({ day: FRIDAY, startHour: 22, hours: 4 })).toBe("Friday 22:00–Saturday 02:00");
    expect(stretchTimes({ day: SUNDAY, startHour: 23, hours: 2 })).toBe("Sunday 23:00–Monday 01:00");
  });
});

describe("weekPercents", () => {
  it("gives each reported hour in whole percent and null elsewhere", () => {
    const percents = weekPercents(week([MONDAY, 0, 1, 3], [SUNDAY, 23, 169, 200], [FRIDAY, 5, 0, 0]));
    expect(percents).toHaveLength(HOURS_IN_WEEK);
    expect(percents[0]).toBe(33);
    expect(percents[HOURS_IN_WEEK - 1]).toBe(85);
    expect(percents[FRIDAY * 24 + 5]).toBeNull();
    expect(percents.filter((value) => value !== null)).toHaveLength(2);
  });
});
