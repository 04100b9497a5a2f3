import type { Page } from "@playwright/test";

import { createVerifiedAccount, logOut } from "../support/accounts";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { uniqueName } from "../support/unique";

/** Said wherever a paid or registered center waits for the team's review. */
const LISTED_AFTER_REVIEW =
  "Your LAN center appears on the LAN Centers map once our team has reviewed it. We'll e-mail you as soon as it's verified.";

/** Registers a LAN center through the form and waits for the payment page it leads to. */
async function registerCenter(page: Page, name: string, email: string) {
  await gotoHydrated(page, "/register-lan-center");
  await page.getByLabel("Owner / Manager Name", { exact: true }).fill("Pat Payer");
  await page.getByLabel("Contact Email", { exact: true }).fill(email);
  await page.getByLabel("Community Name", { exact: true }).fill(`${name} Community`);
  await page.getByLabel("Organization Name", { exact: true }).fill(name);
  await page.getByLabel("Address", { exact: true }).fill("500 Market St, Springfield, IL 62701");
  await page.getByLabel("Latitude", { exact: true }).fill("39.7990");
  await page.getByLabel("Longitude", { exact: true }).fill("-89.6440");
  await page.getByLabel("Description", { exact: true }).fill("Thirty stations and a café.");
  await page.getByRole("button", { name: "Register LAN Center" }).click();
  await page.waitForURL(/\/payment\?location=[0-9a-f-]{36}$/, { timeout: 10_000 });
  return new URL(page.url()).searchParams.get("location")!;
}

/** A venue's card on the dashboard, found by its heading. */
function cardOf(page: Page, name: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/** The dashboard's active-subscription counters: the banner's and the Overview's. */
async function expectActiveCount(page: Page, count: number) {
  const main = page.getByRole("main");
  await expect(main.getByRole("listitem").filter({ hasText: "Active Subscriptions" })).toContainText(String(count));
  const banner = main.getByText(count === 1 ? "Active Subscription" : "Active Subscriptions", { exact: true }).first();
  await expect(banner.locator("xpath=..")).toContainText(String(count));
}

/**
 * The look of a plan card: its elements' tags and classes, depth first, with heading levels and
 * generated ids left out (a page picks the level that fits its outline).
 */
async function planCardLook(page: Page, planName: string): Promise<string> {
  const card = page.getByRole("article", { name: planName, exact: true });
  await expect(card).toBeVisible();
  return card.evaluate((root) => {
    const describe = (element: Element): string =>
      `${element.tagName.replace(/^H[1-6]$/, "H")}.${element.getAttribute("class") ?? ""}` +
      `(${[...element.children].map(describe).join(",")})`;
    // The action under the card (Get Started, Subscribe) is the page's own.
    return describe(root).replace(/,DIV\.mt-8\(.*\)\)$/, ")");
  });
}

