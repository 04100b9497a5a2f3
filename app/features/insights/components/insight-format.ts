/**
 * How the Insights tab writes numbers and days. Days are UTC days (`YYYY-MM-DD`), so they are
 * formatted in UTC: the server's render and the browser's agree whatever the visitor's zone.
 */
const NUMBER = new Intl.NumberFormat("en-US");
const SHORT_DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
const WEEK_DAY = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
});
const LONG_DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "medium" });

const at = (day: string) => new Date(`${day}T00:00:00Z`);

export function formatCount(value: number): string {
  return NUMBER.format(value);
}

/** "Oct 12". */
export function shortDay(day: string): string {
  return SHORT_DAY.format(at(day));
}

/** "Sun, Oct 12". */
export function weekDay(day: string): string {
  return WEEK_DAY.format(at(day));
}

/** "Oct 12, 2025". */
export function longDay(day: string): string {
  return LONG_DAY.format(at(day));
}

/** "Sep 13 – Oct 12, 2025"; both years when they differ. */
export function dayRange(from: string, to: string): string {
  const start = from.slice(0, 4) === to.slice(0, 4) ? shortDay(from) : longDay(from);
  return `${start} – ${longDay(to)}`;
}
