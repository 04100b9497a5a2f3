import type { Browser, Page } from "@playwright/test";

import { createVerifiedAccount } from "../support/accounts";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { registerVerifiedParty } from "../support/parties";
import { uniqueName } from "../support/unique";

/**
 * Paid tickets through the local test checkout (the suite's server runs in PAYMENTS_MODE=test): the
 * organiser connects a (test) account and sells one seat at €15; a player buys it; a second joins
 * the waiting list; the organiser cancels the first ticket, which is refunded; the second is offered
 * the place and buys it through their own checkout.
 */
const TYPE = "Weekend BYOC";

async function member(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await createVerifiedAccount(page);
  return page;
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test("a paid ticket: sold through the test checkout, refunded when cancelled, and bought again from the waiting list", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await createVerifiedAccount(page);
  const party = uniqueName("Paid Frag");
  const partyId = await registerVerifiedParty(page, party, baseURL!);
  const ticketsPage = `/edit-lan-party/${partyId}/tickets`;

  // A price without an account to be paid to is refused at the price; the account is one click in test mode.
  await gotoHydrated(page, `${ticketsPage}?add`);
  const payouts = page.getByRole("region", { name: "Ticket payments" });
  await expect(payouts.getByText("Test mode", { exact: true })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(TYPE);
  await page.getByLabel("Price", { exact: true }).fill("-5");
  await page.getByLabel("Quantity", { exact: true }).fill("1");
  await page.getByRole("button", { name: "Add ticket type" }).click();
  await expect(page.getByText("Price cannot be below 0")).toBeVisible();
  await page.getByLabel("Price", { exact: true }).fill("15");
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByRole("button", { name: "Add ticket type" }).click();
  await expect(page.getByText(/Connect a Stripe account on this page before selling paid tickets/)).toBeVisible();
  await expect(page.getByLabel("Price", { exact: true })).toHaveValue("15");
  await payouts.getByRole("button", { name: "Connect a test account" }).click();
  await expect(payouts.getByText("Connected")).toBeVisible();
  await page.getByRole("link", { name: "Add a ticket type" }).click();
  await page.getByLabel("Name", { exact: true }).fill(TYPE);
  await page.getByLabel("Price", { exact: true }).fill("15");
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByLabel("Quantity", { exact: true }).fill("1");
  await expect(page.getByText("Payments are in test mode: the test checkout charges no card.")).toBeVisible();
  await shoot(page, "ticket-form");
  await page.getByRole("button", { name: "Add ticket type" }).click();
  await expect(page.getByRole("status").filter({ hasText: `“${TYPE}” was added.` })).toBeVisible();
  await shoot(page, "organiser-tickets");

  // A player buys it: the party page says what it costs and that payments are a test.
  const buyer = await member(browser, baseURL!);
  await gotoHydrated(buyer, `/lanparties/${partyId}`);
  const card = buyer.getByRole("article", { name: TYPE, exact: true });
  await expect(card.getByText("€15", { exact: true })).toBeVisible();
  await expect(card.getByText("Payments here are in test mode: the checkout charges no card.")).toBeVisible();
  await shoot(buyer, "party-paid-type");
  // Leaving the checkout with "Cancel" gives the held ticket back at once.
  await card.getByRole("button", { name: "Buy ticket" }).click();
  await expect(buyer).toHaveURL(/\/test-checkout\/tickets\/test_tcs_[0-9a-f]+$/);
  await buyer.getByRole("button", { name: "Cancel and go back" }).click();
  await expect(buyer.getByRole("heading", { name: "Checkout closed" })).toBeVisible();
  await buyer.getByRole("link", { name: "Back to the party" }).click();
  await expect(card.getByText("1 left")).toBeVisible();

  await card.getByRole("button", { name: "Buy ticket" }).click();
  await expect(buyer).toHaveURL(/\/test-checkout\/tickets\/test_tcs_[0-9a-f]+$/);
  await expect(buyer.getByText("TEST MODE")).toBeVisible();
  await expect(buyer.getByText("held for you for 15 more minutes")).toBeVisible();
  await shoot(buyer, "test-checkout");
  await buyer.getByRole("button", { name: "Pay €15 (test)" }).click();
  await expect(buyer.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(buyer.getByText(`€15 paid: ${TYPE} for ${party}.`)).toBeVisible();
  await shoot(buyer, "payment-received");
  await buyer.getByRole("link", { name: "My tickets" }).click();
  await expect(buyer.getByRole("link", { name: party, exact: true })).toBeVisible();
  await expect(buyer.getByRole("term").filter({ hasText: /^Paid$/ })).toBeVisible();
  await expect(buyer.getByRole("definition").filter({ hasText: /^€15$/ })).toBeVisible();

  // Sold out: a second player waits.
  const waiting = await member(browser, baseURL!);
  await gotoHydrated(waiting, `/lanparties/${partyId}`);
  const soldOut = waiting.getByRole("article", { name: TYPE, exact: true });
  await expect(soldOut.getByText("Sold out")).toBeVisible();
  await soldOut.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(soldOut.getByText("You are number 1 on the waiting list.")).toBeVisible();

  // The organiser cancels the paid ticket: refunded, and its place goes to the one waiting.
  await gotoHydrated(page, `/edit-lan-party/${partyId}/attendees`);
  const row = page.getByRole("row").filter({ hasText: TYPE });
  await expect(row.getByText("€15 paid")).toBeVisible();
  await row.getByRole("button", { name: /^Cancel .*'s ticket$/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("The €15 they paid is refunded.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel ticket" }).click();
  await expect(page.getByRole("row").filter({ hasText: TYPE }).getByText("€15 refunded")).toBeVisible();
  await shoot(page, "attendees");

  await gotoHydrated(waiting, `/lanparties/${partyId}`);
  const offered = waiting.getByRole("article", { name: TYPE, exact: true });
  await expect(offered.getByText(/A ticket came back for you/)).toBeVisible();
  await offered.getByRole("button", { name: "Buy my ticket (€15)" }).click();
  await expect(waiting).toHaveURL(/\/test-checkout\/tickets\//);
  await waiting.getByRole("button", { name: "Pay €15 (test)" }).click();
  await expect(waiting.getByRole("heading", { name: "Payment received" })).toBeVisible();
  // The first buyer's ticket: cancelled, and its price refunded.
  await gotoHydrated(buyer, "/dashboard?tab=tickets");
  await expect(buyer.getByRole("definition").filter({ hasText: /^€15, refunded$/ })).toBeVisible();
  await shoot(buyer, "my-tickets-refunded");
  await waiting.getByRole("link", { name: "Pick your seat" }).click();
  await expect(waiting).toHaveURL(new RegExp(`/lanparties/${partyId}#seats$`));

  // The organiser closes cancelling before the party; the holder's ticket says until when.
  await gotoHydrated(page, ticketsPage);
  const cancellations = page.getByRole("region", { name: "Cancellations" });
  await cancellations.getByLabel("Holders may cancel until").fill("2027-06-01T12:00");
  await cancellations.getByRole("button", { name: "Save" }).click();
  await expect(cancellations.getByText("The cancellation deadline must be before the party starts")).toBeVisible();
  await expect(cancellations.getByLabel("Holders may cancel until")).toHaveValue("2027-06-01T12:00");
  await cancellations.getByLabel("Holders may cancel until").fill("2027-04-24T18:00");
  await cancellations.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The cancellation deadline was saved." })).toBeVisible();
  await shoot(page, "cancellations");
  await gotoHydrated(waiting, "/dashboard?tab=tickets");
  await expect(waiting.getByText("You can cancel until Sat, Apr 24, 2027, 6:00 PM CDT.")).toBeVisible();
});
