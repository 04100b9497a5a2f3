import { useEffect } from "react";
import { useFetcher, useSearchParams } from "react-router";

import {
  DashboardLoading,
  DashboardSignInRequired,
  DashboardUnavailable,
} from "~/features/accounts/components/dashboard-frame";
import { DashboardView } from "~/features/accounts/components/dashboard-view";
import type { AccountResult } from "~/features/accounts/dashboard-answers";
import type { DashboardTab } from "~/features/accounts/dashboard-tabs";
import { useTabInAddress } from "~/features/accounts/components/use-tab-in-address";
import { OwnerInsightsPanel } from "~/features/insights/components/owner-insights-panel";
import { OWNER_INSIGHTS_MESSAGES, type OwnerInsightsResult } from "~/features/insights/insight-report";
import { insightsTabHref, readInsightsQuery } from "~/features/insights/insights-address";
import { SubscriptionControl } from "~/features/subscriptions/components/subscription-control";
import { MyTicketsPanel } from "~/features/tickets/components/my-tickets";
import { PartySalesLine } from "~/features/tickets/components/party-sales-line";
import { useMyTicketsWhenOpened } from "~/features/tickets/components/use-my-tickets-when-opened";
import { type TicketAnswer, ticketAnswerOf } from "~/features/tickets/my-tickets";
import { CenterLiveNoteLine } from "~/features/stations/components/center-live-note";
import { MyVenuesOverview } from "~/features/venues/components/my-venues";
import type { Route } from "./+types/dashboard";
import { dashboardAction } from "./dashboard.server";
import { dashboardLoader, type DashboardState } from "./dashboard-loader.server";
import { refuse } from "~/lib/outcome";
import { createArrivalTracker, type Pending, useArrived } from "~/lib/use-arrived";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Dashboard | LAN Centers" },
  { name: "description", content: "Your LAN centers, LAN parties, insights, subscriptions and account settings." },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader(args: Route.LoaderArgs) {
  return dashboardLoader(args);
}

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

  // Deletes answer their card's own fetcher; the page's other forms are the account's and the tickets'.
  const tickets = ticketAnswerOf(actionData);
  const result =
    actionData && "intent" in actionData && !isDeleteAnswer(actionData) && !tickets
      ? (actionData as AccountResult)
      : undefined;
  return <DashboardPage loaded={loaderData} result={result} ticketAnswer={tickets} />;
}

function isDeleteAnswer(result: { intent: string }): boolean {
  return result.intent === "delete-lan-center" || result.intent === "delete-lan-party";
}

function DashboardPage({
  loaded,
  result,
  ticketAnswer,
}: {
  loaded: DashboardState | Pending<DashboardState>;
  result: AccountResult | undefined;
  ticketAnswer: TicketAnswer | undefined;
}) {
  const [tab, selectTab] = useTabInAddress();
  const state = useArrived(loaded);
  const ready = state?.state === "ready" ? state : undefined;
  const insights = useInsightsWhenOpened(tab, ready?.insights);
  const tickets = useMyTicketsWhenOpened(tab === "tickets", ready?.tickets);
  if (!state) return <DashboardLoading />;
  if (state.state === "signed-out") return <DashboardSignInRequired />;
  if (state.state === "unavailable") return <DashboardUnavailable />;

  const { summary, venues, partySales, centersLive } = state;

  return (
    <DashboardView
      summary={summary}
      result={result}
      tab={tab}
      onTabChange={selectTab}
      insights={<OwnerInsightsPanel insights={insights} />}
      tickets={<MyTicketsPanel tickets={tickets} answer={ticketAnswer} />}
      venues={
        <MyVenuesOverview
          venues={venues}
          isAdmin={summary.isAdmin}
          centerSubscription={(center) => (
            <SubscriptionControl
              locationId={center.id}
              centerName={center.organizationName}
              subscription={center.subscription}
            />
          )}
          centerLive={(center) => <CenterLiveNoteLine centerId={center.id} note={centersLive?.[center.id]} />}
          partySales={(party) => (
            <PartySalesLine partyId={party.id} partyName={party.name} sales={partySales?.[party.id]} />
          )}
        />
      }
    />
  );
}

/**
 * The Insights tab's figures: those the page was loaded with, or, when it was loaded on another tab,
 * read once the tab is opened (the dashboard's loader, asked for that tab). Null while they load.
 */
function useInsightsWhenOpened(
  tab: DashboardTab,
  loaded: OwnerInsightsResult | null | undefined,
): OwnerInsightsResult | null {
  const fetcher = useFetcher<typeof clientLoader>();
  const [search] = useSearchParams();
  const wanted = tab === "insights" && loaded === null;
  useEffect(() => {
    if (wanted && fetcher.state === "idle" && fetcher.data === undefined) {
      void fetcher.load(insightsTabHref(readInsightsQuery(search)));
    }
  }, [wanted, fetcher, search]);
  if (loaded) return loaded;
  const answer = fetcher.data;
  if (!answer || !("state" in answer)) return null;
  if (answer.state === "ready") return answer.insights;
  return refuse("unavailable", OWNER_INSIGHTS_MESSAGES.unavailable);
}
