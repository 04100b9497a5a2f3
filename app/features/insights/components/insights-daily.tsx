import type { InsightSeries } from "../insight-report";
import { InsightsChart } from "./insights-chart";
import { InsightsTable } from "./insights-table";

/**
 * Page views and unique visitors day by day: the chart, then every count as a table, folded (the
 * chart says the same, and its numbers are there for whoever cannot see it). The page wraps it in
 * its own card, with its heading and CSV link.
 */
export function InsightsDaily({ series }: { series: InsightSeries }) {
  return (
    <>
      <InsightsChart days={series.days} />
      <details>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-accent-300 hover:text-accent-200">
          Show the numbers as a table
        </summary>
        <div className="mt-2">
          <InsightsTable series={series} />
        </div>
      </details>
    </>
  );
}
