import clsx from "clsx";
import { Clock } from "lucide-react";

import { Card } from "~/components/ui/card";
import {
  dayHoursText,
  formatExceptionDate,
  upcomingExceptions,
  WEEKDAYS,
  type OpeningHours,
} from "~/features/venues/opening-hours";

import { ProfileHeading } from "./profile-heading";
import { knownZone, useVenueClock } from "./venue-clock";

const zoneTexts = new Map<string, string>();

/**
 * "Central Time (America/Chicago)", or the zone's name alone when Intl has nothing better. Kept per
 * zone (a generic name does not change with the season); making the formatter is the costly part.
 */
function zoneText(timeZone: string): string {
  let text = zoneTexts.get(timeZone);
  if (text === undefined) {
    const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(new Date())
      .find((part) => part.type === "timeZoneName")?.value;
    text = name && !name.startsWith("GMT") ? `${name} (${timeZone})` : timeZone;
    zoneTexts.set(timeZone, text);
  }
  return text;
}

/** The week from Monday, today marked (in the venue's zone), and the special dates still to come. */
export function CenterHours({ hours, timeZone }: { hours: OpeningHours; timeZone: string }) {
  const zone = knownZone(timeZone);
  const today = useVenueClock(zone);
  const special = upcomingExceptions(hours, today.date);

  return (
    <Card as="section" aria-labelledby="center-hours-heading" className="flex flex-col gap-4">
      <ProfileHeading id="center-hours-heading" icon={Clock}>
        Hours
      </ProfileHeading>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Opening hours, Monday to Sunday</caption>
        <tbody>
          {WEEKDAYS.map((day, index) => {
            const isToday = index === today.weekday;
            return (
              <tr
                key={day}
                aria-current={isToday ? "date" : undefined}
                className={clsx(
                  "border-b border-surface-700/60 last:border-b-0",
                  isToday && "bg-accent-400/10 font-semibold text-white",
                )}
              >
                <th scope="row" className="py-2 pr-4 pl-2 align-top font-medium whitespace-nowrap text-slate-200">
                  {day}
                  {isToday ? <span className="ml-2 text-xs font-semibold text-accent-200">Today</span> : null}
                </th>
                <td className="py-2 pr-2 text-right break-words text-slate-200">{dayHoursText(hours.week[index]!)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="text-xs text-slate-400">
        Times are local to the venue: <span suppressHydrationWarning>{zoneText(zone)}</span>
      </p>
      {special.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-white">Special dates</h3>
          <ul className="flex flex-col gap-2 text-sm">
            {special.map((entry) => (
              <li key={entry.date} className="rounded-lg border border-surface-700/60 px-3 py-2">
                <div className="flex flex-wrap justify-between gap-x-4">
                  <time dateTime={entry.date} className="font-medium text-slate-100">
                    {formatExceptionDate(entry.date)}
                  </time>
                  <span className="text-slate-200">{dayHoursText(entry.hours)}</span>
                </div>
                {entry.note ? <p className="mt-1 break-words text-slate-300">{entry.note}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
