import type { IncomingMessage, ServerResponse } from "node:http";

import { jsonAnswer, type JsonRepresentation } from "../app/features/directory/json-feed.server";
import { matchesIfNoneMatch } from "../app/lib/http-cache.server";

import { contentSecurityPolicy, securityHeaders, STRICT_TRANSPORT_SECURITY } from "./security-headers";
import { sharedPageKey, type SharedPages } from "./shared-pages";
import { pickEncoding, type StaticFile } from "./static-files";
import { httpsChecker, transportOf } from "./trusted-proxies";

/** What every fast path needs to give its answers the app's headers. */
type HeaderOptions = {
  production: boolean;
  /** TRUST_PROXY: whose X-Forwarded-Proto says the request came over https (HSTS). */
  trustedProxies?: readonly string[];
};

/** Sets HSTS on the response when the app would: in production, for a request that came over https. */
function transportSecurity(options: HeaderOptions): (request: IncomingMessage, response: ServerResponse) => void {
  if (!options.production) return () => undefined;
  const cameOverHttps = httpsChecker(options.trustedProxies ?? []);
  return (request, response) => {
    if (cameOverHttps(transportOf(request))) {
      response.setHeader(STRICT_TRANSPORT_SECURITY.name, STRICT_TRANSPORT_SECURITY.value);
    }
  };
}

/**
 * The build's compressible files (prerendered pages, scripts, styles) answered straight from Node's
 * request, before Hono turns it into a web Request: the same bytes and headers as the app's own
 * static route (app.ts; `static-fast-path.test.ts` holds them equal), without building a Request,
 * a Headers object and a Response per hit. Their headers are worked out once, per file and
 * encoding. Media (byte ranges) and everything else go on to the app.
 */
export function createStaticFastPath(options: HeaderOptions & { staticFiles: Map<string, StaticFile> }) {
  const send = fileSender(options);

  /** Answers and returns true when the request is for one of those files; false leaves it alone. */
  return function answerStatic(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const url = request.url ?? "/";
    const query = url.indexOf("?");
    const file = options.staticFiles.get(staticKey(query === -1 ? url : url.slice(0, query)));
    if (!file || (!file.gzip && !file.brotli)) return false;
    send(request, response, file);
    return true;
  };
}

/**
 * A shared page's kept copy (server/shared-pages.ts) answered the same way: the app's shared-page
 * route only renders and keeps them. Returns false at once when the request is not for a shared
 * copy; otherwise a promise of whether one of this version was kept and sent (the version is read
 * first). Whatever it leaves goes on to the app, which renders it.
 */
export function createSharedPageFastPath(options: HeaderOptions & { sharedPages: SharedPages }) {
  const send = fileSender(options);
  return function answerShared(request: IncomingMessage, response: ServerResponse): false | Promise<boolean> {
    const key = sharedPageKey({
      method: request.method ?? "GET",
      target: request.url ?? "/",
      accept: request.headers.accept,
      cookie: request.headers.cookie,
    });
    if (key === undefined) return false;
    return options.sharedPages.readVersion().then(
      (version) => {
        const kept = options.sharedPages.find(key, version);
        if (!kept) return false;
        send(request, response, kept.file);
        return true;
      },
      // The app reads it again, and renders the page when it still cannot.
      () => false,
    );
  };
}

/**
 * A public JSON feed (the map's `GET /api/v1/locations`) answered from the representation its
 * loader keeps (rebuilt only when the content changes), with the headers the app's route gives it.
 * Only at its plain address; anything the loader cannot answer (the database down) goes on to the
 * app's route, which says what failed.
 */
export function createFeedFastPath(
  options: HeaderOptions & {
    path: string;
    load: () => Promise<JsonRepresentation>;
  },
) {
  const base = {
    ...securityHeaders(),
    "Content-Security-Policy": contentSecurityPolicy({ hashes: [] }),
  };
  const secureTransport = transportSecurity(options);
  return function answerFeed(request: IncomingMessage, response: ServerResponse): false | Promise<boolean> {
    if ((request.method !== "GET" && request.method !== "HEAD") || request.url !== options.path) return false;
    return options.load().then(
      (representation) => {
        const answer = jsonAnswer(
          {
            method: request.method!,
            acceptEncoding: request.headers["accept-encoding"],
            ifNoneMatch: request.headers["if-none-match"],
          },
          representation,
        );
        secureTransport(request, response);
        response.writeHead(answer.status, { ...answer.headers, ...base });
        response.end(answer.body ?? undefined);
        return true;
      },
      () => false,
    );
  };
}

/**
 * Sends a compressible file (a page, a script, a style) with the app's headers, which are worked out
 * once per file and encoding: 304 for a matching If-None-Match, else the encoding the client takes.
 */
function fileSender(options: HeaderOptions) {
  const base = securityHeaders();
  const secureTransport = transportSecurity(options);
  const noScripts = contentSecurityPolicy({ hashes: [] });
  // Weakly held: a shared page's copy is dropped when the next version replaces it.
  const prepared = new WeakMap<StaticFile, Record<"identity" | "gzip" | "br", Record<string, string>>>();

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

  return function send(request: IncomingMessage, response: ServerResponse, file: StaticFile): void {
    const headers = headersOf(file);
    secureTransport(request, response);
    if (matchesIfNoneMatch(request.headers["if-none-match"], file.etag)) {
      const { "Content-Length": _length, "Content-Encoding": _encoding, ...notModified } = headers.identity;
      response.writeHead(304, notModified).end();
      return;
    }
    const { body, encoding } = pickEncoding(file, request.headers["accept-encoding"]);
    response.writeHead(200, headers[encoding ?? "identity"]);
    response.end(request.method === "HEAD" ? undefined : body);
  };
}

/**
 * A way to answer a request before the app: true when it answered, false when it leaves the
 * request alone, or a promise of either when it must read something first.
 */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;

/** Tries each fast path in turn; a request none of them answers goes to `app`. */
export function answerFirst(paths: FastPath[], app: (request: IncomingMessage, response: ServerResponse) => unknown) {
  return function answer(request: IncomingMessage, response: ServerResponse, from = 0): void {
    for (let index = from; index < paths.length; index++) {
      const answered = paths[index]!(request, response);
      if (answered === true) return;
      if (answered === false) continue;
      void answered.then(
        (done) => {
          if (!done) answer(request, response, index + 1);
        },
        // A path that failed before answering leaves the request to the next; one that failed
        // half-way has nothing whole left to send.
        (error: unknown) => {
          console.error("[server] a fast path failed:", error);
          if (response.headersSent) response.destroy();
          else answer(request, response, index + 1);
        },
      );
      return;
    }
    void app(request, response);
  };
}

/** "/privacy/" and "/privacy/index.html" are the page "/privacy". */
export function staticKey(pathname: string): string {
  const withoutIndex = pathname.replace(/\/index\.html$/, "/");
  return withoutIndex.length > 1 ? withoutIndex.replace(/\/+$/, "") : withoutIndex;
}
