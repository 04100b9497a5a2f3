import type { APIRequestContext, Page } from "@playwright/test";

import { ADMINISTRATOR, createVerifiedAccount } from "../support/accounts";
import { apiSession, getPage, postForm } from "../support/api-session";
import { expect, expectAccessible, gotoHydrated, test } from "../support/fixtures";
import { uniqueName } from "../support/unique";

/**
 * The public directory: only verified venues reach the map, the list, the pages, the API and the
 * sitemap. The venues are made through the real forms and the real review queue.
 */

type Center = { id: string; name: string; slug: string };
type Party = { id: string; name: string };

const centerForm = (organizationName: string, latitude: string, longitude: string, venueType: string) => ({
  communityName: `${organizationName} Community`,
  organizationName,
  address: "700 Hennepin Ave, Minneapolis, MN 55403",
  latitude,
  longitude,
  website: "https://directory-test.example.com",
  description: `Sixty stations and weekend tournaments at ${organizationName}.`,
  venueType,
});

/** The centers' website, as a link may print it (with or without the trailing slash). */
const WEBSITE = /^https:\/\/directory-test\.example\.com\/?$/;

/** A 1x1 transparent PNG: the map's tiles, so the tests need no tile server and log no errors. */
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function serveBlankTiles(page: Page) {
  await page
    .context()
    .route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: "image/png", body: TILE }));
}

