import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { signIn } from "../support/accounts";
import { expect, expectAccessible, gotoHydrated, test as base } from "../support/fixtures";
import {
  type InsightsSeedPlan,
  type SeedDaily,
  type SeedHour,
  type SeedSearch,
  seedInsightsSite,
} from "../support/insights-site";
import { scratchFolder } from "../support/scratch";
import { freePort, killStartedServers, startServer, type ServerProcess } from "../support/server";

/**
 * The owner's Insights tab, on a site of its own whose database is written before it starts: an
 * owner with two listed centers (counts on about twenty of the last thirty days, some before, and
 * a few searches) and one waiting for review, another member with a listed center of their own and
 * nothing counted, and a member with no center. The figures on the page, in the chart, in its
 * table and in the CSV are checked against sums worked out here from the seed, and nobody else
 * sees the owner's.
 */

/** The metrics in the order of the table and the CSV, with their column labels. */
const METRICS = [
  ["views", "Page views"],
  ["visitors", "Unique visitors"],
  ["map_list", "Shown in the map's list"],
  ["map_bubble", "Opened on the map"],
  ["game_page", "Shown on game pages"],
  ["open_now", 'Shown in "open now" results'],
  ["website", "Website clicks"],
  ["directions", "Direction requests"],
  ["phone", "Phone calls"],
  ["share", "Shares"],
] as const;
type Metric = (typeof METRICS)[number][0];
type Counts = Record<Metric, number>;

/** The summary cards: their key on the page and the metrics each adds up. */
const CARDS: [string, Metric[]][] = [
  ["views", ["views"]],
  ["visitors", ["visitors"]],
  ["map", ["map_list", "map_bubble"]],
  ["website", ["website"]],
  ["directions", ["directions"]],
  ["phone", ["phone"]],
  ["share", ["share"]],
  ["game_page", ["game_page"]],
  ["open_now", ["open_now"]],
];

const suffix = Math.random().toString(36).slice(2, 8);
const PASSWORD = "insights-secret-123";
const ACCOUNTS = {
  owner: { key: "owner", email: `insights-owner-${suffix}@example.test`, password: PASSWORD },
  other: { key: "other", email: `insights-other-${suffix}@example.test`, password: PASSWORD },
  newcomer: { key: "newcomer", email: `insights-newcomer-${suffix}@example.test`, password: PASSWORD },
};
const CENTERS = {
  palace: {
    key: "palace",
    owner: "owner",
    name: "Pixel Palace",
    slug: `pixel-palace-${suffix}`,
    verified: true,
    timeZone: "America/Chicago",
  },
  barn: { key: "barn", owner: "owner", name: "Byte Barn", slug: `byte-barn-${suffix}`, verified: true },
  waiting: { key: "waiting", owner: "owner", name: "Waiting Room", slug: `waiting-room-${suffix}`, verified: false },
  arena: { key: "arena", owner: "other", name: "Other Arena", slug: `other-arena-${suffix}`, verified: true },
};

