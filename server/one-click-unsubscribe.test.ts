import { afterAll, describe, expect, it } from "vitest";

import { scratchFolderWithDatabase } from "#test-support/pglite-template";
import { freePort, killStartedServers, productionSettings, startServer } from "#test-support/server";

import { createApp } from "./app";

/** The app with handlers that record what reached them. */
function makeApp() {
  const reached: Request[] = [];
  const reachedAnyOrigin: Request[] = [];
  const app = createApp({
    handleRequest: async (request) => {
      reached.push(request);
      return new Response("ok");
    },
    handleCookielessWrite: async (request) => {
      reached.push(request);
      reachedAnyOrigin.push(request);
      return new Response("ok");
    },
    staticFiles: new Map(),
    pingDatabase: async () => true,
    production: false,
    trustedProxies: [],
  });
  return { app, reached, reachedAnyOrigin };
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

  it("hands only that POST to the handler that allows every origin", async () => {
    const { app, reached, reachedAnyOrigin } = makeApp();
    await app.request(TOKEN_URL, oneClick({ Origin: "https://mail.example" }));
    await app.request(TOKEN_URL, { headers: { Host: "lancenters.test" } });
    await app.request("/unsubscribe.data?token=abc.def", oneClick({}));
    await app.request("/login", oneClick({}));
    expect(reachedAnyOrigin.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      "POST /unsubscribe",
    ]);
    expect(reached).toHaveLength(4);
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

/**
 * React Router checks the Origin of every action itself: on the production server a web mail
 * page's one-click POST must pass that check too, and nothing else may ride on it.
 */
describe("the one-click unsubscribe on the running server", () => {
  const folder = scratchFolderWithDatabase("lan-unsubscribe-");
  afterAll(() => {
    killStartedServers();
    folder.remove();
  });

  it(
    "turns the e-mail off from any origin, asks on a GET, and opens no other cross-origin write",
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      const settings = productionSettings({ port, dataDir: folder.dir });
      // The token is signed as the server signs it (same AUTH_SECRET); the account need not exist.
      Object.assign(process.env, { AUTH_SECRET: settings.AUTH_SECRET, PUBLIC_URL: settings.PUBLIC_URL });
      const { unsubscribeToken, UNSUBSCRIBE_MESSAGES } = await import("~/features/insights/digest-unsubscribe.server");
      const server = await startServer({ port, dataDir: folder.dir, output: "memory" });
      const address = `${server.url}/unsubscribe?token=${unsubscribeToken("account-from-an-old-mail")}`;
      const post = (url: string, headers: Record<string, string>) =>
        fetch(url, {
          method: "POST",
          body: "List-Unsubscribe=One-Click",
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
          redirect: "manual",
        });

      const asked = await fetch(address, { headers: { Origin: "https://mail.example" } });
      expect(asked.status).toBe(200);
      expect(await asked.text()).toContain("Unsubscribe from the monthly insights e-mail?");

      for (const headers of [
        {} as Record<string, string>,
        { Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site" },
        { Origin: "null" },
      ]) {
        const answer = await post(address, headers);
        expect(answer.status, JSON.stringify(headers)).toBe(200);
        expect(await answer.text()).toContain(UNSUBSCRIBE_MESSAGES.done);
      }
      const badToken = await post(`${server.url}/unsubscribe?token=nobody.forged`, { Origin: "https://mail.example" });
      expect(badToken.status).toBe(400);
      expect(await badToken.text()).toContain("This unsubscribe link is not valid.");

      const foreign = { Origin: "https://mail.example" };
      for (const path of ["/login", "/dashboard", "/unsubscribe/x", "/unsubscribe.data?token=abc.def"]) {
        expect((await post(`${server.url}${path}`, foreign)).status, path).toBe(403);
      }
      expect(await server.stop()).toBe(0);
      expect(server.output()).not.toMatch(/Aborting the action|Error/);
    },
  );
});
