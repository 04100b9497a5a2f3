import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

import { cookieHasSession } from "~/features/accounts/session-token-cookie";
import { claimPage, releasePage } from "./accessibility-claims";

/** WCAG 2.2 AA, as the site promises (axe's tags for each level up to 2.2 AA). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Fails with axe's violations, one line each, when the page as it is now is not accessible. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** Time allowed to reopen and analyse one page after a test (a busy 2-core machine needs several seconds). */
const ACCESSIBILITY_CHECK_MS = 15_000;

type Fixtures = {
  /** Set to false for a test whose pages must not be opened twice. */
  checkAccessibility: boolean;
  /** Console errors collected during the test; any one fails it. */
  consoleErrors: string[];
};

/**
 * Every page a test visits is checked for WCAG 2.2 AA violations when the test ends: each distinct
 * URL the main frame reached is reopened in the same browser context and analysed by axe.
 */
export const test = base.extend<Fixtures>({
  checkAccessibility: [true, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  page: async ({ page, checkAccessibility }, use, testInfo) => {
    const visited = new Set<string>();
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      if (url.protocol.startsWith("http")) visited.add(`${url.pathname}${url.search}`);
    });
    await use(page);
    if (!checkAccessibility || testInfo.status !== testInfo.expectedStatus) return;
    // A page is analysed once as a visitor and once signed in (the header and some pages differ).
    const cookies = await page.context().cookies();
    const signedIn = cookieHasSession(cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; "));
    const keyOf = (url: string) => `${url}|${signedIn ? "signed-in" : "visitor"}`;
    const unchecked = [...visited].filter((url) => claimPage(keyOf(url)));
    if (unchecked.length === 0) return;
    // The checks are this fixture's own work: they get their own time on top of the test's.
    testInfo.setTimeout(testInfo.timeout + unchecked.length * ACCESSIBILITY_CHECK_MS);
    const checker = await page.context().newPage();
    try {
      for (const [done, url] of unchecked.entries()) {
        try {
          await checker.goto(url);
          await waitForHydration(checker).catch(() => undefined);
          await expectAccessible(checker);
        } catch (error) {
          for (const left of unchecked.slice(done)) releasePage(keyOf(left));
          throw error;
        }
      }
    } finally {
      await checker.close();
    }
  },
});

export { expect };
