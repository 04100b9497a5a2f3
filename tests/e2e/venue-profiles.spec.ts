import type { Browser, Page } from "@playwright/test";

import { ADMINISTRATOR, createVerifiedAccount } from "../support/accounts";
import { apiSession, getPage, postForm } from "../support/api-session";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { uniqueName } from "../support/unique";

/**
 * Venue profiles: an owner gives the hours (one night past midnight, a holiday), stations, prices,
 * amenities and games through the real form; after the team's review a visitor's browser, with its
 * clock fixed, sees the venue open or closed as its own clock in Minneapolis says.
 */

type Listed = { id: string; name: string; slug: string };
/** Both centers' names start with it: a name search shows the two of them. */
const STEM = uniqueName("Owlery");
let listed: Listed;
/** A center beside it with no hours and no games. */
let plain: Listed;

/** Fills the center form's basics: a center in Minneapolis (America/Chicago). */
async function fillBasics(page: Page, name: string) {
  await page.getByLabel("Community Name", { exact: true }).fill(`${name} Crew`);
  await page.getByLabel("Organization Name", { exact: true }).fill(name);
  await page.getByLabel("Address", { exact: true }).fill("700 Hennepin Ave, Minneapolis, MN 55403");
  await page.getByLabel("Latitude", { exact: true }).fill("44.97790");
  await page.getByLabel("Longitude", { exact: true }).fill("-93.27500");
  await page.getByLabel("Description", { exact: true }).fill("Forty stations, late nights on Fridays.");
}

/** The center page as a visitor whose clock reads `instant` sees it (a fresh browser context). */
async function visitAt(browser: Browser, baseURL: string, path: string, instant: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(instant));
  await gotoHydrated(page, path);
  return { page, close: () => context.close() };
}

