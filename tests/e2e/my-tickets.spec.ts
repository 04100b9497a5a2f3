import type { Locator, Page } from "@playwright/test";

import { createVerifiedAccount, signIn, uniqueEmail } from "../support/accounts";
import { expect, expectAccessible, gotoHydrated, test as base } from "../support/fixtures";
import { messagesTo } from "../support/mail";
import { type SeedMember, type SeededTicketsSite, seededTicketsSite } from "../support/tickets-site";

/**
 * A member's tickets on the dashboard, on a site of its own whose database is written before it
 * starts (tickets/tickets-site.ts: a verified party with a free type of ticket, and tickets taken
 * by the site's own service): the holder of two gives one to a friend's address by keyboard (the
 * friend is mailed, signs up with that address and finds it) and cancels the other; another member
 * does the same without JavaScript.
 */

const PARTY = "Frostbyte Winter LAN";
const CENTER = "Pixel Arena";
const TYPE = "Weekend BYOC";
const PLACE = `${CENTER}, Hauptstraße 1, 10115 Berlin`;

const holder: SeedMember = {
  key: "holder",
  email: uniqueEmail("holder"),
  password: "secret123",
  name: "Robin Holder",
  tickets: 2,
};
const keeper: SeedMember = {
  key: "keeper",
  email: uniqueEmail("keeper"),
  password: "secret123",
  name: "Kim Keeper",
  tickets: 1,
};
const friendEmail = uniqueEmail("friend");

/** This spec's own site: seeded, started once per worker, and the pages' base address. */
const test = base.extend<object, { ticketsSite: SeededTicketsSite }>({
  ticketsSite: seededTicketsSite("lan-tickets-", {
    partyName: PARTY,
    centerName: CENTER,
    typeName: TYPE,
    members: [holder, keeper],
  }),
  baseURL: async ({ ticketsSite }, use) => use(ticketsSite.url),
});

function ticketsPanel(page: Page): Locator {
  return page.getByRole("tabpanel", { name: "My tickets" });
}

