import { parseShareCardPath, shareCardFor } from "~/features/directory/share-card.server";

import type { Route } from "./+types/share-card";

const DAY = 86_400;
const YEAR = 365 * DAY;

function notFound() {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Whether `If-None-Match` names this ETag (or any: `*`). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === etag;
  });
}

/**
 * /share/{center|party|game}/{slug or id}.png: a public page's Open Graph card. The page names it
 * with `?v={version}`; that address never shows anything else, so it is cached for a year. Without
 * it (or with an old one) the card is today's, cached for a day.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const wanted = parseShareCardPath(params.kind, params.file);
  if (!wanted) return notFound();
  const card = await shareCardFor(wanted.kind, wanted.key);
  if (!card.ok) return notFound();

  const etag = `"${card.version}"`;
  const current = new URL(request.url).searchParams.get("v") === card.version;
  const headers = {
    ETag: etag,
    "Cache-Control": current ? `public, max-age=${YEAR}, immutable` : `public, max-age=${DAY}`,
    // Shown by other sites (chat apps, social networks): embedding it elsewhere is the point.
    "Cross-Origin-Resource-Policy": "cross-origin",
  };
  if (matches(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(card.png), {
    headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(card.png.length) },
  });
}
