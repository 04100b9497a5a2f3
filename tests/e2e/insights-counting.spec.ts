import { type Browser, type Page } from "@playwright/test";

import { queryStoppedDatabase } from "../support/stopped-database";
import { scratchFolder, type ScratchFolder } from "../support/scratch";
import { freePort, killStartedServers, startServer, type ServerProcess } from "../support/server";
import { expect, test, waitForHydration } from "../support/fixtures";

/**
 * What the owners' insights count, seen from a real browser: a visit, the clicks, the map's list,
 * bubble and search are counted; the same page opened by a crawler (which runs the page's script
 * too) and beacons sent by scripts are not. A visitor is an address for a day: the site runs
 * behind a proxy it trusts (TRUST_PROXY), and each browser context comes from an address of its
 * own (X-Forwarded-For), so distinct people count as distinct visitors and one person's reload,
 * or a second browser on the same IPv6 network, counts nothing more. The site runs on its own
 * embedded database, read once the server has stopped (it writes what it counted on the way out).
 */
let site: ServerProcess;
let folder: ScratchFolder;

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const CENTER = "Pixel Arena Austin (demo)";

test.describe("counting for the owners' insights", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ checkAccessibility: false });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    folder = scratchFolder("lan-insights-");
    site = await startServer({
      port: await freePort(),
      dataDir: folder.dir,
      env: { SEED_DEMO: "true", TRUST_PROXY: "true" },
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    killStartedServers();
    folder?.remove();
  });

  /** A browser of its own, at `address` as the trusted proxy names it. */
  async function open(browser: Browser, address: string, userAgent?: string) {
    const context = await browser.newContext({
      baseURL: site.url,
      reducedMotion: "reduce",
      ...(userAgent ? { userAgent } : {}),
      extraHTTPHeaders: { "X-Forwarded-For": address },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    // The directions link leaves for Google Maps: not from a test.
    await context.route(/google\.com/, (route) => route.fulfill({ status: 204 }));
    return { context, page: await context.newPage() };
  }

  /** Opens the center's page and waits for the page view's beacon to leave. */
  async function visit(page: Page, slug: string) {
    const viewed = page.waitForRequest(
      (request) => request.url().endsWith("/api/insights") && /"views"/.test(request.postData() ?? ""),
    );
    await page.goto(`/lancenters/${slug}`);
    await waitForHydration(page);
    await viewed;
  }

  test("a browser's visit, clicks and map search count, each visitor once a day; a crawler's and scripts' do not", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const feed = (await (await fetch(`${site.url}/api/v1/locations`)).json()) as { slug: string[]; name: string[] };
    const slug = feed.slug[feed.name.indexOf(CENTER)]!;

    // A person: the page, then Directions and Share.
    const person = await open(browser, "203.0.113.10");
    await visit(person.page, slug);
    const directions = person.page.getByRole("link", { name: /Directions/ });
    await expect(directions).toHaveAttribute("href", /google\.com\/maps\/dir\/\?api=1&destination=30\.26/);
    // Opened here rather than in a new tab; the stand-in for Google Maps answers 204, so the page stays.
    await directions.evaluate((link) => link.removeAttribute("target"));
    await directions.click();
    await person.page.getByRole("button", { name: "Share" }).click();
    await expect(person.page.getByRole("button", { name: "Link copied" })).toBeVisible();
    expect(await person.page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/lancenters/${slug}`);

    // The map: a search for Austin lists the center; opening it shows its bubble.
    await person.page.goto("/lancenters");
    await waitForHydration(person.page);
    await person.page.getByLabel("City or ZIP code").fill("Austin, TX");
    // The list is reported once it has stayed a second: the beacon of the searched list is awaited.
    const searchedList = person.page.waitForRequest(
      (request) => request.url().endsWith("/api/insights") && /"newSearch":true/.test(request.postData() ?? ""),
    );
    await person.page.getByRole("button", { name: "Search", exact: true }).click();
    await searchedList;
    const list = person.page.getByRole("list", { name: "LAN centers" });
    const bubble = person.page.waitForRequest(
      (request) => request.url().endsWith("/api/insights") && /"map_bubble"/.test(request.postData() ?? ""),
    );
    await list.getByRole("button", { name: new RegExp(CENTER.replace(/[()]/g, "\\$&")) }).click();
    await bubble;
    await person.context.close();

    // A crawler runs the same page, script and all.
    const crawler = await open(browser, "203.0.113.99", GOOGLEBOT);
    await crawler.page.goto(`/lancenters/${slug}`);
    await waitForHydration(crawler.page);
    await crawler.page.waitForTimeout(500);
    await crawler.context.close();
    // Two more people, each from an address of their own, one of them twice; and a second browser
    // on the third person's IPv6 network (the same /64), which is the same visitor.
    const second = await open(browser, "198.51.100.20");
    await visit(second.page, slug);
    await visit(second.page, slug);
    await second.context.close();
    for (const address of ["2001:db8:5:6::1", "2001:db8:5:6:abcd::2"]) {
      const third = await open(browser, address);
      await visit(third.page, slug);
      await third.context.close();
    }

    // Scripts: no browser's headers.
    for (const headers of [
      { "User-Agent": "curl/8.5.0" },
      { "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64)" },
    ]) {
      const response = await fetch(`${site.url}/api/insights`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "text/plain", Origin: site.url },
        body: JSON.stringify({ event: "views", centers: [slug] }),
      });
      expect(response.status).toBe(204);
    }
    // Not a beacon at all.
    const bad = await fetch(`${site.url}/api/insights`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: site.url },
      body: "{not json",
    });
    expect(bad.status).toBe(400);

    // The server writes what it counted when it stops.
    expect(await site.stop()).toBe(0);
    const where = { dataDir: folder.dir };
    const rows = await queryStoppedDatabase<{ metric: string; count: number }>(
      where,
      `select metric, count from insight_daily join locations on locations.id = location_id where locations.slug = $1`,
      [slug],
    );
    const counts = Object.fromEntries(rows.map((row) => [row.metric, row.count]));
    expect(counts).toMatchObject({ views: 3, visitors: 3, directions: 1, share: 1, map_bubble: 1 });
    expect(counts.map_list).toBeGreaterThanOrEqual(1);
    const searches = await queryStoppedDatabase(
      where,
      `select kind, term, count from insight_searches join locations on locations.id = location_id where locations.slug = $1`,
      [slug],
    );
    expect(searches).toEqual([{ kind: "place", term: "Austin, TX", count: 1 }]);
    const places = await queryStoppedDatabase<{ place: string; filter: string; count: number; centers_near: number }>(
      where,
      `select place, filter, count, centers_near from place_searches`,
    );
    expect(places).toEqual([{ place: "Austin, TX", filter: "", count: 1, centers_near: expect.any(Number) }]);
    expect(places[0]!.centers_near).toBeGreaterThanOrEqual(1);
  });
});
