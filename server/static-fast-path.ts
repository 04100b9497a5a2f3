import type { IncomingMessage, ServerResponse } from "node:http";

import { matchesIfNoneMatch } from "../app/lib/http-cache.server";

import { contentSecurityPolicy, securityHeaders } from "./security-headers";
import { pickEncoding, type StaticFile } from "./static-files";

/**
 * The build's compressible files (prerendered pages, scripts, styles) answered straight from Node's
 * request, before Hono turns it into a web Request: the same bytes and headers as the app's own
 * static route (app.ts; `static-fast-path.test.ts` holds them equal), without building a Request,
 * a Headers object and a Response per hit. Their headers are worked out once, per file and
 * encoding. Media (byte ranges) and everything else go on to the app.
 */
export function createStaticFastPath(options: { staticFiles: Map<string, StaticFile>; production: boolean }) {
  const base = securityHeaders({ production: options.production });
  const noScripts = contentSecurityPolicy({ hashes: [] });
  const prepared = new Map<StaticFile, Record<"identity" | "gzip" | "br", Record<string, string>>>();

  function headersOf(file: StaticFile) {
    let known = prepared.get(file);
    if (!known) {
      const common = {
        "Content-Type": file.contentType,
        "Cache-Control": file.cacheControl,
        ETag: file.etag,
        Vary: "Accept-Encoding",
        ...base,
        "Content-Security-Policy": file.isPage ? contentSecurityPolicy({ hashes: file.scriptHashes ?? [] }) : noScripts,
      };
      const sized = (body: Uint8Array | undefined, encoding?: string) =>
        body
          ? { ...common, ...(encoding ? { "Content-Encoding": encoding } : {}), "Content-Length": String(body.length) }
          : common;
      known = { identity: sized(file.body), gzip: sized(file.gzip, "gzip"), br: sized(file.brotli, "br") };
      prepared.set(file, known);
    }
    return known;
  }

  /** Answers and returns true when the request is for one of those files; false leaves it alone. */
  return function answerStatic(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const url = request.url ?? "/";
    const query = url.indexOf("?");
    const file = options.staticFiles.get(staticKey(query === -1 ? url : url.slice(0, query)));
    if (!file || (!file.gzip && !file.brotli)) return false;
    const headers = headersOf(file);
    if (matchesIfNoneMatch(request.headers["if-none-match"], file.etag)) {
      const { "Content-Length": _length, "Content-Encoding": _encoding, ...notModified } = headers.identity;
      response.writeHead(304, notModified).end();
      return true;
    }
    const { body, encoding } = pickEncoding(file, request.headers["accept-encoding"]);
    response.writeHead(200, headers[encoding ?? "identity"]);
    response.end(request.method === "HEAD" ? undefined : body);
    return true;
  };
}

/** "/privacy/" and "/privacy/index.html" are the page "/privacy". */
export function staticKey(pathname: string): string {
  const withoutIndex = pathname.replace(/\/index\.html$/, "/");
  return withoutIndex.length > 1 ? withoutIndex.replace(/\/+$/, "") : withoutIndex;
}
