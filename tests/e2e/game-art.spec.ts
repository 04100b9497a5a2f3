import { createServer, type Server } from "node:http";

import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";

import { expect, expectAccessible, test, waitForHydration } from "../support/fixtures";
import { freePort, killStartedServers, startServer, type ServerProcess } from "../support/server";

/**
 * Games' art from Steam's image host (STEAM_IMAGE_HOST): a site of its own, started with a local
 * stand-in for that host, shows Counter-Strike 2's header on its "where to play" page, in All
 * Games and on the home page, loaded from the stand-in. Games the stand-in has no art for, games
 * without an app id, and every game once the stand-in has stopped keep their generated art, and
 * no broken image is left on the page.
 */

/** The files the stand-in has: Counter-Strike 2's (app 730), as Steam's CDN lays them out. */
const ART_FILES = {
  "/steam/apps/730/header.jpg": { width: 460, height: 215 },
  "/steam/apps/730/capsule_616x353.jpg": { width: 616, height: 353 },
} as const;

/**
 * A STAND-IN for Steam's image host, not Steam: a local HTTP server that answers the paths of
 * ART_FILES with a generated JPEG of that size, anything else with 404 (as Steam's CDN does for an
 * app it has no such file for), and counts every request by path.
 */
async function startSteamImageStandIn(): Promise<{
  url: string;
  asked: Map<string, number>;
  stop: () => Promise<void>;
}> {
  const files = new Map<string, Buffer>();
  for (const [path, size] of Object.entries(ART_FILES)) {
    const jpeg = await sharp({ create: { ...size, channels: 3, background: "#c2660a" } })
      .jpeg()
      .toBuffer();
    files.set(path, jpeg);
  }
  const asked = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    asked.set(path, (asked.get(path) ?? 0) + 1);
    const file = files.get(path);
    // No caching: the browser asks again after the stand-in stops, as it would after a real outage.
    const headers = { "Cache-Control": "no-store" };
    if (!file) {
      response.writeHead(404, { ...headers, "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    response.writeHead(200, { ...headers, "Content-Type": "image/jpeg", "Content-Length": file.length }).end(file);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let standIn: Awaited<ReturnType<typeof startSteamImageStandIn>>;
let site: ServerProcess;

/** A fresh browser context on the site (its own cache), with the page's CSP violations collected. */
async function openSite(browser: Browser) {
  const context = await browser.newContext({ baseURL: site.url, reducedMotion: "reduce" });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return { page, cspViolations, close: () => context.close() };
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Scrolls to the bottom a screen at a time, so every lazy image is asked for, and back up. */
async function scrollThrough(page: Page) {
  for (let guard = 0; guard < 60; guard++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (atBottom) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Images that finished without a picture: what a visitor would see as broken. `onScreen` counts
 * only those in view (a lazy image off screen, in the home page's sideways strip, is never asked for).
 */
function brokenImages(page: Page, { onScreen = false } = {}): Promise<string[]> {
  return page.evaluate(
    (onlyInView) =>
      [...document.images]
        .filter((img) => {
          if (!img.complete || img.naturalWidth > 0) return false;
          if (!onlyInView) return true;
          const box = img.getBoundingClientRect();
          return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
        })
        .map((img) => img.currentSrc || img.src),
    onScreen,
  );
}

/** The image's natural width once it has loaded (0 while it has not, or when it failed). */
function naturalWidth(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.naturalWidth)
    .catch(() => 0);
}

const HEADER = 'img[src$="/steam/apps/730/header.jpg"]';
const ANY_STEAM_ART = 'img[src*="/steam/apps/"]';

test.describe("game art from Steam's image host", () => {
  test.describe.configure({ mode: "serial" });
  // The default page (the shared e2e server) is not used: pages here are checked by hand below.
  test.use({ checkAccessibility: false });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    standIn = await startSteamImageStandIn();
    site = await startServer({ port: await freePort(), env: { STEAM_IMAGE_HOST: standIn.url } });
  });

  test.afterAll(async () => {
    await site?.stop();
    await standIn?.stop().catch(() => undefined);
    killStartedServers();
  });

  test("shows Counter-Strike 2's header from the host, and the generated art where the host has none", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { page, cspViolations, close } = await openSite(browser);
    try {
      // Its "where to play" page: the banner, above the fold.
      await visit(page, "/games/counter-strike-2");
      await expect(page.getByRole("heading", { level: 1, name: "Counter-Strike 2" })).toBeVisible();
      await expect(page.locator(HEADER)).toHaveAttribute("src", `${standIn.url}/steam/apps/730/header.jpg`);
      await expect.poll(() => naturalWidth(page, HEADER)).toBe(460);
      expect(standIn.asked.get("/steam/apps/730/header.jpg") ?? 0).toBeGreaterThan(0);
      expect(await brokenImages(page)).toEqual([]);
      await expectAccessible(page);

      // /games: Counter-Strike 2 in All Games, lazily; Dota 2's header is not on the stand-in (404),
      // so its row keeps the drawn thumbnail; the featured cards have no app id, so their posters.
      const before = standIn.asked.get("/steam/apps/730/header.jpg") ?? 0;
      await visit(page, "/games");
      const allGames = page.getByRole("region", { name: "All Games" });
      const counterStrikeRow = allGames.getByRole("listitem").filter({ hasText: "Counter-Strike 2" });
      await counterStrikeRow.scrollIntoViewIfNeeded();
      await expect.poll(() => naturalWidth(page, HEADER)).toBe(460);
      expect(standIn.asked.get("/steam/apps/730/header.jpg") ?? 0).toBeGreaterThan(before);

      const dotaRow = allGames.getByRole("listitem").filter({ hasText: "Dota 2" });
      await dotaRow.scrollIntoViewIfNeeded();
      await expect.poll(() => standIn.asked.get("/steam/apps/570/header.jpg") ?? 0).toBeGreaterThan(0);
      await expect(page.locator('img[src$="/steam/apps/570/header.jpg"]')).toHaveCount(0);
      await expect(dotaRow.getByText("D2", { exact: true })).toBeVisible();

      const featured = page.getByRole("region", { name: "Featured Games" });
      await expect(featured.locator("img")).toHaveCount(0);
      await expect(featured.getByText("DeathSprint 66").first()).toBeVisible();

      await scrollThrough(page);
      await expect.poll(() => brokenImages(page)).toEqual([]);
      await expectAccessible(page);

      // The home page, rendered at start with this start's settings: the strip's first cover.
      await visit(page, "/");
      const cover = page.locator(`.cover-strip-track li:not(.cover-strip-copy) ${HEADER}`);
      await cover.scrollIntoViewIfNeeded();
      await expect.poll(() => naturalWidth(page, `.cover-strip-track li:not(.cover-strip-copy) ${HEADER}`)).toBe(460);
      // Dota 2, the second cover, is not on the stand-in: its drawn cover stays.
      await expect.poll(() => standIn.asked.get("/steam/apps/570/header.jpg") ?? 0).toBeGreaterThan(1);
      // (The strip's second copy, for the loop, loads lazily and may not have asked yet.)
      await expect(
        page.locator('.cover-strip-track li:not(.cover-strip-copy) img[src$="/steam/apps/570/header.jpg"]'),
      ).toHaveCount(0);
      await expect.poll(() => brokenImages(page, { onScreen: true })).toEqual([]);

      expect(cspViolations).toEqual([]);
    } finally {
      await close();
    }
  });

  test("keeps the generated art, and no broken image, once the host has stopped", async ({ browser }) => {
    test.setTimeout(120_000);
    await standIn.stop();
    const { page, cspViolations, close } = await openSite(browser);
    try {
      await visit(page, "/games/counter-strike-2");
      // The drawn banner (decorative: the heading names the game) instead of the image.
      await expect(page.locator(ANY_STEAM_ART)).toHaveCount(0);
      await expect(page.locator("header [aria-hidden='true']").getByText("Counter-Strike 2")).toBeVisible();
      expect(await brokenImages(page)).toEqual([]);

      await visit(page, "/games");
      const allGames = page.getByRole("region", { name: "All Games" });
      const counterStrikeRow = allGames.getByRole("listitem").filter({ hasText: "Counter-Strike 2" });
      await counterStrikeRow.scrollIntoViewIfNeeded();
      await expect(counterStrikeRow.getByText("C2", { exact: true })).toBeVisible();
      await scrollThrough(page);
      await expect(page.locator(ANY_STEAM_ART)).toHaveCount(0);
      await expect.poll(() => brokenImages(page)).toEqual([]);

      await visit(page, "/");
      const firstCover = page.locator(".cover-strip-track li:not(.cover-strip-copy)").first();
      await firstCover.scrollIntoViewIfNeeded();
      await expect(firstCover).toContainText("Counter-Strike 2");
      await expect(firstCover.locator(ANY_STEAM_ART)).toHaveCount(0);
      await expect.poll(() => brokenImages(page, { onScreen: true })).toEqual([]);

      expect(cspViolations).toEqual([]);
    } finally {
      await close();
    }
  });
});
