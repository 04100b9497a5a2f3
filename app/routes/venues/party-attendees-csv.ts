import { requireAccount } from "~/features/accounts/guards.server";
import { attendeesCsv } from "~/features/tickets/attendee-values";
import { loadAttendees } from "~/features/tickets/attendees.server";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/party-attendees-csv";

/**
 * /edit-lan-party/{id}/attendees.csv: the attendee list as a file, for the organiser and
 * co-organisers. Signed-out visitors get a plain 401; anyone else's party is not found (404).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { account, headers } = await requireAccount(request);
  headers.set("Cache-Control", "private, no-store");
  headers.set("Content-Type", "text/plain; charset=utf-8");
  const result = await loadAttendees(account, params.id);
  if (!result.ok) return new Response(result.message, { status: httpStatus(result.reason), headers });
  const { fileName, body } = attendeesCsv(result);
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${fileName}"`);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(body, { status: 200, headers });
}
