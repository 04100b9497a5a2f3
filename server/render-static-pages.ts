import { etagOf } from "../app/lib/http-cache.server";

import { inlineScriptHashes, precompress, type StaticFile } from "./static-files";

/**
 * Renders the prerendered pages again when the server starts, so the settings they show
 * (CONTACT_EMAIL, MEETING_URL, the social links, PUBLIC_URL, the map and HubSpot settings) are this
 * start's, not the build's: one image runs anywhere with its own settings, and no rebuild is needed.
 * Each page's HTML and its data file (`/privacy.data`, `/_.data` for `/`) go through the same
 * request handler as any page, as a visitor with no cookie would get them, and replace the build's
 * copies in memory with their ETag, CSP script hashes and both encodings. Requests are then
 * answered from memory as before.
 *
 * Throws when a page cannot be rendered: serving the build's copy would show another deployment's
 * settings.
 */
export async function renderStaticPages(
  staticFiles: Map<string, StaticFile>,
  render: (request: Request) => Promise<Response>,
  origin: string,
): Promise<string[]> {
  const paths = [...staticFiles.entries()]
    .filter(([urlPath, file]) => file.isPage || (urlPath.endsWith(".data") && isPageData(staticFiles, urlPath)))
    .map(([urlPath]) => urlPath);

  // One page at a time: each render's time limit (entry.server.tsx) then counts its own work. All
  // ~35 at once on a busy two-core machine, two servers starting together, went past it and the
  // server refused to start; the renders take the same CPU either way.
  for (const urlPath of paths) {
    const response = await render(new Request(new URL(urlPath, origin)));
    if (response.status !== 200) {
      throw new Error(`Rendering ${urlPath} at start answered ${response.status}: the page cannot be served`);
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const built = staticFiles.get(urlPath)!;
    const scriptHashes = built.isPage ? inlineScriptHashes(new TextDecoder().decode(body)) : undefined;
    staticFiles.set(urlPath, { ...built, body, etag: etagOf(body), scriptHashes, ...(await precompress(body)) });
  }
  return paths.sort();
}

/** `/privacy.data` belongs to the page `/privacy`, `/_.data` to `/`. */
function isPageData(staticFiles: Map<string, StaticFile>, dataPath: string): boolean {
  const page = dataPath === "/_.data" ? "/" : dataPath.slice(0, -".data".length);
  return staticFiles.get(page)?.isPage ?? false;
}
