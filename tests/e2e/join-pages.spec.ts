import type { Page } from "@playwright/test";

import { ADMINISTRATOR, createVerifiedAccount, signIn } from "../support/accounts";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { messagesTo } from "../support/mail";
import { uniqueName } from "../support/unique";

/** The six Join Our Network pages and their headings (app/content/join-pages.ts). */
const JOIN_PAGES = [
  { path: "/signup", heading: "Join Our Network" },
  { path: "/signup-early", heading: "Get Early Access to Steam PC Cafe" },
  { path: "/signup-lp", heading: "Power Your LAN Party with Steam PC Cafe" },
  { path: "/signup-gizmo", heading: "Gizmo Partnership", partner: "LAN Centers and Gizmo" },
  { path: "/signup-valhallan", heading: "Valhallan Venues, Welcome to the Network", partner: "Valhallan" },
  { path: "/signup-contender", heading: "Contender Centers, Level Up Your Library", partner: "Contender" },
];

/** A lead's card in the administrators' list, found by its heading (the visitor's name). */
function leadCard(page: Page, name: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

async function fillLead(page: Page, lead: { name: string; email: string; venue: string }) {
  await page.getByLabel("Your Name").fill(lead.name);
  await page.getByLabel("Email").fill(lead.email);
  await page.getByLabel("Venue Name").fill(lead.venue);
}

test.describe("the Join Our Network pages", () => {
  for (const joinPage of JOIN_PAGES) {
    test(`${joinPage.path} shows its heading, the benefits, both prices and the form, and fits a phone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, joinPage.path);
      await expect(page.getByRole("heading", { level: 1, name: joinPage.heading, exact: true })).toBeVisible();
      await expect(
        page.getByRole("heading", { name: "Included in your Early Access Subscription:", exact: true }),
      ).toBeVisible();
      await expect(page.getByText("$10", { exact: true })).toBeVisible();
      await expect(page.getByText("$50", { exact: true })).toBeVisible();
      await expect(page.getByText("MOST POPULAR", { exact: true })).toBeVisible();
      // No HubSpot ids in the browser suite: our own form.
      await expect(page.getByLabel("Venue Name")).toBeVisible();
      if (joinPage.partner) await expect(page.getByRole("img", { name: joinPage.partner })).toBeVisible();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "horizontal overflow on a 390px phone").toBeLessThanOrEqual(0);
    });
  }

  test("the form says it is a request to our team, and the closing Sign Up says it creates an account", async ({
    page,
  }) => {
    await gotoHydrated(page, "/signup");
    const panel = page.locator("section[aria-labelledby='join-form-heading']");
    await expect(panel.getByText("Rather register your venue yourself?")).toBeVisible();
    await expect(panel.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup-form");

    const closing = page.getByRole("region", { name: "Rather register your venue yourself?" });
    await expect(closing).toContainText("The form above asks our team to get in touch with you.");
    await expect(closing.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup-form");
  });

  test("on a wide screen no empty column is left under the form", async ({ page }) => {
    // Six pages, each loaded and hydrated.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const joinPage of JOIN_PAGES) {
      await gotoHydrated(page, joinPage.path);
      const form = await page.locator("section[aria-labelledby='join-form-heading']").boundingBox();
      const prices = await page.getByRole("region", { name: "Early Access pricing" }).boundingBox();
      const benefits = await page
        .getByRole("heading", { name: "Included in your Early Access Subscription:" })
        .locator("xpath=ancestor::section[1]")
        .boundingBox();
      if (!form || !prices || !benefits) throw new Error(`${joinPage.path}: form, benefits or prices not laid out`);
      // The prices run under both columns, right after the taller of the form and the benefits.
      expect(prices.width, joinPage.path).toBeGreaterThan(form.width * 2);
      const columnsEnd = Math.max(form.y + form.height, benefits.y + benefits.height);
      expect(prices.y - columnsEnd, joinPage.path).toBeLessThanOrEqual(120);
      expect(prices.y - columnsEnd, joinPage.path).toBeGreaterThanOrEqual(0);
    }
  });

  test("an empty form is refused with each field's message, and nothing typed is lost", async ({ page }) => {
    await gotoHydrated(page, "/signup");
    await page.getByRole("button", { name: "Join Our Network" }).click();
    await expect(page.getByText("Please enter your name", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter your email address", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter your venue's name", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Your Name")).toBeFocused();

    await page.getByLabel("Your Name").fill("Dana");
    await page.getByLabel("Email").fill("dana@example");
    await page.getByLabel("Email").blur();
    await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter your name", { exact: true })).toBeHidden();
    await expect(page.getByLabel("Your Name")).toHaveValue("Dana");
  });

  test("a lead sent from /signup-lp reaches the administrators' list, their mail and the CSV", async ({ page }) => {
    test.slow();
    const name = uniqueName("Dana Organiser");
    const venue = uniqueName("Frag Hall");
    await gotoHydrated(page, "/signup-lp");
    await fillLead(page, { name, email: `lead-${Date.now()}@example.test`, venue });
    await page.getByLabel("Phone").fill("+1 (555) 010-2000");
    await page.getByLabel("Message").fill("Forty stations, LAN nights every month.");
    await page.getByRole("button", { name: "Join Our Network" }).click();

    await expect(page.getByRole("heading", { name: `Thanks, ${name}!` })).toBeVisible();
    await expect(page.getByText("we'll be in touch")).toBeVisible();
    await expect(page.getByLabel("Venue Name")).toHaveCount(0);

    await expect
      .poll(async () => (await messagesTo(ADMINISTRATOR.email)).some((message) => message.subject.includes(venue)), {
        timeout: 10_000,
      })
      .toBe(true);

    await signIn(page, ADMINISTRATOR.email, ADMINISTRATOR.password);
    await gotoHydrated(page, "/admin/leads");
    await expect(page.getByRole("heading", { level: 1, name: "Sign-up Requests" })).toBeVisible();
    const card = leadCard(page, name);
    await expect(card).toBeVisible();
    await expect(card.getByText(venue)).toBeVisible();
    await expect(card.getByText("/signup-lp")).toBeVisible();
    await expect(card.getByText("Forty stations, LAN nights every month.")).toBeVisible();
    await expect(card.getByText(/UTC$/)).toBeVisible();

    const csv = await page.request.get("/admin/leads.csv");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="lan-centers-leads-/);
    expect(await csv.text()).toContain(name);
  });

  test("a request that fills the hidden trap is thanked the same way but never stored", async ({ page }) => {
    const name = uniqueName("Spam Bot");
    await gotoHydrated(page, "/signup");
    await fillLead(page, { name, email: `bot-${Date.now()}@example.test`, venue: "Bot Venue" });
    // People never see this field; scripts that fill every input do.
    await page.locator("input[name='company_website']").evaluate((input: HTMLInputElement) => {
      input.value = "https://spam.example";
    });
    await page.getByRole("button", { name: "Join Our Network" }).click();
    await expect(page.getByRole("heading", { name: `Thanks, ${name}!` })).toBeVisible();

    await signIn(page, ADMINISTRATOR.email, ADMINISTRATOR.password);
    await gotoHydrated(page, "/admin/leads");
    await expect(page.getByRole("heading", { level: 1, name: "Sign-up Requests" })).toBeVisible();
    await expect(leadCard(page, name)).toHaveCount(0);
  });

  test("the leads are for administrators only", async ({ page }) => {
    test.slow();
    await page.goto("/admin/leads");
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get("/admin/leads.csv")).status()).toBe(401);

    await createVerifiedAccount(page);
    const response = await page.goto("/admin/leads");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Administrators only" })).toBeVisible();
    expect((await page.request.get("/admin/leads.csv")).status()).toBe(403);
  });
});
