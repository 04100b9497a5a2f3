import { ChartColumn, Download } from "lucide-react";
import { useId } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";

import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";

import type { OwnerInsights, OwnerInsightsResult } from "../insight-report";
import { addDays } from "../insight-values";
import { InsightsControls } from "./insights-controls";
import { InsightsDaily } from "./insights-daily";
import { CountingJustStarted, NoCentersYet, NotListedYet } from "./insights-empty";
import { insightsCsvHref, insightsTabHref, readInsightsQuery } from "../insights-address";
import { InsightsSearches } from "./insights-searches";
import { InsightsSummary } from "./insights-summary";
import { OccupancySection } from "./occupancy-section";

/** Counting that began this recently still gets the explanation of what will appear. */
const JUST_STARTED_DAYS = 2;

/**
 * The dashboard's Insights tab: what the owner's listing brought them, for one center or all of
 * theirs, over the last 7, 30 or 90 UTC days. The choice lives in the address (`?venue=`, `?days=`).
 */
export function OwnerInsightsPanel({ insights }: { insights: OwnerInsightsResult | null }) {
  const headingId = useId();
  const [search] = useSearchParams();
  const navigation = useNavigation();
  // `insights` is null while the figures are being read for a tab opened in the browser.
  const loading =
    insights === null || (navigation.state === "loading" && navigation.location.pathname === "/dashboard");
  const report = insights?.ok ? insights.report : null;

  return (
    <div className="flex flex-col gap-6">
      <Card as="section" padding="lg" aria-labelledby={headingId}>
        <header className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-400/15 text-accent-300">
            <ChartColumn aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="font-display text-xl font-bold tracking-tight text-white">
              Insights
            </h2>
            <p className="mt-1 text-sm leading-relaxed text-slate-300">
              What your listing brings you: how often players saw your center, what they searched for and what they
              clicked.
            </p>
          </div>
          {loading ? <Spinner label="Loading your insights..." /> : null}
        </header>
        {report && report.venues.length > 0 ? (
          <div className="mt-6">
            <InsightsControls venues={report.venues} venueId={report.venueId} period={report.period} />
          </div>
        ) : null}
      </Card>

      {insights === null ? null : insights.ok ? (
        <InsightsBody report={insights.report} />
      ) : (
        <Alert tone="error" title={insights.reason === "not-found" ? "LAN center not found" : "Insights unavailable"}>
          <p>{insights.message}</p>
          {insights.reason === "not-found" ? (
            <p className="mt-2">
              <Link
                to={insightsTabHref({ ...readInsightsQuery(search), venueId: null })}
                className="font-semibold underline underline-offset-2"
              >
                Show all my centers
              </Link>
            </p>
          ) : null}
        </Alert>
      )}

      <p className="text-xs leading-relaxed text-slate-400">
        Days are UTC days. We count without cookies and keep no addresses. A visitor is one internet address for one
        day: each view, click or appearance counts once per visitor, center and day, so people who share an address (a
        household, your venue's own network) count as one. See our{" "}
        <Link to="/privacy" className="text-accent-300 underline underline-offset-2 hover:text-accent-200">
          privacy policy
        </Link>
        .
      </p>
    </div>
  );
}

function InsightsBody({ report }: { report: OwnerInsights }) {
  if (report.venues.length === 0) return <NoCentersYet />;
  const several = report.venueId === null && report.venues.length > 1;
  const shown = report.venueId === null ? report.venues : report.venues.filter(({ id }) => id === report.venueId);
  if (!shown.some((venue) => venue.listed)) return <NotListedYet several={several} />;
  const occupancy = (
    <OccupancySection occupancy={report.occupancy} period={report.period} from={report.from} to={report.to} />
  );
  if (report.firstCountedDay === null) {
    return (
      <>
        <CountingJustStarted since={null} />
        {occupancy}
      </>
    );
  }

  const justStarted = report.firstCountedDay > addDays(report.to, -JUST_STARTED_DAYS);
  const waiting = report.venueId === null ? report.venues.filter((venue) => !venue.listed) : [];
  return (
    <>
      {justStarted ? <CountingJustStarted since={report.firstCountedDay} /> : null}
      {waiting.length > 0 ? (
        <p className="text-sm text-slate-300">
          Not counted until verified and listed: {waiting.map((venue) => venue.name).join(", ")}.
        </p>
      ) : null}
      <InsightsSummary series={report} />
      {occupancy}
      <DailyFigures report={report} />
      <InsightsSearches searches={report.searches} several={several} />
    </>
  );
}

/** The chart, the same numbers as a table, and the file to take them away. */
function DailyFigures({ report }: { report: OwnerInsights }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="font-display text-lg font-bold tracking-tight text-white">
        Page views and unique visitors per day
      </h3>
      <InsightsDaily series={report} />
      <div>
        {/* A file download, not a page: the browser fetches it itself. */}
        <ButtonLink
          to={insightsCsvHref({ venueId: report.venueId, period: report.period })}
          reloadDocument
          variant="secondary"
          size="sm"
          className="min-h-11"
        >
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </ButtonLink>
      </div>
    </Card>
  );
}
