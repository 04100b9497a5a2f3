import { request, type Page } from "@playwright/test";

import { createVerifiedAccount } from "../support/accounts";
import { registerVerifiedCenter } from "../support/centers";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { uniqueName } from "../support/unique";

/**
 * Live PCs through the push API: the owner makes a station-status token on the center's Live PCs
 * page, a venue's script posts the counts with it (a client without a session or Origin, as curl
 * is), and the public center page shows them, updating while it is open; a second post within the
 * center's 20 seconds is told when to come back; a revoked token changes nothing.
 */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test("an owner's token reports the free PCs, the center page shows them live, and a revoked token is refused", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await createVerifiedAccount(page);
  const name = uniqueName("Live Frag");
  const center = await registerVerifiedCenter(page, name, baseURL!);

  // From the dashboard's card to the Live PCs page; no numbers yet.
  await gotoHydrated(page, "/dashboard");
  await page.getByRole("link", { name: `Live PCs of ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-lan-center/${center.id}/live$`));
  await expect(page.getByTestId("owner-live-status")).toContainText("No numbers yet");

  // A token needs a name; then it is shown once, and the examples carry it.
  const tokens = page.getByRole("region", { name: "Station-status tokens" });
  await tokens.getByRole("button", { name: "Make a token" }).click();
  await expect(tokens.getByText("Give the token a name, such as the machine that reports")).toBeVisible();
  await tokens.getByLabel("Name").fill("Front desk PC");
  await tokens.getByRole("button", { name: "Make a token" }).click();
  const shown = tokens.getByTestId("new-station-token");
  await expect(shown).toBeVisible();
  const token = (await shown.textContent())!.trim();
  expect(token).toMatch(/^lcs_/);
  await expect(page.getByRole("region", { name: "One report with curl" })).toContainText(`Bearer ${token}`);
  await shoot(page, "live-pcs-token");

  // A visitor has the center page open before any numbers come in.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.clock.install();
  await gotoHydrated(visitor, `/lancenters/${center.slug}`);
  await expect(visitor.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(visitor.getByTestId("live-stations")).toHaveCount(0);

  // The venue's script: no session, no Origin, only the token.
  const venue = await request.newContext({ baseURL });
  const post = (bearer: string, data: unknown) =>
    venue.post("/api/v1/station-status", { headers: { Authorization: `Bearer ${bearer}` }, data });
  const stored = await post(token, { total: 40, free: 12, byKind: { pc: { total: 36, free: 10 } } });
  expect(stored.status()).toBe(200);
  expect(await stored.json()).toMatchObject({ total: 40, free: 12 });

  // The open page asks again every 30 seconds: the numbers appear without a reload.
  await visitor.clock.runFor(31_000);
  await expect(visitor.getByTestId("live-stations")).toHaveText(/10 of 36 PCs free\s*· just now/);
  await shoot(visitor, "center-page-live");

  // Bad input changes nothing and says why; a second report within 20 seconds is told when to come back.
  const bad = await post(token, { total: 4, free: 9 });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ error: "free: free cannot be more than total" });
  const early = await post(token, { total: 40, free: 1 });
  expect(early.status()).toBe(429);
  expect(Number(early.headers()["retry-after"])).toBeGreaterThan(0);

  // The owner sees what players see, and when the token last reported; then revokes it.
  await gotoHydrated(page, `/edit-lan-center/${center.id}/live`);
  await expect(page.getByTestId("owner-live-status")).toHaveText("10 of 36 PCs free · just now");
  await expect(tokens.getByText(/last report just now/)).toBeVisible();
  await tokens.getByRole("button", { name: "Revoke Front desk PC" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke token" }).click();
  await expect(tokens.getByText('"Front desk PC" revoked: it can no longer report.')).toBeVisible();
  await expect(tokens.getByText("No tokens yet.")).toBeVisible();
  const refused = await post(token, { total: 40, free: 30 });
  expect(refused.status()).toBe(401);
  expect((await (await venue.get(`/api/v1/locations/${center.slug}/live`)).json()).live).toMatchObject({
    free: 10,
    total: 36,
  });
  await venue.dispose();
});
