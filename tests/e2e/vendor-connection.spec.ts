import type { Page } from "@playwright/test";

import { createVerifiedAccount } from "../support/accounts";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { uniqueName } from "../support/unique";
import { E2E_VENDORS } from "../support/vendor-stand-ins";

/**
 * The owner's Live PCs page connects the center's venue software, against the local stand-ins of
 * ggLeap's and iCafeCloud's APIs the suite starts (playwright.config.ts): a refused token is said
 * so and not saved, a good one shows the free PCs at once, and Disconnect (confirmed) takes them off.
 */

async function registerCenter(page: Page, name: string, email: string) {
  await gotoHydrated(page, "/register-lan-center");
  await page.getByLabel("Owner / Manager Name", { exact: true }).fill("Val Vendor");
  await page.getByLabel("Contact Email", { exact: true }).fill(email);
  await page.getByLabel("Community Name", { exact: true }).fill(`${name} Community`);
  await page.getByLabel("Organization Name", { exact: true }).fill(name);
  await page.getByLabel("Address", { exact: true }).fill("500 Market St, Springfield, IL 62701");
  await page.getByLabel("Latitude", { exact: true }).fill("39.7990");
  await page.getByLabel("Longitude", { exact: true }).fill("-89.6440");
  await page.getByLabel("Description", { exact: true }).fill("Forty PCs and a café.");
  await page.getByRole("button", { name: "Register LAN Center" }).click();
  await page.waitForURL(/\/payment\?location=[0-9a-f-]{36}$/, { timeout: 10_000 });
  return new URL(page.url()).searchParams.get("location")!;
}

/** The card at 1280 and 390 px wide (and with `wholePage`, the page around it). */
async function screenshots(page: Page, name: string, { wholePage = false } = {}) {
  const card = page.getByRole("region", { name: "Venue software" });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Clear of the sticky navigation bar.
    await card.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await card.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
    if (wholePage) await page.screenshot({ path: test.info().outputPath(`${name}-page-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an owner connects the venue software, sees its free PCs, and disconnects it", async ({ page }) => {
  test.setTimeout(90_000);
  const { email } = await createVerifiedAccount(page);
  const centerId = await registerCenter(page, uniqueName("Vendor Hall"), email);
  await gotoHydrated(page, `/edit-lan-center/${centerId}/live`);
  const card = page.getByRole("region", { name: "Venue software" });
  await expect(card).toContainText("Paste the API token of this center");

  // Checked in the browser first: nothing is sent without a token.
  await card.getByRole("button", { name: "Connect" }).click();
  await expect(card.getByText("Paste the center's ggLeap API token")).toBeVisible();

  // ggLeap refuses a token it does not know: said at once, nothing saved.
  await card.getByLabel("ggLeap API token", { exact: true }).fill("gg-not-this-venue");
  await card.getByRole("button", { name: "Connect" }).click();
  await expect(card.getByText("ggLeap refused this token: check it and paste it again")).toBeVisible();
  await screenshots(page, "vendor-refused");

  // iCafeCloud asks for its cafe id too.
  await card.getByLabel("Venue software", { exact: true }).selectOption("icafecloud");
  await expect(card.getByText("ggLeap refused this token: check it and paste it again")).toHaveCount(0);
  await card.getByLabel("Cafe ID", { exact: true }).fill(E2E_VENDORS.cafeId);
  await card.getByLabel("iCafeCloud API key", { exact: true }).fill(E2E_VENDORS.cafeKey);
  await screenshots(page, "vendor-form");
  await card.getByRole("button", { name: "Connect" }).click();
  await expect(card.getByText("iCafeCloud is connected: its numbers now show on your listing")).toBeVisible();
  await expect(card.getByTestId("vendor-state")).toHaveText("Connected · last read just now");
  await expect(card).toContainText(`cafe ID ${E2E_VENDORS.cafeId}`);
  await expect(page.getByTestId("owner-live-status")).toHaveText("7 of 20 PCs free · just now");
  // The key never comes back to the browser.
  expect(await page.content()).not.toContain(E2E_VENDORS.cafeKey);
  await screenshots(page, "vendor-connected", { wholePage: true });

  await card.getByRole("button", { name: "Disconnect" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Disconnect iCafeCloud?" });
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(card.getByTestId("vendor-state")).toBeVisible();
  await card.getByRole("button", { name: "Disconnect" }).click();
  await dialog.getByRole("button", { name: "Disconnect iCafeCloud" }).click();
  await expect(card.getByText("iCafeCloud is disconnected: its numbers no longer show")).toBeVisible();
  await expect(card.getByRole("button", { name: "Connect" })).toBeVisible();
  await expect(page.getByTestId("owner-live-status")).toContainText("No numbers yet");
});
