import http, { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { answerJson, jsonRepresentation } from "../app/features/directory/json-feed.server";
import { SHARED_PAGE_HEADER } from "../app/lib/shared-page";

import { createApp } from "./app";
import { createSharedPages } from "./shared-pages";
import {
  answerFirst,
  createFeedFastPath,
  createSharedPageFastPath,
  createStaticFastPath,
  type FastPath,
} from "./static-fast-path";
import type { StaticFile } from "./static-files";

const bytes = (buffer: Uint8Array): Uint8Array<ArrayBuffer> => Uint8Array.from(buffer);
const page = bytes(Buffer.from("<!doctype html><html><script>hi()</script></html>".repeat(20)));
const script = bytes(Buffer.from("console.log('asset');".repeat(40)));
const video = bytes(Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256)));
const compressed = (body: Uint8Array<ArrayBuffer>) => ({
  body,
  gzip: bytes(gzipSync(body)),
  brotli: bytes(brotliCompressSync(body)),
});

const staticFiles = new Map<string, StaticFile>([
  [
    "/privacy",
    {
      contentType: "text/html; charset=utf-8",
      etag: '"page"',
      cacheControl: "public, max-age=0, must-revalidate",
      ...compressed(page),
      scriptHashes: ["sha256-abc"],
      isPage: true,
    },
  ],
  [
    "/assets/app-1234.js",
    {
      contentType: "text/javascript; charset=utf-8",
      etag: '"asset"',
      cacheControl: "public, max-age=31536000, immutable",
      ...compressed(script),
      isPage: false,
    },
  ],
  [
    "/media/clip.webm",
    { contentType: "video/webm", etag: '"clip"', cacheControl: "public", body: video, isPage: false },
  ],
]);

const app = createApp({
  handleRequest: async () => new Response("rendered by the app", { headers: { "Content-Type": "text/html" } }),
  staticFiles,
  pingDatabase: async () => true,
  production: true,
  trustedProxies: [],
});
const answerStatic = createStaticFastPath({ staticFiles, production: true });
const answerWithApp = getRequestListener(app.fetch);
let hits = 0;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (answerStatic(request, response)) hits++;
    else void answerWithApp(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("HSTS on the fast path", () => {
  it("is sent as the app sends it: in production, for a request a trusted proxy says came over https", async () => {
    const answerTrusting = createStaticFastPath({ staticFiles, production: true, trustedProxies: ["127.0.0.1"] });
    const trustingServer = createServer((request, response) => {
      if (!answerTrusting(request, response)) response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => trustingServer.listen(0, "127.0.0.1", resolve));
    const trustingBase = `http://127.0.0.1:${(trustingServer.address() as AddressInfo).port}`;
    try {
      const hsts = async (url: string, headers: Record<string, string>) =>
        (await rawAnswer(url, headers)).headers["strict-transport-security"];
      expect(await hsts(`${trustingBase}/privacy`, { "X-Forwarded-Proto": "https" })).toMatch(/max-age=\d+/);
      expect(await hsts(`${trustingBase}/privacy`, {})).toBeUndefined();
      expect(await hsts(`${trustingBase}/privacy`, { "X-Forwarded-Proto": "http" })).toBeUndefined();
      // The same request to a server that trusts no proxy: the header is anyone's word.
      expect(await hsts(`${base}/privacy`, { "X-Forwarded-Proto": "https" })).toBeUndefined();
    } finally {
      await new Promise<void>((resolve) => trustingServer.close(() => resolve()));
    }
  });
});

/** Status, headers (the date aside) and bytes, as the app's own static route gives them. */
async function viaApp(path: string, headers: Record<string, string>, method = "GET") {
  const answer = await app.request(path, { method, headers });
  return {
    status: answer.status,
    headers: Object.fromEntries(answer.headers),
    body: Buffer.from(await answer.arrayBuffer()),
  };
}

/** The raw answer on the wire (no decoding), as a browser's request gets it through main.ts's server. */
function viaFastPath(path: string, headers: Record<string, string>, method = "GET") {
  return rawAnswer(`${base}${path}`, headers, method);
}

function rawAnswer(url: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const own = { ...answer.headers } as Record<string, string>;
        for (const name of ["date", "connection", "keep-alive", "transfer-encoding"]) delete own[name];
        resolve({ status: answer.statusCode ?? 0, headers: own, body: Buffer.concat(chunks) });
      });
    });
    request.on("error", reject);
    request.end(method === "POST" ? "" : undefined);
  });
}

