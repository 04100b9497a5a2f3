import { requireAccount } from "~/features/accounts/guards.server";
import { checkInPosted } from "~/features/tickets/door-check-in.server";
import { loadDoorStatus } from "~/features/tickets/door-status.server";
import { readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";

import type { Route } from "./+types/party-door-json";

/**
 * The door page's resource, for the organiser, co-organisers and door staff (`partyAccess`):
 * GET answers `{ status }`, the counts and the latest check-ins (the page polls it, so devices at
 * one door see each other's); POST checks a ticket in (`code` or `ticketId`, and `scannedAt` for a
 * scan kept offline) and answers `{ answer }`. A signed-out device gets 401, and keeps its scans.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { account, headers } = await requireAccount(request);
  headers.set("Cache-Control", "no-store");
  const result = await loadDoorStatus(account, params.id);
  if (!result.ok) return Response.json({ message: result.message }, { status: httpStatus(result.reason), headers });
  const { checkedIn, total, latest } = result;
  return Response.json({ status: { checkedIn, total, latest } }, { headers });
}

export async function action({ request, params }: Route.ActionArgs) {
  const posted = await readFormValues(request);
  const { account, headers } = await requireAccount(request);
  headers.set("Cache-Control", "no-store");
  const result = await checkInPosted(account, params.id, posted);
  if (!result.ok) return Response.json({ answer: result.answer }, { status: httpStatus(result.reason), headers });
  return Response.json({ answer: result.answer }, { headers });
}
