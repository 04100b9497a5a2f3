import type { Page } from "@playwright/test";

import { ADMINISTRATOR, createVerifiedAccount, logOut, uniqueEmail } from "../support/accounts";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { latestCode, messageCount } from "../support/mail";
import { freePort, killStartedServers, startServer, type ServerProcess } from "../support/server";

const { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } = ADMINISTRATOR;

/** A refused form answers 4xx, which Chromium logs as a failed resource: expected, not a bug. */
function unexpected(consoleErrors: string[]): string[] {
  return consoleErrors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(error),
  );
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test.describe("Sign In", () => {
  test("refuses a wrong password, signs in with the right one, and signs out", async ({ page, consoleErrors }) => {
    test.slow(); // creates and verifies an account
    const { email, password } = await createVerifiedAccount(page, { email: uniqueEmail("signin") });
    await logOut(page);

    await gotoHydrated(page, "/login");
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup-form");
    await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    await fillSignIn(page, email, "not-the-password");
    await expect(
      page.getByText("Incorrect email or password. Please check your credentials and try again."),
    ).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

    // By keyboard: the address is still there; the password, then Enter.
    await page.getByLabel("Password", { exact: true }).focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type(password);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Show password" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/dashboard");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log Out" })).toBeVisible();

    // Signed in, the sign-in page has nothing to offer.
    await page.goto("/login");
    await expect(page).toHaveURL("/dashboard");

    await logOut(page);
    await gotoHydrated(page, "/dashboard");
    await expect(page.getByRole("heading", { name: "Sign In Required" })).toBeVisible();
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test("an account that never entered its code is taken to the verify step with a new code", async ({ page }) => {
    test.slow(); // creates and verifies an account
    const email = uniqueEmail("unverified");
    const password = "secret123";
    await gotoHydrated(page, "/signup-form");
    await page.getByLabel("First Name", { exact: true }).fill("Alan");
    await page.getByLabel("Last Name", { exact: true }).fill("Turing");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByLabel("Verification Code", { exact: true })).toBeVisible();
    // Come back another day: nothing of the sign-up is left in this browser.
    await page.context().clearCookies();

    const before = await messageCount(email);
    await gotoHydrated(page, "/login");
    await fillSignIn(page, email, password);
    await page.waitForURL("**/signup-form?notice=code-sent");
    await expect(page.getByRole("heading", { level: 1, name: "Verify Your Email" })).toBeVisible();
    await expect(page.getByText("Please verify your email address. We sent a new code.")).toBeVisible();

    await page.getByLabel("Verification Code", { exact: true }).fill(await latestCode(email, { after: before }));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Account Created!" })).toBeVisible();
    await page.waitForURL("**/dashboard");
  });

  test("shows a known notice from the address, and nothing of an unknown one", async ({ page }) => {
    await gotoHydrated(page, "/login?notice=password-updated");
    await expect(
      page.getByText("Password updated successfully! You can now sign in with your new password."),
    ).toBeVisible();
    await gotoHydrated(page, "/login?notice=%3Cb%3Einjected-notice%3C%2Fb%3E");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
    await expect(page.getByText("injected-notice")).toHaveCount(0);
  });

  test("checks the form in the browser before asking the server", async ({ page }) => {
    await gotoHydrated(page, "/login");
    await page.getByLabel("Email", { exact: true }).fill("someone@example.test");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("You must provide either an email or phone number and a password")).toBeVisible();
    await expect(page).toHaveURL("/login");
  });
});

test.describe("Admin Login", () => {
  test("refuses a member: no session is left behind", async ({ page, consoleErrors }) => {
    test.slow(); // creates and verifies an account
    const { email, password } = await createVerifiedAccount(page, { email: uniqueEmail("member") });
    await logOut(page);

    await gotoHydrated(page, "/admin-login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await fillSignIn(page, email, password);
    await expect(page.getByText("Invalid credentials. Access denied.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();

    await gotoHydrated(page, "/dashboard");
    await expect(page.getByRole("heading", { name: "Sign In Required" })).toBeVisible();
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test("lets the administrator in: 'Login Successful', then the dashboard", async ({ page }) => {
    // The account was created by the setup project (tests/e2e/administrator.setup.ts).
    await gotoHydrated(page, "/admin-login");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.getByRole("button", { name: "Hide password" })).toBeVisible();
    await fillSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: "Login Successful" })).toBeVisible();
    await page.waitForURL("**/dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Contacts" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Log Out" })).toBeVisible();
  });
});

test.describe("Account confirmation", () => {
  test("prefills the address a link gives, and only an address", async ({ page }) => {
    await gotoHydrated(page, "/account-confirmation?email=x@example.test");
    await expect(page.getByRole("heading", { level: 1, name: "Email Confirmed Successfully!" })).toBeVisible();
    await expect(page.getByText("Your account has been activated. Please sign in to continue.")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("x@example.test");
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup-form");
    await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    await gotoHydrated(page, "/account-confirmation?email=not%20an%20address");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
  });

  test("signs in, and sends a signed-in visitor on", async ({ page }) => {
    test.slow(); // creates and verifies an account
    const { email, password } = await createVerifiedAccount(page, { email: uniqueEmail("confirmed") });
    await page.context().clearCookies();
    await gotoHydrated(page, `/account-confirmation?email=${encodeURIComponent(email)}`);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL("**/dashboard");

    await page.goto("/account-confirmation");
    await expect(page).toHaveURL("/dashboard");
  });
});

test.describe("Sign In while the server's password checks are all taken", () => {
  // A server of its own, one check at a time (four more waiting): a flood of others' sign-ins fills it.
  let site: ServerProcess;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await startServer({ port: await freePort(), env: { PASSWORD_CHECK_CONCURRENCY: "1" } });
  });

  test.afterAll(async () => {
    await site?.stop();
    killStartedServers();
  });

  test("is told at once to wait a moment, in the form", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: site.url, reducedMotion: "reduce" });
    const page = await context.newPage();
    await gotoHydrated(page, "/login");

    let flooding = true;
    const flood = Array.from({ length: 8 }, async () => {
      while (flooding) {
        const answer = await fetch(`${site.url}/login.data`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email: "flood@example.test", password: "not-the-password" }),
        });
        await answer.arrayBuffer();
      }
    });
    try {
      // The flood leaves a place free now and then: a sign-in that gets it is checked (and refused).
      await expect(async () => {
        const answered = page.waitForResponse(
          (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/login.data",
        );
        await fillSignIn(page, "someone@example.test", "not-the-password");
        const answer = await answered;
        expect(answer.status()).toBe(503);
        expect(answer.headers()["retry-after"]).toBe("2");
      }).toPass({ timeout: 20_000 });
      await expect(page.getByRole("alert")).toHaveText(
        "Too many login attempts. Please wait a moment before trying again.",
      );
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue("someone@example.test");
    } finally {
      flooding = false;
      await Promise.all(flood);
      await context.close();
    }
  });
});
