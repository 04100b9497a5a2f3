import type { Page } from "@playwright/test";

import { expect, gotoHydrated, test } from "../support/fixtures";

/** The eight venue landing pages (spec section 2), as /lantypes lists them. */
const venuePages = [
  { path: "/ltgamearenas", name: "Game Arenas", h1: "A bigger game library for your game arena" },
  {
    path: "/ltlanparties",
    name: "LAN Parties",
    h1: "A licensed game library for your LAN party",
    signUp: "/signup-lp",
  },
  { path: "/ltcolleges", name: "Colleges", h1: "Steam PC Cafe for colleges" },
  { path: "/ltschools", name: "Schools", h1: "A game library your school controls" },
  { path: "/ltlibraries", name: "Libraries", h1: "Games for every patron at your library" },
  {
    path: "/lthotels",
    name: "Hotels",
    h1: "Gaming your hotel guests will remember",
    headings: ["Connect", "Premium", "Game Arena", "Works with the partners you already have"],
  },
  { path: "/ltgamecafe", name: "Game Cafe", h1: "Keep your game cafe's library fresh" },
  {
    path: "/ltcoffeeshops",
    name: "Coffee Shops",
    h1: "Add gaming to your coffee shop",
    headings: [
      "Introducing Steam PC Cafe for coffee shops",
      "Why choose Steam PC Cafe",
      "How it works",
      "Game library and content management",
      "Simple setup",
    ],
  },
];

/** Fails when the page is wider than the viewport (something would scroll sideways on a phone). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

test.describe("LAN types and the venue landing pages", () => {
  test("/lantypes offers a card for each kind of venue, leading to its page", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/lantypes");
    await expect(page).toHaveTitle("LAN Types | LAN Centers");
    await expect(
      page.getByRole("heading", { level: 1, name: "Add the membership and Steam PC Cafe to your LAN center" }),
    ).toBeVisible();
    const cards = page.getByRole("region", { name: "Made for every kind of venue" });
    await expect(cards.getByRole("listitem")).toHaveCount(venuePages.length);
    for (const venue of venuePages) {
      await expect(cards.getByRole("link", { name: venue.name, exact: true })).toHaveAttribute("href", venue.path);
    }

    await cards.getByRole("link", { name: "Hotels", exact: true }).click();
    await expect(page).toHaveURL("/lthotels");
    await expect(page.getByRole("heading", { level: 1, name: "Gaming your hotel guests will remember" })).toBeVisible();
    await expect(page).toHaveTitle("Hotels | LAN Centers");
    expect(consoleErrors).toEqual([]);
  });

  for (const venue of venuePages) {
    test(`${venue.path} shows its pitch and ends with Sign Up, SCHEDULE A MEETING and Contact Us`, async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, venue.path);
      await expect(page).toHaveTitle(`${venue.name} | LAN Centers`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Steam PC Cafe/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(venue.h1);
      for (const heading of venue.headings ?? []) {
        await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      }

      const callToAction = page.getByRole("region", { name: /^Ready to bring Steam PC Cafe to your/ });
      await expect(callToAction.getByRole("link", { name: "Sign Up", exact: true })).toHaveAttribute(
        "href",
        venue.signUp ?? "/registration-choice",
      );
      const meeting = callToAction.getByRole("link", { name: /SCHEDULE A MEETING/ });
      await expect(meeting).toContainText("SCHEDULE A MEETING");
      await expect(meeting).toHaveAttribute("href", /^https:\/\//);
      await expect(meeting).toHaveAttribute("target", "_blank");
      await expect(meeting).toHaveAttribute("rel", "noopener noreferrer");
      await expect(meeting).toHaveAccessibleName(/opens in a new tab/);
      await expect(callToAction.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
        "href",
        /^mailto:[^@\s]+@[^@\s]+$/,
      );
      // The page's own block replaces the site-wide one: one closing call to action only.
      await expect(page.getByRole("link", { name: /SCHEDULE A MEETING/i })).toHaveCount(1);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("'SCHEDULE A MEETING' keeps its words and looks like its title-case siblings", async ({ page }) => {
    await gotoHydrated(page, "/ltgamearenas");
    const meeting = page.getByRole("link", { name: /SCHEDULE A MEETING/ });
    const looks = await meeting.evaluate((link) =>
      [...link.querySelectorAll("span.inline-block")].map((word) => ({
        word: word.textContent,
        rest: getComputedStyle(word).textTransform,
        first: getComputedStyle(word, "::first-letter").textTransform,
      })),
    );
    expect(looks).toEqual(
      ["SCHEDULE", "A", "MEETING"].map((word) => ({ word, rest: "lowercase", first: "uppercase" })),
    );
  });

  test("the LAN Parties page quotes an event organiser", async ({ page }) => {
    await gotoHydrated(page, "/ltlanparties");
    const testimonial = page.getByRole("region", { name: "What organisers say" }).getByRole("figure");
    await expect(testimonial.locator("blockquote")).toContainText("signed in with their own Steam account");
    await expect(testimonial.locator("figcaption")).toContainText("LAN party organiser");
  });

  test("the hub and every venue page fit a phone's width", async ({ page }) => {
    // Nine pages, each checked for accessibility afterwards as well.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/lantypes", ...venuePages.map((venue) => venue.path)]) {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
  });
});
