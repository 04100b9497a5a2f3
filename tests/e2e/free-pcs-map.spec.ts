import type { Page } from "@playwright/test";

import { expect, gotoHydrated, test as base } from "../support/fixtures";
import { type SeededStationsSite, seededStationsSite } from "../support/stations-site";

/**
 * "Free PCs now" where the public finds centers, on a site of its own (stations-site.ts): three
 * verified centers in Denver that offer one game. Two report through the push API as the site
 * starts, one with PCs free and one full; the third's last report is half an hour old. The map's
 * list and bubble show the live ones' numbers and nothing for the old one, the "Free PCs now"
 * filter keeps the one with PCs free (in the address, through a reload), the game's page shows
 * the numbers too, and the center page's structured data does not.
 */

const suffix = Math.random().toString(36).slice(2, 8);
const GAME = { name: "Frag Arena Live", slug: `frag-arena-live-${suffix}` };
const NAMES = { busy: "Mile High Frag", full: "Packed House LAN", stale: "Quiet Bytes" } as const;

const test = base.extend<object, { stationsSite: SeededStationsSite }>({
  stationsSite: seededStationsSite(
    {
      owner: { email: `stations-owner-${suffix}@example.test`, password: "stations-secret-123" },
      game: GAME,
      centers: [
        { key: "busy", name: NAMES.busy, latitude: 39.7392, longitude: -104.9903, reports: true },
        { key: "full", name: NAMES.full, latitude: 39.7508, longitude: -104.9966, reports: true },
        { key: "stale", name: NAMES.stale, latitude: 39.7294, longitude: -104.9834, staleMinutes: 30 },
      ],
    },
    // The venues' software reports, as it would: the push API with each center's token.
    async ({ url, seed }) => {
      const reports = {
        busy: { total: 46, free: 13, byKind: { pc: { total: 40, free: 12 }, console: { total: 6, free: 1 } } },
        full: { stations: Array.from({ length: 24 }, (_, i) => ({ id: `PC-${i + 1}`, state: "in-use" })) },
      };
      for (const [key, body] of Object.entries(reports)) {
        const response = await fetch(`${url}/api/v1/station-status`, {
          method: "POST",
          headers: { Authorization: `Bearer ${seed.tokens[key]}`, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        if (response.status !== 200) throw new Error(`${key}'s report: ${response.status} ${await response.text()}`);
      }
    },
  ),
  baseURL: async ({ stationsSite }, use) => use(stationsSite.url),
});

/** A 1x1 transparent PNG: the map's tiles, so the test needs no tile server and logs no errors. */
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

// One site for the file: its worker starts it once, and its reports are made once.
test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await page
    .context()
    .route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: "image/png", body: TILE }));
});

/** "12 of 40 PCs free · just now", or a minute or two later on a slow run. */
const liveWords = (free: number, total: number) =>
  new RegExp(`^${free} of ${total} PCs free · (just now|[12] min ago)$`);

function row(page: Page, slug: string) {
  return page.getByTestId("map-list").locator(`li[data-slug="${slug}"]`);
}

