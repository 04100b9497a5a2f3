import { buildSitemap } from "~/features/directory/sitemap.server";
import { env } from "~/lib/env.server";

import type { Route } from "./+types/sitemap";

/** `/sitemap.xml` (and `?page=N` when the site outgrows one sitemap). */
export async function loader({ request }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get("page");
  let answer;
  try {
    answer = await buildSitemap(env().PUBLIC_URL, page);
  } catch (error) {
    console.error(`[directory] building the sitemap (page ${page ?? "-"}) failed:`, error);
    return new Response("The sitemap is not available right now.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "300" },
    });
  }
  if (!answer.ok) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(answer.xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
