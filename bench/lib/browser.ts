import { chromium, type Browser, type Page } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/support/chromium";

import { median } from "./http";

/** Debian's Chromium, headless, as the browser tests use it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** Blank tiles: the map's drawing is measured, not a tile server's distance. */
export async function blankTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 404, body: "" }));
}

const MAP_TIMEOUT_MS = 120_000;

/**
 * Our map on /lancenters: milliseconds from navigation start until the clustered markers are drawn
 * and the list beside the map has entries; then, once every center is read, `steps` zoom steps,
 * each measured from the end of the move (Leaflet's 250 ms zoom animation is not ours) to the
 * markers drawn and the list refreshed.
 */
export async function measureOurMap(browser: Browser, baseUrl: string, steps = 3, visits = 5) {
  // Each visit in a new context, so nothing is cached: a first visit, `visits` times, the first of
  // them right after the feed was built. Each figure is the median over the visits (the zoom step's
  // over every step of every visit): one visit's steps fall on one moment of the shared machine.
  const readyVisitsMs: number[] = [];
  const firstViewRequests: number[] = [];
  const allReadVisitsMs: number[] = [];
  const zoomMs: number[] = [];
  for (let visit = 1; visit <= visits; visit++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await blankTiles(page);
      let asked = 0;
      page.on("request", (request) => {
        if (request.url().includes("/api/map-first-view?")) asked++;
      });
      await page.goto(`${baseUrl}/lancenters`);
      const handle = await page.waitForFunction(
        () =>
          performance.getEntriesByName("lan-map:ready", "mark").length > 0 &&
          document.querySelectorAll('[data-testid="map-list"] li[data-slug]').length > 0
            ? performance.now()
            : false,
        undefined,
        { polling: "raf", timeout: MAP_TIMEOUT_MS },
      );
      readyVisitsMs.push((await handle.jsonValue()) as number);
      firstViewRequests.push(asked);
      const markers = await page.locator(".lan-map-cluster, .lan-map-dot").count();
      // A big feed is read after the server's first view is shown: the zoom steps are measured on every center.
      const allRead = await page.waitForFunction(
        () => performance.getEntriesByName("lan-map:all-read", "mark")[0]?.startTime ?? false,
        undefined,
        { timeout: MAP_TIMEOUT_MS },
      );
      allReadVisitsMs.push((await allRead.jsonValue()) as number);

      for (let step = 0; step < steps; step++) {
        const before = await page.evaluate(() => performance.getEntriesByName("lan-map:list", "measure").length);
        await page.locator(".leaflet-control-zoom-in").click();
        await page.waitForFunction(
          (count) => performance.getEntriesByName("lan-map:list", "measure").length > count,
          before,
          { timeout: 10_000 },
        );
        zoomMs.push(
          await page.evaluate(() => performance.getEntriesByName("lan-map:list", "measure").at(-1)!.duration),
        );
      }
      if (visit < visits) continue;
      return {
        readyMs: median(readyVisitsMs),
        readyVisitsMs,
        firstViewRequests,
        allReadMs: median(allReadVisitsMs),
        drawnMarkers: markers,
        zoomStepMs: zoomMs,
      };
    } finally {
      await page.close();
    }
  }
  throw new Error("no visit was made");
}

/** The old way (bench/lib/naive-directory.ts): one plain marker per center. */
export async function measureNaiveMap(browser: Browser, naiveUrl: string, steps = 2) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await blankTiles(page);
    await page.goto(`${naiveUrl}/map`);
    const handle = await page.waitForFunction(
      () => (window as unknown as { drawnAt?: number }).drawnAt ?? false,
      undefined,
      {
        polling: 100,
        timeout: MAP_TIMEOUT_MS,
      },
    );
    const readyMs = (await handle.jsonValue()) as number;
    const zoomMs: number[] = [];
    for (let step = 0; step < steps; step++) {
      zoomMs.push(await page.evaluate(() => (window as unknown as { zoomStep: () => Promise<number> }).zoomStep()));
    }
    return { readyMs, zoomStepMs: zoomMs };
  } catch (error) {
    return {
      readyMs: null,
      zoomStepMs: [],
      error: error instanceof Error ? error.message.split("\n")[0] : String(error),
    };
  } finally {
    await page.close();
  }
}
