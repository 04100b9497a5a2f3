/**
 * A center's opening hours as the map feed sends them: one short line with its zone, so that the
 * feed lists each distinct schedule once and the browser reads each once.
 *
 *   America/Chicago|1000-2200|1000-2200|-|1000-2200|1000-0200|*|1200-2200|2026-12-25=-
 *
 * The zone, then Monday to Sunday, then special dates (`YYYY-MM-DD=day`). A day is `-` (closed),
 * `*` (open 24 hours) or its spans `HHMM-HHMM` joined by `,`; a span that closes at or before it
 * opens runs past midnight (the form's rules make that the same as its "closes next day"). Notes
 * are left out: the map shows the state, not the occasion.
 */
import type { DayHours, OpeningHours, TimeSpan } from "~/features/venues/opening-hours";

/** A schedule as the map works with it: the hours, read in `zone`. */
export type FeedSchedule = { zone: string; hours: OpeningHours };

const SPAN = /^([01]\d|2[0-3])([0-5]\d)-([01]\d|2[0-3])([0-5]\d)$/;
const SPECIAL = /^(\d{4}-\d{2}-\d{2})=(.*)$/;

function dayText(day: DayHours): string {
  if (day.kind === "closed") return "-";
  if (day.kind === "open24") return "*";
  return day.spans.map((span) => `${span.open.replace(":", "")}-${span.close.replace(":", "")}`).join(",");
}

/** The feed's line for a schedule; special dates before `fromDate` ("YYYY-MM-DD") are over and left out. */
export function scheduleText(hours: OpeningHours, zone: string, fromDate: string): string {
  const parts = [zone, ...hours.week.map(dayText)];
  for (const special of hours.exceptions) {
    if (special.date >= fromDate) parts.push(`${special.date}=${dayText(special.hours)}`);
  }
  return parts.join("|");
}

function parseSpan(text: string): TimeSpan {
  const match = SPAN.exec(text);
  if (!match) throw new Error(`Bad opening time: ${text}`);
  const open = `${match[1]}:${match[2]}`;
  const close = `${match[3]}:${match[4]}`;
  return { open, close, overnight: close <= open };
}

function parseDay(text: string): DayHours {
  if (text === "-") return { kind: "closed" };
  if (text === "*") return { kind: "open24" };
  return { kind: "spans", spans: text.split(",").map(parseSpan) };
}

/** A feed line back as a schedule; anything that is not one throws. */
export function parseScheduleText(text: string): FeedSchedule {
  if (typeof text !== "string") throw new Error("Not a schedule");
  const [zone, ...days] = text.split("|");
  if (!zone || days.length < 7) throw new Error(`Bad schedule: ${text}`);
  const exceptions = days.slice(7).map((part) => {
    const match = SPECIAL.exec(part);
    if (!match) throw new Error(`Bad special date: ${part}`);
    return { date: match[1]!, hours: parseDay(match[2]!), note: null };
  });
  return { zone, hours: { week: days.slice(0, 7).map(parseDay), exceptions } };
}

const knownZones = new Map<string, boolean>();

/** Whether this browser knows the zone (a zone newer than its time-zone data is not an error of the feed). */
export function isKnownZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}
