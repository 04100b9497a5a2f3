import { data } from "react-router";

import { loadDashboard, type DashboardSummary } from "~/features/accounts/dashboard.server";
import {
  DashboardLoading,
  DashboardSignInRequired,
  DashboardUnavailable,
} from "~/features/accounts/components/dashboard-frame";
import { DashboardView, type AccountResult } from "~/features/accounts/components/dashboard-view";
import { useTabInAddress } from "~/features/accounts/components/use-tab-in-address";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { readInsightsQuery } from "~/features/insights/components/insights-address";
import { OwnerInsightsPanel, type OwnerInsightsResult } from "~/features/insights/components/owner-insights-panel";
import { loadOwnerInsights } from "~/features/insights/owner-insights.server";
import { SubscriptionControl } from "~/features/subscriptions/components/subscription-control";
import { latestSubscriptions, type CenterSubscription } from "~/features/subscriptions/latest-subscriptions.server";
import { MyVenuesOverview } from "~/features/venues/components/my-venues";
import { listMyVenues, type MyVenues } from "~/features/venues/list-my-venues.server";
import type { Route } from "./+types/dashboard";
import { dashboardAction } from "./dashboard.server";
import { createArrivalTracker, type Pending, useArrived } from "~/lib/use-arrived";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Dashboard | LAN Centers" },
  { name: "description", content: "Your LAN centers, LAN parties, insights, subscriptions and account settings." },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type DashboardState =
  | { state: "signed-out" }
  | { state: "unavailable" }
  // `venues` is null when only the lists failed: the counters and the other tabs still work.
  | {
      state: "ready";
      summary: DashboardSummary;
      venues: MyVenues | null;
      /** Each center's newest subscription of the owner, by center id. */
      subscriptions: Record<string, CenterSubscription>;
      /** The Insights tab (`?venue=`, `?days=`); a refusal shows in that tab only. */
      insights: OwnerInsightsResult;
    };

export const loader = answeringRefusals(async ({ request, context }: Route.LoaderArgs) => {
  const { account, headers } = await requireAccount(
    request,
    {
      "signed-out": (headers) => data<DashboardState>({ state: "signed-out" }, { headers }),
      // Answered 503, so monitors and retrying clients see the outage as one.
      unavailable: (headers) => data<DashboardState>({ state: "unavailable" }, { status: 503, headers }),
    },
    context,
  );
  const insightsQuery = readInsightsQuery(new URL(request.url).searchParams);
  // Read on every visit: switching tabs only rewrites the address, it loads nothing. All at once:
  // under load each round of queries waits its turn for a connection.
  const [summary, venues, insights, subscriptions] = await Promise.all([
    loadDashboard(account),
    listMyVenues(account),
    loadOwnerInsights(account, insightsQuery),
    latestSubscriptions(account.userId).then(Object.fromEntries, (error) => {
      console.error("[dashboard] reading the centers' subscriptions failed:", { actor: account.userId }, error);
      return null;
    }),
  ]);
  if (!summary) return data<DashboardState>({ state: "unavailable" }, { status: 503, headers });
  // As before the split: the centers are not listed without their subscriptions.
  return data<DashboardState>(
    {
      state: "ready",
      summary,
      venues: venues.ok && subscriptions ? venues.venues : null,
      subscriptions: subscriptions ?? {},
      insights,
    },
    { headers },
  );
});

const dashboardPage = createArrivalTracker();

/**
 * Arriving at the dashboard from another page in the browser shows 'Loading your dashboard...' at
 * once, while the server answers; a server-rendered visit needs no such step.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const state = serverLoader();
  if (dashboardPage.onScreen) return state;
  const unavailable: DashboardState = { state: "unavailable" };
  return { pending: state.catch(() => unavailable) };
}

export async function action(args: Route.ActionArgs) {
  return dashboardAction(args);
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  dashboardPage.useOnScreen();

  // Deletes answer their card's own fetcher; the page's forms are the account ones.
  const result =
    actionData && "intent" in actionData && !isDeleteAnswer(actionData) ? (actionData as AccountResult) : undefined;
  return <DashboardPage loaded={loaderData} result={result} />;
}

function isDeleteAnswer(result: { intent: string }): boolean {
  return result.intent === "delete-lan-center" || result.intent === "delete-lan-party";
}

function DashboardPage({
  loaded,
  result,
}: {
  loaded: DashboardState | Pending<DashboardState>;
  result: AccountResult | undefined;
}) {
  const [tab, selectTab] = useTabInAddress();
  const state = useArrived(loaded);
  if (!state) return <DashboardLoading />;
  if (state.state === "signed-out") return <DashboardSignInRequired />;
  if (state.state === "unavailable") return <DashboardUnavailable />;

  const { summary, venues, subscriptions, insights } = state;

  return (
    <DashboardView
      summary={summary}
      result={result}
      tab={tab}
      onTabChange={selectTab}
      insights={<OwnerInsightsPanel insights={insights} />}
      venues={
        <MyVenuesOverview
          venues={venues}
          isAdmin={summary.isAdmin}
          centerSubscription={(center) => (
            <SubscriptionControl
              locationId={center.id}
              centerName={center.organizationName}
              subscription={subscriptions[center.id] ?? null}
            />
          )}
        />
      }
    />
  );
}
