import { data } from "react-router";

import { answeringRefusals, requireAdministrator } from "~/features/accounts/guards.server";
import { NetworkInsightsView, type NetworkInsightsState } from "~/features/insights/components/network-insights-view";
import { insightPeriod } from "~/features/insights/insight-values";
import { loadNetworkInsights, NETWORK_INSIGHTS_UNAVAILABLE } from "~/features/insights/network-insights.server";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/insights";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Network Insights | LAN Centers" },
  {
    name: "description",
    content:
      "The network's page views and visitors, the most viewed venues, and where players searched with no center near, for administrators.",
  },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/**
 * /admin/insights?days=7|30|90: the whole network's figures, for administrators only, decided here
 * on the server: a signed-out visitor goes to sign in, a member gets a 403 page without a number.
 */
export const loader = answeringRefusals(async ({ request }: Route.LoaderArgs) => {
  const period = insightPeriod(new URL(request.url).searchParams.get("days"));
  const { account, headers } = await requireAdministrator(request, {
    page: { period },
    messages: { unavailable: NETWORK_INSIGHTS_UNAVAILABLE },
  });
  const result = await loadNetworkInsights(account, { period });
  if (!result.ok) {
    const state: NetworkInsightsState =
      result.reason === "forbidden" ? { state: "forbidden" } : { state: "error", message: result.message, period };
    return data<NetworkInsightsState>(state, { status: httpStatus(result.reason), headers });
  }
  return data<NetworkInsightsState>({ state: "ready", report: result.report }, { headers });
});

export default function NetworkInsightsPage({ loaderData }: Route.ComponentProps) {
  return <NetworkInsightsView insights={loaderData} />;
}