describe("the static fast path", () => {
  it("answers pages and assets with the app's own status, headers and bytes, per encoding and for a repeat", async () => {
    const cases: [string, Record<string, string>, string?][] = [
      ["/privacy", { "Accept-Encoding": "gzip, br" }],
      ["/privacy/", { "Accept-Encoding": "gzip" }],
      ["/privacy?utm=x", {}],
      ["/privacy", { "If-None-Match": '"page"' }],
      // RFC 9110 on both: a refused coding (q=0) is not sent; If-None-Match compares weakly, in a list.
      ["/privacy", { "Accept-Encoding": "br;q=0, gzip" }],
      ["/privacy", { "Accept-Encoding": "gzip;q=0, br;q=0" }],
      ["/privacy", { "If-None-Match": '"old", W/"page"' }],
      ["/assets/app-1234.js", { "Accept-Encoding": "br" }],
      ["/assets/app-1234.js", { "Accept-Encoding": "gzip" }, "HEAD"],
    ];
    for (const [path, headers, method] of cases) {
      const before = hits;
      const fast = await viaFastPath(path, headers, method);
      expect(hits, path).toBe(before + 1);
      const own = await viaApp(path, headers, method);
      expect(fast.status, path).toBe(own.status);
      expect(fast.headers, `${path} ${JSON.stringify(headers)}`).toEqual(own.headers);
      expect(fast.body.equals(own.body), path).toBe(true);
    }
  });

  it("leaves media (byte ranges), other methods and every other address to the app", async () => {
    const before = hits;
    expect((await viaFastPath("/media/clip.webm", { Range: "bytes=0-9" })).status).toBe(206);
    expect((await viaFastPath("/dashboard", {})).body.toString()).toBe("rendered by the app");
    expect((await viaFastPath("/privacy", {}, "POST")).body.toString()).toBe("rendered by the app");
    expect(hits).toBe(before);
  });
});

