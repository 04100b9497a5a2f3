/**
 * "Open now" on the map: each distinct schedule of the feed is read once (not each center), in
 * its own zone, on the visitor's clock. The filter asks `openSchedules` when it is applied and
 * every minute while it is on; the list and the info window ask `statusOf` for the few centers
 * they show, which keeps each schedule's words for the minute.
 */
import { isOpenAt, localClock, type LocalClock, openingStatus } from "~/features/venues/opening-hours";

import type { FeedSchedule } from "./schedule-text";

/** 1 at index i when schedule i is open at `now`, else 0 (an unknown schedule is never open). */
export function openSchedules(schedules: readonly (FeedSchedule | null)[], now: Date): Uint8Array {
  const open = new Uint8Array(schedules.length);
  const clocks = new Map<string, LocalClock>();
  schedules.forEach((schedule, i) => {
    if (!schedule) return;
    let clock = clocks.get(schedule.zone);
    if (!clock) clocks.set(schedule.zone, (clock = localClock(now, schedule.zone)));
    open[i] = isOpenAt(schedule.hours, clock) ? 1 : 0;
  });
  return open;
}

/**
 * `openSchedules`, giving back the same array while the answer stays the same: the finder filters
 * and clusters again only when a center opens or closes, not every minute.
 */
export function trackOpenSchedules() {
  let last: Uint8Array | null = null;
  return (schedules: readonly (FeedSchedule | null)[], now: Date): Uint8Array => {
    const next = openSchedules(schedules, now);
    if (last && last.length === next.length && last.every((open, i) => open === next[i])) return last;
    return (last = next);
  };
}

/** What the list and the info window say of a center's hours. */
export type StatusLine = { open: boolean; text: string };

/**
 * The status in a line that says the state first: "Open now · closes 2 AM", "Open 24 hours",
 * "Closed · opens at 4 PM", "Closed today · opens Tue at 10 AM".
 */
export function statusLine(schedule: FeedSchedule, now: Date): StatusLine | null {
  const status = openingStatus(schedule.hours, schedule.zone, now);
  if (status.state === "unknown") return null;
  if (status.state === "open") return { open: true, text: status.text };
  const text = status.text.startsWith("Opens") ? `Closed · o${status.text.slice(1)}` : status.text;
  return { open: false, text };
}

const MINUTE = 60_000;

/** `statusLine` per schedule, made at most once a minute each: a list of 50 entries shares a few schedules. */
export function createStatusCache(schedules: readonly (FeedSchedule | null)[]) {
  let minute = -1;
  let lines = new Map<number, StatusLine | null>();
  return function statusOf(schedule: number, now: Date): StatusLine | null {
    const entry = schedules[schedule];
    if (!entry) return null;
    const current = Math.floor(now.getTime() / MINUTE);
    if (current !== minute) {
      minute = current;
      lines = new Map();
    }
    if (!lines.has(schedule)) lines.set(schedule, statusLine(entry, now));
    return lines.get(schedule)!;
  };
}
