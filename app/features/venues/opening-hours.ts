/**
 * Opening hours: the rules of a schedule, and "open now" read in the venue's own zone.
 *
 * Everything here works in the venue's wall-clock time: the instant `now` becomes the venue's
 * local date and minute of the day once (Intl, which knows every zone's DST rules), and the
 * schedule is compared with that. "Closes 2 AM" is what the sign on the door says, on a DST day as
 * on any other, and a span past midnight simply runs into the next local day. Plain data and
 * functions: the center form, the center page and the map's filter (100,000 centers) share them.
 */
import type { DayHours, HoursException, OpeningHours, TimeSpan } from "#db/schema/values";
import { singleLine } from "~/lib/single-line";

export type { DayHours, HoursException, OpeningHours, TimeSpan };

/** Monday first, as the week is stored. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const WEEKDAYS_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

export const HOURS_LIMITS = { spansPerDay: 4, exceptions: 30, note: 80 } as const;

const MINUTES_PER_DAY = 24 * 60;
const DAY_MS = MINUTES_PER_DAY * 60_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "16:30" → 990; null when it is not a time of day. */
export function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** A "YYYY-MM-DD" that is a real day (not 2027-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day after (or `days` after) a "YYYY-MM-DD", on the calendar. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The span's minutes from the start of its own day: a span past midnight ends after 1440. */
function spanMinutes(span: TimeSpan): [number, number] {
  const open = minutesOf(span.open)!;
  const close = minutesOf(span.close)!;
  return [open, span.overnight || close === 0 ? close + MINUTES_PER_DAY : close];
}

// ---- The rules (the center form's schema runs these) ------------------------------------------

/** A day's problems, in words the owner reads under the hours. */
function dayProblems(hours: DayHours, dayName: string): string[] {
  if (hours.kind !== "spans") return [];
  if (hours.spans.length === 0) return [`${dayName}: add the opening times, or mark the day closed`];
  if (hours.spans.length > HOURS_LIMITS.spansPerDay) {
    return [`${dayName}: at most ${HOURS_LIMITS.spansPerDay} opening times a day`];
  }
  const problems: string[] = [];
  for (const span of hours.spans) {
    const open = minutesOf(span.open);
    const close = minutesOf(span.close);
    if (open === null || close === null) {
      problems.push(`${dayName}: enter both the opening and the closing time`);
      continue;
    }
    if (close === 0) continue; // Closes at midnight.
    if (!span.overnight && close <= open) {
      problems.push(
        `${dayName}: ${span.open}–${span.close} closes before it opens. Tick “Closes next day” for hours past midnight`,
      );
    } else if (span.overnight && close >= open) {
      problems.push(`${dayName}: ${span.open}–${span.close} the next day is longer than a day. Choose “Open 24 hours”`);
    }
  }
  if (problems.length > 0) return problems;
  const sorted = hours.spans.map(spanMinutes).sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]![0] < sorted[i - 1]![1]) return [`${dayName}: the opening times overlap`];
  }
  return [];
}

/**
 * When a day's hours past midnight run into a span of the next day (a slip, like 16:00–03:00 then
 * 02:00–10:00). Running into a day open 24 hours is harmless: the two simply join.
 */
function runsIntoNextDay(day: DayHours, next: DayHours): boolean {
  if (day.kind !== "spans" || next.kind !== "spans") return false;
  const end = Math.max(...day.spans.map((span) => spanMinutes(span)[1])) - MINUTES_PER_DAY;
  return end > 0 && next.spans.some((span) => minutesOf(span.open)! < end);
}

/**
 * Every problem of a schedule, as messages; none means it can be saved. Checks the shape too, so a
 * hand-made post gets a message and not a crash.
 */
