/** The months of the monthly digest, as `YYYY-MM` in UTC (`digest_sends.month`). */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

/** The UTC month of an instant, `YYYY-MM`. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The month `months` after (or, negative, before) a `YYYY-MM` month. */
export function addMonths(month: string, months: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(year, number - 1 + months, 1)));
}

/** The month a digest sent at `now` is about: the one before `now`'s (the digest is due from the 1st). */
export function digestMonth(now: Date): string {
  return addMonths(monthOf(now), -1);
}

/** The month's days as a half-open range of `YYYY-MM-DD` days: `from` ≤ day < `to`. */
export function monthDays(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: `${addMonths(month, 1)}-01` };
}

const LABEL = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const NAME = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });

/** "October 2026". */
export function monthLabel(month: string): string {
  return LABEL.format(new Date(`${month}-01T00:00:00Z`));
}

/** "October". */
export function monthName(month: string): string {
  return NAME.format(new Date(`${month}-01T00:00:00Z`));
}
