import { emptyWeek, HOURS_LIMITS, type DayHours, type OpeningHours, type TimeSpan } from "../opening-hours";

/**
 * The hours editor's schedule as the form holds it: JSON text in the `openingHours` field ("" for
 * no hours given). The editor reads it on every change and writes it back whole, so the form's
 * values (and a registration draft) always carry what is on screen, unfinished times included:
 * the schema says what is still missing.
 */

export type DayKind = DayHours["kind"];

export const DAY_KIND_LABELS: Record<DayKind, string> = {
  closed: "Closed",
  open24: "Open 24 hours",
  spans: "Set hours",
};

/** What a new span starts with: a common evening at a LAN center. */
export const NEW_SPAN: TimeSpan = { open: "10:00", close: "22:00", overnight: false };

/** A schedule with every day closed and no special dates: what "list our hours" starts from. */
export function newSchedule(): OpeningHours {
  return { week: emptyWeek(), exceptions: [] };
}

/**
 * The field's text as a schedule the editor can show; null for no hours. Text that is not a
 * schedule (a hand-made post sent back) shows as a closed week: the error under the editor says
 * why, and the first change replaces it.
 */
export function readSchedule(text: string): OpeningHours | null {
  if (text.trim() === "") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return newSchedule();
  }
  const value = parsed as Partial<OpeningHours> | null;
  const week = Array.isArray(value?.week) ? value.week : [];
  return {
    week: Array.from({ length: 7 }, (_, index) => readDay(week[index])),
    exceptions: Array.isArray(value?.exceptions)
      ? value.exceptions.filter(Boolean).map((entry) => ({
          date: typeof entry.date === "string" ? entry.date : "",
          hours: readDay(entry.hours),
          note: typeof entry.note === "string" ? entry.note : null,
        }))
      : [],
  };
}

function readDay(value: unknown): DayHours {
  const day = value as DayHours | undefined;
  if (day?.kind === "open24") return { kind: "open24" };
  if (day?.kind === "spans" && Array.isArray(day.spans)) {
    return {
      kind: "spans",
      spans: day.spans.filter(Boolean).map((span) => ({
        open: typeof span.open === "string" ? span.open : "",
        close: typeof span.close === "string" ? span.close : "",
        overnight: span.overnight === true,
      })),
    };
  }
  return { kind: "closed" };
}

export function writeSchedule(schedule: OpeningHours | null): string {
  return schedule ? JSON.stringify(schedule) : "";
}

/** The day with another kind of hours; "Set hours" starts with one span. */
export function withKind(day: DayHours, kind: DayKind): DayHours {
  if (kind === day.kind) return day;
  return kind === "spans" ? { kind, spans: [{ ...NEW_SPAN }] } : { kind };
}

export function spansOf(day: DayHours): TimeSpan[] {
  return day.kind === "spans" ? day.spans : [];
}

/** One span changed. */
export function withSpan(day: DayHours, index: number, change: Partial<TimeSpan>): DayHours {
  return { kind: "spans", spans: spansOf(day).map((span, at) => (at === index ? { ...span, ...change } : span)) };
}

/** A span added after the last: it opens when the last one closes (unless that is past midnight). */
export function withNewSpan(day: DayHours): DayHours {
  const spans = spansOf(day);
  if (spans.length >= HOURS_LIMITS.spansPerDay) return day;
  const last = spans.at(-1);
  const next = last && !last.overnight && last.close ? { open: last.close, close: "", overnight: false } : NEW_SPAN;
  return { kind: "spans", spans: [...spans, { ...next }] };
}

/** A span removed; the last one removed leaves the day closed. */
export function withoutSpan(day: DayHours, index: number): DayHours {
  const spans = spansOf(day).filter((_, at) => at !== index);
  return spans.length > 0 ? { kind: "spans", spans } : { kind: "closed" };
}

/** Every day of the week as Monday. */
export function copyMondayToAll(schedule: OpeningHours): OpeningHours {
  const monday = schedule.week[0]!;
  return { ...schedule, week: schedule.week.map(() => structuredClone(monday)) };
}
