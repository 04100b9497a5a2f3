import { cookieHasSession } from "../app/features/accounts/session-token-cookie";
import { etagOf } from "../app/lib/http-cache.server";

import { inlineScriptHashes, precompress, type StaticFile } from "./static-files";

/**
 * A page that is the same for every visitor without a session (the games, the FAQ, the directory,
 * a venue's page) is rendered once per version of the content and minute, and then answered from
 * memory like a prerendered page: with both encodings made once, an ETag, and a CSP that names its
 * inline scripts by hash instead of a per-request nonce.
 *
 * - A route opts in with `sharedPageHeaders` (app/lib/shared-page.ts); only a 200 without
 *   Set-Cookie is kept.
 * - The version is read from the database on every request (app/lib/content-version.server.ts),
 *   so a change made through any process shows on the next request to every process.
 * - A copy is kept until the next minute starts: "open now" and the upcoming events move with the
 *   clock.
 * - Requests that miss together wait for one render of the page, not one each.
 */
/**
 * The key a request's page is shared under, or undefined when it is answered for itself. Only a
 * browser's request for a page (its Accept names HTML) at a plain address (a query, a search or a
 * page of results, is rendered for itself; so is React Router's `.data`), from a visitor without a
 * session: the page is then the same as any other such visitor's.
 */
export function sharedPageKey(request: {
  method: string;
  /** The path and query, as the request line gives them. */
  target: string;
  accept: string | null | undefined;
  cookie: string | null | undefined;
}): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (!request.accept?.includes("text/html")) return undefined;
  if (request.target.includes("?") || request.target.endsWith(".data")) return undefined;
  if (cookieHasSession(request.cookie)) return undefined;
  return request.target;
}

export type SharedPagesOptions = {
  /** The content's version, read from the database. */
  readVersion: () => Promise<string>;
  /** Most bytes (plain and compressed) kept in all; the least recently used go first. */
  maxBytes?: number;
  now?: () => number;
};

export type SharedPage = { file: StaticFile; version: string; expiresAt: number; bytes: number };

const DEFAULT_MAX_BYTES = 24 * 1024 * 1024;
const MINUTE = 60_000;

export type SharedPages = ReturnType<typeof createSharedPages>;

export function createSharedPages(options: SharedPagesOptions) {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const now = options.now ?? Date.now;
  // Insertion order is use order: a hit moves its page to the end, eviction takes from the front.
  const pages = new Map<string, SharedPage>();
  const rendering = new Map<string, { version: string; done: Promise<SharedPage | undefined> }>();
  let heldBytes = 0;

  function forget(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    heldBytes -= page.bytes;
  }

  function keep(key: string, page: SharedPage) {
    forget(key);
    if (page.bytes > maxBytes) return;
    pages.set(key, page);
    heldBytes += page.bytes;
    for (const [oldest] of pages) {
      if (heldBytes <= maxBytes) break;
      forget(oldest);
    }
  }

  return {
    readVersion: options.readVersion,

    /** The kept copy of `key` if it is of `version` and this minute. */
    find(key: string, version: string): SharedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.version !== version || now() >= page.expiresAt) {
        forget(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, page);
      return page;
    },

    /**
     * Renders `key` through `render` and keeps the page when it may be shared, or waits for the
     * render of the same page and version already under way. Undefined: render for yourself.
     */
    async render(
      key: string,
      version: string,
      render: () => Promise<Response | undefined>,
    ): Promise<SharedPage | undefined> {
      const underWay = rendering.get(key);
      if (underWay?.version === version) return underWay.done;
      // The minute the version was read in: a copy made from it is good until that minute ends.
      const expiresAt = (Math.floor(now() / MINUTE) + 1) * MINUTE;
      const done = (async () => {
        const response = await render();
        if (!response) return undefined;
        const page = await toSharedPage(response, version, expiresAt);
        keep(key, page);
        return page;
      })();
      const entry = { version, done: done.catch(() => undefined) };
      rendering.set(key, entry);
      try {
        return await done;
      } finally {
        if (rendering.get(key) === entry) rendering.delete(key);
      }
    },

    /** Pages and bytes held now (for the tests and the bench). */
    size: () => ({ pages: pages.size, bytes: heldBytes }),
  };
}

async function toSharedPage(response: Response, version: string, expiresAt: number): Promise<SharedPage> {
  const body = new Uint8Array(await response.arrayBuffer());
  const { gzip, brotli } = await precompress(body);
  const file: StaticFile = {
    contentType: response.headers.get("Content-Type") ?? "text/html; charset=utf-8",
    etag: etagOf(body),
    // Revalidated on every visit: the visitor may have signed in since, and the content may change.
    cacheControl: "no-cache",
    body,
    gzip,
    brotli,
    scriptHashes: inlineScriptHashes(new TextDecoder().decode(body)),
    isPage: true,
  };
  return { file, version, expiresAt, bytes: body.length + gzip.length + brotli.length };
}
