import { useEffect } from "react";
import { useFetcher } from "react-router";

import { refuse } from "~/lib/outcome";

import { MY_TICKETS_HREF, type MyTicketsResult } from "../my-tickets";
import { TICKET_MESSAGES } from "../ticket-values";

/** What this hook reads of the dashboard loader's answer (the route's type stays the route's). */
type DashboardAnswer = { state: string; tickets?: MyTicketsResult | null };

/**
 * The My tickets tab's list: the one the page was loaded with, or, when it was loaded on another
 * tab, read once the tab is opened (the dashboard's loader, asked for that tab), as the Insights
 * tab does. Null while it loads.
 */
export function useMyTicketsWhenOpened(
  opened: boolean,
  loaded: MyTicketsResult | null | undefined,
): MyTicketsResult | null {
  const fetcher = useFetcher<DashboardAnswer>();
  const wanted = opened && loaded === null;
  useEffect(() => {
    if (wanted && fetcher.state === "idle" && fetcher.data === undefined) void fetcher.load(MY_TICKETS_HREF);
  }, [wanted, fetcher]);
  if (loaded) return loaded;
  const answer = fetcher.data;
  if (!answer || !("state" in answer)) return null;
  if (answer.state === "ready" && answer.tickets) return answer.tickets;
  return refuse("failed", TICKET_MESSAGES.listFailed);
}
