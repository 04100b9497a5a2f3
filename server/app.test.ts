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

/** Hono's Node bindings for a request whose socket comes from `address`. */
function fromPeer(address: string) {
  return {
    incoming: {
      socket: { remoteAddress: address, remotePort: 40000, remoteFamily: address.includes(":") ? "IPv6" : "IPv4" },
    },
  };
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
    trustedProxies: [],
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

  it("adds HSTS in production, only to a request that came over https", async () => {
    const { app } = makeApp({ production: true, trustedProxies: ["10.0.0.0/8"] });
    const hsts = async (url: string, peer: string, forwardedProto?: string) => {
      const headers: Record<string, string> = forwardedProto ? { "X-Forwarded-Proto": forwardedProto } : {};
      return (await app.request(url, { headers }, fromPeer(peer))).headers.get("Strict-Transport-Security");
    };
    for (const path of ["/privacy", "/dashboard"]) {
      expect(await hsts(`https://lancenters.test${path}`, "203.0.113.9"), path).toMatch(/max-age=\d+/);
      expect(await hsts(`http://lancenters.test${path}`, "10.0.0.5", "https"), path).toMatch(/max-age=\d+/);
      expect(await hsts(`http://lancenters.test${path}`, "10.0.0.5", "http, https"), path).toMatch(/max-age=\d+/);
      // Plain http, and a scheme claimed by a peer that is not one of the operator's proxies.
      expect(await hsts(`http://lancenters.test${path}`, "203.0.113.9"), path).toBeNull();
      expect(await hsts(`http://lancenters.test${path}`, "203.0.113.9", "https"), path).toBeNull();
      expect(await hsts(`http://lancenters.test${path}`, "10.0.0.5", "http"), path).toBeNull();
      expect(await hsts(`http://lancenters.test${path}`, "10.0.0.5", "https, http"), path).toBeNull();
    }
    const notProduction = makeApp({ trustedProxies: ["10.0.0.0/8"] }).app;
    const overHttps = await notProduction.request("https://lancenters.test/privacy");
    expect(overHttps.headers.get("Strict-Transport-Security")).toBeNull();
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
    const weak = await app.request("/privacy", { headers: { "If-None-Match": '"old", W/"page-etag"' } });
    expect(weak.status).toBe(304);
    const refused = await app.request("/privacy", { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(refused.headers.get("Content-Encoding")).toBe("gzip");
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

  it("replaces a client-IP header sent by the client with the socket's address", async () => {
    const direct = makeApp();
    await direct.app.request("/x", { headers: { [CLIENT_IP_HEADER]: "6.6.6.6", "X-Forwarded-For": "7.7.7.7" } });
    expect(direct.seen.request?.headers.get(CLIENT_IP_HEADER)).toBe("unknown");
    expect(direct.seen.context?.clientIp).toBe("unknown");

    await direct.app.request("/x", { headers: { [CLIENT_IP_HEADER]: "6.6.6.6" } }, fromPeer("198.51.100.7"));
    expect(direct.seen.request?.headers.get(CLIENT_IP_HEADER)).toBe("198.51.100.7");
  });

  it("asks React Router's .data answers of no loader to compress its own body (React Router reads it as JSON)", async () => {
    const { app, seen } = makeApp();
    await app.request("/api/v1/locations.data", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(seen.request?.headers.get("accept-encoding")).toBeNull();
    await app.request("/api/v1/locations", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(seen.request?.headers.get("accept-encoding")).toBe("br, gzip");
  });

  describe("X-Forwarded-For", () => {
    /** The client IP the app was given for a request from `peer` carrying `forwardedFor`. */
    async function clientIpOf(trustedProxies: string[], peer: string, forwardedFor?: string) {
      const { app, seen } = makeApp({ trustedProxies });
      const headers: Record<string, string> = forwardedFor === undefined ? {} : { "X-Forwarded-For": forwardedFor };
      await app.request("/x", { headers }, fromPeer(peer));
      expect(seen.request?.headers.get(CLIENT_IP_HEADER)).toBe(seen.context?.clientIp);
      return seen.context?.clientIp;
    }

    it("is ignored from a peer that is not a named proxy, whatever it says", async () => {
      expect(await clientIpOf([], "198.51.100.7", "127.0.0.1")).toBe("198.51.100.7");
      expect(await clientIpOf(["10.0.0.0/8"], "203.0.113.50", "127.0.0.1")).toBe("203.0.113.50");
      expect(await clientIpOf(["10.0.0.0/8"], "203.0.113.50", "10.0.0.1, 127.0.0.1")).toBe("203.0.113.50");
      // TRUST_PROXY=true trusts loopback only: a remote peer still cannot name itself.
      expect(await clientIpOf(["127.0.0.0/8", "::1/128"], "192.0.2.1", "127.0.0.1")).toBe("192.0.2.1");
    });

    it("names the client when our proxy sent it: the right-most entry that is not our proxy", async () => {
      expect(await clientIpOf(["10.0.0.0/8"], "10.0.0.5", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
      expect(await clientIpOf(["10.0.0.0/8"], "10.0.0.5", "6.6.6.6, 203.0.113.9, 10.0.0.7")).toBe("203.0.113.9");
      expect(await clientIpOf(["10.0.0.5"], "::ffff:10.0.0.5", "203.0.113.9")).toBe("203.0.113.9");
      expect(await clientIpOf(["fd00::/8"], "fd00::1", "2001:db8::9")).toBe("2001:db8::9");
      expect(await clientIpOf(["127.0.0.0/8", "::1/128"], "::1", "198.51.100.1")).toBe("198.51.100.1");
    });

    it("stops at an entry that is no address, and falls back to the proxy without one", async () => {
      expect(await clientIpOf(["10.0.0.0/8"], "10.0.0.5", "203.0.113.9, not-an-address")).toBe("10.0.0.5");
      expect(await clientIpOf(["10.0.0.0/8"], "10.0.0.5", "not-an-address, 203.0.113.9")).toBe("203.0.113.9");
      expect(await clientIpOf(["10.0.0.0/8"], "10.0.0.5")).toBe("10.0.0.5");
    });
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
