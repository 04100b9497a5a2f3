import type { Page } from "@playwright/test";

import { createVerifiedAccount } from "../support/accounts";
import { registerVerifiedCenter } from "../support/centers";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { uniqueName } from "../support/unique";
import { E2E_VENDORS } from "../support/vendor-stand-ins";

/**
 * The owner's Live PCs page connects the center's venue software, against the local stand-ins of
 * ggLeap's and iCafeCloud's APIs the suite starts (playwright.config.ts): a refused token is said
 * so and not saved, a good one shows the free PCs at once, and Disconnect (confirmed) takes them off.
 */

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

test("an owner connects the venue software, sees its free PCs, and disconnects it", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await createVerifiedAccount(page);
  const center = await registerVerifiedCenter(page, uniqueName("Vendor Hall"), baseURL!);
  await gotoHydrated(page, `/edit-lan-center/${center.id}/live`);
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
  const live = async () =>
    (await (await page.request.get(`/api/v1/locations/${center.slug}/live`)).json()) as { live: unknown };
  expect((await live()).live).toMatchObject({ free: 7, total: 20 });

  await card.getByRole("button", { name: "Disconnect" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Disconnect iCafeCloud?" });
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(card.getByTestId("vendor-state")).toBeVisible();
  await card.getByRole("button", { name: "Disconnect" }).click();
  await dialog.getByRole("button", { name: "Disconnect iCafeCloud" }).click();
  await expect(card.getByText("iCafeCloud is disconnected: its numbers no longer show")).toBeVisible();
  await expect(card.getByRole("button", { name: "Connect" })).toBeVisible();
  await expect(page.getByTestId("owner-live-status")).toContainText("No numbers yet");
  expect((await live()).live).toBeNull();
});
