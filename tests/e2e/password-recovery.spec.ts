import type { Page } from "@playwright/test";

import { createVerifiedAccount, logOut, signIn, uniqueEmail } from "../support/accounts";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { latestCode, messageCount } from "../support/mail";

const PASSWORD_UPDATED = "Password updated successfully! You can now sign in with your new password.";

/** Asks for a reset code on /forgot-password and returns it, once on /verify-reset-code. */
async function requestResetCode(page: Page, email: string): Promise<string> {
  const seen = await messageCount(email);
  await gotoHydrated(page, "/forgot-password");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send Reset Code" }).click();
  await page.waitForURL("**/verify-reset-code");
  await expect(page.getByText(email)).toBeVisible();
  return latestCode(email, { after: seen });
}

/** A code of six digits that is surely not `code`. */
function wrongCode(code: string): string {
  return `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
}

test.describe("password recovery", () => {
  test("a forgotten password is replaced through a mailed code", async ({ page, consoleErrors }) => {
    test.slow(); // a whole journey: sign-up, three recovery steps, two sign-ins
    const { email, password } = await createVerifiedAccount(page, { email: uniqueEmail("recovery") });
    await logOut(page);

    const code = await requestResetCode(page, email);
    await expect(page.getByText("The code expires in 1 hour.")).toBeVisible();
    await page.getByLabel("Verification Code", { exact: true }).fill(code);
    await page.getByRole("button", { name: "Verify Code" }).click();

    await page.waitForURL("**/change-password");
    await expect(page.getByRole("heading", { name: "Set New Password" })).toBeVisible();
    // The form's own rules first: the browser says what is wrong without asking the server.
    await page.getByLabel("New Password", { exact: true }).fill("new-secret-1");
    await page.getByLabel("Confirm Password", { exact: true }).fill("new-secret-2");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    const newPassword = "new-secret-1";
    await page.getByLabel("Confirm Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(page.getByLabel("New Password", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Update Password" }).click();

    await expect(page.getByRole("heading", { name: "Password Updated!" })).toBeVisible();
    await expect(page.getByText("Redirecting to sign in page...")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Sign In" })).toHaveAttribute(
      "href",
      "/login?notice=password-updated",
    );
    await page.waitForURL("**/login");
    await expect(page.getByText(PASSWORD_UPDATED)).toBeVisible();

    // The old password no longer opens the account; the new one does.
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(
      page.getByText("Incorrect email or password. Please check your credentials and try again."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
    // The refused sign-in above answers 400, which the browser reports; nothing else may.
    expect(consoleErrors.filter((error) => !error.includes("status of 400"))).toEqual([]);
  });

  test("the later steps send a visitor who skipped the first back to it", async ({ page }) => {
    await page.goto("/verify-reset-code");
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.goto("/change-password");
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("button", { name: "Send Reset Code" })).toBeVisible();
  });

  test("a wrong code is refused, and Resend Code mails a new one", async ({ page }) => {
    test.slow();
    const { email } = await createVerifiedAccount(page, { email: uniqueEmail("wrong-code") });
    await logOut(page);
    const code = await requestResetCode(page, email);

    await page.getByLabel("Verification Code", { exact: true }).fill(wrongCode(code));
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page.getByText("Invalid code. Please check your email and try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/verify-reset-code$/);

    const seen = await messageCount(email);
    await page.getByRole("button", { name: "Resend Code" }).click();
    const resent = page.getByText("New verification code sent! Check your email.");
    await expect(resent).toBeVisible();
    const newCode = await latestCode(email, { after: seen });
    // The message clears by itself after 3 seconds.
    await expect(resent).toBeHidden({ timeout: 6_000 });

    await page.getByLabel("Verification Code", { exact: true }).fill(newCode);
    await page.getByRole("button", { name: "Verify Code" }).click();
    await page.waitForURL("**/change-password");
  });

  test("an unknown address is told apart", async ({ page }) => {
    await gotoHydrated(page, "/forgot-password");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Send Reset Code" }).click();
    await expect(
      page.getByText("No account found with this email address. Please check your email or create a new account."),
    ).toBeVisible();
  });

  test("an old recovery link leads into the code flow", async ({ page }) => {
    await gotoHydrated(page, "/reset-password#error=access_denied&error_code=otp_expired&error_description=expired");
    await expect(page.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
    await expect(page.getByText("This reset link has expired or is invalid.")).toBeVisible();
    await page.getByRole("link", { name: "Send Me a Reset Code" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
