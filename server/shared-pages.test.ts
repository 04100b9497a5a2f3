import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { SHARED_PAGE_HEADER } from "../app/lib/shared-page";

import { createApp } from "./app";
import { createSharedPages } from "./shared-pages";

const HTML = { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const SCRIPT = "window.__context = {};";

type Render = { status?: number; shared?: boolean; setCookie?: boolean };

/**
 * The server over a page renderer that counts its renders, writes the render's number into the
 * page, and marks the page as shared unless told otherwise; the version and the clock are the test's.
 */
function site(options: { pages?: Record<string, Render>; maxBytes?: number } = {}) {
  let renders = 0;
  let version: string | Error = "1.1";
  let now = Date.UTC(2026, 10, 26, 12, 0, 10);
  let versionReads = 0;
  const sharedPages = createSharedPages({
    readVersion: async () => {
      versionReads++;
      if (version instanceof Error) throw version;
      return version;
    },
    maxBytes: options.maxBytes,
    now: () => now,
  });
  const app = createApp({
    handleRequest: async (request, context) => {
      renders++;
      const path = new URL(request.url).pathname;
      const page = options.pages?.[path] ?? {};
      // Renders never finish in the same tick, as a page's queries do not.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
      if (page.shared ?? true) headers.set(SHARED_PAGE_HEADER, "1");
      if (page.setCookie) headers.set("Set-Cookie", "flow=1; Path=/");
      const body = `<!doctype html><p>${path} render ${renders}</p><script nonce="${context.cspNonce}">${SCRIPT}</script>`;
      return new Response(body.padEnd(4000, " "), { status: page.status ?? 200, headers });
    },
    staticFiles: new Map(),
    pingDatabase: async () => true,
    production: true,
    trustedProxies: [],
    sharedPages,
  });
  return {
    app,
    sharedPages,
    renders: () => renders,
    versionReads: () => versionReads,
    setVersion: (next: string | Error) => (version = next),
    advance: (ms: number) => (now += ms),
    get: (path: string, headers: Record<string, string> = {}) =>
      app.request(path, { headers: { ...HTML, ...headers } }),
  };
}

const scriptHash = `'sha256-${createHash("sha256").update(SCRIPT).digest("base64")}'`;

describe("pages shared by every visitor without a session", () => {
  it("are rendered once, then answered from memory with both encodings, an ETag and a CSP by hash", async () => {
    const { get, renders } = site();
    const first = await get("/games", { "Accept-Encoding": "br, gzip" });
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toContain("/games render 1");
    expect(first.headers.get(SHARED_PAGE_HEADER)).toBeNull();
    expect(first.headers.get("Cache-Control")).toBe("no-cache");
    const csp = first.headers.get("Content-Security-Policy")!;
    expect(csp).toContain(scriptHash);
    expect(csp).not.toContain("'nonce-");

    const gzip = await get("/games", { "Accept-Encoding": "gzip" });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain("/games render 1");
    const plain = await get("/games");
    expect(await plain.text()).toContain("/games render 1");
    expect(renders()).toBe(1);

    const etag = plain.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get("/games", { "If-None-Match": etag })).status).toBe(304);
    expect(renders()).toBe(1);
  });

  it("are rendered again when the content's version moves, and when a new minute starts", async () => {
    const { get, renders, setVersion, advance } = site();
    await get("/faq");
    await get("/faq");
    expect(renders()).toBe(1);

    setVersion("2.2");
    expect(await (await get("/faq")).text()).toContain("render 2");
    expect(await (await get("/faq")).text()).toContain("render 2");

    advance(49_000); // 12:00:59
    expect(await (await get("/faq")).text()).toContain("render 2");
    advance(1_000); // 12:01:00: "open now" may have changed
    expect(await (await get("/faq")).text()).toContain("render 3");
    expect(renders()).toBe(3);
  });

  it("are rendered for each request while the version cannot be read (the database is down)", async () => {
    const { get, renders, setVersion } = site();
    setVersion(new Error("connection refused"));
    expect((await get("/games")).status).toBe(200);
    expect(await (await get("/games")).text()).toContain("render 2");
    setVersion("3.3");
    expect(await (await get("/games")).text()).toContain("render 3");
    expect(await (await get("/games")).text()).toContain("render 3");
    expect(renders()).toBe(3);
  });

  it("read the version on every request, so a change through another process shows at once", async () => {
    const { get, versionReads } = site();
    for (let i = 0; i < 4; i++) await get("/lancenters");
    expect(versionReads()).toBe(4);
  });

  it("are rendered for themselves for a session, a query, a data request, or an API call", async () => {
    const { app, get, renders } = site();
    await get("/games");
    expect(renders()).toBe(1);

    const signedIn = await get("/games", { Cookie: "better-auth.session_token=abc.def" });
    expect(await signedIn.text()).toContain("render 2");
    expect(signedIn.headers.get("Content-Security-Policy")).toContain("'nonce-");
    expect(signedIn.headers.get(SHARED_PAGE_HEADER)).toBeNull();
    const secure = await get("/games", { Cookie: "theme=dark; __Secure-better-auth.session_token=abc.def" });
    expect(await secure.text()).toContain("render 3");

    expect(await (await get("/games?page=2")).text()).toContain("render 4");
    expect(await (await get("/games.data")).text()).toContain("render 5");
    expect(await (await app.request("/games", { headers: { Accept: "*/*" } })).text()).toContain("render 6");

    // Another cookie is nobody's session: the shared copy.
    expect(await (await get("/games", { Cookie: "theme=dark" })).text()).toContain("render 1");
    expect(renders()).toBe(6);
  });

  it("keep only a 200 the route marked, without Set-Cookie", async () => {
    const { get, renders } = site({
      pages: {
        "/missing": { status: 404 },
        "/dashboard": { shared: false },
        "/flow": { setCookie: true },
      },
    });
    for (const path of ["/missing", "/dashboard", "/flow"]) {
      await get(path);
      const again = await get(path);
      expect(again.headers.get("Content-Security-Policy"), path).toContain("'nonce-");
    }
    expect(renders()).toBe(6);
  });

  it("are rendered once for requests that miss together", async () => {
    const { get, renders } = site();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get("/lancenters")));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(renders()).toBe(1);
    for (const answer of answers) expect(await answer.text()).toContain("render 1");
  });

  it("answer a HEAD from the copy, and never keep one", async () => {
    const { app, renders } = site();
    const head = () => app.request("/games", { method: "HEAD", headers: HTML });
    expect((await head()).status).toBe(200);
    expect(renders()).toBe(1); // rendered, not kept
    await app.request("/games", { headers: HTML });
    const kept = await head();
    expect(kept.headers.get("ETag")).toBeTruthy();
    expect(await kept.text()).toBe("");
    expect(renders()).toBe(2);
  });

  it("hold at most their bytes, forgetting the least recently used page", async () => {
    // Each page is ~4 KB plain and a few hundred bytes compressed: room for two.
    const { get, renders, sharedPages } = site({ maxBytes: 10_000 });
    await get("/a");
    await get("/b");
    await get("/a"); // /a is now the most recent
    await get("/c"); // /b goes
    expect(sharedPages.size().pages).toBe(2);
    expect(sharedPages.size().bytes).toBeLessThanOrEqual(10_000);
    expect(renders()).toBe(3);
    await get("/a");
    expect(renders()).toBe(3);
    await get("/b");
    expect(renders()).toBe(4);
  });
});
