import type { Page } from "@playwright/test";

import { ADMINISTRATOR, createVerifiedAccount, logOut, signIn, uniqueEmail } from "../support/accounts";
import { apiSession, postForm } from "../support/api-session";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { latestCode, messageCount, messagesTo } from "../support/mail";

/** Text on screen in the page's main area (the dashboard keeps hidden tab panels in the page). */
function shownText(page: Page, text: string) {
  return page.getByRole("main").getByText(text, { exact: true }).filter({ visible: true });
}

/** The visible links of the Overview that lead to a registration form, by name. */
async function addLinks(page: Page, path: string): Promise<string[]> {
  const links = page.getByRole("tabpanel").locator(`a[href="${path}"]`).filter({ visible: true });
  return links.allInnerTexts().then((texts) => texts.map((text) => text.trim()));
}

/** Signs in as the suite's administrator (created by tests/e2e/administrator.setup.ts). */
async function signInAsAdministrator(page: Page) {
  await signIn(page, ADMINISTRATOR.email, ADMINISTRATOR.password);
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Opens Email Settings and asks for a code for `newEmail`. */
async function startEmailChange(page: Page, newEmail: string) {
  await page.getByRole("tab", { name: "Email Settings" }).click();
  await expect(page).toHaveURL(/[?&]tab=email/);
  await page.getByLabel("New Email", { exact: true }).fill(newEmail);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByText("Email update initiated!")).toBeVisible();
  await expect(page.getByText(`We sent a 6-digit code to ${newEmail}`)).toBeVisible();
}

