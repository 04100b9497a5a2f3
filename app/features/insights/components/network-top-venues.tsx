import { useId } from "react";
import { Link } from "react-router";

import type { TopVenue } from "../insight-report";
import type { InsightPeriod } from "../insight-values";
import { networkCsvHref } from "../network-insights-csv";
import { formatCount } from "./insight-format";
import { NetworkSection, TABLE_CLASSES } from "./network-section";
import { TableScrollBox } from "~/components/ui/table-scroll-box";

/** The most viewed venues of the period, each a link to its public page. */
export function NetworkTopVenues({ venues, period }: { venues: readonly TopVenue[]; period: InsightPeriod }) {
  const captionId = useId();
  return (
    <NetworkSection
      id="network-top-venues"
      title="Most viewed venues"
      description={`The venue pages opened most in the last ${period} days, ten at most.`}
      csvHref={networkCsvHref("venues", period)}
      csvName="the most viewed venues"
    >
      {venues.length === 0 ? (
        <p className="text-sm text-slate-300">No venue page was opened in these days.</p>
      ) : (
        <TableScrollBox labelledBy={captionId}>
          <table className={TABLE_CLASSES.table}>
            <caption id={captionId} className="sr-only">
              Most viewed venues, most first
            </caption>
            <thead className={TABLE_CLASSES.head}>
              <tr>
                <th scope="col" className={`${TABLE_CLASSES.headCell} text-right`}>
                  Rank
                </th>
                <th scope="col" className={TABLE_CLASSES.headCell}>
                  Venue
                </th>
                <th scope="col" className={`${TABLE_CLASSES.headCell} text-right`}>
                  Page views
                </th>
                <th scope="col" className={`${TABLE_CLASSES.headCell} text-right`}>
                  Unique visitors
                </th>
              </tr>
            </thead>
            <tbody>
              {venues.map((venue, index) => (
                <tr key={venue.id} className={TABLE_CLASSES.row}>
                  <td className={TABLE_CLASSES.number}>{index + 1}</td>
                  <th scope="row" className={`${TABLE_CLASSES.cell} font-medium`}>
                    <Link
                      to={`/lancenters/${venue.slug}`}
                      className="inline-flex min-h-6 items-center text-accent-300 underline-offset-2 hover:text-accent-200 hover:underline"
                    >
                      {venue.name}
                    </Link>
                  </th>
                  <td className={TABLE_CLASSES.number}>{formatCount(venue.views)}</td>
                  <td className={TABLE_CLASSES.number}>{formatCount(venue.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollBox>
      )}
    </NetworkSection>
  );
}
