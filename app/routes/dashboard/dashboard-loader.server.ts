import { data } from "react-router";

import { loadDashboard, type DashboardSummary } from "~/features/accounts/dashboard.server";
import { dashboardTab } from "~/features/accounts/dashboard-tabs";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import type { OwnerInsightsResult } from "~/features/insights/insight-report";
import { readInsightsQuery } from "~/features/insights/insights-address";
import { loadOwnerInsights } from "~/features/insights/owner-insights.server";
import { type CenterSubscription, ownerSubscriptionColumn } from "~/features/subscriptions/latest-subscriptions.server";
import { listMyVenues, type MyVenues } from "~/features/venues/list-my-venues.server";
import { listMyTickets } from "~/features/tickets/list-my-tickets.server";
import type { MyTicketsResult } from "~/features/tickets/my-tickets";
import type { PartySalesByParty } from "~/features/tickets/party-sales";
import type { CentersLive } from "~/features/stations/my-centers-live";
import { loadMyCentersLive } from "~/features/stations/my-centers-live.server";
import { loadMyPartySales } from "~/features/tickets/party-sales.server";
import type { Route } from "./+types/dashboard";

/** What the dashboard shows: its own states for a signed-out visitor and a database that is down. */
export type DashboardState =
  | { state: "signed-out" }
  | { state: "unavailable" }
  // `venues` is null when only the lists failed: the counters and the other tabs still work.
  | {
      state: "ready";
      summary: DashboardSummary;
      /** Each center with its newest subscription of the owner. */
      venues: MyVenues<{ subscription: CenterSubscription | null }> | null;
      /**
       * The Insights tab (`?venue=`, `?days=`); a refusal shows in that tab only. Read only when the
       * address asks for that tab (null otherwise): most visits never open it, and the page reads
       * it when the tab is opened in the browser.
       */
      insights: OwnerInsightsResult | null;
      /** The My tickets tab (its failure shows in that tab only); read, as Insights, for that tab only. */
      tickets: MyTicketsResult | null;
      /** Each owned party's ticket sales, shown on its card; null when they could not be read. */
      partySales: PartySalesByParty | null;
      /** Each owned center's live PCs or venue-software trouble, on its card; null when not read. */
      centersLive: CentersLive | null;
    };

/** The dashboard's loader: the counters, the venues and, on the Insights or My tickets tab, its own. */
export const dashboardLoader = answeringRefusals(async ({ request, context }: Route.LoaderArgs) => {
  const { account, headers } = await requireAccount(
    request,
    {
      // Its own: the spec's 'Sign In Required' and load-failure states of the dashboard.
      "signed-out": (headers) => data<DashboardState>({ state: "signed-out" }, { headers }),
      // Answered 503, so monitors and retrying clients see the outage as one.
      unavailable: (headers) => data<DashboardState>({ state: "unavailable" }, { status: 503, headers }),
    },
    context,
  );
  const search = new URL(request.url).searchParams;
  const tab = dashboardTab(search.get("tab"));
  // All at once: under load each round of queries waits its turn for a connection.
  const [summary, venues, partySales, centersLive, insights, tickets] = await Promise.all([
    loadDashboard(account),
    listMyVenues(account, ownerSubscriptionColumn),
    loadMyPartySales(account),
    loadMyCentersLive(account),
    tab === "insights" ? loadOwnerInsights(account, readInsightsQuery(search)) : null,
    tab === "tickets" ? listMyTickets(account) : null,
  ]);
  if (!summary) return data<DashboardState>({ state: "unavailable" }, { status: 503, headers });
  return data<DashboardState>(
    { state: "ready", summary, venues: venues.ok ? venues.venues : null, partySales, centersLive, insights, tickets },
    { headers },
  );
});