export function openingHoursProblems(hours: OpeningHours): string[] {
  const problems: string[] = [];
  if (!Array.isArray(hours.week) || hours.week.length !== 7 || !hours.week.every(isDayHours)) {
    return ["Please give the hours for each day of the week"];
  }
  hours.week.forEach((day, index) => problems.push(...dayProblems(day, WEEKDAYS[index]!)));
  if (problems.length === 0) {
    hours.week.forEach((day, index) => {
      const next = (index + 1) % 7;
      if (runsIntoNextDay(day, hours.week[next]!)) {
        problems.push(`${WEEKDAYS[index]}: the hours past midnight overlap ${WEEKDAYS[next]}'s opening times`);
      }
    });
  }
  if (!Array.isArray(hours.exceptions)) return [...problems, "Please check the special dates"];
  if (hours.exceptions.length > HOURS_LIMITS.exceptions) {
    problems.push(`At most ${HOURS_LIMITS.exceptions} special dates`);
  }
  const seen = new Set<string>();
  for (const exception of hours.exceptions) {
    if (!exception || typeof exception.date !== "string" || !isCalendarDate(exception.date)) {
      problems.push("Special dates: please enter a valid date");
      continue;
    }
    const label = formatExceptionDate(exception.date);
    if (seen.has(exception.date)) problems.push(`${label} is listed twice`);
    seen.add(exception.date);
    if (!isDayHours(exception.hours)) problems.push(`${label}: please choose the hours`);
    else problems.push(...dayProblems(exception.hours, label));
    // A note is optional: left out, null or empty is none.
    const note: unknown = exception.note ?? "";
    if (typeof note !== "string") problems.push(`${label}: please check the note`);
    else if (singleLine(note).length > HOURS_LIMITS.note) {
      problems.push(`${label}: the note must be at most ${HOURS_LIMITS.note} characters`);
    }
  }
  return problems;
}

function isDayHours(value: unknown): value is DayHours {
  const day = value as DayHours | null;
  if (!day || typeof day !== "object") return false;
  if (day.kind === "closed" || day.kind === "open24") return true;
  return (
    day.kind === "spans" &&
    Array.isArray(day.spans) &&
    day.spans.every(
      (span) =>
        span !== null &&
        typeof span === "object" &&
        typeof span.open === "string" &&
        typeof span.close === "string" &&
        typeof span.overnight === "boolean",
    )
  );
}

/** A schedule as stored: spans in order, "00:00" closings marked overnight, exceptions by date, notes trimmed. */
export function normalizeOpeningHours(hours: OpeningHours): OpeningHours {
  const day = (value: DayHours): DayHours =>
    value.kind === "spans"
      ? {
          kind: "spans",
          spans: value.spans
            .map((span) => ({
              open: span.open,
              close: span.close,
              overnight: span.overnight || span.close === "00:00",
            }))
            .sort((a, b) => minutesOf(a.open)! - minutesOf(b.open)!),
        }
      : { kind: value.kind };
  return {
    week: hours.week.map(day),
    exceptions: hours.exceptions
      .map((exception) => ({
        date: exception.date,
        hours: day(exception.hours),
        note: singleLine(exception.note ?? "") || null,
      }))
      .sort((a, b) => (a.date < b.date ? -1 : 1)),
  };
}

// ---- Now, in the venue's zone -----------------------------------------------------------------

/** The venue's calendar day and minute of the day at an instant (`at`, ms), in `timeZone`. */
export type LocalClock = { date: string; weekday: number; minutes: number; timeZone: string; at: number };

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

function wallParts(at: number, timeZone: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of clockFormat(timeZone).formatToParts(at)) parts[part.type] = part.value;
  return parts;
}

/** `now` on the venue's wall clock. One formatter per zone, kept: the map asks for thousands. */
export function localClock(now: Date | number, timeZone: string): LocalClock {
  const at = typeof now === "number" ? now : now.getTime();
  const parts = wallParts(at, timeZone);
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: weekdayOf(date), minutes: Number(parts.hour) * 60 + Number(parts.minute), timeZone, at };
}

const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, number>();

/**
 * The zone's offset from UTC at an instant, in ms. Every zone changes its offset on a quarter hour,
 * so the answer is kept per quarter hour: the map's "Open now" asks about the same few instants for
 * thousands of schedules.
 */
