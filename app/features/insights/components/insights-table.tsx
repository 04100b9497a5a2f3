import { useId } from "react";

import type { InsightSeries } from "../insight-report";
import { INSIGHT_METRICS, METRIC_LABELS } from "../insight-values";
import { dayRange, formatCount, weekDay } from "./insight-format";
import { TableScrollBox } from "~/components/ui/table-scroll-box";

/**
 * Every day of the period by every metric: the chart's numbers for whoever cannot see it, and the
 * detail behind the cards. On a phone the table scrolls sideways inside its own box, with the day
 * column kept in view.
 */
export function InsightsTable({ series }: { series: InsightSeries }) {
  const captionId = useId();
  return (
    <TableScrollBox labelledBy={captionId}>
      <table className="min-w-full border-collapse text-sm" data-table="insights-days">
        <caption id={captionId} className="px-3 py-2 text-left text-slate-300">
          Daily counts, {dayRange(series.from, series.to)} (UTC days)
        </caption>
        <thead>
          <tr className="border-y border-surface-700 bg-surface-800/80 text-slate-200">
            <th scope="col" className="sticky left-0 bg-surface-800 px-3 py-2 text-left font-semibold">
              Day
            </th>
            {INSIGHT_METRICS.map((metric) => (
              <th
                key={metric}
                scope="col"
                data-metric={metric}
                className="min-w-28 px-3 py-2 text-right align-bottom font-semibold"
              >
                {METRIC_LABELS[metric]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.days.map(({ day, counts }) => (
            <tr key={day} data-day={day} className="border-b border-surface-700/60 text-slate-200">
              <th
                scope="row"
                className="sticky left-0 bg-surface-900 px-3 py-1.5 text-left font-medium whitespace-nowrap"
              >
                <time dateTime={day}>{weekDay(day)}</time>
              </th>
              {INSIGHT_METRICS.map((metric) => (
                <td key={metric} data-metric={metric} className="px-3 py-1.5 text-right tabular-nums">
                  {formatCount(counts[metric])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="text-white">
            <th scope="row" className="sticky left-0 bg-surface-900 px-3 py-2 text-left font-semibold">
              Total
            </th>
            {INSIGHT_METRICS.map((metric) => (
              <td key={metric} data-metric={metric} className="px-3 py-2 text-right font-semibold tabular-nums">
                {formatCount(series.totals[metric])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </TableScrollBox>
  );
}
