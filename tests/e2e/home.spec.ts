import { createVerifiedAccount } from "../support/accounts";
import { expect, gotoHydrated, test } from "../support/fixtures";

test.describe("the home page", () => {
  for (const width of [390, 1280]) {
    test(`the three figures under the hero each stay on one line (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/");
      const figures = page.getByRole("main").locator("dl dd");
      await expect(figures).toHaveText(["< 30 min", "Bi-weekly", "Your own"]);
      for (const figure of await figures.all()) {
        const { lines, overflow } = await figure.evaluate((element) => {
          const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
          return {
            lines: Math.round(element.getBoundingClientRect().height / lineHeight),
            overflow: element.scrollWidth - element.clientWidth,
          };
        });
        expect(lines, `"${await figure.textContent()}" wraps`).toBe(1);
        expect(overflow, `"${await figure.textContent()}" overflows its tile`).toBeLessThanOrEqual(0);
      }
    });
  }

  test("shows the hero, the game covers, every section and the plans", async ({ page }) => {
    // The covers move (and can be paused) only when the visitor allows motion.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await gotoHydrated(page, "/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Building the LAN Center Industry Together" }),
    ).toBeVisible();

    for (const heading of [
      "The full Steam experience, licensed for your venue",
      "iGames Showcase",
      "Our Discord server",
      "iGames.gg",
      "Why Choose Our Network",
      "Choose Your Plan",
      "Verified Listing",
      "LAN Center Subscription",
    ]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByText("MOST POPULAR")).toBeVisible();

    // Seven covers link out to their store pages; the loop's second copy is hidden from assistive tech.
    const covers = page.getByRole("link", { name: /on Steam \(opens in a new tab\)/ });
    await expect(covers).toHaveCount(7);
    for (const cover of await covers.all()) {
      await expect(cover).toHaveAttribute("href", /^https:\/\/store\.steampowered\.com\//);
      await expect(cover).toHaveAttribute("target", "_blank");
    }

    const pause = page.getByRole("button", { name: "Pause the game covers" });
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await pause.click();
    const play = page.getByRole("button", { name: "Play the game covers" });
    await expect(play).toHaveAttribute("aria-pressed", "true");
    const track = page.locator(".cover-strip-track");
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await play.click();
    await expect(track).toHaveCSS("animation-play-state", "running");
  });

  test("keeps the game covers still under reduced motion", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator(".cover-strip-track")).toHaveCSS("animation-name", "none");
    await expect(page.getByRole("button", { name: "Pause the game covers" })).toBeHidden();
  });

  test("sends a visitor without an account to sign up, and a signed-in one to register a center", async ({ page }) => {
    test.setTimeout(60_000);
    await gotoHydrated(page, "/");
    const plans = page.locator("#choose-your-plan");
    const getStarted = plans.getByRole("link", { name: /^Get Started/ });
    await expect(getStarted).toHaveCount(2);
    for (const link of await getStarted.all()) await expect(link).toHaveAttribute("href", "/signup-form");
    await expect(plans.getByRole("link", { name: "Join Our Network" })).toHaveAttribute("href", "/signup-form");

    await createVerifiedAccount(page);
    await gotoHydrated(page, "/");
    for (const link of await getStarted.all()) await expect(link).toHaveAttribute("href", "/register-lan-center");
    await getStarted.first().click();
    await expect(page).toHaveURL(/\/register-lan-center$/);
  });

  test("hands an old recovery link to /reset-password with its query and fragment, replacing the history entry", async ({
    page,
  }) => {
    await gotoHydrated(page, "/privacy");
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });

    await page.goto("/?type=recovery#error=access_denied&error_code=otp_expired");
    await expect(page.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
    await expect(page.getByText("This reset link has expired or is invalid.")).toBeVisible();
    expect(
      visited
        .map((url) => new URL(url))
        .some(
          (url) =>
            url.pathname === "/reset-password" &&
            url.search === "?type=recovery" &&
            url.hash === "#error=access_denied&error_code=otp_expired",
        ),
    ).toBe(true);

    // The recovery address was replaced, not stacked: Back leaves for the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);
  });
});
