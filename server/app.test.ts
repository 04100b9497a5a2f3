import { describe, expect, it } from "vitest";
import { gzipSync, brotliCompressSync } from "node:zlib";

import { createApp, CLIENT_IP_HEADER, MAX_BODY_BYTES, type AppOptions } from "./app";
import type { StaticFile } from "./static-files";

const bytes = (buffer: Buffer) => new Uint8Array(buffer);
const page = bytes(Buffer.from("<!doctype html><html><script>hi()</script></html>".repeat(20)));
const script = bytes(Buffer.from("console.log('asset');".repeat(40)));
const video = bytes(Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256)));

function staticFiles(): Map<string, StaticFile> {
  return new Map<string, StaticFile>([
    [
      "/privacy",
      {
        contentType: "text/html; charset=utf-8",
        etag: '"page-etag"',
        cacheControl: "public, max-age=0, must-revalidate",
        body: page,
        gzip: bytes(gzipSync(page)),
        brotli: bytes(brotliCompressSync(page)),
        scriptHashes: ["sha256-abc"],
        isPage: true,
      },
    ],
    [
      "/assets/app-1234.js",
      {
        contentType: "text/javascript; charset=utf-8",
        etag: '"asset-etag"',
        cacheControl: "public, max-age=31536000, immutable",
        body: script,
        gzip: bytes(gzipSync(script)),
        isPage: false,
      },
    ],
    [
      "/media/background.webm",
      { contentType: "video/webm", etag: '"video"', cacheControl: "public, max-age=86400", body: video, isPage: false },
    ],
  ]);
}

function makeApp(overrides: Partial<AppOptions> = {}) {
  const seen: { request?: Request; context?: { cspNonce?: string; clientIp?: string } } = {};
  const app = createApp({
    handleRequest: async (request, context) => {
      seen.request = request;
      seen.context = context;
      return new Response(`<html>${context.cspNonce}</html>`, { headers: { "Content-Type": "text/html" } });
    },
    staticFiles: staticFiles(),
    pingDatabase: async () => true,
    production: false,
    trustProxy: false,
    ...overrides,
  });
  return { app, seen };
}