describe("the shared pages' and the feed's fast paths", () => {
  let version = "v1";
  let renders = 0;
  const sharedPages = createSharedPages({ readVersion: async () => version });
  const feed = jsonRepresentation(
    JSON.stringify({ centers: Array.from({ length: 200 }, (_, index) => `center ${index}`) }),
  );
  const sharedApp = createApp({
    handleRequest: async (request) => {
      if (new URL(request.url).pathname === "/api/v1/locations") return answerJson(request, feed);
      renders++;
      return new Response(`<!doctype html><p>render ${renders}</p><script>go()</script>`, {
        headers: { "Content-Type": "text/html; charset=utf-8", [SHARED_PAGE_HEADER]: "1" },
      });
    },
    staticFiles: new Map(),
    pingDatabase: async () => true,
    production: true,
    trustedProxies: [],
    sharedPages,
  });
  let fastHits = 0;
  const counted =
    (path: FastPath): FastPath =>
    (request, response) => {
      const answered = path(request, response);
      if (answered === true) fastHits++;
      if (typeof answered === "boolean") return answered;
      return answered.then((done) => {
        if (done) fastHits++;
        return done;
      });
    };
  const answer = answerFirst(
    [
      counted(createSharedPageFastPath({ sharedPages, production: true })),
      counted(createFeedFastPath({ path: "/api/v1/locations", load: async () => feed, production: true })),
    ],
    getRequestListener(sharedApp.fetch),
  );
  let sharedServer: Server;
  let sharedBase: string;
  beforeAll(async () => {
    sharedServer = createServer((request, response) => answer(request, response));
    await new Promise<void>((resolve) => sharedServer.listen(0, "127.0.0.1", resolve));
    sharedBase = `http://127.0.0.1:${(sharedServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => sharedServer.close(() => resolve())));

  const get = (path: string, headers: Record<string, string>, method = "GET") =>
    rawAnswer(`${sharedBase}${path}`, headers, method);
  const html = { Accept: "text/html", "Accept-Encoding": "br" };

  it("answers a kept page as the app's shared route does; a miss, a new version or a visitor's own request goes to the app", async () => {
    const first = await get("/games", html);
    expect(first.status).toBe(200);
    expect(renders).toBe(1);
    const hitsBefore = fastHits;
    const kept = await get("/games", html);
    expect(fastHits).toBe(hitsBefore + 1);
    expect(renders).toBe(1);
    // The same bytes and headers as the app gives for the kept copy (its own hit).
    const own = await sharedApp.request("/games", { headers: html });
    expect(kept.status).toBe(own.status);
    expect(kept.headers).toEqual(Object.fromEntries(own.headers));
    expect(kept.body.equals(Buffer.from(await own.arrayBuffer()))).toBe(true);
    expect(kept.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect((await get("/games", { ...html, "If-None-Match": kept.headers.etag! })).status).toBe(304);
    expect((await get("/games", html, "HEAD")).body.length).toBe(0);

    // Each of these is rendered for itself by the app.
    for (const [path, headers] of [
      ["/games?page=2", html],
      ["/games", { ...html, Cookie: "better-auth.session_token=abc.def" }],
      ["/games", { Accept: "application/json" }],
      ["/games.data", html],
    ] as const) {
      const rendersBefore = renders;
      const hits = fastHits;
      await get(path, headers);
      expect(fastHits, `${path} ${JSON.stringify(headers)}`).toBe(hits);
      expect(renders, path).toBe(rendersBefore + 1);
    }

    version = "v2";
    const rendersBefore = renders;
    const renewed = await get("/games", html);
    expect(renders).toBe(rendersBefore + 1);
    expect(renewed.headers.etag).not.toBe(kept.headers.etag);
  });

  it("leaves a request to the app when a fast path fails before answering", async () => {
    const failing = answerFirst(
      [() => Promise.reject(new Error("the version could not be read")), () => false],
      getRequestListener(sharedApp.fetch),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const server = createServer((request, response) => failing(request, response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const rendersBefore = renders;
      const answer = await rawAnswer(`http://127.0.0.1:${(server.address() as AddressInfo).port}/faq?x=1`, html);
      expect(answer.status).toBe(200);
      expect(renders).toBe(rendersBefore + 1);
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("answers the map's feed as its route does (the CSP aside: no script at all), per encoding and for a repeat", async () => {
    const cases: Record<string, string>[] = [
      { "Accept-Encoding": "br" },
      { "Accept-Encoding": "gzip" },
      {},
      { "If-None-Match": feed.etag },
    ];
    for (const headers of cases) {
      const hits = fastHits;
      const fast = await get("/api/v1/locations", headers);
      expect(fastHits).toBe(hits + 1);
      const own = await sharedApp.request("/api/v1/locations", { headers });
      const { "content-security-policy": fastPolicy, ...fastHeaders } = fast.headers;
      const { "content-security-policy": _nonce, ...ownHeaders } = Object.fromEntries(own.headers);
      expect(fast.status).toBe(own.status);
      expect(fastHeaders, JSON.stringify(headers)).toEqual(ownHeaders);
      expect(fast.body.equals(Buffer.from(await own.arrayBuffer()))).toBe(true);
      expect(fastPolicy).toContain("script-src 'self';");
    }
    const hits = fastHits;
    expect((await get("/api/v1/locations?fields=all", {})).status).toBe(200);
    await get("/api/v1/locations", {}, "POST");
    expect(fastHits).toBe(hits);
  });
});