// Days are UTC days, counted back from today (offset 0). A run that crosses midnight UTC would
// compare against the wrong days: it is seeded at the start and takes a few minutes.
const TODAY = new Date().toISOString().slice(0, 10);
function daysAgo(offset: number): string {
  const at = new Date(`${TODAY}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - offset);
  return at.toISOString().slice(0, 10);
}

/** Pixel Palace's counts: twenty of the last thirty days, with every metric varying. */
const PALACE_DAYS = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 22, 24, 25, 27, 29];

function buildDaily(): SeedDaily[] {
  const rows: SeedDaily[] = [];
  const add = (center: string, offset: number, counts: Partial<Counts>) => {
    for (const [metric, count] of Object.entries(counts)) {
      // As the counting does: a metric with nothing that day has no row.
      if (count > 0) rows.push({ center, day: daysAgo(offset), metric, count });
    }
  };
  PALACE_DAYS.forEach((offset, index) => {
    const views = 8 + ((index * 7) % 23);
    add("palace", offset, {
      views,
      visitors: Math.ceil(views * 0.6),
      map_list: 2 * views + (index % 5),
      map_bubble: offset % 4,
      game_page: (index % 3) + 1,
      open_now: index % 5,
      website: index % 3,
      directions: index % 2,
      phone: offset % 5 === 0 ? 1 : 0,
      share: index % 4 === 0 ? 2 : 0,
    });
  });
  // The thirty days before, and one day older than any period compared.
  for (const offset of [31, 40, 50, 58]) add("palace", offset, { views: 20, visitors: 12, map_list: 10, website: 1 });
  add("palace", 75, { views: 99, visitors: 50 });
  for (const offset of [0, 4, 10]) add("barn", offset, { views: 5, visitors: 3, website: 1 });
  add("barn", 33, { views: 5, visitors: 3 });
  return rows;
}

const SEARCHES: SeedSearch[] = [
  { center: "palace", day: daysAgo(1), kind: "place", term: "Georgetown, TX", count: 7 },
  { center: "palace", day: daysAgo(2), kind: "place", term: "Georgetown, TX", count: 5 },
  { center: "palace", day: daysAgo(3), kind: "place", term: "Round Rock, TX", count: 4 },
  { center: "palace", day: daysAgo(2), kind: "filter", term: "open", count: 6 },
  { center: "palace", day: daysAgo(5), kind: "filter", term: "pcs:20", count: 3 },
  // Before the period: not listed for the last 30 days.
  { center: "palace", day: daysAgo(45), kind: "place", term: "Dallas, TX", count: 50 },
];

/**
 * Pixel Palace's live numbers: every Friday of the last thirty days busy from 20:00 (85, 88, 82 %
 * of PCs in use), quieter either side (60 % at 19:00, 50 % at 23:00), and Tuesdays at noon 20 %.
 * Its busiest stretch is then Friday 20:00–23:00 at (85 + 88 + 82) / 3 = 85 %.
 */
function buildHours(): SeedHour[] {
  const rows: SeedHour[] = [];
  for (let offset = 0; offset < 30; offset++) {
    const day = daysAgo(offset);
    const weekDay = new Date(`${day}T00:00:00Z`).getUTCDay();
    const shares: [hour: number, percent: number][] =
      weekDay === 5
        ? [
            [19, 60],
            [20, 85],
            [21, 88],
            [22, 82],
            [23, 50],
          ]
        : weekDay === 2
          ? [[12, 20]]
          : [];
    for (const [hour, percent] of shares) {
      rows.push({ center: "palace", day, hour, reports: 4, usedSum: 4 * percent, totalSum: 400 });
    }
  }
  return rows;
}

const DAILY = buildDaily();
const PLAN: InsightsSeedPlan = {
  accounts: Object.values(ACCOUNTS),
  centers: Object.values(CENTERS),
  daily: DAILY,
  searches: SEARCHES,
  hours: buildHours(),
};

function emptyCounts(): Counts {
  return Object.fromEntries(METRICS.map(([metric]) => [metric, 0])) as Counts;
}

/** The seed's counts of `centers` on one day. */
function countsOn(centers: string[], day: string): Counts {
  const counts = emptyCounts();
  for (const row of DAILY) {
    if (row.day === day && centers.includes(row.center)) counts[row.metric as Metric] += row.count;
  }
  return counts;
}

/** The seed's totals of `centers` over the days `newest` to `oldest` days ago. */
function totals(centers: string[], newest: number, oldest: number): Counts {
  const sum = emptyCounts();
  for (let offset = newest; offset <= oldest; offset++) {
    const day = countsOn(centers, daysAgo(offset));
    for (const [metric] of METRICS) sum[metric] += day[metric];
  }
  return sum;
}

/** What a card says of its figure against the period before, worked out on its own here. */
function changeText(current: number, previous: number, period: number): string {
  if (current === previous) return `No change vs previous ${period} days`;
  if (previous === 0) return `New: none in the previous ${period} days`;
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${current > previous ? "+" : "-"}${Math.abs(percent)}% vs previous ${period} days`;
}

const number = (value: number) => value.toLocaleString("en-US");

/** Checks every card's figure and its change against the seed, for `centers` over `period` days. */
async function expectCards(page: Page, centers: string[], period: number) {
  const current = totals(centers, 0, period - 1);
  const previous = totals(centers, period, 2 * period - 1);
  const add = (counts: Counts, metrics: Metric[]) => metrics.reduce((sum, metric) => sum + counts[metric], 0);
  for (const [key, metrics] of CARDS) {
    const card = page.locator(`li[data-metric="${key}"]`);
    await expect(card.locator("[data-value]"), `the ${key} card`).toHaveText(number(add(current, metrics)));
    await expect(card.locator("[data-change]"), `the ${key} card's change`).toHaveText(
      changeText(add(current, metrics), add(previous, metrics), period),
    );
  }
}

/** What the chart's day groups carry, in order. */
function chartDays(page: Page) {
  return page.locator('svg[data-chart="views-and-visitors"] g[data-day]').evaluateAll((groups) =>
    groups.map((group) => ({
      day: group.getAttribute("data-day"),
      views: Number(group.getAttribute("data-views")),
      visitors: Number(group.getAttribute("data-visitors")),
    })),
  );
}

/** The table's rows, in order: the day and each metric's number. */
function tableRows(page: Page) {
  return page.locator('table[data-table="insights-days"] tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      day: row.querySelector("time")?.getAttribute("datetime") ?? null,
      counts: Object.fromEntries(
        [...row.querySelectorAll("td[data-metric]")].map((cell) => [
          cell.getAttribute("data-metric"),
          Number((cell.textContent ?? "").replaceAll(",", "")),
        ]),
      ),
    })),
  );
}

