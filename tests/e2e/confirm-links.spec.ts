import type { Page } from "@playwright/test";

import { createVerifiedAccount, uniqueEmail } from "../support/accounts";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { messagesTo } from "../support/mail";

/** Text on screen in the page's main area (the dashboard keeps hidden tab panels in the page). */
function shownText(page: Page, text: string) {
  return page.getByRole("main").getByText(text, { exact: true }).filter({ visible: true });
}

/** The one-click confirmation link in the newest message to `email`. */
async function confirmationLinkTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = await messagesTo(email);
      link = messages.at(-1)?.text.match(/https?:\/\/\S+\/email-confirmation\?\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

async function requestEmailChange(page: Page, newEmail: string) {
  await page.getByRole("tab", { name: "Email Settings" }).click();
  await page.getByLabel("New Email", { exact: true }).fill(newEmail);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByText("Email update initiated!")).toBeVisible();
}

test.describe("/auth/confirm", () => {
  test("never sends the browser to another site", async ({ page, baseURL }) => {
    await page.goto("/auth/confirm?confirmation_url=https://elsewhere.example/");
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(new URL(page.url()).pathname).toBe("/");

    for (const target of ["//elsewhere.example/", "/\\elsewhere.example", "javascript:alert(1)"]) {
      await page.goto(`/auth/confirm?confirmation_url=${encodeURIComponent(target)}`);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      expect(new URL(page.url()).pathname).toBe("/");
    }
  });

  test("goes on to a page of this site, and home without a target", async ({ page }) => {
    await page.goto("/auth/confirm?confirmation_url=/privacy");
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();

    await page.goto("/auth/confirm");
    expect(new URL(page.url()).pathname).toBe("/");
  });
});

test.describe("/email-confirmation", () => {
  test("explains an expired or refused link", async ({ page }) => {
    await gotoHydrated(
      page,
      "/email-confirmation?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
    );
    await expect(page.getByRole("heading", { name: "Email Confirmation Failed" })).toBeVisible();
    await expect(
      page.getByText("This email confirmation link has expired or is invalid. Please try updating your email again."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Request Password Reset Instead" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });

  test("shows another link error as plain text", async ({ page }) => {
    await gotoHydrated(page, "/email-confirmation?error=server_error&error_description=%3Cb%3EBroken%3C%2Fb%3E");
    await expect(page.getByText("Email confirmation failed: <b>Broken</b>")).toBeVisible();
    await expect(page.locator("main b")).toHaveCount(0);
  });

  test("refuses a link without its address and code", async ({ page }) => {
    await gotoHydrated(page, "/email-confirmation");
    await expect(page.getByRole("heading", { name: "Email Confirmation Failed" })).toBeVisible();
    await expect(
      page.getByText("Invalid email confirmation link. Please try updating your email again."),
    ).toBeVisible();
  });

  test("the link from the mail confirms the change in the signed-in browser, and only by a POST", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const { email } = await createVerifiedAccount(page, { email: uniqueEmail("link-old") });
    const newEmail = uniqueEmail("link-new");
    await requestEmailChange(page, newEmail);
    const link = await confirmationLinkTo(newEmail);
    expect(new URL(link).origin).toBe(new URL(baseURL!).origin);

    // Opened where nobody is signed in: nothing happens, and the page says why.
    const stranger = await browser.newContext({ baseURL });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(link);
    await expect(strangerPage.getByText("Failed to confirm email change. Please try again.")).toBeVisible();
    await stranger.close();

    // A mail scanner that only GETs the link (with the session, even) changes nothing.
    const scanned = await page.request.get(link);
    expect(scanned.ok()).toBe(true);
    await gotoHydrated(page, "/dashboard");
    await expect(shownText(page, email)).toBeVisible();

    await gotoHydrated(page, link);
    await expect(page.getByRole("heading", { name: "Success!" })).toBeVisible();
    await expect(page.getByText(newEmail)).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(shownText(page, newEmail)).toBeVisible();

    // Opened again, it says the change is done rather than refusing a spent code.
    await gotoHydrated(page, link);
    await expect(page.getByRole("heading", { name: "Success!" })).toBeVisible();
  });
});
