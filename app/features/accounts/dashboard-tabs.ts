/** The dashboard's tabs, as they appear in `?tab=`. */
export const DASHBOARD_TABS = ["overview", "insights", "tickets", "email", "security"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tab a `?tab=` value names; anything else is the Overview. */
export function dashboardTab(value: string | null | undefined): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab === value) ?? "overview";
}
