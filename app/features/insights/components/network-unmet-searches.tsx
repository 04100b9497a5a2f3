import { useId } from "react";

import type { UnmetSearch } from "../insight-report";
import { UNMET_SEARCH_KM, type InsightPeriod } from "../insight-values";
import { networkCsvHref } from "../network-insights-csv";
import { formatCount, longDay } from "./insight-format";
import { NetworkSection, TABLE_CLASSES } from "./network-section";
import { TableScrollBox } from "~/components/ui/table-scroll-box";

const COORDINATE = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The places players searched with no verified center within 50 km: where a new one is wanted. */
export function NetworkUnmetSearches({
  searches,
  period,
}: {
  searches: readonly UnmetSearch[];
  period: InsightPeriod;
}) {
  const captionId = useId();
  const most = Math.max(1, ...searches.map((search) => search.count));
  return (
    <NetworkSection
      id="network-unmet-searches"
      title={`Searches with no venue within ${UNMET_SEARCH_KM} km`}
      description={`Places searched on the map in the last ${period} days where no verified center was near: where a new center is wanted. Most searched first.`}
      csvHref={networkCsvHref("unmet", period)}
      csvName={`the searches with no venue within ${UNMET_SEARCH_KM} km`}
    >
      {searches.length === 0 ? (
        <p className="text-sm text-slate-300">Every place searched in these days had a verified center near it.</p>
      ) : (
        <TableScrollBox labelledBy={captionId}>
          <table className={TABLE_CLASSES.table}>
            <caption id={captionId} className="sr-only">
              Places searched with no venue within {UNMET_SEARCH_KM} km, most first
            </caption>
            <thead className={TABLE_CLASSES.head}>
              <tr>
                <th scope="col" className={TABLE_CLASSES.headCell}>
                  Place
                </th>
                <th scope="col" className={`${TABLE_CLASSES.headCell} text-right`}>
                  Searches
                </th>
                <th scope="col" className={TABLE_CLASSES.headCell}>
                  Last searched
                </th>
              </tr>
            </thead>
            <tbody>
              {searches.map((search) => (
                <tr key={`${search.place}|${search.latitude}|${search.longitude}`} className={TABLE_CLASSES.row}>
                  <th scope="row" className={`${TABLE_CLASSES.cell} font-medium`}>
                    <span className="block">{search.place}</span>
                    <span className="block text-xs font-normal text-slate-400 tabular-nums">
                      {COORDINATE.format(search.latitude)}, {COORDINATE.format(search.longitude)}
                    </span>
                  </th>
                  <td className={TABLE_CLASSES.number}>
                    <span className="flex items-center justify-end gap-3">
                      {/* The bar repeats the number, for the eye only. */}
                      <span aria-hidden="true" className="h-2 w-24 overflow-hidden rounded-full bg-surface-700 sm:w-40">
                        <span
                          className="block h-full rounded-full bg-glow-400"
                          style={{ width: `${(search.count / most) * 100}%` }}
                        />
                      </span>
                      {formatCount(search.count)}
                    </span>
                  </td>
                  <td className={TABLE_CLASSES.cell}>
                    <time dateTime={search.lastDay}>{longDay(search.lastDay)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollBox>
      )}
    </NetworkSection>
  );
}