test.describe("subscriptions through the test checkout", () => {
  test("the home page, a venue page, a join page and the payment page show the plans in one card design", async ({
    page,
  }) => {
    test.slow();
    const looks: Record<string, string[]> = {};
    for (const path of ["/", "/ltgamearenas", "/signup"]) {
      await gotoHydrated(page, path);
      looks[path] = [await planCardLook(page, "Verified Listing"), await planCardLook(page, "LAN Center Subscription")];
    }
    const owner = await createVerifiedAccount(page);
    await registerCenter(page, uniqueName("Plan Card Arena"), owner.email);
    looks["/payment"] = [
      await planCardLook(page, "Verified Listing"),
      await planCardLook(page, "LAN Center Subscription"),
    ];
    for (const path of ["/ltgamearenas", "/signup", "/payment"]) expect(looks[path], path).toEqual(looks["/"]);
  });

  test("register → choose a plan → pay → success → active on the dashboard → cancel → resume", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const owner = await createVerifiedAccount(page);
    const name = uniqueName("Paid Arena");
    const locationId = await registerCenter(page, name, owner.email);

    // The payment page: both plans, and the test mode said plainly.
    await expect(page.getByRole("heading", { name: `Choose a plan for ${name}` })).toBeVisible();
    await expect(page.getByText(LISTED_AFTER_REVIEW)).toBeVisible();
    await expect(page.getByText("Test mode", { exact: true })).toBeVisible();
    await expect(page.getByText("MOST POPULAR")).toBeVisible();
    await page.getByRole("button", { name: "Subscribe to LAN Center Subscription" }).click();

    // The local test checkout, where Stripe's would be.
    await expect(page).toHaveURL(/\/test-checkout\/test_cs_[0-9a-f]+$/);
    await expect(page.getByRole("heading", { name: "Test Checkout" })).toBeVisible();
    await expect(page.getByText("TEST MODE")).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();
    await page.getByRole("button", { name: "Decline the card (test)" }).click();
    await expect(page.getByText(/Your card was declined/)).toBeVisible();
    await page.getByRole("button", { name: "Pay $50 (test)" }).click();

    // Confirmed at once, then the dashboard after 3 seconds.
    await expect(page).toHaveURL(new RegExp(`/success\\?location_id=${locationId}&session_id=test_cs_`));
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByText("Visa ending in 4242").first()).toBeVisible();
    // Paying does not list the center: the review does, and the owner is told so.
    await expect(page.getByText(LISTED_AFTER_REVIEW)).toBeVisible();
    await page.waitForURL(/\/dashboard$/, { timeout: 10_000 });

    const card = cardOf(page, name);
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card.getByText("Pending Review")).toBeVisible();
    await expect(card.getByText(LISTED_AFTER_REVIEW)).toBeVisible();
    await expect(card.getByText(/^Renews /)).toBeVisible();
    await expectActiveCount(page, 1);

    // Cancel: confirmed first, then it ends at the period's end ('Ending Soon').
    await card.getByRole("button", { name: /Manage Subscription/ }).click();
    const dialog = page.getByRole("dialog", { name: "Subscription" });
    await expect(dialog.getByText("LAN Center Subscription · $50/month")).toBeVisible();
    await expect(dialog.getByText("Visa ending in 4242")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel Subscription" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel this subscription?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel Subscription" }).click();
    await expect(dialog.getByText("Ending Soon")).toBeVisible();
    await expect(dialog.getByText(/stays active until/)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Resume Subscription" })).toBeVisible();

    // Resume: active again.
    await dialog.getByRole("button", { name: "Resume Subscription" }).click();
    await expect(dialog.getByText("Active", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel Subscription" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // The focus is back on the button that opened it.
    await expect(card.getByRole("button", { name: /Manage Subscription/ })).toBeFocused();
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expectActiveCount(page, 1);

    // The payment page for this center now says it is already subscribed.
    await gotoHydrated(page, `/payment?location=${locationId}`);
    await expect(page.getByRole("heading", { name: "Active Subscription" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Subscribe to/ })).toHaveCount(0);
    // Script errors only: map tiles cannot load here, and the declined test card answers 402.
    expect(consoleErrors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
  });

  test("a checkout left unpaid shows 'Complete Payment', and cancelling goes back to the plans", async ({ page }) => {
    test.setTimeout(90_000);
    const owner = await createVerifiedAccount(page);
    const name = uniqueName("Unpaid Arena");
    const locationId = await registerCenter(page, name, owner.email);

    await page.getByRole("button", { name: "Subscribe to Verified Listing" }).click();
    await expect(page).toHaveURL(/\/test-checkout\//);
    await page.getByRole("button", { name: "Cancel and go back" }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?location=${locationId}$`));
    await expect(page.getByText("Payment not completed")).toBeVisible();

    await gotoHydrated(page, "/dashboard");
    const card = cardOf(page, name);
    await expect(card.getByText("Payment Not Completed")).toBeVisible();
    await expect(card.getByRole("link", { name: /Complete Payment/ })).toHaveAttribute(
      "href",
      `/payment?location=${locationId}`,
    );
    await expectActiveCount(page, 0);
  });

  test("a signed-out visitor gets 'Access Denied' on the payment page", async ({ page }) => {
    await gotoHydrated(page, "/payment?location=00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });

  test("a signed-out owner signs in from the payment page and comes back to the same center's plans", async ({
    page,
  }) => {
    test.slow();
    const owner = await createVerifiedAccount(page);
    const name = uniqueName("Return Arena");
    const locationId = await registerCenter(page, name, owner.email);
    await logOut(page);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `/payment?location=${locationId}`);
      await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
      await expect(main.getByRole("link", { name: "Sign In", exact: true })).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath(`payment-signed-out-${width}.png`), fullPage: true });
    }

    await page.getByRole("main").getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByLabel("Email", { exact: true }).fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(new RegExp(`/payment\\?location=${locationId}$`));
    await expect(page.getByRole("heading", { name: `Choose a plan for ${name}` })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("payment-review-notice-1280.png"), fullPage: true });
  });

  test("the sign-in form goes on only to a page of this site", async ({ page }) => {
    const owner = await createVerifiedAccount(page);
    await logOut(page);
    await gotoHydrated(page, `/login?redirectTo=${encodeURIComponent("//evil.example/x")}`);
    await page.getByLabel("Email", { exact: true }).fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
  });
});
