import clsx from "clsx";

import { formatEventTime } from "~/features/venues/venue-values";

/**
 * A party's start and end in the party's own time zone, whoever looks (the dashboard's format), so
 * the server and the browser print the same text.
 */
export function PartyDates({
  startDate,
  endDate,
  timeZone,
  className,
}: {
  startDate: string;
  endDate: string;
  timeZone: string;
  className?: string;
}) {
  return (
    <p className={clsx("text-sm text-slate-200", className)}>
      <time dateTime={startDate}>{formatEventTime(startDate, timeZone)}</time>
      {" – "}
      <time dateTime={endDate}>{formatEventTime(endDate, timeZone)}</time>
    </p>
  );
}
