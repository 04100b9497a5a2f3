import { requireAdministrator } from "~/features/accounts/guards.server";
import { exportContactsCsv } from "~/features/venues/export-contacts-csv.server";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/contacts-csv";

/**
 * /contacts.csv: every contact as a CSV download, for administrators only. Anyone else gets a
 * plain 401 or 403 and never a byte of the data. The file streams (see exportContactsCsv).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { account, headers } = await requireAdministrator(request);
  headers.set("Cache-Control", "private, no-store");
  const result = exportContactsCsv(account);
  if (!result.ok) return plain(result.message, httpStatus(result.reason), headers);
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${result.fileName}"`);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(result.body, { status: 200, headers });
}

function plain(message: string, status: number, headers: Headers) {
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(message, { status, headers });
}
