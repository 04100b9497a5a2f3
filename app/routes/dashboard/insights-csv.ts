import { requireAccount } from "~/features/accounts/guards.server";
import { readInsightsQuery } from "~/features/insights/insights-address";
import { ownerInsightsCsv } from "~/features/insights/owner-insights-csv";
import { loadOwnerInsights } from "~/features/insights/owner-insights.server";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/insights-csv";

/**
 * /dashboard/insights.csv?venue=&days=: the Insights tab's figures as a file, one row per UTC day.
 * Signed-out visitors get a plain 401; another owner's center is not found (404), as on the tab.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { account, headers } = await requireAccount(request);
  headers.set("Cache-Control", "private, no-store");
  headers.set("Content-Type", "text/plain; charset=utf-8");
  const result = await loadOwnerInsights(account, readInsightsQuery(new URL(request.url).searchParams));
  if (!result.ok) return new Response(result.message, { status: httpStatus(result.reason), headers });
  const { fileName, body } = ownerInsightsCsv(result.report);
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${fileName}"`);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(body, { status: 200, headers });
}
