import { loadPartyCalendar } from "~/features/directory/party-calendar.server";
import type { Route } from "./+types/lan-party-calendar";

/** A verified party as an iCalendar file to download; 404 for anything else. */
export async function loader({ params }: Route.LoaderArgs) {
  const calendar = await loadPartyCalendar(params.id);
  if (!calendar) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(calendar.body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendar.fileName}"`,
    },
  });
}
