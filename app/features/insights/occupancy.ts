/**
 * A center's occupancy by hour of the week, from the statuses its venue software reported (issue 57,
 * `station_hours`), and its busiest stretch in words. Shared by the server (which works it out) and
 * the Insights tab and the digest (which say it); no server imports.
 */

/** Monday first, as the ISO week (and `extract(isodow)`, 1 = Monday) counts. */
export const WEEK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const HOURS_IN_WEEK = 7 * 24;

/** The sums of one hour of the week over the period: stations in use and in all, over every report. */
export type HourSums = { used: number; total: number };

/** The longest a busiest stretch runs, in hours. */
export const MAX_STRETCH_HOURS = 4;
/** An hour beside the busiest one joins its stretch when it is at most this much less busy. */
export const STRETCH_TOLERANCE = 0.1;

/** A run of consecutive hours of the week: `day` 0 is Monday, `startHour` the center's own hour. */
export type BusiestStretch = {
  day: number;
  startHour: number;
  hours: number;
  /** Stations in use over stations in all across the stretch's reports, in whole percent. */
  percent: number;
};

/** One center's occupancy as the Insights tab shows it. */
export type CenterOccupancy = {
  id: string;
  name: string;
  /** The center's time zone: the hours are its own ("Friday 20:00" is its Friday evening). */
  timeZone: string;
  /** Null when no status (of any station) came in during the period. */
  busiest: BusiestStretch | null;
  /**
   * Per hour of the week (index `day * 24 + hour`, Monday 00:00 first), the share of stations in
   * use in whole percent, null where nothing was reported. Left out (null) where the tab shows only
   * the sentence, so a page with many centers stays light.
   */
  week: (number | null)[] | null;
};

const share = (sums: HourSums | null | undefined): number | null =>
  sums && sums.total > 0 ? sums.used / sums.total : null;

/** Whole percent of a share; 0.845 is 85, as people round. */
export function toPercent(value: number): number {
  return Math.round(value * 100);
}

/** The shares of the week in whole percent, null where nothing was reported. */
export function weekPercents(week: readonly (HourSums | null)[]): (number | null)[] {
  return Array.from({ length: HOURS_IN_WEEK }, (_, index) => {
    const value = share(week[index]);
    return value === null ? null : toPercent(value);
  });
}

/**
 * The busiest stretch of a week of hourly sums (index `day * 24 + hour`, Monday 00:00 first; null
 * or a total of 0 where nothing was reported), or null when nothing was:
 *
 * 1. the busiest hour: the highest share of stations in use; of equal ones, the first in the week
 *    from Monday 00:00;
 * 2. grown one hour at a time, to at most MAX_STRETCH_HOURS, by the hour just before or just after
 *    it that was reported and is at most STRETCH_TOLERANCE (10 points) below the busiest hour: the
 *    busier of the two, the one before when they are equal. The week wraps, so Sunday 23:00 and
 *    Monday 00:00 are neighbours;
 * 3. its percentage is the stations in use over the stations in all across the stretch's reports.
 */
export function busiestStretch(week: readonly (HourSums | null)[]): BusiestStretch | null {
  let peak = -1;
  let peakShare = -1;
  for (let index = 0; index < HOURS_IN_WEEK; index++) {
    const value = share(week[index]);
    if (value !== null && value > peakShare) {
      peak = index;
      peakShare = value;
    }
  }
  if (peak < 0) return null;

  const at = (index: number) => (index + HOURS_IN_WEEK) % HOURS_IN_WEEK;
  let start = peak;
  let length = 1;
  const joins = (index: number) => {
    const value = share(week[index]);
    return value !== null && value >= peakShare - STRETCH_TOLERANCE - 1e-9 ? value : null;
  };
  while (length < Math.min(MAX_STRETCH_HOURS, HOURS_IN_WEEK)) {
    const before = joins(at(start - 1));
    const after = joins(at(start + length));
    if (before === null && after === null) break;
    if (before !== null && (after === null || before >= after)) start = at(start - 1);
    length++;
  }

  let used = 0;
  let total = 0;
  for (let offset = 0; offset < length; offset++) {
    const sums = week[at(start + offset)]!;
    used += sums.used;
    total += sums.total;
  }
  return { day: Math.floor(start / 24), startHour: start % 24, hours: length, percent: toPercent(used / total) };
}

const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/**
 * "Friday 20:00–23:00"; a stretch into the next day names it ("Sunday 23:00–Monday 01:00"), and
 * one that ends at midnight says so ("Saturday 21:00–midnight").
 */
export function stretchTimes(stretch: Pick<BusiestStretch, "day" | "startHour" | "hours">): string {
  const end = stretch.startHour + stretch.hours;
  const first = `${WEEK_DAYS[stretch.day]} ${clock(stretch.startHour)}`;
  if (end < 24) return `${first}–${clock(end)}`;
  if (end === 24) return `${first}–midnight`;
  return `${first}–${WEEK_DAYS[(stretch.day + 1) % 7]} ${clock(end - 24)}`;
}

/** "Busiest Friday 20:00–23:00 (85 % of PCs in use)", the number kept with its sign (a no-break space). */
export function busiestText(stretch: BusiestStretch): string {
  return `Busiest ${stretchTimes(stretch)} (${stretch.percent}\u00a0% of PCs in use)`;
}

/** What the tab says of a center that reported nothing in the period, before "on the Live PCs page" (a link). */
export const NO_LIVE_NUMBERS = "No live numbers yet: connect your venue software";

/** The owner's page where a center's software is connected (issue 57). */
export function livePcsHref(centerId: string): string {
  return `/edit-lan-center/${centerId}/live`;
}