/** This spec's own site: seeded, started once per worker, and the pages' base address. */
const test = base.extend<object, { insightsSite: { url: string; ids: Record<string, string> } }>({
  insightsSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const folder = scratchFolder("lan-insights-");
      let site: ServerProcess | undefined;
      try {
        // With PGlite only one process may open the folder: written first, then the server opens it.
        const ids = await seedInsightsSite(folder.dir, PLAN);
        site = await startServer({ port: await freePort(), dataDir: folder.dir });
        await use({ url: site.url, ids });
      } finally {
        await site?.stop();
        killStartedServers();
        folder.remove();
      }
    },
    { scope: "worker", timeout: 300_000 },
  ],
  baseURL: async ({ insightsSite }, use) => use(insightsSite.url),
});

test.describe("the owner's Insights tab", () => {
  test.describe.configure({ mode: "serial" });

  test("shows the owner's figures: cards, chart and table agree with what was counted, and the CSV too", async ({
    page,
    consoleErrors,
    insightsSite: { ids },
  }) => {
    test.slow();
    const palace = ids.palace!;
    await signIn(page, ACCOUNTS.owner.email, ACCOUNTS.owner.password);

    // The tab pattern: from Overview the arrow key reaches Insights and puts it in the address.
    await gotoHydrated(page, "/dashboard");
    await page.getByRole("tab", { name: "Overview" }).focus();
    // The Overview's page came without the figures: opening the tab reads them.
    const figuresRead = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === "/dashboard.data" && url.searchParams.get("tab") === "insights";
    });
    await page.keyboard.press("ArrowRight");
    expect((await figuresRead).status()).toBe(200);
    await expect(page.getByRole("tab", { name: "Insights" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/[?&]tab=insights/);

    // All my centers (the two listed ones summed), the last 30 days.
    const panel = page.getByRole("tabpanel", { name: "Insights" });
    await expect(panel.getByRole("heading", { name: "Insights", exact: true })).toBeVisible();
    await expect(panel.getByLabel("LAN center", { exact: true })).toHaveValue("");
    await expect(panel.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "true");
    await expectCards(page, ["palace", "barn"], 30);
    await expect(panel.getByText("Not counted until verified and listed: Waiting Room.")).toBeVisible();
    await expect(panel.getByText("Days are UTC days. We count without cookies and keep no addresses.")).toBeVisible();
    await expect(panel.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");

    // One center, chosen with the keyboard in the GET form; the router loads it without a reload.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await panel.getByLabel("LAN center", { exact: true }).selectOption({ label: "Pixel Palace" });
    await panel.getByRole("button", { name: "Show" }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]venue=${palace}`));
    await expectCards(page, ["palace"], 30);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.getByRole("tab", { name: "Insights" })).toHaveAttribute("aria-selected", "true");

    // The chart's days, the table's rows and the seed say the same, day by day.
    const expectedDays = Array.from({ length: 30 }, (_, index) => daysAgo(29 - index));
    const chart = await chartDays(page);
    expect(chart.map((entry) => entry.day)).toEqual(expectedDays);
    for (const entry of chart) {
      const seeded = countsOn(["palace"], entry.day!);
      expect(entry, `the chart on ${entry.day}`).toEqual({
        day: entry.day,
        views: seeded.views,
        visitors: seeded.visitors,
      });
    }
    const month = totals(["palace"], 0, 29);
    await expect(panel.getByRole("img", { name: /Daily page views/ })).toHaveAttribute(
      "aria-label",
      new RegExp(`${number(month.views)} page views and ${number(month.visitors)} unique visitors in all`),
    );

    await panel.getByText("Show the numbers as a table").click();
    const table = panel.getByRole("table", { name: /Daily counts/ });
    await expect(table).toBeVisible();
    const rows = await tableRows(page);
    expect(rows.map((row) => row.day)).toEqual(expectedDays);
    rows.forEach((row, index) => {
      expect(row.counts, `the table on ${row.day}`).toEqual(countsOn(["palace"], row.day!));
      expect(row.counts.views).toBe(chart[index]!.views);
      expect(row.counts.visitors).toBe(chart[index]!.visitors);
    });
    for (const [metric] of METRICS) {
      await expect(table.locator(`tfoot td[data-metric="${metric}"]`)).toHaveText(number(month[metric]));
    }
    await expectAccessible(page);

    // The searches of the period, most first; the one before it is not among them.
    const places = panel.getByRole("list", { name: "Places searched" }).getByRole("listitem");
    await expect(places).toHaveText([/^Georgetown, TX\s*12 times$/, /^Round Rock, TX\s*4 times$/]);
    const filters = panel.getByRole("list", { name: "Filters used" }).getByRole("listitem");
    await expect(filters).toHaveText([/^Open now\s*6 times$/, /^At least 20 PCs\s*3 times$/]);
    await expect(panel.getByText("Dallas, TX")).toHaveCount(0);

    // The CSV of what is shown: a row per day with every seeded number.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`insights-${CENTERS.palace.slug}-${daysAgo(29)}-${TODAY}.csv`);
    const lines = (await readFile((await download.path())!, "utf8")).split("\r\n");
    expect(lines[0]).toBe(
      `day (UTC),${METRICS.map(([, label]) => (label.includes('"') ? `"${label.replaceAll('"', '""')}"` : label)).join(",")}`,
    );
    expect(lines.slice(1)).toEqual([
      ...expectedDays.map((day) => [day, ...METRICS.map(([metric]) => countsOn(["palace"], day)[metric])].join(",")),
      "",
    ]);

    // The last 7 days, by a link: the cards and the chart follow.
    await panel.getByRole("link", { name: "Last 7 days" }).click();
    await expect(page).toHaveURL(/[?&]days=7/);
    await expect(page).toHaveURL(new RegExp(`[?&]venue=${palace}`));
    await expectCards(page, ["palace"], 7);
    expect((await chartDays(page)).map((entry) => entry.day)).toEqual(
      Array.from({ length: 7 }, (_, index) => daysAgo(6 - index)),
    );
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // A center still waiting for review has nothing counted yet, and says why.
    await gotoHydrated(page, `/dashboard?tab=insights&venue=${ids.waiting}`);
    await expect(
      page.getByRole("heading", { name: "Counting starts when your center is verified and listed" }),
    ).toBeVisible();
    await expect(page.locator("li[data-metric]")).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("works without JavaScript: the GET form and the period links load the figures", async ({
    browser,
    page,
    insightsSite: { url, ids },
  }) => {
    test.slow();
    await signIn(page, ACCOUNTS.owner.email, ACCOUNTS.owner.password);
    const context = await browser.newContext({
      baseURL: url,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await context.newPage();
    try {
      await plain.goto("/dashboard?tab=insights");
      await expectCards(plain, ["palace", "barn"], 30);
      await plain.getByLabel("LAN center", { exact: true }).selectOption({ label: "Byte Barn" });
      await plain.getByRole("button", { name: "Show" }).click();
      await expect(plain).toHaveURL(new RegExp(`[?&]venue=${ids.barn}`));
      await expectCards(plain, ["barn"], 30);
      await plain.getByRole("link", { name: "Last 90 days" }).click();
      await expect(plain).toHaveURL(/[?&]days=90/);
      await expectCards(plain, ["barn"], 90);
    } finally {
      await context.close();
    }
  });

  test("fits a 390 px phone: the cards wrap and only the table scrolls sideways", async ({
    page,
    insightsSite: { ids },
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ACCOUNTS.owner.email, ACCOUNTS.owner.password);
    await gotoHydrated(page, `/dashboard?tab=insights&venue=${ids.palace}&days=90`);
    await page.getByText("Show the numbers as a table").click();
    await expect(page.getByRole("table", { name: /Daily counts/ })).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = page.getByRole("region", { name: /Daily counts/ });
    const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // Two cards a row, inside the screen.
    const [first, second] = await Promise.all(
      ["views", "visitors"].map((key) => page.locator(`li[data-metric="${key}"]`).boundingBox()),
    );
    expect(Math.round(first!.y)).toBe(Math.round(second!.y));
    expect(second!.x + second!.width).toBeLessThanOrEqual(390);
    // The page may clip what overflows, so each control is measured itself.
    const controls = [
      ...["Overview", "Insights", "Email Settings", "Security"].map((name) => page.getByRole("tab", { name })),
      ...[7, 30, 90].map((days) => page.getByRole("link", { name: `Last ${days} days` })),
      page.getByRole("button", { name: "Show" }),
      page.getByRole("link", { name: "Download CSV" }),
    ];
    for (const control of controls) {
      const bounds = await control.boundingBox();
      expect(bounds!.x, `${control}`).toBeGreaterThanOrEqual(0);
      expect(bounds!.x + bounds!.width, `${control}`).toBeLessThanOrEqual(390);
    }
    // The table's box takes the keyboard, so it scrolls without a pointer.
    await box.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  test("shows the busy hours from the live numbers: each center's busiest stretch, one center's week as a table", async ({
    page,
    consoleErrors,
    insightsSite: { ids },
  }) => {
    test.slow();
    await signIn(page, ACCOUNTS.owner.email, ACCOUNTS.owner.password);
    await gotoHydrated(page, "/dashboard?tab=insights");
    const section = page.locator('[data-section="occupancy"]');
    await expect(section.getByRole("heading", { name: "Busy hours" })).toBeVisible();
    // All my centers: one line each, in name order; those without live numbers are sent to connect.
    await expect(section.locator("li[data-center]")).toHaveText([
      /^Byte BarnNo live numbers yet: connect your venue software on the Live PCs page\.$/,
      /^Pixel PalaceBusiest Friday 20:00–23:00 \(85\s% of PCs in use\)\. See every hour/,
      /^Waiting RoomNo live numbers yet/,
    ]);
    await expect(section.locator(`li[data-center="${ids.barn}"] a`)).toHaveAttribute(
      "href",
      `/edit-lan-center/${ids.barn}/live`,
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await section.screenshot({ path: test.info().outputPath("busy-hours-all-1280.png") });

    // Its own hours: the sentence and the week, in the center's time.
    await section.getByRole("link", { name: "See every hour of Pixel Palace" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]venue=${ids.palace}`));
    await expect(section.locator('[data-occupancy="busiest"]')).toHaveText(
      "Busiest Friday 20:00–23:00 (85 % of PCs in use)",
    );
    const table = section.getByRole("table", { name: /Share of PCs in use/ });
    await expect(section).toContainText("in America/Chicago time");
    const friday = table.getByRole("row", { name: /^Fri/ });
    await expect(friday.locator("td").nth(21)).toHaveText("88 (busiest)");
    await expect(friday.locator("td").nth(19)).toHaveText("60");
    await expect(table.getByRole("row", { name: /^Tue/ }).locator("td").nth(12)).toHaveText("20");
    await expect(table.getByRole("row", { name: /^Mon/ }).locator("td").nth(12)).toHaveText("–no report");
    await expect(table.locator("[data-busiest]")).toHaveCount(3);
    await expectAccessible(page);
    await section.screenshot({ path: test.info().outputPath("busy-hours-one-1280.png") });

    // On a phone the week opens scrolled to its busiest stretch; only the table's box scrolls
    // sideways, by keyboard too.
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, `/dashboard?tab=insights&venue=${ids.palace}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = section.getByRole("region", { name: /Share of PCs in use/ });
    const opened = await box.evaluate((element) => element.scrollLeft);
    expect(opened).toBeGreaterThan(0);
    const boxBounds = (await box.boundingBox())!;
    for (const hour of [20, 22]) {
      const cell = (await friday.locator("td").nth(hour).boundingBox())!;
      expect(cell.x, `Friday ${hour}:00 in view`).toBeGreaterThanOrEqual(boxBounds.x);
      expect(cell.x + cell.width, `Friday ${hour}:00 in view`).toBeLessThanOrEqual(boxBounds.x + boxBounds.width);
    }
    await expectAccessible(page);
    await section.screenshot({ path: test.info().outputPath("busy-hours-one-390.png") });
    await box.focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeLessThan(opened);
    await gotoHydrated(page, "/dashboard?tab=insights");
    await section.screenshot({ path: test.info().outputPath("busy-hours-all-390.png") });
    expect(consoleErrors).toEqual([]);
  });

  test("another member sees none of the owner's figures, and a member without a center is invited to add one", async ({
    page,
    browser,
    insightsSite: { url, ids },
  }) => {
    test.slow();
    const palace = ids.palace!;
    // Signed out, the file is refused outright.
    const signedOut = await fetch(`${url}/dashboard/insights.csv?venue=${palace}`);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).toBe("Authentication required");

    await signIn(page, ACCOUNTS.other.email, ACCOUNTS.other.password);
    await gotoHydrated(page, `/dashboard?tab=insights&venue=${palace}`);
    const panel = page.getByRole("tabpanel", { name: "Insights" });
    await expect(panel.getByRole("alert")).toContainText("LAN center not found");
    await expect(panel.getByRole("alert")).toContainText("That LAN center is not one of yours.");
    await expect(page.locator("li[data-metric]")).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText("Pixel Palace");
    await expect(page.locator("body")).not.toContainText("Georgetown, TX");
    expect((await page.request.get(`/dashboard/insights.csv?venue=${palace}&days=30`)).status()).toBe(404);

    // Their own: one listed center with nothing counted yet.
    await panel.getByRole("link", { name: "Show all my centers" }).click();
    await expect(page).not.toHaveURL(/venue=/);
    await expect(panel.getByRole("heading", { name: "Your center is listed: counting has started" })).toBeVisible();
    await expect(panel.getByLabel("LAN center", { exact: true }).locator("option")).toHaveText([
      "All my centers",
      "Other Arena",
    ]);
    const theirs = await page.request.get("/dashboard/insights.csv?days=90");
    expect(theirs.status()).toBe(200);
    expect(theirs.headers()["cache-control"]).toBe("private, no-store");
    const rows = (await theirs.text()).trim().split("\r\n").slice(1);
    expect(rows).toHaveLength(90);
    for (const row of rows) expect(row).toMatch(/^\d{4}-\d{2}-\d{2}(,0){10}$/);

    // A member with no center at all.
    const newcomer = await browser.newContext({ baseURL: url, reducedMotion: "reduce" });
    const newPage = await newcomer.newPage();
    try {
      await signIn(newPage, ACCOUNTS.newcomer.email, ACCOUNTS.newcomer.password);
      await gotoHydrated(newPage, "/dashboard?tab=insights");
      const theirPanel = newPage.getByRole("tabpanel", { name: "Insights" });
      await expect(
        theirPanel.getByRole("heading", { name: "Register a LAN center to see what your listing brings you" }),
      ).toBeVisible();
      await expect(theirPanel.getByRole("link", { name: "Register a LAN center" })).toHaveAttribute(
        "href",
        "/registration-choice",
      );
      await expectAccessible(newPage);
    } finally {
      await newcomer.close();
    }
  });
});
