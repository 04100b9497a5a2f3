import type { Page } from "@playwright/test";

import { signIn, uniqueEmail } from "../support/accounts";
import { expect, expectAccessible, gotoHydrated, test as base } from "../support/fixtures";
import { type CaughtMessage, messagesTo } from "../support/mail";
import { type SeedMember, type SeededTicketsSite, seededTicketsSite } from "../support/tickets-site";

/**
 * The organiser's tools, on a site of its own seeded before it starts (tickets-site.ts): the party's
 * card on the dashboard says what it sold ("3 sold · 0 checked in · €45") and leads to the
 * attendees, whose page leads to the message form; a message to all attendees reaches each holder
 * once, however many tickets they hold, and a form with a field missing keeps what was typed.
 */

const PARTY = "Organiser Tools LAN";
const ORGANISER = { email: "organiser@tickets.test", password: "secret123" };

const robin: SeedMember = {
  key: "robin",
  email: uniqueEmail("robin"),
  password: "secret123",
  name: "Robin Attendee",
  tickets: 2,
};
const kim: SeedMember = { key: "kim", email: uniqueEmail("kim"), password: "secret123", name: "Kim Guest", tickets: 1 };

const test = base.extend<object, { organiserSite: SeededTicketsSite }>({
  organiserSite: seededTicketsSite("lan-organiser-", {
    partyName: PARTY,
    centerName: "Pixel Arena",
    typeName: "Weekend BYOC",
    members: [robin, kim],
    paid: { cents: 1500, currency: "EUR" },
  }),
  baseURL: async ({ organiserSite }, use) => use(organiserSite.url),
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

/** The messages to `email` with `subject`, once at least one has arrived. */
async function arrived(email: string, subject: string): Promise<CaughtMessage[]> {
  let found: CaughtMessage[] = [];
  await expect
    .poll(async () => {
      found = (await messagesTo(email)).filter((message) => message.subject === subject);
      return found.length;
    })
    .toBeGreaterThan(0);
  return found;
}

test.describe("Organiser tools", () => {
  test.describe.configure({ mode: "serial" });

  test("the party's card on the dashboard says what it sold, and leads to its attendees and the message form", async ({
    page,
    consoleErrors,
    organiserSite: { seed },
  }, testInfo) => {
    test.slow();
    await signIn(page, ORGANISER.email, ORGANISER.password);
    await gotoHydrated(page, "/dashboard");
    const sales = page.getByRole("link", { name: `Attendees of ${PARTY}: 3 sold · 0 checked in · €45` });
    await expect(sales).toHaveText("3 sold · 0 checked in · €45");
    await expectAccessible(page);
    await sales.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("dashboard-sales-1280.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await sales.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("dashboard-sales-390.png") });

    await sales.click();
    await expect(page).toHaveURL(`/edit-lan-party/${seed.partyId}/attendees`);
    await page.getByRole("link", { name: "Message attendees" }).click();
    await expect(page).toHaveURL(`/edit-lan-party/${seed.partyId}/message`);
    await expect(page.getByRole("heading", { level: 1, name: "Message attendees" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("a message to all attendees reaches each holder once; a missing subject keeps what was typed", async ({
    page,
    consoleErrors,
    organiserSite: { seed },
  }, testInfo) => {
    test.slow();
    await signIn(page, ORGANISER.email, ORGANISER.password);
    await gotoHydrated(page, `/edit-lan-party/${seed.partyId}/message`);
    const to = page.getByLabel("To", { exact: true });
    await expect(to).toHaveValue("all");
    await expect(page.getByTestId("message-preview")).toHaveText("Sends to 2 attendees");
    await expect(page.getByTestId("message-allowance")).toContainText("messages an hour");

    const text = "Doors open at 18:00.\nBring a power strip and your own headset.";
    await page.getByLabel("Message", { exact: true }).fill(text);
    await page.getByRole("button", { name: "Send message" }).click();
    const subject = page.getByLabel("Subject", { exact: true });
    await expect(page.getByText("Please enter a subject")).toBeVisible();
    await expect(subject).toBeFocused();
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(text);
    await expectAccessible(page);

    const words = `Doors at six ${Date.now().toString(36)}`;
    await subject.fill(words);
    await page.screenshot({ path: testInfo.outputPath("message-form-1280.png"), fullPage: true });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your message was sent" })).toHaveText(
      "Your message was sent to 2 attendees.",
    );
    await expect(subject).toHaveValue("");

    for (const holder of [robin, kim]) {
      const messages = await arrived(holder.email, `${PARTY}: ${words}`);
      expect(messages, `one message to ${holder.name}`).toHaveLength(1);
      expect(messages[0]!.text).toContain(text);
    }
    // Robin holds two tickets: still one message, checked again after Kim's arrived.
    expect((await messagesTo(robin.email)).filter((message) => message.subject.endsWith(words))).toHaveLength(1);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath("message-form-390.png"), fullPage: true });
    expect(consoleErrors).toEqual([]);
  });
});
