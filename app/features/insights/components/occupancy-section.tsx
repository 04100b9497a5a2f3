import { Clock } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";

import { Card } from "~/components/ui/card";
import { TableScrollBox } from "~/components/ui/table-scroll-box";

import type { InsightPeriod } from "../insight-values";
import { insightsTabHref } from "../insights-address";
import {
  type BusiestStretch,
  busiestText,
  type CenterOccupancy,
  livePcsHref,
  NO_LIVE_NUMBERS,
  WEEK_DAYS,
} from "../occupancy";
import { dayRange } from "./insight-format";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * When the PCs are in use, from the statuses the venue software reported: for one center, its
 * busiest stretch and a days × hours grid (a table: every cell says its percentage, the colour only
 * repeats it; on a phone it scrolls sideways with the day column kept in view); for several, each
 * one's busiest stretch and a link to its grid.
 */
export function OccupancySection({
  occupancy,
  period,
  from,
  to,
}: {
  occupancy: CenterOccupancy[];
  period: InsightPeriod;
  from: string;
  to: string;
}) {
  const headingId = useId();
  if (occupancy.length === 0) return null;
  const single = occupancy.length === 1 ? occupancy[0]! : null;
  return (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-4" data-section="occupancy">
      <header className="flex items-start gap-3">
        <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-300" />
        <div>
          <h3 id={headingId} className="font-display text-lg font-bold tracking-tight text-white">
            Busy hours
          </h3>
          <p className="mt-1 text-sm leading-relaxed text-slate-300">
            How many of your PCs were in use, by day of the week and hour, from the live numbers your venue software
            sent over the last {period} days, in each center&apos;s own time.
          </p>
        </div>
      </header>
      {single ? (
        <CenterWeek center={single} from={from} to={to} />
      ) : (
        <ul className="flex flex-col gap-3">
          {occupancy.map((center) => (
            <li key={center.id} className="flex flex-col gap-1 text-sm" data-center={center.id}>
              <span className="font-semibold text-slate-100">{center.name}</span>
              {center.busiest ? (
                <span className="text-slate-200">
                  {busiestText(center.busiest)}.{" "}
                  <Link
                    to={insightsTabHref({ venueId: center.id, period })}
                    className="text-accent-300 underline underline-offset-2 hover:text-accent-200"
                  >
                    See every hour<span className="sr-only"> of {center.name}</span>
                  </Link>
                </span>
              ) : (
                <NoLiveNumbers centerId={center.id} />
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function NoLiveNumbers({ centerId }: { centerId: string }) {
  return (
    <p className="text-sm text-slate-300" data-occupancy="none">
      {NO_LIVE_NUMBERS} on the{" "}
      <Link
        to={livePcsHref(centerId)}
        className="font-semibold text-accent-300 underline underline-offset-2 hover:text-accent-200"
      >
        Live PCs page
      </Link>
      .
    </p>
  );
}

function CenterWeek({ center, from, to }: { center: CenterOccupancy; from: string; to: string }) {
  const captionId = useId();
  const boxHolder = useRef<HTMLDivElement>(null);
  const { busiest, week } = center;
  // Where the week does not fit (a phone), it opens scrolled to the busiest stretch.
  useEffect(() => {
    const box = boxHolder.current?.querySelector<HTMLElement>('[role="region"]');
    const first = box?.querySelector<HTMLElement>("[data-busiest]");
    if (!box || !first || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = first.offsetLeft - (box.clientWidth - first.offsetWidth * (busiest?.hours ?? 1)) / 2;
  }, [busiest]);
  if (!busiest || !week) return <NoLiveNumbers centerId={center.id} />;
  return (
    <>
      <p className="font-semibold text-white" data-occupancy="busiest">
        {busiestText(busiest)}
      </p>
      <p className="text-sm text-slate-300">
        {dayRange(from, to)}, in {center.timeZone.replaceAll("_", " ")} time. Each hour says the share of PCs in use
        (%); the busiest stretch is outlined, and a dash is an hour with no report.
      </p>
      <div ref={boxHolder}>
        <TableScrollBox labelledBy={captionId}>
          <table className="border-collapse text-[0.7rem] leading-none" data-table="occupancy">
            <caption id={captionId} className="sr-only">
              Share of PCs in use by day and hour
            </caption>
            <thead>
              <tr className="text-slate-300">
                <th scope="col" className="sticky left-0 bg-surface-900 px-2 py-1 text-left font-semibold">
                  Day
                </th>
                {HOURS.map((hour) => (
                  <th key={hour} scope="col" className="min-w-7 px-0.5 py-1 text-center font-medium tabular-nums">
                    {String(hour).padStart(2, "0")}
                    <span className="sr-only">:00</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {WEEK_DAYS.map((dayName, day) => (
                <tr key={dayName}>
                  <th
                    scope="row"
                    className="sticky left-0 bg-surface-900 px-2 py-0.5 text-left font-semibold text-slate-200"
                  >
                    <abbr title={dayName} className="no-underline">
                      {dayName.slice(0, 3)}
                    </abbr>
                  </th>
                  {HOURS.map((hour) => {
                    const percent = week[day * 24 + hour] ?? null;
                    const inStretch = isInStretch(busiest, day, hour);
                    return (
                      <td
                        key={hour}
                        data-hour={`${day}-${hour}`}
                        data-busiest={inStretch || undefined}
                        className={`h-7 min-w-7 border border-surface-900 text-center tabular-nums ${levelClass(percent)} ${
                          inStretch ? "outline-2 -outline-offset-2 outline-white" : ""
                        }`}
                      >
                        {percent === null ? (
                          <>
                            <span aria-hidden="true">–</span>
                            <span className="sr-only">no report</span>
                          </>
                        ) : (
                          percent
                        )}
                        {inStretch ? <span className="sr-only"> (busiest)</span> : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollBox>
      </div>
    </>
  );
}

/** Whether `day` and `hour` fall in the stretch, which may run into the next day (Sunday into Monday too). */
function isInStretch(stretch: BusiestStretch, day: number, hour: number): boolean {
  const start = stretch.day * 24 + stretch.startHour;
  const offset = (day * 24 + hour - start + 7 * 24) % (7 * 24);
  return offset < stretch.hours;
}

/** Five shades from quiet to full; each keeps its number readable (WCAG AA at this size). */
function levelClass(percent: number | null): string {
  if (percent === null) return "bg-surface-900 text-slate-400";
  if (percent < 20) return "bg-surface-800 text-slate-300";
  if (percent < 40) return "bg-accent-600/30 text-slate-100";
  if (percent < 60) return "bg-accent-600/60 text-white";
  if (percent < 80) return "bg-accent-500 text-surface-950";
  return "bg-accent-300 text-surface-950";
}
