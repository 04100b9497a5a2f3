import clsx from "clsx";
import { useId } from "react";
import { Link } from "react-router";

import { INSIGHT_PERIODS, type InsightPeriod } from "../insight-values";

/**
 * The periods as plain links (`?days=`), for the owner's tab and the administrators' page alike:
 * the address keeps the choice, and they work before hydration and without JavaScript. `hrefFor`
 * builds each link's address, so a page keeps the rest of its own query (the owner's `?venue=`).
 */
export function PeriodLinks({ period, hrefFor }: { period: InsightPeriod; hrefFor: (days: InsightPeriod) => string }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <p id={labelId} className="text-sm font-medium text-slate-200">
        Period
      </p>
      <ul
        aria-labelledby={labelId}
        className="flex gap-1 rounded-xl border border-surface-700/80 bg-surface-950/60 p-1"
      >
        {INSIGHT_PERIODS.map((days) => {
          const current = days === period;
          return (
            <li key={days} className="flex-1">
              <Link
                to={hrefFor(days)}
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={clsx(
                  "flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors duration-150",
                  current ? "bg-accent-400 text-surface-950" : "text-slate-300 hover:bg-white/5 hover:text-white",
                )}
              >
                {/* "Last" is read everywhere but shown only where three such links fit on one row. */}
                <span className="sr-only sm:not-sr-only">Last&nbsp;</span>
                {days} days
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
