import { requireAdministrator } from "~/features/accounts/guards.server";
import { exportLeadsCsv } from "~/features/leads/export-leads-csv.server";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/leads-csv";

/**
 * /admin/leads.csv: every sign-up request as a CSV download, for administrators only. Anyone else
 * gets a plain 401 or 403 and never a byte of the data.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { account, headers } = await requireAdministrator(request);
  headers.set("Cache-Control", "private, no-store");
  headers.set("Content-Type", "text/plain; charset=utf-8");
  const result = await exportLeadsCsv(account);
  if (!result.ok) return new Response(result.message, { status: httpStatus(result.reason), headers });
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${result.fileName}"`);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(result.body, { status: 200, headers });
}
