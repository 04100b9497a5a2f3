import { randomBytes } from "node:crypto";

import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { AppLoadContext } from "react-router";

import { contentSecurityPolicy, securityHeaders } from "./security-headers";
import { staticKey } from "./static-fast-path";
import { parseRange, pickEncoding, type StaticFile } from "./static-files";

export type RequestHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export type AppOptions = {
  /** React Router's handler for everything that is not a file of the build. */
  handleRequest: RequestHandler;
  /** The client build, prerendered pages included, held in memory. */
  staticFiles: Map<string, StaticFile>;
  /** Answers whether the database answers. */
  pingDatabase: () => Promise<boolean>;
  production: boolean;
  /** Believe the last X-Forwarded-For entry (set by our own reverse proxy) for the client IP. */
  trustProxy: boolean;
};

/** Largest request body any form or endpoint takes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The header through which the client IP reaches the app (any incoming value is replaced). */
export const CLIENT_IP_HEADER = "x-lan-client-ip";

type Env = { Variables: { clientIp: string } };

export function createApp(options: AppOptions) {
  const app = new Hono<Env>();
  const baseHeaders = securityHeaders({ production: options.production });

  app.use("*", async (c, next) => {
    c.set("clientIp", clientIp(c, options.trustProxy));
    await next();
    for (const [name, value] of Object.entries(baseHeaders)) c.res.headers.set(name, value);
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
  app.use("*", bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text("Request body too large", 413) }));
  app.use("*", compress());

  app.all("*", async (c) => {
    const nonce = randomBytes(16).toString("base64");
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    // Node needs `duplex` to pass a streamed body on.
    const request = new Request(c.req.raw, { headers, duplex: "half" } as RequestInit);
    const response = await options.handleRequest(request, { cspNonce: nonce, clientIp: c.var.clientIp });
    const result = new Response(response.body, response);
    result.headers.set("Content-Security-Policy", contentSecurityPolicy({ nonce }));
    return result;
  });

  return app;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Forms and requests that change something must come from our own pages: a browser names the
 * page's origin (Origin) or at least whether it is another site (Sec-Fetch-Site) on every such
 * request. Clients that send neither (a server calling a webhook, curl) are not browsers riding
 * on a visitor's cookies, so they pass; what they may do is decided by authentication as always.
 */
export async function refuseCrossOriginWrites(c: Context, next: () => Promise<void>) {
  if (SAFE_METHODS.has(c.req.method)) return next();
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

  if (c.req.header("if-none-match") === file.etag) return new Response(null, { status: 304, headers });

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

function clientIp(c: Context<Env>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}