test.describe("the dashboard", () => {
  test("asks a signed-out visitor to sign in", async ({ page }) => {
    await gotoHydrated(page, "/dashboard");
    await expect(page.getByRole("heading", { name: "Sign In Required" })).toBeVisible();
    await expect(page.getByText("Please sign in to view your dashboard.")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Go to Sign In" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("welcomes a member with their address, role and counters; the tab is kept in the address", async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    const { email } = await createVerifiedAccount(page, { email: uniqueEmail("member") });
    await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(shownText(page, email)).toBeVisible();
    await expect(main.getByText("Member", { exact: true })).toBeVisible();
    await expect(main.getByText("Administrator", { exact: true })).toHaveCount(0);
    for (const label of ["LAN Centers", "LAN Parties"]) {
      await expect(main.getByRole("listitem").filter({ hasText: label })).toContainText("0");
    }

    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Security" }).click();
    await expect(page).toHaveURL(/[?&]tab=security/);
    await expect(page.getByLabel("New Password", { exact: true })).toBeVisible();
    // The tab pattern: arrow keys move between the tabs.
    await page.getByRole("tab", { name: "Security" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Email Settings" })).toBeFocused();
    await expect(page).toHaveURL(/[?&]tab=email/);

    await page.reload();
    await expect(page.getByRole("tab", { name: "Email Settings" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("New Email", { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("labels the administrator as such, decided by the server", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsAdministrator(page);
    await gotoHydrated(page, "/dashboard");
    const main = page.getByRole("main");
    await expect(shownText(page, ADMINISTRATOR.email)).toBeVisible();
    await expect(main.getByText("Administrator", { exact: true })).toBeVisible();
    await expect(main.getByText("Member", { exact: true })).toHaveCount(0);
  });

  test("each way to add a venue shows once: Get Started, then Quick Actions; administrators' sections", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const member = await createVerifiedAccount(page, { email: uniqueEmail("add-buttons") });
    await expect(page.getByRole("heading", { name: "Get Started" })).toBeVisible();
    expect(await addLinks(page, "/register-lan-center")).toEqual(["Add LAN Center"]);
    expect(await addLinks(page, "/register-lan-party")).toEqual(["Add LAN Party"]);

    const session = await apiSession(String(baseURL), member);
    const registered = await postForm(session, "/register-lan-center", {
      communityName: "Add Buttons Community",
      organizationName: "Add Buttons Arena",
      address: "1 Main St, Springfield, IL 62701",
      latitude: "39.8",
      longitude: "-89.6",
      description: "A center registered to count the dashboard's buttons.",
    });
    expect(registered.status()).toBe(200);
    await gotoHydrated(page, "/dashboard");
    await expect(page.getByRole("heading", { name: "Quick Actions" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Get Started" })).toHaveCount(0);
    expect(await addLinks(page, "/register-lan-center")).toEqual(["Add Another LAN Center"]);
    expect(await addLinks(page, "/register-lan-party")).toEqual(["Add Another LAN Party"]);

    await logOut(page);
    await signInAsAdministrator(page);
    await gotoHydrated(page, "/dashboard");
    expect(await addLinks(page, "/register-lan-center")).toEqual(["Add Center"]);
    expect(await addLinks(page, "/register-lan-party")).toEqual(["Add Party"]);
  });

  test("moves the account to a new e-mail address with a code sent to it", async ({ page, consoleErrors }) => {
    test.slow();
    const { email, password } = await createVerifiedAccount(page, { email: uniqueEmail("old-address") });
    const newEmail = uniqueEmail("new-address");

    // The new address must differ from the current one (the form's own rule).
    await page.getByRole("tab", { name: "Email Settings" }).click();
    await page.getByLabel("New Email", { exact: true }).fill(email.toUpperCase());
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect(page.getByText("New email must be different from current email")).toBeVisible();

    await startEmailChange(page, newEmail);
    const verify = page.getByRole("button", { name: "Verify & Update Email" });
    await expect(verify).toBeDisabled();
    await page.getByLabel("Verification Code", { exact: true }).fill(await latestCode(newEmail));
    await expect(verify).toBeEnabled();
    await verify.click();

    await page.waitForURL("**/email-change-success");
    await expect(page.getByRole("heading", { name: "Email Updated Successfully!" })).toBeVisible();
    // It goes on to the dashboard by itself after 5 seconds.
    await page.waitForURL("**/dashboard", { timeout: 10_000 });
    await expect(shownText(page, newEmail)).toBeVisible();

    // The old address is told.
    await expect
      .poll(async () => (await messagesTo(email)).map((message) => message.subject))
      .toContain("Your LAN Centers e-mail address was changed");

    await logOut(page);
    await signIn(page, newEmail, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(shownText(page, newEmail)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("an e-mail change can be resent, refused and cancelled", async ({ page }) => {
    test.slow();
    const { email } = await createVerifiedAccount(page, { email: uniqueEmail("cancel-change") });
    const newEmail = uniqueEmail("pending-address");
    await startEmailChange(page, newEmail);
    const code = await latestCode(newEmail);

    // Messages clear by themselves after 3 seconds.
    await expect(page.getByText("Email update initiated!")).toBeHidden({ timeout: 6_000 });

    const seen = await messageCount(newEmail);
    await page.getByRole("button", { name: "Resend Code" }).click();
    await expect(page.getByText("New code sent! Check your email.")).toBeVisible();
    const newCode = await latestCode(newEmail, { after: seen });
    expect(newCode).toMatch(/^\d{6}$/);

    await page
      .getByLabel("Verification Code", { exact: true })
      .fill(`${(Number(newCode[0]) + 1) % 10}${newCode.slice(1)}`);
    await page.getByRole("button", { name: "Verify & Update Email" }).click();
    await expect(page.getByText("Invalid code. Please check your email and try again.")).toBeVisible();

    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByLabel("New Email", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Verification Code", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Invalid code. Please check your email and try again.")).toHaveCount(0);

    // Nothing changed: the dashboard still shows the old address.
    await gotoHydrated(page, "/dashboard");
    await expect(shownText(page, email)).toBeVisible();
    expect(code).toMatch(/^\d{6}$/);
  });

  test("the Security tab sets a new password", async ({ page }) => {
    test.slow();
    const { email, password } = await createVerifiedAccount(page, { email: uniqueEmail("security") });
    await page.getByRole("tab", { name: "Security" }).click();
    await page.getByLabel("Current Password", { exact: true }).fill(password);
    await page.getByLabel("New Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();

    const newPassword = "changed-secret-9";
    await page.getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password updated successfully!")).toBeVisible();
    await expect(page.getByLabel("New Password", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Current Password", { exact: true })).toHaveValue("");

    await logOut(page);
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the Security tab asks for the current password, and a wrong one changes nothing", async ({ page }) => {
    test.slow();
    const { email, password } = await createVerifiedAccount(page, { email: uniqueEmail("current-password") });
    await page.getByRole("tab", { name: "Security" }).click();
    const current = page.getByLabel("Current Password", { exact: true });
    await expect(current).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(current).toHaveAttribute("type", "text");

    await page.getByLabel("New Password", { exact: true }).fill("changed-secret-9");
    await page.getByLabel("Confirm Password", { exact: true }).fill("changed-secret-9");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Please enter your current password")).toBeVisible();

    await current.fill("not-my-password");
    await page.getByRole("button", { name: "Update Password" }).click();
    // Said at the field it is about, and the field is marked as wrong.
    await expect(current).toHaveAccessibleDescription(/Current password is incorrect/);
    await expect(current).toHaveAttribute("aria-invalid", "true");

    await logOut(page);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
