import type { Page } from "@playwright/test";

import { DEMO_EVENT_ID, DEMO_TICKET_TYPES } from "../../db/demo/demo-data";
import { createVerifiedAccount, logOut } from "../support/accounts";
import { expect, expectAccessible, gotoHydrated, test } from "../support/fixtures";

/**
 * A player gets a free ticket of a party: a visitor is sent to sign in and comes back to the same
 * type; a member takes two at once and the page says how many they hold. The demo party (seeded by
 * the browser suite's server) has a type with room, a sold-out one and one nearly gone.
 */
const partyPath = `/lanparties/${DEMO_EVENT_ID}`;
const visitorType = DEMO_TICKET_TYPES.find((type) => type.name === "Visitor, no seat")!;

function ticketCard(page: Page, name: string) {
  return page.getByRole("article", { name, exact: true });
}

test("a visitor signs in from a ticket, comes back to it, and takes two tickets", async ({ page }) => {
  // A sign-up, a sign-in and two accessibility checks of a page with a map.
  test.slow();
  const account = await createVerifiedAccount(page);
  await logOut(page);

  await gotoHydrated(page, partyPath);
  await expect(page.getByRole("heading", { name: "Tickets", level: 2 })).toBeVisible();
  await expect(ticketCard(page, "Streamer row").getByText("Sold out")).toBeVisible();
  await expect(ticketCard(page, "Streamer row").getByRole("link", { name: "Sign in to get a ticket" })).toHaveCount(0);
  await expectAccessible(page);

  const card = ticketCard(page, visitorType.name);
  await expect(card.getByText(/^\d+ left$/)).toBeVisible();
  await card.getByRole("link", { name: "Sign in to get a ticket" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();

  // Back on the party, at the same type, its button ready for the keyboard.
  await page.waitForURL((url) => url.pathname === partyPath && url.searchParams.get("ticket") === visitorType.id);
  const getTicket = ticketCard(page, visitorType.name).getByRole("button", { name: "Get ticket" });
  await expect(getTicket).toBeFocused();
  const leftBefore = Number(
    (await ticketCard(page, visitorType.name)
      .getByText(/^\d+ left$/)
      .textContent())!.split(" ")[0],
  );

  await ticketCard(page, visitorType.name).getByLabel("Tickets").selectOption("2");
  await getTicket.click();
  const after = ticketCard(page, visitorType.name);
  await expect(after.getByRole("status")).toContainText("Your 2 tickets are booked");
  await expect(after.getByText("You have 2 tickets of this type.")).toBeVisible();
  const leftAfter = Number((await after.getByText(/^\d+ left$/).textContent())!.split(" ")[0]);
  expect(leftAfter).toBeLessThanOrEqual(leftBefore - 2);
  // The per-person limit is reached: no more "Get ticket" for this type.
  await expect(after.getByRole("button", { name: "Get ticket" })).toHaveCount(0);
  await expectAccessible(page);
});

test("the party's Event data offers its ticket types", async ({ page }) => {
  await gotoHydrated(page, partyPath);
  const json = await page.locator('script[type="application/ld+json"]').first().textContent();
  const event = JSON.parse(json!) as {
    offers: { name: string; availability: string }[];
    remainingAttendeeCapacity: number;
  };
  expect(event.offers.map((offer) => [offer.name, offer.availability])).toEqual([
    ["Weekend BYOC", "https://schema.org/InStock"],
    ["Streamer row", "https://schema.org/SoldOut"],
    ["Visitor, no seat", "https://schema.org/InStock"],
  ]);
  expect(event.remainingAttendeeCapacity).toBeGreaterThan(0);
});

test("a member cannot take more than the type allows, and a signed-out post takes nothing", async ({ page }) => {
  const signedOut = await page.request.post(partyPath, {
    form: { intent: "take-tickets", ticketType: visitorType.id, quantity: "1" },
    headers: { Origin: test.info().project.use.baseURL! },
  });
  expect(signedOut.status()).toBe(401);

  await createVerifiedAccount(page);
  const origin = test.info().project.use.baseURL!;
  const tooMany = await page.request.post(partyPath, {
    form: { intent: "take-tickets", ticketType: visitorType.id, quantity: "3" },
    headers: { Origin: origin },
  });
  expect(tooMany.status()).toBe(400);
  expect(await tooMany.text()).toContain("You can hold at most 2 of this ticket");
});