describe("the server", () => {
  it("gives each server-rendered page a fresh nonce in its CSP and in the render context", async () => {
    const { app, seen } = makeApp();
    const first = await app.request("/dashboard");
    const firstNonce = seen.context?.cspNonce;
    const second = await app.request("/dashboard");
    const csp = first.headers.get("Content-Security-Policy")!;

    expect(firstNonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(csp).toContain(`script-src 'self' 'nonce-${firstNonce}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(second.headers.get("Content-Security-Policy")).not.toContain(firstNonce);
    expect(await first.text()).toContain(firstNonce);
  });

  it("sets the security headers on every kind of response", async () => {
    const { app } = makeApp();
    for (const path of ["/dashboard", "/privacy", "/assets/app-1234.js", "/healthz"]) {
      const response = await app.request(path);
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get("Strict-Transport-Security"), path).toBeNull();
    }
  });

  it("adds HSTS in production only", async () => {
    const { app } = makeApp({ production: true });
    expect((await app.request("/privacy")).headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
  });

  it("serves prerendered pages from memory with their script hashes, ETag and best encoding", async () => {
    const { app, seen } = makeApp();
    const brotli = await app.request("/privacy", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(brotli.headers.get("Content-Security-Policy")).toContain("script-src 'self' 'sha256-abc'");
    expect(brotli.headers.get("ETag")).toBe('"page-etag"');

    const gzip = await app.request("/privacy/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");

    const plain = await app.request("/privacy");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(new Uint8Array(await plain.arrayBuffer())).toEqual(page);

    const revalidated = await app.request("/privacy", { headers: { "If-None-Match": '"page-etag"' } });
    expect(revalidated.status).toBe(304);
    expect(seen.request).toBeUndefined();
  });

  it("caches hashed assets for a year as immutable", async () => {
    const { app } = makeApp();
    const response = await app.request("/assets/app-1234.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers byte ranges of media files", async () => {
    const { app } = makeApp();
    const response = await app.request("/media/background.webm", { headers: { Range: "bytes=10-19" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("Content-Range")).toBe("bytes 10-19/1000");
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const outside = await app.request("/media/background.webm", { headers: { Range: "bytes=5000-" } });
    expect(outside.status).toBe(416);
  });

  it("answers /healthz 200 only when the database answers", async () => {
    expect((await makeApp().app.request("/healthz")).status).toBe(200);
    const down = await makeApp({ pingDatabase: async () => false }).app.request("/healthz");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable", database: false });
  });

  it("replaces a client-IP header sent by the client, and trusts X-Forwarded-For only behind our proxy", async () => {
    const direct = makeApp();
    await direct.app.request("/x", { headers: { [CLIENT_IP_HEADER]: "6.6.6.6", "X-Forwarded-For": "7.7.7.7" } });
    expect(direct.seen.request?.headers.get(CLIENT_IP_HEADER)).toBe("unknown");
    expect(direct.seen.context?.clientIp).toBe("unknown");

    const proxied = makeApp({ trustProxy: true });
    await proxied.app.request("/x", { headers: { "X-Forwarded-For": "6.6.6.6, 203.0.113.9" } });
    expect(proxied.seen.context?.clientIp).toBe("203.0.113.9");
    expect(proxied.seen.request?.headers.get(CLIENT_IP_HEADER)).toBe("203.0.113.9");
  });

  it("refuses request bodies over the limit before they reach the app", async () => {
    const { app, seen } = makeApp();
    const response = await app.request("/register-lan-center", {
      method: "POST",
      body: "x".repeat(MAX_BODY_BYTES + 1),
      headers: { "Content-Type": "text/plain" },
    });
    expect(response.status).toBe(413);
    expect(seen.request).toBeUndefined();
  });

  it("passes request bodies within the limit on to the app", async () => {
    const { app, seen } = makeApp();
    await app.request("/register-lan-center", { method: "POST", body: "name=Arena" });
    expect(await seen.request?.text()).toBe("name=Arena");
  });
});

describe("refusing cross-origin writes", () => {
  const form = (headers: Record<string, string>) => ({
    method: "POST",
    body: "email=a%40b.c",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Host: "lancenters.test", ...headers },
  });

  it("answers 403 to a form posted from another site and never runs the handler", async () => {
    const { app, seen } = makeApp();
    const response = await app.request("/login", form({ Origin: "https://elsewhere.example" }));
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Cross-origin form submissions are refused.");
    expect(seen.request).toBeUndefined();
  });

  it('refuses an Origin on another port, one that is no URL, and the opaque origin "null"', async () => {
    for (const origin of ["https://lancenters.test:8443", "null", "not a url"]) {
      const { app, seen } = makeApp();
      expect((await app.request("/login", form({ Origin: origin }))).status, origin).toBe(403);
      expect(seen.request, origin).toBeUndefined();
    }
  });

  it("passes a form posted from the same host, whatever the scheme (a TLS proxy in front)", async () => {
    for (const origin of ["https://lancenters.test", "http://lancenters.test"]) {
      const { app, seen } = makeApp();
      const response = await app.request("/login", form({ Origin: origin, "Sec-Fetch-Site": "same-origin" }));
      expect(response.status, origin).toBe(200);
      expect(await seen.request?.text(), origin).toBe("email=a%40b.c");
    }
  });

  it("refuses a cross-site or same-site write without Origin by its Sec-Fetch-Site", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const { app, seen } = makeApp();
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const response = await app.request("/login", { ...form({ "Sec-Fetch-Site": site }), method });
        expect(response.status, `${method} ${site}`).toBe(403);
      }
      expect(seen.request, site).toBeUndefined();
    }
  });

  it("passes a write that names no origin at all (not a browser) and one marked same-origin or none", async () => {
    for (const headers of [{}, { "Sec-Fetch-Site": "same-origin" }, { "Sec-Fetch-Site": "none" }] as Record<
      string,
      string
    >[]) {
      const { app, seen } = makeApp();
      expect((await app.request("/login", form(headers))).status, JSON.stringify(headers)).toBe(200);
      expect(seen.request, JSON.stringify(headers)).toBeDefined();
    }
  });

  it("lets reads through from anywhere", async () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      const { app, seen } = makeApp();
      const response = await app.request("/dashboard", {
        method,
        headers: { Host: "lancenters.test", Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
      });
      expect(response.status, method).toBe(200);
      expect(seen.request?.method, method).toBe(method);
    }
  });
});
