import type { ReactNode } from "react";

import type { DashboardSummary } from "../dashboard.server";
import { DashboardAdministration } from "./dashboard-administration";
import type { AccountResult } from "../dashboard-answers";
import type { DashboardTab } from "../dashboard-tabs";
import { DashboardEmailSettings } from "./dashboard-email-settings";
import { DashboardFrame, DashboardTabs } from "./dashboard-frame";
import { DashboardOverview } from "./dashboard-overview";
import { DashboardSecurity } from "./dashboard-security";
import { DashboardWelcomeBanner } from "./dashboard-welcome-banner";

/**
 * The dashboard of a signed-in member: the welcome banner and the tabs. The venue lists belong to
 * the venues and subscriptions features, the Insights tab to the insights feature and My tickets to
 * the tickets feature, which this one may not import: the route passes them in.
 */
export function DashboardView({
  summary,
  venues,
  insights,
  tickets,
  result,
  tab,
  onTabChange,
}: {
  summary: DashboardSummary;
  venues: ReactNode;
  insights: ReactNode;
  tickets: ReactNode;
  result: AccountResult | undefined;
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
}) {
  return (
    <DashboardFrame>
      <DashboardWelcomeBanner
        email={summary.email}
        isAdmin={summary.isAdmin}
        activeSubscriptions={summary.activeSubscriptions}
      />
      <DashboardTabs
        tab={tab}
        onTabChange={onTabChange}
        panels={{
          overview: (
            <DashboardOverview
              lanCenters={summary.lanCenters}
              lanParties={summary.lanParties}
              activeSubscriptions={summary.activeSubscriptions}
            >
              {summary.isAdmin ? <DashboardAdministration /> : null}
              {venues}
            </DashboardOverview>
          ),
          insights,
          tickets,
          email: (
            <DashboardEmailSettings
              currentEmail={summary.email}
              insightsDigest={summary.insightsDigest}
              result={result && result.intent !== "change-password" ? result : undefined}
            />
          ),
          security: <DashboardSecurity result={result?.intent === "change-password" ? result : undefined} />,
        }}
      />
    </DashboardFrame>
  );
}
