import { checkEmailAvailability } from "~/features/accounts/email-availability.server";

import type { Route } from "./+types/email-availability";

/**
 * The Create Account form's existence check (GET ?email=...), asked 500 ms after typing stops.
 * Answers `{status, message?}`; the service rate-limits it per IP and per address.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // NUL dropped as from posted forms (app/lib/forms.ts): PostgreSQL text cannot hold one.
  const email = (new URL(request.url).searchParams.get("email") ?? "").replaceAll("\0", "");
  const result = await checkEmailAvailability(email, context.clientIp);
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
}