for (const width of [390, 1280]) {
  test(`the map's list and bubble show the live numbers, and 'Free PCs now' keeps the center with PCs free (${width} px)`, async ({
    page,
    consoleErrors,
    stationsSite: { seed },
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await gotoHydrated(page, "/lancenters");
    const { busy, full, stale } = seed.slugs as Record<"busy" | "full" | "stale", string>;

    await expect(row(page, busy).getByTestId("live-stations")).toHaveText(liveWords(12, 40));
    await expect(row(page, busy).getByTestId("live-stations")).toHaveAttribute("data-free", "yes");
    // Every one of its 24 stations in use: no named kind, so PCs.
    await expect(row(page, full).getByTestId("live-stations")).toHaveText(liveWords(0, 24));
    await expect(row(page, full).getByTestId("live-stations")).toHaveAttribute("data-free", "no");
    // Its last report is half an hour old: not live, so nothing is said.
    await expect(row(page, stale)).toBeVisible();
    await expect(row(page, stale).getByTestId("live-stations")).toHaveCount(0);

    const free = page.getByRole("switch", { name: "Free PCs now" });
    await free.check();
    await expect(page).toHaveURL(/[?&]free=1(&|$)/);
    const rows = page.getByTestId("map-list").locator("li[data-slug]");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute("data-slug", busy);
    await page.getByTestId("map-list").scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`free-pcs-filter-${width}.png`), fullPage: false });

    // The address keeps the filter through a reload.
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("switch", { name: "Free PCs now" })).toBeChecked();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute("data-slug", busy);

    // The center's bubble on the map, and the same beside it.
    await row(page, busy)
      .getByRole("button", { name: new RegExp(NAMES.busy) })
      .click();
    const bubble = page.getByRole("region", { name: "Map of LAN centers" }).locator(".lan-map-info");
    await expect(bubble.getByTestId("live-stations")).toHaveText(liveWords(12, 40));
    await expect(page.getByTestId("map-info").getByTestId("live-stations")).toHaveText(liveWords(12, 40));
    await page.getByRole("region", { name: "Map of LAN centers" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`free-pcs-bubble-${width}.png`), fullPage: false });

    // Turned off, every center is back, the old one still without numbers.
    await page.getByRole("switch", { name: "Free PCs now" }).uncheck();
    await expect(rows).toHaveCount(3);
    await expect(page).not.toHaveURL(/free=1/);
    expect(consoleErrors).toEqual([]);
  });
}

test("without the live numbers the map works on, and says why only when 'Free PCs now' is on", async ({
  page,
}, testInfo) => {
  await page.route("**/api/v1/live", (route) =>
    route.fulfill({ status: 503, json: { error: "Database connection not available." } }),
  );
  await gotoHydrated(page, "/lancenters");
  const rows = page.getByTestId("map-list").locator("li[data-slug]");
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId("map-list").getByTestId("live-stations")).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);

  await page.getByRole("switch", { name: "Free PCs now" }).check();
  await expect(page.getByRole("alert")).toHaveText(/^Live PC numbers could not be loaded/);
  await expect(page.getByRole("switch", { name: "Free PCs now" })).toHaveAccessibleDescription(
    /Live PC numbers could not be loaded/,
  );
  await expect(rows).toHaveCount(0);
  await expect(page.getByText("No LAN centers in this area.")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("free-pcs-failed-1280.png"), fullPage: false });

  // The other filters, and clearing them, work as ever.
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("the game's page shows each center's live numbers, and the center page's structured data none", async ({
  page,
  consoleErrors,
  stationsSite: { seed },
}, testInfo) => {
  const { busy, full, stale } = seed.slugs as Record<"busy" | "full" | "stale", string>;
  await gotoHydrated(page, `/games/${GAME.slug}`);
  const card = (name: string) => page.locator("article").filter({ has: page.getByRole("heading", { name }) });
  await expect(card(NAMES.busy).getByTestId("live-stations")).toHaveText(liveWords(12, 40));
  await expect(card(NAMES.full).getByTestId("live-stations")).toHaveText(liveWords(0, 24));
  await expect(card(NAMES.stale)).toBeVisible();
  await expect(card(NAMES.stale).getByTestId("live-stations")).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await card(NAMES.busy).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`free-pcs-game-page-${width}.png`), fullPage: false });
  }

  // Live numbers change too fast for search engines: the center's JSON-LD says nothing of them.
  for (const slug of [busy, full, stale]) {
    await gotoHydrated(page, `/lancenters/${slug}`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(jsonLd!) as Record<string, unknown>;
    expect(data["@type"]).toBe("LocalBusiness");
    const text = JSON.stringify(data).toLowerCase();
    for (const word of ["free", "of 40", "of 24", "reportedat", "bykind", "availab", "occupancy"]) {
      expect(text, `${slug}'s JSON-LD`).not.toContain(word);
    }
  }
  expect(consoleErrors).toEqual([]);
});
