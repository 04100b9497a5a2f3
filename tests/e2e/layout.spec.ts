import { createVerifiedAccount, uniqueEmail } from "../support/accounts";
import { expect, gotoHydrated, test } from "../support/fixtures";

test.describe("the shared layout", () => {
  test("the navigation shows the public links and Sign In to a signed-out visitor", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const expected: [string, string][] = [
      ["LAN Centers", "/lancenters"],
      ["LAN Parties", "/lanparties"],
      ["LAN Types", "/lantypes"],
      ["Games", "/games"],
      ["FAQ", "/faq"],
      ["Sign In", "/login"],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Contacts" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Log Out" })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("a prerendered page shows a signed-in member their account once the server says who they are", async ({
    page,
    consoleErrors,
  }) => {
    await createVerifiedAccount(page, { email: uniqueEmail("prerendered") });
    // "/" is the same file for everybody: the page asks /api/session after hydrating.
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/session");
    await gotoHydrated(page, "/");
    expect((await answered).ok()).toBe(true);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(nav.getByRole("button", { name: "Log Out" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("the mobile menu opens and closes at a phone's width", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const games = nav.getByRole("link", { name: "Games", exact: true });
    await expect(games).toBeHidden();

    const toggle = nav.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(games).toBeVisible();
    await expect(nav.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Escape");
    await expect(games).toBeHidden();
    await expect(nav.getByRole("button", { name: "Open menu" })).toBeFocused();

    await nav.getByRole("button", { name: "Open menu" }).click();
    await nav.getByRole("link", { name: "Sign In" }).waitFor();
    await expect(nav.getByRole("link", { name: "LAN Types" })).toBeVisible();
  });

  test("a new page starts at the top after navigating from a scrolled page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const privacyLink = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
    await privacyLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    await privacyLink.click();
    await expect(page).toHaveURL("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the footer and the closing call to action carry the company's links", async ({ page }) => {
    await gotoHydrated(page, "/privacy");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
    await expect(footer.getByText(/© 2025/)).toBeVisible();
    const external = footer.locator('a[target="_blank"]');
    await expect(external).toHaveCount(2);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("rel", /noopener/);
    }

    const meeting = page.getByRole("link", { name: /Schedule a Meeting/i });
    await expect(meeting).toHaveAttribute("target", "_blank");
    await expect(meeting).toHaveAttribute("rel", /noopener/);
    await expect(page.getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute("href", /^mailto:/);
  });

  test("the background video is decorative, muted and inline, with a poster", async ({ page }) => {
    await gotoHydrated(page, "/");
    const video = page.locator("video");
    await expect(video).toHaveCount(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await expect(video).toHaveAttribute("playsinline", "");
    await expect(video).toHaveAttribute("poster", /.+/);
    // Blurred in its files: a CSS filter over a playing video redraws the page on every frame.
    expect(await video.evaluate((element) => getComputedStyle(element).filter)).toBe("none");
  });

  test("with motion allowed, the background video plays once the page has loaded, not with it", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await gotoHydrated(page, "/");
    const video = page.locator("video");
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused), { timeout: 10_000 })
      .toBe(true);
    // Its download began after the page's load event: it does not compete with the page's own code.
    // (A resource's timing entry appears once its download ends, which a busy machine can delay.)
    const timing = () =>
      page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const clip = performance
          .getEntriesByType("resource")
          .find((entry) => /background\.(webm|mp4)/.test(entry.name));
        return { loaded: navigation.loadEventEnd, clipStart: clip?.startTime ?? null };
      });
    await expect.poll(async () => (await timing()).clipStart, { timeout: 15_000 }).not.toBeNull();
    const { loaded, clipStart } = await timing();
    expect(clipStart!).toBeGreaterThanOrEqual(loaded);
  });

  test("under reduced motion the background video does not play", async ({ page }) => {
    // The suite runs under reduced motion (playwright.config.ts).
    await gotoHydrated(page, "/");
    await page.waitForTimeout(300);
    expect(await page.locator("video").evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(await page.locator("video").evaluate((element: HTMLVideoElement) => element.currentSrc)).toBe("");
  });
});

test.describe("routing and responses", () => {
  test("an unknown path answers 404 with a page that leads home", async ({ page }) => {
    const response = await gotoHydrated(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/not found/i);
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("server-rendered pages carry a CSP nonce and scripts run under it", async ({ page, consoleErrors }) => {
    const response = await gotoHydrated(page, "/no-such-page");
    const csp = response!.headers()["content-security-policy"]!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(consoleErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });

  test("prerendered pages carry the hashes of their inline scripts and hydrate", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const response = await request.get("/privacy");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect(headers["content-security-policy"]).not.toContain("nonce-");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // This suite's server is reached over plain http: HSTS is only ever sent over https.
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(headers["etag"]).toBeTruthy();

    await gotoHydrated(page, "/privacy");
    expect(consoleErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });

  test("public pages shared by visitors without a session carry their script hashes and hydrate", async ({
    page,
    request,
    consoleErrors,
  }) => {
    for (const path of ["/games", "/faq", "/lancenters"]) {
      const response = await request.get(path, { headers: { Accept: "text/html" } });
      expect(response.status(), path).toBe(200);
      const csp = response.headers()["content-security-policy"]!;
      expect(csp, path).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      expect(csp, path).not.toContain("nonce-");
      expect(response.headers()["etag"], path).toBeTruthy();
      expect(response.headers()["x-shared-page"], path).toBeUndefined();
      await gotoHydrated(page, path);
    }
    expect(consoleErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });

  test("/healthz answers 200 while the database answers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: true });
  });
});