function offsetAt(at: number, timeZone: string): number {
  const bucket = Math.floor(at / QUARTER_HOUR);
  const key = `${timeZone}|${bucket}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = bucket * QUARTER_HOUR;
    const parts = wallParts(start, timeZone);
    const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
    offset = wall - start;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

const steadyOffsets = new Map<string, number | null>();

/**
 * The zone's one offset for the whole of a day and the day after (a span past midnight ends
 * there), with a margin either side; null when the offset changes near them. Zones change their
 * offset at most twice a year, so a schedule's days ask one question each instead of two for every
 * opening and closing time: the map words dozens of schedules in the one zone.
 */
function steadyOffset(date: string, midnightWall: number, timeZone: string): number | null {
  const key = `${timeZone}|${date}`;
  let offset = steadyOffsets.get(key);
  if (offset === undefined) {
    const margin = 30 * 60 * 60_000;
    const first = offsetAt(midnightWall - margin, timeZone);
    offset = first === offsetAt(midnightWall + 2 * DAY_MS + margin, timeZone) ? first : null;
    if (steadyOffsets.size > 100_000) steadyOffsets.clear();
    steadyOffsets.set(key, offset);
  }
  return offset;
}

/**
 * The instant the venue's clock shows `minutes` after the start of `date` (past 1440: the next day).
 * A time the clock shows twice (the hour repeated when DST ends) is its first showing; a time it
 * skips (when DST starts) is the moment the clock jumps past it: a venue that closes at 02:30 on
 * that night closes when the clock goes from 02:00 to 03:00.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const steady = steadyOffset(date, wall - minutes * 60_000, timeZone);
  if (steady !== null && minutes >= 0 && minutes <= 2 * MINUTES_PER_DAY) return wall - steady;
  const day30h = 30 * 60 * 60_000;
  const before = offsetAt(wall - day30h, timeZone);
  const after = offsetAt(wall + day30h, timeZone);
  if (before === after) return wall - before;
  const early = wall - before;
  const late = wall - after;
  const earlyShown = offsetAt(early, timeZone) === before;
  const lateShown = offsetAt(late, timeZone) === after;
  if (earlyShown && lateShown) return Math.min(early, late);
  if (lateShown) return late;
  if (earlyShown) return early;
  // Skipped: the change lies between the two readings, on a quarter hour.
  let at = Math.ceil(Math.min(early, late) / QUARTER_HOUR) * QUARTER_HOUR;
  while (offsetAt(at, timeZone) !== after && at < Math.max(early, late)) at += QUARTER_HOUR;
  return at;
}

/** A day's hours: its special date's if it has one, else the week's. */
export function hoursOn(hours: OpeningHours, date: string): { hours: DayHours; exception: HoursException | null } {
  const exception = hours.exceptions.find((entry) => entry.date === date) ?? null;
  return { hours: exception ? exception.hours : hours.week[weekdayOf(date)]!, exception };
}

/** The open intervals (instants, ms) of the given days, merged where they touch or overlap. */
function openIntervals(hours: OpeningHours, days: readonly string[], timeZone: string): [number, number][] {
  const intervals: [number, number][] = [];
  for (const date of days) {
    const day = hoursOn(hours, date).hours;
    if (day.kind === "open24") {
      intervals.push([zonedInstant(date, 0, timeZone), zonedInstant(date, MINUTES_PER_DAY, timeZone)]);
    } else if (day.kind === "spans") {
      for (const span of day.spans) {
        const [open, close] = spanMinutes(span);
        intervals.push([zonedInstant(date, open, timeZone), zonedInstant(date, close, timeZone)]);
      }
    }
  }
  intervals.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else if (interval[1] > interval[0]) merged.push([interval[0], interval[1]]);
  }
  return merged;
}

export type OpeningStatus =
  | { state: "unknown" }
  | {
      state: "open" | "closed";
      /** What the listing shows: "Open now · closes 2 AM", "Opens at 4 PM", "Closed today · opens Tue at 10 AM". */
      text: string;
      /** Today's special date's note ("Christmas Day"), if today has one. */
      note: string | null;
    };

/** How far ahead "opens …" looks. */
const LOOK_AHEAD_DAYS = 7;

/** Whether the venue is open at `now`, and what to say about it. */
export function openingStatus(hours: OpeningHours | null, timeZone: string, now: Date | number): OpeningStatus {
  if (!hours) return { state: "unknown" };
  const clock = localClock(now, timeZone);
  const today = hoursOn(hours, clock.date);
  const note = today.exception?.note ?? null;
  const todayClosed = today.hours.kind === "closed";

  // From yesterday (its hours past midnight) to tomorrow, which settles most schedules; to a week
  // ahead only when it does not. A day not read opens no earlier than its own midnight (`end`), so
  // what was found stands unless the open spell found runs on to that midnight.
  let intervals: [number, number][] = [];
  let current: [number, number] | undefined;
  for (const ahead of [1, LOOK_AHEAD_DAYS]) {
    const days = Array.from({ length: ahead + 2 }, (_, index) => addDays(clock.date, index - 1));
    intervals = openIntervals(hours, days, timeZone);
    const end = zonedInstant(addDays(clock.date, ahead + 1), 0, timeZone);
    current = intervals.find(([open, close]) => open <= clock.at && clock.at < close);
    if (current ? current[1] < end : intervals.some(([open]) => open > clock.at)) break;
  }
  if (current) {
    const todayStart = zonedInstant(clock.date, 0, timeZone);
    // Open since the day began and for two days more: nothing to count down to.
    if (current[0] <= todayStart && current[1] >= clock.at + 2 * DAY_MS)
      return { state: "open", text: "Open 24 hours", note };
    return { state: "open", text: `Open now · closes ${whenText(current[1], clock, "closes")}`, note };
  }
  const next = intervals.find(([open]) => open > clock.at);
  if (!next) return { state: "closed", text: todayClosed ? "Closed today" : "Closed", note };
  const opensOn = localClock(next[0], timeZone);
  if (opensOn.date === clock.date) return { state: "closed", text: `Opens at ${timeText(opensOn.minutes)}`, note };
  const opens = `opens ${whenText(next[0], clock, "opens")}`;
  return { state: "closed", text: `${todayClosed ? "Closed today" : "Closed"} · ${opens}`, note };
}

/** Whether the venue is open at the clock's instant: the map's "Open now" filter, with no text to make. */
export function isOpenAt(hours: OpeningHours | null, clock: LocalClock): boolean {
  if (!hours) return false;
  const days = [addDays(clock.date, -1), clock.date];
  return openIntervals(hours, days, clock.timeZone).some(([open, close]) => open <= clock.at && clock.at < close);
}

/** "2 AM", "4:30 PM", "midnight", "noon": a minute of the day as a sign reads it. */
export function timeText(minutesOfDay: number): string {
  const minutes = ((minutesOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  if (minutes === 0) return "midnight";
  if (minutes === 12 * 60) return "noon";
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, "0")}` : ""} ${hour < 12 ? "AM" : "PM"}`;
}

/** An instant ahead, as the listing says it: "2 AM" tonight, "tomorrow at 10 AM", "Tue at 10 AM". */
function whenText(at: number, clock: LocalClock, verb: "opens" | "closes"): string {
  const local = localClock(at, clock.timeZone);
  // Closing at midnight is the end of the day before.
  const date = verb === "closes" && local.minutes === 0 ? addDays(local.date, -1) : local.date;
  const time = timeText(local.minutes);
  if (date === clock.date) return time;
  const tomorrow = addDays(clock.date, 1);
  // Closing at 2 AM after today's evening reads "closes 2 AM", as the sign says it.
  if (verb === "closes" && date === tomorrow && local.minutes > 0 && local.minutes <= 6 * 60) return time;
  if (date === tomorrow) return `tomorrow at ${time}`;
  return `${WEEKDAYS_SHORT[weekdayOf(date)]} at ${time}`;
}

// ---- Words for the page and the review queue --------------------------------------------------

/** "16:00" → "4 PM". */
export function spanText(span: TimeSpan): string {
  return `${timeText(minutesOf(span.open)!)}–${timeText(minutesOf(span.close)!)}`;
}

/** A day's hours in words: "Closed", "Open 24 hours", "10 AM–2 PM, 4 PM–2 AM". */
export function dayHoursText(day: DayHours): string {
  if (day.kind === "closed") return "Closed";
  if (day.kind === "open24") return "Open 24 hours";
  return day.spans.map(spanText).join(", ");
}

const exceptionDateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
});

/** "Thu, Dec 25, 2026" for a special date. */
export function formatExceptionDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return exceptionDateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/** The whole schedule in one line, for the review queue's "what changed". */
export function openingHoursSummary(hours: OpeningHours | null): string | null {
  if (!hours) return null;
  const week = hours.week.map((day, index) => `${WEEKDAYS_SHORT[index]} ${dayHoursText(day)}`).join("; ");
  const exceptions = hours.exceptions.map(
    (entry) => `${entry.date} ${dayHoursText(entry.hours)}${entry.note ? ` (${entry.note})` : ""}`,
  );
  return exceptions.length > 0 ? `${week}. Special dates: ${exceptions.join("; ")}` : week;
}

/** Special dates from `today` on, soonest first: the page lists what is still to come. */
export function upcomingExceptions(hours: OpeningHours, today: string, limit = 10): HoursException[] {
  return hours.exceptions.filter((entry) => entry.date >= today).slice(0, limit);
}

/** A week with every day closed, for a form that starts empty. */
export function emptyWeek(): DayHours[] {
  return Array.from({ length: 7 }, () => ({ kind: "closed" }) as const);
}
