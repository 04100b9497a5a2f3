import { randomBytes } from "node:crypto";
import { isIP } from "node:net";

import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppLoadContext } from "react-router";

import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "../app/features/photos/photo-values";
import { matchesIfNoneMatch } from "../app/lib/http-cache.server";
import { SHARED_PAGE_HEADER } from "../app/lib/shared-page";

import { compressResponses } from "./compress-responses";
import { contentSecurityPolicy, securityHeaders, STRICT_TRANSPORT_SECURITY } from "./security-headers";
import { sharedPageKey, type SharedPages } from "./shared-pages";
import { staticKey } from "./static-fast-path";
import { parseRange, pickEncoding, type StaticFile } from "./static-files";
import { httpsChecker, plainAddress, proxyMatcher } from "./trusted-proxies";

export type RequestHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export type AppOptions = {
  /** React Router's handler for everything that is not a file of the build. */
  handleRequest: RequestHandler;
  /**
   * React Router's handler for a POST to a cookieless write path (COOKIELESS_WRITE_PATHS), built
   * with every action origin allowed: a web mail page posts the one-click unsubscribe from its own
   * origin, which React Router's check on actions would refuse. Default: handleRequest.
   */
  handleCookielessWrite?: RequestHandler;
  /** The client build, prerendered pages included, held in memory. */
  staticFiles: Map<string, StaticFile>;
  /** Answers whether the database answers. */
  pingDatabase: () => Promise<boolean>;
  production: boolean;
  /**
   * The operator's reverse proxies (TRUST_PROXY: addresses and CIDR ranges). Only a connection from
   * one of them may name the client in X-Forwarded-For.
   */
  trustedProxies: readonly string[];
  /** The copies of pages that are the same for every visitor without a session; none: every page is rendered. */
  sharedPages?: SharedPages;
};

/** Largest request body any form or endpoint takes. */
export const MAX_BODY_BYTES = 1024 * 1024;

const smallBodies = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text("Request body too large", 413) });

const PHOTO_UPLOAD_PATH = "/api/photos";
/** The multipart envelope around the file (boundaries, headers, the `purpose` field). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The header through which the client IP reaches the app (any incoming value is replaced). */
export const CLIENT_IP_HEADER = "x-lan-client-ip";

type Env = { Variables: { clientIp: string; sharedPage?: boolean } };

export function createApp(options: AppOptions) {
  const app = new Hono<Env>();
  const baseHeaders = securityHeaders();
  const isTrustedProxy = proxyMatcher(options.trustedProxies);
  const cameOverHttps = httpsChecker(options.trustedProxies);

  app.use("*", async (c, next) => {
    c.set("clientIp", clientIp(c, isTrustedProxy));
    await next();
    for (const [name, value] of Object.entries(baseHeaders)) c.res.headers.set(name, value);
    const transport = {
      encrypted: new URL(c.req.url).protocol === "https:",
      peer: peerAddress(c),
      forwardedProto: c.req.header("x-forwarded-proto"),
    };
    if (options.production && cameOverHttps(transport)) {
      c.res.headers.set(STRICT_TRANSPORT_SECURITY.name, STRICT_TRANSPORT_SECURITY.value);
    }
    if (!c.res.headers.has("Content-Security-Policy")) {
      // Responses that carry no page (errors, JSON, files) may run no script at all.
      c.res.headers.set("Content-Security-Policy", contentSecurityPolicy({ hashes: [] }));
    }
  });

  app.get("/healthz", async (c) => {
    const databaseUp = await options.pingDatabase();
    c.header("Cache-Control", "no-store");
    return c.json({ status: databaseUp ? "ok" : "unavailable", database: databaseUp }, databaseUp ? 200 : 503);
  });

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const file = options.staticFiles.get(staticKey(c.req.path));
    if (!file) return next();
    return serveStatic(c, file);
  });

  app.use("*", refuseCrossOriginWrites);
  // A photo upload may be as large as a photo; every other body is small.
  app.use(
    PHOTO_UPLOAD_PATH,
    bodyLimit({
      maxSize: MAX_PHOTO_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: (c) => c.json({ message: PHOTO_MESSAGES.tooLarge }, 413),
    }),
  );
  app.use("*", async (c, next) => {
    if (c.req.path === PHOTO_UPLOAD_PATH) return next();
    return smallBodies(c, next);
  });
  app.use("*", compressResponses());
  // Inside the compression: a shared page carries its own encodings, and is kept uncompressed.
  const sharedPages = options.sharedPages;
  if (sharedPages) {
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      // A hit is answered before Hono (static-fast-path.ts); this renders, keeps, and answers misses.
      const { pathname, search } = new URL(c.req.url);
      const key = sharedPageKey({
        method: c.req.method,
        target: pathname + search,
        accept: c.req.header("accept"),
        cookie: c.req.header("cookie"),
      });
      if (key === undefined) return next();
      // Without the version nothing can be shared: the page is rendered, and says what failed.
      const version = await sharedPages.readVersion().catch(() => undefined);
      if (version === undefined) return next();
      const kept = sharedPages.find(key, version);
      if (kept) return serveStatic(c, kept.file);
      if (c.req.method === "HEAD") return next();
      let renderedHere = false;
      const made = await sharedPages.render(key, version, async () => {
        renderedHere = true;
        await next();
        const shareable = c.var.sharedPage && c.res.status === 200 && !c.res.headers.has("Set-Cookie");
        return shareable ? c.res : undefined;
      });
      if (made) {
        // Replaced whole: Hono would otherwise carry the render's headers (its nonce CSP) over.
        c.res = undefined;
        c.res = serveStatic(c, made.file);
      } else if (!renderedHere) {
        // Not a page to share: its answer is this request's own render, or one made now.
        await next();
      }
    });
  }

  app.all("*", async (c) => {
    const nonce = randomBytes(16).toString("base64");
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    // A `.data` request is answered by React Router from what the route's loader returned, which it
    // reads as JSON: a body the loader compressed itself (the map feed's) would not parse. The
    // compression above still applies to what React Router sends.
    if (c.req.path.endsWith(".data")) headers.delete("accept-encoding");
    // Node needs `duplex` to pass a streamed body on.
    const request = new Request(c.req.raw, { headers, duplex: "half" } as RequestInit);
    const handle = isCookielessWrite(c)
      ? (options.handleCookielessWrite ?? options.handleRequest)
      : options.handleRequest;
    const response = await handle(request, { cspNonce: nonce, clientIp: c.var.clientIp });
    const result = new Response(response.body, response);
    result.headers.set("Content-Security-Policy", contentSecurityPolicy({ nonce }));
    if (result.headers.has(SHARED_PAGE_HEADER)) {
      result.headers.delete(SHARED_PAGE_HEADER);
      c.set("sharedPage", true);
    }
    return result;
  });

  return app;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Writes that rest on no cookie, so another origin can do nothing with them that anyone could not:
 * the monthly digest's one-click unsubscribe (RFC 8058; a mail client may post it from its own
 * page, and the signed token in the address is its authority), and the insights beacon (counts
 * only; a page behind a proxy that rewrites the Host still counts).
 */
