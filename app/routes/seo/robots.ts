import { robotsText } from "~/features/directory/robots";
import { env } from "~/lib/env.server";

/** `/robots.txt`. */
export function loader() {
  return new Response(robotsText(env().PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
