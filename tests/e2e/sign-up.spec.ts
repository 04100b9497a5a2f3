import type { Page } from "@playwright/test";

import { createVerifiedAccount, uniqueEmail } from "../support/accounts";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { latestCode, messageCount } from "../support/mail";

const PASSWORD = "secret123";

/** A refused form answers 400, which Chromium logs as a failed resource: expected, not a bug. */
function unexpected(consoleErrors: string[]): string[] {
  return consoleErrors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(error),
  );
}

/** Fills the Create Account form and waits until the address has been checked. */
async function fillCreateAccount(page: Page, email: string, names = { first: "Ada", last: "Lovelace" }) {
  await page.getByLabel("First Name", { exact: true }).fill(names.first);
  await page.getByLabel("Last Name", { exact: true }).fill(names.last);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
}

/** Creates an account up to the verify step; returns how many messages the address had before. */
async function reachVerifyStep(page: Page, email: string): Promise<number> {
  const seen = await messageCount(email);
  await gotoHydrated(page, "/signup-form");
  await fillCreateAccount(page, email);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Verify Your Email" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  return seen;
}

test.describe("Create Account", () => {
  for (const width of [390, 1280]) {
    test(`Back from the code step (${width} px) lets the visitor correct the form and send it again`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 844 });
      // An address of everyday length, which fits on a line at both widths.
      const email = `b${width}${Math.random().toString(36).slice(2, 8)}@lan.test`;
      const seen = await reachVerifyStep(page, email);
      // The address stays whole where it fits, and nothing scrolls sideways.
      const shown = page.locator("strong", { hasText: email });
      const lines = await shown.evaluate((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()];
      });
      expect(lines.length, "the address is on one line").toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`verify-step-${width}.png`) });

      // The browser's Back: the form again, the address not "taken", everything editable.
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1, name: "Create Account" })).toBeVisible();
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("First Name", { exact: true }).fill("Corrected");
      await page.getByLabel("Last Name", { exact: true }).fill("Name");
      await page.getByLabel("Password", { exact: true }).fill("corrected-secret");
      await page.getByLabel("Confirm Password", { exact: true }).fill("corrected-secret");
      await expect(page.getByRole("heading", { name: "Cannot Create Account" })).toBeHidden();
      const create = page.getByRole("button", { name: "Create Account" });
      await expect(create).toBeEnabled({ timeout: 10_000 });
      await create.click();

      // A new code for the same address; the newest name and password are the account's.
      await expect(page.getByRole("heading", { level: 1, name: "Verify Your Email" })).toBeVisible();
      await page.getByLabel("Verification Code", { exact: true }).fill(await latestCode(email, { after: seen + 1 }));
      await page.getByRole("button", { name: "Verify", exact: true }).click();
      await page.waitForURL("**/dashboard", { timeout: 15_000 });
      // The account carries the corrected name (and the corrected password signs in: the account tests).
      expect(await (await page.request.get("/api/session")).text()).toContain("Corrected Name");
    });
  }

  test("signs up with the mailed code and arrives signed in on the dashboard", async ({ page, consoleErrors }) => {
    const email = uniqueEmail("signup");
    await gotoHydrated(page, "/signup-form");
    await expect(page.getByRole("heading", { level: 1, name: "Create Account" })).toBeVisible();

    const create = page.getByRole("button", { name: "Create Account" });
    await expect(create).toBeDisabled(); // nothing typed yet
    await fillCreateAccount(page, email);
    // The address is checked 500 ms after typing stops; the button waits for the answer.
    await expect(create).toBeEnabled();
    const seen = await messageCount(email);
    await create.click();

    await expect(page.getByLabel("Verification Code", { exact: true })).toBeFocused();
    await page.getByLabel("Verification Code", { exact: true }).fill(await latestCode(email, { after: seen }));
    await page.getByRole("button", { name: "Verify", exact: true }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Account Created!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Dashboard Now" })).toHaveAttribute("href", "/dashboard");
    // Redirected after 2 s, signed in.
    await page.waitForURL("**/dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Log Out" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("refuses a wrong code; Resend Code mails a new one, and the new one works", async ({ page, consoleErrors }) => {
    const email = uniqueEmail("resend");
    const seen = await reachVerifyStep(page, email);
    const first = await latestCode(email, { after: seen });
    const codeField = page.getByLabel("Verification Code", { exact: true });

    await codeField.fill(first === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByText("Invalid code. Please check your email and try again.")).toBeVisible();

    const before = await messageCount(email);
    await page.getByRole("button", { name: "Resend Code" }).click();
    const resent = page.getByText("New verification code sent! Check your email.");
    await expect(resent).toBeVisible();
    const second = await latestCode(email, { after: before });
    expect(await messageCount(email)).toBe(before + 1);
    // Still the verify step, and the note goes away by itself after 3 s.
    await expect(codeField).toBeVisible();
    await expect(resent).toBeHidden({ timeout: 5_000 });

    await codeField.fill(second);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Account Created!" })).toBeVisible();
    await page.waitForURL("**/dashboard");
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test("an address that has an account shows Cannot Create Account", async ({ page, consoleErrors }) => {
    test.slow(); // creates and verifies an account
    const { email } = await createVerifiedAccount(page, { email: uniqueEmail("taken") });
    await page.context().clearCookies();

    await gotoHydrated(page, "/signup-form");
    // The address last: once it is found taken, the other fields are disabled.
    await page.getByLabel("First Name", { exact: true }).fill("Ada");
    await page.getByLabel("Last Name", { exact: true }).fill("Lovelace");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await expect(page.getByRole("heading", { name: "Cannot Create Account" })).toBeVisible();
    await expect(page.getByText("Invalid credentials. Please check your information and try again.")).toBeVisible();
    // Said once, in the panel: not again in an alert above the form.
    await expect(page.getByText(/Invalid credentials\./)).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Invalid Credentials" })).toBeDisabled();
    await expect(page.getByLabel("First Name", { exact: true })).toBeDisabled();
    await expect(page.getByLabel("Email", { exact: true })).toBeEnabled();
    await expect(page.getByRole("link", { name: "Reset Password" })).toHaveAttribute("href", "/forgot-password");

    // Typing in the address clears the taken state at once.
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("other"));
    await expect(page.getByRole("heading", { name: "Cannot Create Account" })).toBeHidden();
    await expect(page.getByLabel("First Name", { exact: true })).toBeEnabled();

    await page.getByLabel("Email", { exact: true }).fill(email);
    await expect(page.getByRole("heading", { name: "Cannot Create Account" })).toBeVisible();
    await page.getByRole("link", { name: "Sign In Instead" }).click();
    await expect(page).toHaveURL("/login");
    expect(consoleErrors).toEqual([]);
  });

  test("shows the form's rule that is broken, on the field it is about", async ({ page }) => {
    await gotoHydrated(page, "/signup-form");
    await fillCreateAccount(page, uniqueEmail("rules"), { first: "   ", last: "Lovelace" });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Please enter your first name.")).toBeVisible();
    await expect(page.getByLabel("First Name", { exact: true })).toBeFocused();
    await expect(page.getByLabel("First Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    // Nothing typed is lost.
    await expect(page.getByLabel("Last Name", { exact: true })).toHaveValue("Lovelace");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);

    // Passwords that differ keep the button disabled and say so.
    await page.getByLabel("First Name", { exact: true }).fill("Ada");
    await page.getByLabel("Confirm Password", { exact: true }).fill("different1");
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Account" })).toBeDisabled();
  });

  test("the code field keeps digits only, and Back returns to the form", async ({ page }) => {
    const email = uniqueEmail("digits");
    await reachVerifyStep(page, email);
    const codeField = page.getByLabel("Verification Code", { exact: true });
    await codeField.pressSequentially("a1b2c3d4e5f6g7");
    await expect(codeField).toHaveValue("123456");

    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create Account" })).toBeVisible();
    await expect(page.getByLabel("First Name", { exact: true })).toHaveValue("Ada");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

    // The step is kept by the server, not the page: a reload stays on the form.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Create Account" })).toBeVisible();
  });

  test("a reload keeps the verify step", async ({ page }) => {
    const email = uniqueEmail("reload");
    await reachVerifyStep(page, email);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Verify Your Email" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  test("'Sign in here' leads to the sign-in page", async ({ page }) => {
    await gotoHydrated(page, "/signup-form");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await page.getByRole("link", { name: "Sign in here" }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  });

  test("works by keyboard alone", async ({ page }) => {
    const email = uniqueEmail("keyboard");
    await gotoHydrated(page, "/signup-form");
    await page.getByLabel("First Name", { exact: true }).focus();
    await page.keyboard.type("Grace");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Hopper");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Tab"); // the show/hide toggle
    await expect(page.getByRole("button", { name: "Show password" }).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await page.keyboard.press("Tab");
    await page.keyboard.type(PASSWORD);
    await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();
    const seen = await messageCount(email);
    await page.keyboard.press("Enter");

    const codeField = page.getByLabel("Verification Code", { exact: true });
    await expect(codeField).toBeFocused();
    await page.keyboard.type(await latestCode(email, { after: seen }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/dashboard");
  });
});