test.describe("venue profiles", () => {
  test.describe.configure({ mode: "serial" });

  test("an owner lists hours past midnight, a holiday, stations, prices, amenities and a game", async ({ page }) => {
    test.setTimeout(120_000);
    const owner = await createVerifiedAccount(page);
    const name = `${STEM} Nights`;
    await gotoHydrated(page, "/register-lan-center");
    await fillBasics(page, name);

    await page.getByLabel("List our opening hours").check();
    await page.getByLabel("Friday hours", { exact: true }).selectOption({ label: "Set hours" });
    await page.getByLabel("Friday Opens", { exact: true }).fill("16:00");
    await page.getByLabel("Friday Closes", { exact: true }).fill("02:00");
    await page.getByLabel("Saturday hours", { exact: true }).selectOption({ label: "Set hours" });
    await page.getByLabel("Saturday Opens", { exact: true }).fill("12:00");
    await page.getByLabel("Saturday Closes", { exact: true }).fill("22:00");

    // 16:00–02:00 without "Closes next day" is a slip, said under the hours before anything is sent.
    await page.getByRole("button", { name: "Register LAN Center" }).click();
    await expect(page.getByText(/Friday: 16:00–02:00 closes before it opens/)).toBeVisible();
    await expect(page).toHaveURL(/\/register-lan-center$/);
    await page.getByLabel("Friday Closes next day", { exact: true }).check();

    await page.getByRole("button", { name: "Add a special date" }).click();
    await page.getByLabel("Special date 1 Date", { exact: true }).fill("2026-12-25");
    await page.getByLabel("Special date 1 hours", { exact: true }).selectOption({ label: "Closed" });
    await page.getByLabel("Special date 1 Note", { exact: true }).fill("Christmas Day");

    await page.getByLabel("Phone", { exact: true }).fill("+1 612 555 0199");
    await page.getByLabel("Gaming PCs", { exact: true }).fill("40");
    await page.getByLabel("Hourly price from", { exact: true }).fill("6");
    await page.getByLabel("Hourly price to", { exact: true }).fill("9.50");
    await page.getByLabel("Tournaments", { exact: true }).check();
    await page.getByLabel("Food and drinks", { exact: true }).check();

    // The game picker, by keyboard.
    const search = page.getByRole("combobox", { name: "Search the game catalogue" });
    await search.fill("counter-str");
    await search.press("ArrowDown");
    await search.press("Enter");
    await expect(page.getByRole("list", { name: "Chosen games" }).getByText("Counter-Strike 2")).toBeVisible();

    await page.getByRole("button", { name: "Register LAN Center" }).click();
    await page.waitForURL(/\/payment\?location=[0-9a-f-]{36}$/, { timeout: 15_000 });
    const id = new URL(page.url()).searchParams.get("location")!;

    const baseURL = String(test.info().project.use.baseURL);
    const admin = await apiSession(baseURL, ADMINISTRATOR);
    const ownerSession = await apiSession(baseURL, owner);
    const plainName = `${STEM} Days`;
    const registered = await postForm(ownerSession, "/register-lan-center", {
      communityName: `${plainName} Crew`,
      organizationName: plainName,
      address: "800 Nicollet Mall, Minneapolis, MN 55402",
      latitude: "44.97600",
      longitude: "-93.27200",
      description: "Daytime LAN games, no late nights.",
    });
    expect(registered.status()).toBe(200);
    // The newest of the owner's centers, from the dashboard's edit links.
    const dashboard = await (await getPage(ownerSession, "/dashboard")).text();
    const plainId = /\/register-lan-center\?edit=([0-9a-f-]{36})/.exec(dashboard)![1]!;
    expect(plainId).not.toBe(id);
    for (const venue of [id, plainId]) {
      const verified = await postForm(admin, "/admin/venues", { intent: "verify", kind: "lan_center", id: venue });
      expect(verified.status()).toBe(200);
    }
    const feed = (await (await admin.get("/api/v1/locations")).json()) as { name: string[]; slug: string[] };
    listed = { id, name, slug: feed.slug[feed.name.indexOf(name)]! };
    plain = { id: plainId, name: plainName, slug: feed.slug[feed.name.indexOf(plainName)]! };
    expect(listed.slug).toBeTruthy();
  });

  test("a visitor sees the venue open or closed as the venue's clock says, whatever the visitor's", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const baseURL = String(test.info().project.use.baseURL);
    const path = `/lancenters/${listed.slug}`;

    // Saturday 01:30 in Minneapolis: Friday's hours run until 2 AM.
    const friday = await visitAt(browser, baseURL, path, "2026-12-05T07:30:00Z");
    await expect(friday.page.getByTestId("open-status")).toContainText("Open now · closes 2 AM");
    await expect(friday.page.getByRole("heading", { name: "Hours" })).toBeVisible();
    await expect(friday.page.getByText("4 PM–2 AM")).toBeVisible();
    const stations = friday.page.getByRole("region", { name: "Stations & prices" });
    await expect(stations.getByRole("listitem").filter({ hasText: "Gaming PCs" })).toContainText("40");
    await expect(friday.page.getByText("$6–9.50/hr").first()).toBeVisible();
    await expect(friday.page.getByRole("link", { name: "Counter-Strike 2" })).toHaveAttribute(
      "href",
      "/games/counter-strike-2",
    );
    await friday.close();

    // Saturday 02:30: closed until noon.
    const small = await visitAt(browser, baseURL, path, "2026-12-05T08:30:00Z");
    await expect(small.page.getByTestId("open-status")).toContainText("Opens at noon");
    await small.close();

    // Christmas Day is a Friday, closed: the holiday and its note show.
    const christmas = await visitAt(browser, baseURL, path, "2026-12-25T18:00:00Z");
    await expect(christmas.page.getByTestId("open-status")).toContainText("Closed today · opens tomorrow at noon");
    await expect(christmas.page.getByTestId("open-status-note")).toContainText("Christmas Day");
    await christmas.close();
  });

  test("'Open now' and the game filter narrow the map's list, on the visitor's clock", async ({ page }) => {
    test.setTimeout(90_000);
    await page
      .context()
      .route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: "image/png", body: "" }));
    // Saturday 01:30 in Minneapolis: the late center is open, the other has no hours at all.
    await page.clock.setFixedTime(new Date("2026-12-05T07:30:00Z"));
    await gotoHydrated(page, `/lancenters?q=${encodeURIComponent(STEM)}`);
    const list = page.getByTestId("map-list");
    const entries = list.locator("li[data-slug]");
    await expect(entries).toHaveCount(2);
    await expect(list.locator(`li[data-slug="${listed.slug}"]`)).toContainText("Open now · closes 2 AM");
    await expect(list.locator(`li[data-slug="${listed.slug}"]`)).toContainText("$6–9.50/hr");

    await page.getByRole("switch", { name: "Open now" }).check();
    await expect(entries).toHaveCount(1);
    await expect(list.locator(`li[data-slug="${listed.slug}"]`)).toBeVisible();
    await expect(page).toHaveURL(/open=1/);
    await page.getByRole("switch", { name: "Open now" }).uncheck();
    await expect(entries).toHaveCount(2);

    await page.getByLabel("Game", { exact: true }).selectOption({ label: "Counter-Strike 2" });
    await expect(entries).toHaveCount(1);
    await expect(list.locator(`li[data-slug="${plain.slug}"]`)).toHaveCount(0);
    await expect(page).toHaveURL(/game=counter-strike-2/);

    // The address keeps the filters: opened again, the same list.
    await gotoHydrated(page, `/lancenters?q=${encodeURIComponent(STEM)}&open=1&game=counter-strike-2&pcs=20`);
    await expect(entries).toHaveCount(1);
    await gotoHydrated(page, `/lancenters?q=${encodeURIComponent(STEM)}&pcs=50`);
    await expect(entries).toHaveCount(0);
  });

  test("the game's 'where to play' page lists the venue, nearest first from a ZIP code", async ({ page }) => {
    await gotoHydrated(page, "/games");
    await page.getByRole("link", { name: "Counter-Strike 2", exact: true }).first().click();
    await expect(page).toHaveURL(/\/games\/counter-strike-2$/);
    await expect(page.getByRole("heading", { level: 1, name: "Counter-Strike 2" })).toBeVisible();
    await page.getByLabel("Find places to play near…").fill("55403");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/near=55403/);
    const venue = page.getByRole("link", { name: listed.name });
    await expect(venue).toHaveAttribute("href", `/lancenters/${listed.slug}`);
    await expect(page.getByRole("link", { name: plain.name })).toHaveCount(0);
  });
});
