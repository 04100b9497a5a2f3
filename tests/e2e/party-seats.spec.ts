import type { Browser, Page } from "@playwright/test";

import { createVerifiedAccount } from "../support/accounts";
import { expect, expectAccessible, gotoHydrated, test } from "../support/fixtures";
import { messagesTo } from "../support/mail";
import { registerVerifiedParty } from "../support/parties";
import { uniqueName } from "../support/unique";

/**
 * The whole way in, on a party of an ordinary organiser: two ticket types and a seat plan; a player
 * takes a free ticket, picks a seat and changes it; the last seated ticket goes; a third player
 * joins the waiting list, is offered the ticket the first gives back, takes it and sits in the
 * seat that was freed.
 */

async function player(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = await createVerifiedAccount(page);
  return { page, account, close: () => context.close() };
}

const seat = (page: Page, row: string, number: number, state: string) =>
  page.getByRole("button", { name: `Row ${row}, seat ${number}, ${state}`, exact: true });

const typeCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

test("an organiser sets up tickets and seats; players take, seat, wait and get a ticket back", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const baseURL = String(testInfo.project.use.baseURL);
  await createVerifiedAccount(page);
  const name = uniqueName("Seat Fest");
  const partyId = await registerVerifiedParty(page, name, baseURL);
  const partyPath = `/lanparties/${partyId}`;

  // Two ticket types: two seated tickets, and visitors without a seat.
  await gotoHydrated(page, `/edit-lan-party/${partyId}/tickets?add`);
  await page.getByLabel("Name", { exact: true }).fill("Weekend BYOC");
  await page.getByLabel("Quantity", { exact: true }).fill("2");
  await page.getByRole("button", { name: "Add ticket type" }).click();
  await expect(page.getByRole("status").filter({ hasText: "“Weekend BYOC” was added." })).toBeVisible();
  await gotoHydrated(page, `/edit-lan-party/${partyId}/tickets?add`);
  await page.getByLabel("Name", { exact: true }).fill("Visitor, no seat");
  await page.getByLabel("Quantity", { exact: true }).fill("20");
  await page.getByLabel("Includes a seat").uncheck();
  await page.getByRole("button", { name: "Add ticket type" }).click();
  await expect(page.getByRole("status").filter({ hasText: "“Visitor, no seat” was added." })).toBeVisible();

  // The seat plan: typed, a duplicate refused, then one seat blocked by a click in the preview.
  await gotoHydrated(page, `/edit-lan-party/${partyId}/seats`);
  const plan = page.getByLabel("The plan");
  await plan.fill("[Main hall]\nA: 1-4\nB: 1-4\nA: 5");
  await expect(page.getByText("Line 4: row A appears twice in the plan").first()).toBeVisible();
  await page.getByRole("button", { name: "Save seat plan" }).click();
  await expect(page.getByText("Line 4: row A appears twice in the plan").first()).toBeVisible();
  await plan.fill("[Main hall]\nA: 1-4\nB: 1-4");
  await expect(page.getByRole("heading", { name: "Preview: 8 seats" })).toBeVisible();
  await seat(page, "B", 4, "free").click();
  await expect(plan).toHaveValue("[Main hall]\nA: 1-4\nB: 1-3 4x");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save seat plan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Seat plan saved" })).toBeVisible();

  // A player takes a seated ticket and picks a seat, then changes it with the keyboard.
  const first = await player(browser, baseURL);
  await gotoHydrated(first.page, partyPath);
  await typeCard(first.page, "Weekend BYOC").getByRole("button", { name: "Get ticket" }).click();
  await expect(typeCard(first.page, "Weekend BYOC").getByText("Your ticket is booked")).toBeVisible();
  await expect(seat(first.page, "B", 4, "blocked")).toBeVisible();
  await seat(first.page, "A", 3, "free").click();
  await expect(first.page.getByText("You are in seat A3.")).toBeVisible();
  await seat(first.page, "A", 3, "your seat").focus();
  await first.page.keyboard.press("ArrowRight");
  await expect(seat(first.page, "A", 4, "free")).toBeFocused();
  await first.page.keyboard.press("Enter");
  await expect(first.page.getByText("You are in seat A4.")).toBeVisible();
  await expect(seat(first.page, "A", 3, "free")).toBeVisible();
  await expectAccessible(first.page);

  // A second player takes the last seated ticket; a third finds it sold out and waits.
  const second = await player(browser, baseURL);
  await gotoHydrated(second.page, partyPath);
  await typeCard(second.page, "Weekend BYOC").getByRole("button", { name: "Get ticket" }).click();
  await expect(typeCard(second.page, "Weekend BYOC").getByText("Your ticket is booked")).toBeVisible();
  await seat(second.page, "A", 1, "free").click();
  await expect(second.page.getByText("You are in seat A1.")).toBeVisible();

  const third = await player(browser, baseURL);
  await gotoHydrated(third.page, partyPath);
  const soldOut = typeCard(third.page, "Weekend BYOC");
  await expect(soldOut.getByText("Sold out")).toBeVisible();
  await expect(seat(third.page, "A", 4, "taken")).toBeVisible();
  await soldOut.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(soldOut.getByText("You are number 1 on the waiting list.")).toBeVisible();

  // The first player gives their ticket back from My tickets: it is offered to the third by mail.
  await gotoHydrated(first.page, "/dashboard?tab=tickets");
  await expect(first.page.getByText("seat A4")).toBeVisible();
  await first.page.getByRole("button", { name: "Cancel ticket" }).first().click();
  await first.page.getByRole("alertdialog").getByRole("button", { name: "Cancel ticket" }).click();
  await expect(first.page.getByText(name).first()).toBeVisible();

  await expect
    .poll(async () => (await messagesTo(third.account.email)).find((message) => message.subject.includes(name)))
    .toBeTruthy();
  const offer = (await messagesTo(third.account.email)).find((message) => message.subject.includes(name))!;
  const link = /https?:\/\/\S+\?ticket=[0-9a-f-]{36}#tickets/.exec(offer.text)![0];
  await gotoHydrated(third.page, new URL(link).pathname + new URL(link).search);
  await typeCard(third.page, "Weekend BYOC").getByRole("button", { name: "Get my ticket" }).click();
  await expect(typeCard(third.page, "Weekend BYOC").getByText("Your ticket is booked")).toBeVisible();
  await seat(third.page, "A", 4, "free").click();
  await expect(third.page.getByText("You are in seat A4.")).toBeVisible();

  for (const each of [first, second, third]) await each.close();
});
