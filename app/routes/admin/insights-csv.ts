import { requireAdministrator } from "~/features/accounts/guards.server";
import { insightPeriod } from "~/features/insights/insight-values";
import { networkCsvPart, networkInsightsCsv } from "~/features/insights/network-insights-csv";
import { loadNetworkInsights } from "~/features/insights/network-insights.server";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/insights-csv";

/**
 * /admin/insights.csv?days=7|30|90&part=days|venues|unmet: one table of the network's insights as
 * a CSV download, for administrators only. Anyone else gets a plain 401 or 403 and never a byte.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { account, headers } = await requireAdministrator(request);
  headers.set("Cache-Control", "private, no-store");
  headers.set("Content-Type", "text/plain; charset=utf-8");
  const searchParams = new URL(request.url).searchParams;
  const part = networkCsvPart(searchParams.get("part"));
  if (part === null)
    return new Response("Unknown part: days, venues or unmet", { status: httpStatus("invalid"), headers });
  const result = await loadNetworkInsights(account, { period: insightPeriod(searchParams.get("days")) });
  if (!result.ok) return new Response(result.message, { status: httpStatus(result.reason), headers });
  const { fileName, body } = networkInsightsCsv(result.report, part);
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${fileName}"`);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(body, { status: 200, headers });
}
