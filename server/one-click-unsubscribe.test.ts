import { describe, expect, it } from "vitest";

import { createApp } from "./app";

/** The app with a handler that records what reached it. */
function makeApp() {
  const reached: Request[] = [];
  const app = createApp({
    handleRequest: async (request) => {
      reached.push(request);
      return new Response("ok");
    },
    staticFiles: new Map(),
    pingDatabase: async () => true,
    production: false,
    trustedProxies: [],
  });
  return { app, reached };
}

const TOKEN_URL = "/unsubscribe?token=abc.def";

function oneClick(headers: Record<string, string>) {
  return {
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Host: "lancenters.test", ...headers },
  };
}

/**
 * The monthly digest's one-click unsubscribe (RFC 8058) is posted by the mail provider: from its
 * servers (no Origin), or from a web mail page on its own origin. The signed token in the address
 * is its authority, so the check on cross-origin writes lets it through, and only it.
 */
describe("the one-click unsubscribe and the cross-origin check", () => {
  it("reaches the app from a mail provider's server, which names no origin", async () => {
    const { app, reached } = makeApp();
    const response = await app.request(TOKEN_URL, oneClick({}));
    expect(response.status).toBe(200);
    expect(await reached[0]?.text()).toBe("List-Unsubscribe=One-Click");
  });

  it("reaches the app from a web mail page on another origin", async () => {
    const { app, reached } = makeApp();
    const headers = { Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site" };
    expect((await app.request(TOKEN_URL, oneClick(headers))).status).toBe(200);
    expect(reached).toHaveLength(1);
  });

  it("still refuses other cross-origin writes, under that path too", async () => {
    const { app, reached } = makeApp();
    const headers = { Origin: "https://mail.example" };
    for (const path of ["/login", "/unsubscribe/x", "/dashboard?tab=email", "/unsubscribe.data?token=abc.def"]) {
      expect((await app.request(path, oneClick(headers))).status, path).toBe(403);
    }
    expect(reached).toHaveLength(0);
  });
});
