import { randomBytes } from "node:crypto";

import { expect, type Page } from "@playwright/test";

import { gotoHydrated } from "./fixtures";
import { latestCode, messageCount } from "./mail";

/** An address no other test uses, e.g. `signup-1732179251000-a1b2c3@example.test`. */
export function uniqueEmail(label: string): string {
  const safe =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "user";
  return `${safe}-${Date.now()}-${randomBytes(3).toString("hex")}@example.test`;
}

export type AccountOptions = { email?: string; password?: string; firstName?: string; lastName?: string };

/**
 * An account made and verified as the sign-up form makes it: its two steps posted to /signup-form
 * (the form's own action, with the browser's cookies) and the mailed code entered; the sign-up
 * pages themselves are tested in sign-up.spec.ts. Leaves the page signed in on /dashboard.
 */
export async function createVerifiedAccount(
  page: Page,
  { email = uniqueEmail("user"), password = "secret123", firstName = "Test", lastName = "User" }: AccountOptions = {},
): Promise<{ email: string; password: string }> {
  const seen = await messageCount(email);
  const created = await page.request.post("/signup-form", {
    form: { intent: "create", firstName, lastName, email, password, confirmPassword: password },
    maxRedirects: 0,
  });
  expect(created.headers().location, `sign-up answered ${created.status()}`).toBe("/signup-form?step=verify");
  const verified = await page.request.post("/signup-form", {
    form: { intent: "verify", code: await latestCode(email, { after: seen }) },
    maxRedirects: 0,
  });
  expect(verified.status(), "the mailed code was refused").toBe(200);
  await gotoHydrated(page, "/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, password };
}

/** Signs in through /login and waits to leave the sign-in page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await gotoHydrated(page, "/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/login", { timeout: 15_000 });
}

/**
 * The browser suite's administrator: its address is the server's ADMIN_EMAILS (playwright.config.ts).
 * The "setup" project (tests/e2e/administrator.setup.ts) creates it once before every other test.
 */
export const ADMINISTRATOR = { email: "admin@lancenters.test", password: "admin-secret-123" } as const;

/** Logs out with the navigation's Log Out button and waits for the signed-out home page. */
export async function logOut(page: Page): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Log Out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
}