const COOKIELESS_WRITE_PATHS = new Set(["/unsubscribe", "/api/insights"]);

function isCookielessWrite(c: Context): boolean {
  return !SAFE_METHODS.has(c.req.method) && COOKIELESS_WRITE_PATHS.has(c.req.path);
}

/**
 * Forms and requests that change something must come from our own pages: a browser names the
 * page's origin (Origin) or at least whether it is another site (Sec-Fetch-Site) on every such
 * request. Clients that send neither (a server calling a webhook, curl) are not browsers riding
 * on a visitor's cookies, so they pass; what they may do is decided by authentication as always.
 */
async function refuseCrossOriginWrites(c: Context, next: () => Promise<void>) {
  if (SAFE_METHODS.has(c.req.method) || isCookielessWrite(c)) return next();
  const origin = c.req.header("origin");
  const site = c.req.header("sec-fetch-site");
  // Hosts, not origins: behind a TLS-terminating proxy the request reaches us as http.
  const crossOrigin = origin ? hostOf(origin) !== c.req.header("host") : site === "cross-site" || site === "same-site";
  if (crossOrigin) return c.text("Cross-origin form submissions are refused.", 403);
  return next();
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // "null" (a sandboxed frame, a file) is no origin of ours
  }
}

function serveStatic(c: Context<Env>, file: StaticFile): Response {
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  });
  if (file.isPage) headers.set("Content-Security-Policy", contentSecurityPolicy({ hashes: file.scriptHashes ?? [] }));

  if (matchesIfNoneMatch(c.req.header("if-none-match"), file.etag)) return new Response(null, { status: 304, headers });

  const isHead = c.req.method === "HEAD";
  if (!file.gzip && !file.brotli) {
    // Media is sent as is, with byte ranges for players that ask for them.
    headers.set("Accept-Ranges", "bytes");
    const range = parseRange(c.req.header("range"), file.body.length);
    if (range === "invalid") {
      headers.set("Content-Range", `bytes */${file.body.length}`);
      return new Response(null, { status: 416, headers });
    }
    if (range) {
      headers.set("Content-Range", `bytes ${range.start}-${range.end}/${file.body.length}`);
      headers.set("Content-Length", String(range.end - range.start + 1));
      return new Response(isHead ? null : file.body.subarray(range.start, range.end + 1), { status: 206, headers });
    }
  }

  const { body, encoding } = pickEncoding(file, c.req.header("accept-encoding"));
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(isHead ? null : body, { status: 200, headers });
}

/**
 * The client's address: the socket's peer, unless that peer is one of our proxies; then the
 * X-Forwarded-For entries are walked from the right (each proxy appends the address it saw) and
 * the first one that is not itself our proxy is the client, as Express's proxy-addr does. Entries
 * left of it were written by whoever sent the request and are never read.
 */
function clientIp(c: Context<Env>, isTrustedProxy: (address: string) => boolean): string {
  let client = peerAddress(c);
  if (!isTrustedProxy(client)) return client;
  const hops = (c.req.header("x-forwarded-for") ?? "").split(",").map((hop) => plainAddress(hop.trim()));
  for (const hop of hops.reverse()) {
    if (isIP(hop) === 0) break; // a malformed entry ends what can be believed
    client = hop;
    if (!isTrustedProxy(hop)) break;
  }
  return client;
}

function peerAddress(c: Context<Env>): string {
  try {
    return plainAddress(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}
