import http, { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApp } from "./app";
import { createStaticFastPath } from "./static-fast-path";
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
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers, agent: false }, (answer) => {
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