function slugPrefix(name: string) {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/** The ids of the owner's venues, newest first, read from the dashboard's edit links. */
async function newestIds(session: APIRequestContext, pattern: RegExp): Promise<string[]> {
  const dashboard = await (await getPage(session, "/dashboard")).text();
  return [...dashboard.matchAll(pattern)].map((match) => match[1]!);
}

async function moderate(admin: APIRequestContext, intent: string, kind: string, id: string) {
  expect((await postForm(admin, "/admin/venues", { intent, kind, id })).status()).toBe(200);
}

type LocationsBody = { count: number; slug: string[]; name: string[] };

async function locationsFeed(session: APIRequestContext): Promise<LocationsBody> {
  const response = await session.get("/api/v1/locations");
  expect(response.status()).toBe(200);
  return (await response.json()) as LocationsBody;
}

let verified: Center;
/** Verified centers hundreds of miles apart, for "near me" (Billings first, nearest Billings, MT). */
let far: { billings: Center; bismarck: Center; boise: Center };
const FAR_LABELS = { billings: "Big Sky Frag", bismarck: "Prairie LAN", boise: "Snake River Arena" } as const;
/**
 * The slug of any center made for that place by this file: a retry makes its own beside the first
 * attempt's, at the same spot, so "nearest" may be either.
 */
const farSlug = (place: keyof typeof FAR_LABELS) => new RegExp(`^${slugPrefix(FAR_LABELS[place])}-`);
let pending: { name: string };
let withdrawn: Center;
let party: Party;

test.describe("the public directory", () => {
  // One set of venues for the whole file (the featured list shows the newest featured center).
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async ({ browser }, testInfo) => {
    testInfo.setTimeout(90_000);
    const baseURL = String(testInfo.project.use.baseURL);
    const page = await browser.newPage({ baseURL });
    const owner = await createVerifiedAccount(page);
    await page.close();
    const ownerSession = await apiSession(baseURL, owner);
    const admin = await apiSession(baseURL, ADMINISTRATOR);

    const names = {
      verified: uniqueName("Northstar Arena"),
      pending: uniqueName("Hidden Den"),
      withdrawn: uniqueName("Gone Grid"),
    };
    for (const [name, lat, lng, type] of [
      [names.verified, "44.97780", "-93.26500", "game_cafe"],
      [names.pending, "44.98000", "-93.27000", "game_cafe"],
      [names.withdrawn, "44.96000", "-93.25000", "library"],
    ] as const) {
      expect((await postForm(ownerSession, "/register-lan-center", centerForm(name, lat, lng, type))).status()).toBe(
        200,
      );
    }
    const [withdrawnId, , verifiedId] = await newestIds(ownerSession, /\/register-lan-center\?edit=([0-9a-f-]{36})/g);
    await moderate(admin, "verify", "lan_center", verifiedId!);
    await moderate(admin, "verify", "lan_center", withdrawnId!);
    await moderate(admin, "feature", "lan_center", verifiedId!);

    // The slugs are public once verified: the feed names them.
    const feed = await locationsFeed(ownerSession);
    const slugOf = (name: string) => feed.slug[feed.name.indexOf(name)]!;
    verified = { id: verifiedId!, name: names.verified, slug: slugOf(names.verified) };
    withdrawn = { id: withdrawnId!, name: names.withdrawn, slug: slugOf(names.withdrawn) };
    pending = { name: names.pending };
    expect(verified.slug).toMatch(new RegExp(`^${slugPrefix(names.verified)}-[0-9a-z]{6}$`));
    expect(withdrawn.slug).toBeTruthy();
    // Taken back by the team: it stops being public everywhere.
    await moderate(admin, "unverify", "lan_center", withdrawn.id);

    // Three verified centers far apart, in a part of the map the other centers keep away from.
    const farNames = {
      billings: uniqueName(FAR_LABELS.billings),
      bismarck: uniqueName(FAR_LABELS.bismarck),
      boise: uniqueName(FAR_LABELS.boise),
    };
    const farPlaces = [
      [farNames.billings, "45.78330", "-108.50070"],
      [farNames.bismarck, "46.80830", "-100.78370"],
      [farNames.boise, "43.61500", "-116.20230"],
    ] as const;
    for (const [name, lat, lng] of farPlaces) {
      expect(
        (await postForm(ownerSession, "/register-lan-center", centerForm(name, lat, lng, "game_arena"))).status(),
      ).toBe(200);
    }
    const farIds = await newestIds(ownerSession, /\/register-lan-center\?edit=([0-9a-f-]{36})/g);
    for (const id of farIds.slice(0, farPlaces.length)) await moderate(admin, "verify", "lan_center", id);
    const farFeed = await locationsFeed(ownerSession);
    const farCenter = (name: string): Center => {
      const at = farFeed.name.indexOf(name);
      expect(at, `${name} is public`).toBeGreaterThanOrEqual(0);
      return { id: "", name, slug: farFeed.slug[at]! };
    };
    far = {
      billings: farCenter(farNames.billings),
      bismarck: farCenter(farNames.bismarck),
      boise: farCenter(farNames.boise),
    };

    // A LAN party a few miles from the verified center, verified too.
    const partyName = uniqueName("Northstar Winter LAN");
    const partyResponse = await postForm(ownerSession, "/register-lan-party", {
      eventName: partyName,
      description: "Two days of co-op and tournaments.",
      startDate: "2027-12-04T10:00",
      endDate: "2027-12-05T18:00",
      timeZone: "America/Chicago",
      location: "Hennepin Hall, Minneapolis",
      latitude: "44.98",
      longitude: "-93.27",
      communityName: `${partyName} Crew`,
    });
    expect(partyResponse.status()).toBe(200);
    const [partyId] = await newestIds(ownerSession, /\/edit-lan-party\/([0-9a-f-]{36})/g);
    await moderate(admin, "verify", "lan_party", partyId!);
    party = { id: partyId!, name: partyName };
  });

  test.beforeEach(async ({ page }) => {
    await serveBlankTiles(page);
  });

  test("the API lists verified centers only, with ETag revalidation, and describes itself", async ({ request }) => {
    const feed = await locationsFeed(request);
    expect(feed.name).toContain(verified.name);
    expect(feed.name).not.toContain(pending.name);
    expect(feed.name).not.toContain(withdrawn.name);
    expect(feed.slug).not.toContain(withdrawn.slug);

    const first = await request.get("/api/v1/locations");
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    expect(first.headers()["cache-control"]).toContain("max-age");
    const repeat = await request.get("/api/v1/locations", { headers: { "If-None-Match": etag! } });
    expect(repeat.status()).toBe(304);

    const detail = await request.get(`/api/v1/locations/${verified.slug}`);
    expect(detail.status()).toBe(200);
    expect(await detail.json()).toMatchObject({
      slug: verified.slug,
      name: verified.name,
      description: `Sixty stations and weekend tournaments at ${verified.name}.`,
      website: "https://directory-test.example.com",
      venueType: "game_cafe",
      adminCreated: false,
    });
    expect((await request.get(`/api/v1/locations/${withdrawn.slug}`)).status()).toBe(404);

    const events = (await (await request.get("/api/v1/events")).json()) as { events: { id: string; name: string }[] };
    expect(events.events.map((event) => event.name)).toContain(party.name);

    const openapi = (await (await request.get("/api/v1/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(["/api/v1/locations", "/api/v1/locations/{slug}", "/api/v1/events"]),
    );
  });

  test("a verified center has its page with structured data; an unverified one is not found", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, `/lancenters/${verified.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: verified.name })).toBeVisible();
    await expect(page.getByText(`Sixty stations and weekend tournaments at ${verified.name}.`).first()).toBeVisible();
    await expect(page.getByText("700 Hennepin Ave, Minneapolis, MN 55403").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Visit Website/ }).first()).toHaveAttribute("href", WEBSITE);
    // The party a mile away is listed as near it.
    await expect(page.getByRole("link", { name: party.name }).first()).toBeVisible();

    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    const business = structured
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((item) => item["@type"] === "LocalBusiness");
    expect(business).toMatchObject({ name: verified.name });
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(verified.name));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/lancenters/${verified.slug}$`),
    );

    expect((await request.get(`/lancenters/${withdrawn.slug}`)).status()).toBe(404);
    expect((await request.get(`/lancenters/${slugPrefix(pending.name)}-zzzzzz`)).status()).toBe(404);
  });

  test("the sitemap lists verified venues and parties only; robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/lancenters/${verified.slug}</loc>`);
    expect(sitemap).toContain(`/lanparties/${party.id}</loc>`);
    expect(sitemap).toContain("/lancenters</loc>");
    expect(sitemap).not.toContain(withdrawn.slug);
    expect(sitemap).not.toContain(slugPrefix(pending.name));
    expect(sitemap).not.toContain("/dashboard");

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Disallow: \/dashboard$/m);
  });

  test.describe("the filters", () => {
    // Each filter change is an address of its own; the page is checked once below, in its richest state.
    test.use({ checkAccessibility: false });

    test("the map's list shows verified centers, follows the filters, and opens a center's info", async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, "/lancenters");
      await expect(page.getByRole("heading", { level: 2, name: "Find LAN Centers Near You" })).toBeVisible();
      // Marked featured by the team: the newest featured center comes first.
      const featured = page.getByRole("region", { name: "Featured LAN Centers" });
      await expect(featured.getByRole("heading", { level: 3 }).first()).toHaveText(verified.name);
      await expect(featured.getByRole("heading", { level: 3 })).toHaveCount(2);

      const list = page.getByTestId("map-list");
      const search = page.getByLabel("Search by name");
      await search.fill(verified.name);
      await expect(list.locator(`li[data-slug="${verified.slug}"]`)).toBeVisible();
      await expect(list.locator("li[data-slug]")).toHaveCount(1);

      // The unverified centers are on neither the map nor its list, whatever the filter.
      await search.fill(pending.name);
      await expect(list.locator("li[data-slug]")).toHaveCount(0);
      await expect(page.getByText("No LAN centers in this area.")).toBeVisible();
      await search.fill(withdrawn.name);
      await expect(list.locator("li[data-slug]")).toHaveCount(0);

      // The type filter narrows the same list, and is kept in the address.
      await search.fill(verified.name);
      const type = page.getByLabel("LAN type");
      await type.selectOption({ label: "Library" });
      await expect(list.locator("li[data-slug]")).toHaveCount(0);
      await type.selectOption({ label: "Game Cafe" });
      await expect(list.locator(`li[data-slug="${verified.slug}"]`)).toBeVisible();
      await expect(page).toHaveURL(/type=game_cafe/);

      // Choosing the entry by keyboard opens its info: name, description and the website.
      const entry = list
        .locator(`li[data-slug="${verified.slug}"]`)
        .getByRole("button", { name: new RegExp(verified.name) });
      await entry.focus();
      await page.keyboard.press("Enter");
      const info = page.getByTestId("map-info").first();
      await expect(info).toContainText(verified.name);
      await expect(info).toContainText(`Sixty stations and weekend tournaments at ${verified.name}.`);
      await expect(info.getByRole("link", { name: /Visit Website/ })).toHaveAttribute("href", WEBSITE);
      expect(consoleErrors).toEqual([]);
      await expectAccessible(page);

      // The entry's page link (not discovered ahead: map-list.tsx) still opens the center's page in the app.
      await list.getByRole("link", { name: `Page of ${verified.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/lancenters/${verified.slug}$`));
      await expect(page.getByRole("heading", { level: 1, name: verified.name })).toBeVisible();
    });
  });

  test("a big feed's map opens on the server's first view, which is the list the page then makes itself", async ({
    page,
    consoleErrors,
  }) => {
    // The feed made big on its way (spaces are still the same JSON): past the size the page reads at once.
    await page.route("**/api/v1/locations", async (route) => {
      const response = await route.fetch();
      const body = `${await response.text()}${" ".repeat(300_000)}`;
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ response, headers, body });
    });
    const firstView = page.waitForResponse((response) => response.url().includes("/api/map-first-view?"));
    await gotoHydrated(page, "/lancenters");
    const answer = await firstView;
    expect(answer.status()).toBe(200);
    const view = (await answer.json()) as { total: number; listed: number; centers: { slug: string[] } };
    expect(view.total).toBeGreaterThan(0);
    expect(view.centers.slug.slice(0, view.listed)).toContain(verified.slug);

    // Every center read, the page's own list for the same view is the one the server answered.
    await page.waitForFunction(() => performance.getEntriesByName("lan-map:all-read", "mark").length > 0);
    const list = page.getByTestId("map-list").locator("li[data-slug]");
    await expect(list).toHaveCount(view.listed);
    expect(await list.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-slug")))).toEqual(
      view.centers.slug.slice(0, view.listed),
    );
    await expect(page.getByText("Loading LAN center locations...")).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("zoomed out, the centers are bubbles that show and say how many they hold", async ({ page }) => {
    await gotoHydrated(page, "/lancenters");
    const map = page.getByRole("region", { name: "Map of LAN centers" });
    // Out to the whole world: the country's centers share bubbles.
    for (let step = 0; step < 2; step++) await map.getByRole("button", { name: "Zoom out" }).click();
    const bubble = map.locator(".lan-map-cluster").first();
    await expect(bubble).toBeVisible();
    // The count is the element's `data-count`, drawn by app.css; the words are its name. Read
    // together and again until they hold: the second step may redraw the bubbles between two reads.
    await expect(async () => {
      await expect(bubble).toHaveAttribute("data-count", /^\d+$/, { timeout: 1000 });
      const count = Number(await bubble.getAttribute("data-count"));
      expect(count).toBeGreaterThan(1);
      await expect(bubble).toHaveAccessibleName(`${count} LAN centers: zoom in`, { timeout: 1000 });
      expect(await bubble.evaluate((element) => getComputedStyle(element, "::after").content)).toBe(`"${count}"`);
    }).toPass({ timeout: 10_000 });
    // Centred in its bubble: app.css's flex box, not Leaflet's `display: block` for markers.
    await expect(bubble).toHaveCSS("display", "flex");
  });

  test("clicking a center's marker opens its info window; clicking the map closes it", async ({ page }) => {
    await gotoHydrated(page, `/lancenters?q=${encodeURIComponent(verified.name)}`);
    const map = page.getByRole("region", { name: "Map of LAN centers" });
    const marker = map.locator(`[data-slug="${verified.slug}"]`);
    // At the country view the center may sit in a cluster: zoom in through the clusters until it shows.
    for (let step = 0; step < 12 && !(await marker.isVisible()); step++) {
      const cluster = map.locator(".lan-map-cluster").first();
      if (await cluster.isVisible()) await cluster.click();
      else await page.waitForTimeout(200);
    }
    // Placed with left and top, not a 3D transform (one compositing layer per marker): leaflet-engine.ts.
    await expect(marker).toHaveCSS("transform", "none");
    // Bubbles are drawn again after every zoom, so they are hidden while one animates (leaflet-map.ts).
    await expect(map.locator(".leaflet-marker-pane")).toHaveClass(/leaflet-zoom-hide/);
    await marker.click();
    // The map's info window, and the same info beside the map for keyboard and screen-reader users.
    const popup = map.locator(".lan-map-info");
    await expect(popup).toContainText(verified.name);
    await expect(popup).toContainText(`Sixty stations and weekend tournaments at ${verified.name}.`);
    await expect(popup.getByRole("link", { name: /Visit Website/ })).toHaveAttribute("href", WEBSITE);
    await expect(
      page.getByTestId("map-list").locator(`li[data-slug="${verified.slug}"]`).getByRole("button"),
    ).toHaveAttribute("aria-current", "true");

    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + 20, box.y + box.height - 20);
    await expect(popup).toHaveCount(0);

    // The marker is a button for the keyboard too.
    await marker.focus();
    await page.keyboard.press("Enter");
    await expect(popup).toContainText(verified.name);
  });

  test("when the map's images cannot load, every map says so and its markers and list still work", async ({ page }) => {
    // Three pages with their maps, and an accessibility check with the notice showing.
    test.slow();
    // Every tile fails: the page's route wins over the blank tiles the other tests are served.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const notice = page.getByTestId("map-tiles-notice");

    // The big map: the notice, a marker, and the list that still opens a center's info.
    await gotoHydrated(page, `/lancenters?q=${encodeURIComponent(verified.name)}`);
    await expect(notice).toHaveText("Map images could not load. The markers and the list of centers still work.");
    const map = page.getByRole("region", { name: "Map of LAN centers" });
    await expect(map.locator(`[data-slug="${verified.slug}"]`)).toBeVisible();
    await page
      .getByTestId("map-list")
      .locator(`li[data-slug="${verified.slug}"]`)
      .getByRole("button", { name: new RegExp(verified.name) })
      .click();
    await expect(map.locator(".lan-map-info")).toContainText(verified.name);
    await expectAccessible(page);

    // The small maps of a center's page and a party's page: the same notice, and a marker that opens its info.
    for (const [path, name] of [
      [`/lancenters/${verified.slug}`, verified.name],
      [`/lanparties/${party.id}`, party.name],
    ] as const) {
      await gotoHydrated(page, path);
      await expect(notice).toHaveText("Map images could not load. The markers still work.");
      const small = page.getByRole("region", { name: `Map of ${name}` });
      await small.locator("[data-slug]").first().click();
      await expect(small.getByTestId("map-info")).toContainText(name);
    }
  });

  test.describe("near me", () => {
    const placeField = (page: Page) => page.getByLabel("City or ZIP code");
    async function searchPlace(page: Page, text: string) {
      await placeField(page).fill(text);
      await page.getByRole("search", { name: "Centers near a place" }).getByRole("button", { name: "Search" }).click();
    }

    test("a new search clears the last one's message and the chosen center", async ({ page }) => {
      await gotoHydrated(page, "/lancenters");
      const list = page.getByTestId("map-list");
      const notFound = page.getByText("We could not find that place. Try a ZIP code.");

      await searchPlace(page, "Atlantis");
      await expect(notFound).toBeVisible();
      await searchPlace(page, "Billings, MT");
      await expect(page.getByText("Centers sorted by distance from Billings, MT.")).toBeVisible();
      await expect(notFound).toHaveCount(0);

      // A center chosen from the list: its info window and its entry are marked.
      const entry = list.locator(`li[data-slug="${far.billings.slug}"]`).getByRole("button");
      await entry.click();
      await expect(entry).toHaveAttribute("aria-current", "true");
      await expect(page.locator(".lan-map-info")).toContainText(far.billings.name);
      await expect(page.getByTestId("map-info")).toContainText(far.billings.name);

      // The next search starts afresh: nothing chosen, no info open.
      await searchPlace(page, "Bismarck, ND");
      await expect(page.getByText("Centers sorted by distance from Bismarck, ND.")).toBeVisible();
      await expect(list.locator("li[data-slug]").first()).toHaveAttribute("data-slug", farSlug("bismarck"));
      await expect(list.locator('[aria-current="true"]')).toHaveCount(0);
      await expect(page.locator(".lan-map-info")).toHaveCount(0);
      await expect(page.getByTestId("map-info")).toHaveCount(0);

      // A place not found, then the browser's location: the typed search's message goes too.
      await searchPlace(page, "Atlantis");
      await expect(notFound).toBeVisible();
      await page.context().grantPermissions(["geolocation"]);
      await page.context().setGeolocation({ latitude: 43.615, longitude: -116.2 });
      await page.getByRole("button", { name: "Use my location" }).click();
      await expect(page.getByText("Centers sorted by distance from your location.")).toBeVisible();
      await expect(notFound).toHaveCount(0);
      await expect(list.locator("li[data-slug]").first()).toHaveAttribute("data-slug", farSlug("boise"));
    });

    for (const width of [390, 1280]) {
      test(`lists the nearest centers with distances wherever they are, and fits the map to them (${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, "/lancenters");
        const list = page.getByTestId("map-list");
        await searchPlace(page, "Billings, MT");
        await expect(page.getByText("Centers sorted by distance from Billings, MT.")).toBeVisible();
        await expect(list).toContainText(/The \d+ nearest centers\./);

        // Nearest first, each with its distance: the one in town, then those hundreds of miles away.
        const rows = list.locator("li[data-slug]");
        await expect(rows.first()).toHaveAttribute("data-slug", farSlug("billings"));
        await expect(rows.first()).toContainText(/\d(\.\d)? mi/);
        const bismarck = list.locator(`li[data-slug="${far.bismarck.slug}"]`);
        const boise = list.locator(`li[data-slug="${far.boise.slug}"]`);
        await expect(bismarck).toContainText(/3\d\d mi/);
        await expect(boise).toContainText(/\d{3} mi/);
        const order = await rows.evaluateAll((items) => items.map((item) => item.getAttribute("data-slug")));
        expect(order.indexOf(far.bismarck.slug)).toBeLessThan(order.indexOf(far.boise.slug));
        expect(order.length).toBeLessThanOrEqual(10);

        // The map was fitted to them: back to "the centers in view", all three are in view.
        await page.getByRole("button", { name: "Clear" }).click();
        await expect(list).toContainText(/centers? in view\./);
        for (const center of [far.billings, far.bismarck, far.boise]) {
          await expect(list.locator(`li[data-slug="${center.slug}"]`)).toBeVisible();
        }
      });
    }
  });

  test("LAN parties have a list, a page with event data and a calendar file", async ({ page, request }) => {
    await gotoHydrated(page, "/lanparties");
    await expect(page.getByRole("heading", { level: 1, name: "LAN Parties" })).toBeVisible();
    await page.getByRole("link", { name: party.name }).first().click();
    await expect(page).toHaveURL(`/lanparties/${party.id}`);
    await expect(page.getByRole("heading", { level: 1, name: party.name })).toBeVisible();
    await expect(page.getByText("Sat, Dec 4, 2027").first()).toBeVisible();

    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    const event = structured
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((item) => item["@type"] === "Event");
    expect(event).toMatchObject({ name: party.name, eventStatus: "https://schema.org/EventScheduled" });
    expect(String(event!.startDate)).toMatch(/^2027-12-04T10:00(:00)?-06:00$/);

    const calendar = await request.get(`/lanparties/${party.id}/calendar.ics`);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()["content-type"]).toContain("text/calendar");
    const ics = await calendar.text();
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(`SUMMARY:${party.name}`);
    expect(ics).toContain("DTSTART:20271204T160000Z");

    expect((await request.get("/lanparties/00000000-0000-4000-8000-000000000000")).status()).toBe(404);
  });

  test("every public page names its canonical address and describes itself", async ({ page }) => {
    test.slow(); // six pages, each then reopened for the accessibility check
    for (const path of ["/", "/lancenters", "/lanparties", "/games", "/faq", "/lantypes"]) {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`^https?://[^/]+${path === "/" ? "/" : path}$`),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    }
  });
});