function upcomingTickets(page: Page): Locator {
  return ticketsPanel(page).getByRole("region", { name: "Upcoming" }).getByRole("listitem");
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

test.describe("My tickets", () => {
  test.describe.configure({ mode: "serial" });

  test("the holder sees their tickets, gives one to a friend by keyboard and cancels the other", async ({
    page,
    consoleErrors,
    ticketsSite: { seed },
  }, testInfo) => {
    test.slow();
    await signIn(page, holder.email, holder.password);
    await gotoHydrated(page, "/dashboard");

    // The tab pattern: from Insights the arrow key reaches My tickets, which reads the list then.
    const listRead = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === "/dashboard.data" && url.searchParams.get("tab") === "tickets";
    });
    await page.getByRole("tab", { name: "Insights" }).focus();
    await page.keyboard.press("ArrowRight");
    expect((await listRead).status()).toBe(200);
    await expect(page.getByRole("tab", { name: "My tickets" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/[?&]tab=tickets/);

    const cards = upcomingTickets(page);
    await expect(cards).toHaveCount(2);
    const first = cards.first();
    await expect(first.getByRole("link", { name: PARTY, exact: true })).toHaveAttribute(
      "href",
      `/lanparties/${seed.partyId}`,
    );
    await expect(first).toContainText(TYPE);
    // No seat picked yet: the card links to the plan.
    await expect(first.getByRole("link", { name: "pick your seat" })).toBeVisible();
    await expect(first).toContainText(PLACE);
    await expect(first.getByRole("link", { name: `Add ${PARTY} to calendar` })).toHaveAttribute(
      "href",
      `/lanparties/${seed.partyId}/calendar.ics`,
    );
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("my-tickets-1280.png"), fullPage: true });
    // Five tabs in one row from 640 px, in rows of two below.
    await page.setViewportSize({ width: 640, height: 900 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath("my-tickets-390.png"), fullPage: true });

    // Give the first one: the toggle opens the form with the focus in its field; Enter posts it.
    await first.getByRole("button", { name: "Give to a friend" }).focus();
    await page.keyboard.press("Enter");
    const address = first.getByLabel("Your friend's email");
    await expect(address).toBeFocused();
    await page.keyboard.type("not-an-address");
    await page.keyboard.press("Enter");
    await expect(first.getByText("Please enter a valid email address")).toBeVisible();
    await expect(address).toBeFocused();
    await address.fill(friendEmail.toUpperCase());
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath("my-tickets-give-390.png"), fullPage: true });
    await page.keyboard.press("Enter");
    await expect(
      ticketsPanel(page)
        .getByRole("status")
        .filter({ hasText: `Given to ${friendEmail}` }),
    ).toBeVisible();
    await expect(cards).toHaveCount(1);

    await expect
      .poll(async () => (await messagesTo(friendEmail)).map((message) => message.subject), { timeout: 10_000 })
      .toEqual([`${holder.name} gave you a ticket to ${PARTY}`]);
    const [mail] = await messagesTo(friendEmail);
    expect(mail!.text).toContain(`Ticket: ${TYPE} (with a seat)`);
    expect(mail!.text).toContain(`Where: ${PLACE}`);
    expect(mail!.text).toMatch(/\/dashboard\?tab=tickets/);
    expect(mail!.text).toContain(`Sign up with this address (${friendEmail})`);

    // Cancel the other: confirmed first, then the answer where the card was.
    await page.setViewportSize({ width: 1280, height: 900 });
    await cards.first().getByRole("button", { name: "Cancel ticket" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel this ticket?" });
    await expect(dialog).toContainText(PARTY);
    await dialog.getByRole("button", { name: "Cancel ticket" }).click();
    // The answer takes the focus: the button that had it has left with its card.
    await expect(page.locator(":focus")).toContainText(`Your ticket to ${PARTY} was cancelled`);
    await expect(
      ticketsPanel(page)
        .getByRole("status")
        .filter({ hasText: `Your ticket to ${PARTY} was cancelled` }),
    ).toBeVisible();
    await expect(cards).toHaveCount(0);
    await expect(ticketsPanel(page).getByText("You have no tickets for upcoming parties")).toBeVisible();
    const earlier = ticketsPanel(page).getByRole("region", { name: "Past and cancelled" }).getByRole("listitem");
    await expect(earlier).toHaveCount(1);
    await expect(earlier.first()).toContainText("Cancelled");
    await expect(earlier.first().getByRole("button")).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("the friend signs up with the address the ticket was given to, and finds it", async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    await createVerifiedAccount(page, { email: friendEmail, firstName: "Sam", lastName: "Friend" });
    await page.getByRole("tab", { name: "My tickets" }).click();
    const cards = upcomingTickets(page);
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("link", { name: PARTY, exact: true })).toBeVisible();
    await expect(cards.first()).toContainText(`From${holder.name}`);
    await expect(cards.first().getByRole("button", { name: "Give to a friend" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a member's forms still work: a refused gift keeps its form open, and a cancel asks first", async ({
      page,
    }) => {
      test.slow();
      const signedIn = await page.request.post("/login", {
        form: { email: keeper.email, password: keeper.password },
        maxRedirects: 0,
      });
      expect(signedIn.status()).toBe(302);
      await page.goto("/dashboard?tab=tickets");
      const cards = upcomingTickets(page);
      await expect(cards).toHaveCount(1);
      const card = cards.first();

      // Folded into the card: the summary opens the form.
      await card.getByText("Give to a friend").click();
      await card.getByLabel("Your friend's email").fill(keeper.email);
      await card.getByRole("button", { name: "Give ticket" }).click();
      await expect(page).toHaveURL(/\/dashboard\?tab=tickets$/);
      await expect(upcomingTickets(page).first().getByLabel("Your friend's email")).toBeVisible();
      await expect(upcomingTickets(page).first().getByText("This ticket is already yours")).toBeVisible();

      await upcomingTickets(page).first().getByText("Cancel ticket").click();
      await upcomingTickets(page).first().getByRole("button", { name: "Yes, cancel my ticket" }).click();
      await expect(page.getByText(`Your ticket to ${PARTY} was cancelled`)).toBeVisible();
      await expect(upcomingTickets(page)).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Browse LAN parties" })).toHaveAttribute("href", "/lanparties");
    });
  });
});
