import { afterAll, describe, expect, it } from "vitest";

import { scratchFolderWithDatabase } from "#test-support/pglite-template";
import { freePort, killStartedServers, startServer } from "#test-support/server";

import { inlineScriptHashes } from "./static-files";

const folder = scratchFolderWithDatabase("lan-runtime-settings-");

afterAll(() => {
  killStartedServers();
  folder.remove();
});

/** Starts the one build with these settings, reads what a visitor gets, and stops it. */
async function startWith(settings: { CONTACT_EMAIL: string; MEETING_URL: string; SOCIAL_X_URL: string }) {
  const port = await freePort();
  const server = await startServer({ port, dataDir: folder.dir, output: "memory", env: settings });
  const get = (pathname: string) => fetch(`http://127.0.0.1:${port}${pathname}`);
  const pages = await Promise.all(
    ["/", "/ltgamearenas", "/privacy", "/_.data"].map(async (pathname) => {
      const response = await get(pathname);
      return { pathname, response, text: await response.text() };
    }),
  );
  expect(await server.stop()).toBe(0);
  return pages;
}

describe("settings shown on the prerendered pages", () => {
  it(
    "are the start's, not the build's: one build started twice shows each start's values",
    { timeout: 180_000 },
    async () => {
      const runs = [
        {
          CONTACT_EMAIL: "first-start@lancenters.test",
          MEETING_URL: "https://meet.example/first",
          SOCIAL_X_URL: "https://x.example/first",
        },
        {
          CONTACT_EMAIL: "second-start@lancenters.test",
          MEETING_URL: "https://meet.example/second",
          SOCIAL_X_URL: "https://x.example/second",
        },
      ];
      const etags: string[] = [];
      for (const [index, settings] of runs.entries()) {
        const other = runs[1 - index]!;
        for (const { pathname, response, text } of await startWith(settings)) {
          expect(response.status, pathname).toBe(200);
          expect(text, pathname).toContain(settings.CONTACT_EMAIL);
          expect(text, pathname).not.toContain(other.CONTACT_EMAIL);
          expect(text, pathname).not.toContain("hello@lancenters.com");
          if (pathname === "/_.data") continue;
          expect(text, pathname).toContain(settings.MEETING_URL);
          expect(text, pathname).toContain(settings.SOCIAL_X_URL);
          // The page's inline scripts (hydration data included) are the ones its CSP allows.
          const policy = response.headers.get("content-security-policy") ?? "";
          for (const hash of inlineScriptHashes(text)) expect(policy, pathname).toContain(`'${hash}'`);
          if (pathname === "/") etags.push(response.headers.get("etag") ?? "");
        }
      }
      expect(etags[0]).not.toBe(etags[1]);
    },
  );
});
