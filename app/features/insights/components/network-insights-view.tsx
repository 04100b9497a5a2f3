import { ChartColumn } from "lucide-react";
import { useNavigation } from "react-router";

import { AdminPage, AdminPageHeader, AdministratorsOnly } from "~/components/layout/admin-page";
import { Alert } from "~/components/ui/alert";
import { Spinner } from "~/components/ui/spinner";

import type { NetworkInsights } from "../insight-report";
import { INSIGHT_METRICS, type InsightPeriod } from "../insight-values";
import { networkCsvHref } from "../network-insights-csv";
import { dayRange } from "./insight-format";
import { InsightsDaily } from "./insights-daily";
import { PeriodLinks } from "./insights-period-links";
import { InsightsSummary } from "./insights-summary";
import { NetworkSection } from "./network-section";
import { NetworkTopVenues } from "./network-top-venues";
import { NetworkUnmetSearches } from "./network-unmet-searches";

/** What the loader of /admin/insights answers. */
export type NetworkInsightsState =
  | { state: "forbidden" }
  | { state: "error"; message: string; period: InsightPeriod }
  | { state: "ready"; report: NetworkInsights };

/**
 * The administrators' view of the whole network: totals, the daily chart, top venues, unmet
 * searches. The totals, the chart and its table are the owner's Insights tab's own, over every
 * center; the venues and the searches no center answered are the network's alone.
 */
export function NetworkInsightsView({ insights }: { insights: NetworkInsightsState }) {
  const navigation = useNavigation();
  if (insights.state === "forbidden") {
    return (
      <AdministratorsOnly>
        The network's insights are for the LAN Centers team. Your own centers' figures are on your dashboard.
      </AdministratorsOnly>
    );
  }

  const changingPeriod = navigation.state === "loading" && navigation.location.pathname === "/admin/insights";
  const period = insights.state === "ready" ? insights.report.period : insights.period;
  return (
    <AdminPage width="6xl">
      <AdminPageHeader
        icon={ChartColumn}
        title="Network Insights"
        description={
          insights.state === "ready"
            ? `Every LAN center together, ${dayRange(insights.report.from, insights.report.to)} (UTC days), against the ${period} days before.`
            : "Every LAN center together."
        }
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PeriodLinks period={period} hrefFor={networkInsightsHref} />
        {changingPeriod ? <Spinner size="sm" label="Loading the insights…" showLabel /> : null}
      </div>

      {insights.state === "error" ? (
        <Alert tone="error" title={insights.message}>
          Please try again in a moment.
        </Alert>
      ) : (
        <div aria-busy={changingPeriod || undefined} className="flex flex-col gap-6">
          {nothingCounted(insights.report) ? (
            <Alert title="Nothing counted in these days yet">
              Counting starts when visitors open verified centers' pages or search the map.
            </Alert>
          ) : null}
          <div className="flex flex-col gap-2">
            <InsightsSummary series={insights.report} title="Network totals" heading="h2" />
            <p className="text-xs text-slate-400">
              Unique visitors are told apart within a day only, so a visitor who comes back another day counts again.
            </p>
          </div>
          <NetworkSection
            id="network-daily"
            title="Page views and unique visitors per day"
            description="All centers together, per UTC day. The table and the CSV have every count, day by day."
            csvHref={networkCsvHref("days", period)}
            csvName="every count, day by day"
          >
            <InsightsDaily series={insights.report} />
          </NetworkSection>
          <NetworkTopVenues venues={insights.report.topVenues} period={period} />
          <NetworkUnmetSearches searches={insights.report.unmetSearches} period={period} />
        </div>
      )}
    </AdminPage>
  );
}

/** This page over another period. */
function networkInsightsHref(days: InsightPeriod): string {
  return `/admin/insights?days=${days}`;
}

function nothingCounted(report: NetworkInsights): boolean {
  return report.unmetSearches.length === 0 && INSIGHT_METRICS.every((metric) => report.totals[metric] === 0);
}
