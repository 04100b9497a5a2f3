import type { Page } from "@playwright/test";

import { createVerifiedAccount } from "../support/accounts";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { registerParty } from "../support/parties";
import { uniqueName } from "../support/unique";

/** A ticket type in the page's list, found by its heading. */
function typeOf(page: Page, name: string) {
  return page
    .getByRole("region", { name: "Ticket types" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

test.describe("an organiser's ticket types", () => {
  test("opened from the dashboard: two types added, a wrong sale window refused, one edited, the empty one deleted", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await createVerifiedAccount(page);
    const name = uniqueName("Ticket Frag");
    const partyId = await registerParty(page, name);

    await gotoHydrated(page, "/dashboard");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await card.getByRole("link", { name: `Tickets for ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-lan-party/${partyId}/tickets$`));
    await expect(page).toHaveTitle("Tickets | LAN Centers");
    await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
    await expect(page.getByText(`The ticket types of ${name}`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit LAN Party" })).toHaveAttribute(
      "href",
      `/edit-lan-party/${partyId}`,
    );
    // Not verified yet: there is no public page to link to.
    await expect(page.getByRole("link", { name: "Public page" })).toHaveCount(0);

    // Nothing yet: what ticket types are for, and the way to add one. The keyboard starts in the form.
    await expect(page.getByText("No ticket types yet")).toBeVisible();
    await page.getByRole("link", { name: "Add a ticket type" }).click();
    await expect(page).toHaveURL(/\/tickets\?add$/);
    const nameField = page.getByLabel("Name", { exact: true });
    await expect(nameField).toBeFocused();
    await expect(
      page.getByText("In the party's time zone, America/Chicago; leave empty to sell from now until the party ends."),
    ).toBeVisible();
    await expect(page.getByLabel("Includes a seat")).toBeChecked();
    await expect(page.getByLabel("At most per person", { exact: true })).toHaveValue("1");
    // Free unless a price is typed; paid tickets need the owner's payment account first.
    await expect(page.getByLabel("Price", { exact: true })).toHaveValue("0");
    await expect(page.getByText(/0 is a free sign-up\. To sell paid tickets, connect a Stripe account/)).toBeVisible();

    await nameField.fill("Weekend BYOC");
    await page.getByLabel("Quantity", { exact: true }).fill("2");
    await page.getByRole("button", { name: "Add ticket type" }).click();
    await expect(page.getByRole("status").filter({ hasText: "“Weekend BYOC” was added." })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/edit-lan-party/${partyId}/tickets$`));
    await expect(typeOf(page, "Weekend BYOC")).toBeVisible();

    // A sale that ends before it starts is refused in the browser: said at the field, nothing sent.
    let posts = 0;
    page.on("request", (request) => {
      // After hydration a form posts to the route's data address, `/tickets.data`.
      if (request.method() === "POST" && /\/tickets(\.data)?$/.test(new URL(request.url()).pathname)) posts++;
    });
    await page.getByRole("link", { name: "Add a ticket type" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Visitor, no seat");
    await page.getByLabel("Quantity", { exact: true }).fill("20");
    await page.getByLabel("Includes a seat").uncheck();
    await page.getByLabel("Sale starts", { exact: true }).fill("2027-03-01T18:00");
    await page.getByLabel("Sale ends", { exact: true }).fill("2027-02-28T18:00");
    await page.getByRole("button", { name: "Add ticket type" }).click();
    await expect(page.getByText("The sale must end after it starts")).toBeVisible();
    await expect(page.getByLabel("Sale ends", { exact: true })).toBeFocused();
    expect(posts).toBe(0);
    await expect(page.getByRole("region", { name: "Ticket types" }).getByRole("listitem")).toHaveCount(1);

    await page.getByLabel("Sale starts", { exact: true }).fill("");
    await page.getByLabel("Sale ends", { exact: true }).fill("");
    await page.getByRole("button", { name: "Add ticket type" }).click();
    await expect(page.getByRole("status").filter({ hasText: "“Visitor, no seat” was added." })).toBeVisible();
    expect(posts).toBe(1);

    const weekend = typeOf(page, "Weekend BYOC");
    const visitor = typeOf(page, "Visitor, no seat");
    await expect(weekend.getByText("Includes a seat")).toBeVisible();
    await expect(weekend.getByText("0 of 2 taken")).toBeVisible();
    await expect(weekend.getByText("At most 1 per person")).toBeVisible();
    await expect(weekend.getByText("From now until the party ends")).toBeVisible();
    await expect(visitor.getByText("No seat", { exact: true })).toBeVisible();
    await expect(visitor.getByText("0 of 20 taken")).toBeVisible();

    // The page with two types, on a phone and on a desktop (looked at, not compared).
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/party-tickets-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `nothing wider than the ${width} px window`).toBeLessThanOrEqual(0);
    }

    // Edit: the form comes back filled; a sale start shows in the party's zone, named.
    await weekend.getByRole("link", { name: "Edit Weekend BYOC" }).click();
    await expect(page.getByRole("heading", { name: "Edit “Weekend BYOC”" })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Weekend BYOC");
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await page.getByLabel("Quantity", { exact: true }).fill("4");
    await page.getByLabel("At most per person", { exact: true }).fill("2");
    await page.getByLabel("Sale starts", { exact: true }).fill("2027-02-01T09:00");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Changes to “Weekend BYOC” were saved." })).toBeVisible();
    await expect(weekend.getByText("0 of 4 taken")).toBeVisible();
    await expect(weekend.getByText("At most 2 per person")).toBeVisible();
    await expect(weekend.getByText("From Mon, Feb 1, 2027, 9:00 AM CST until the party ends")).toBeVisible();

    // Delete asks first: Escape keeps the type and gives the focus back; confirming deletes it.
    const deleteButton = visitor.getByRole("button", { name: "Delete Visitor, no seat" });
    await deleteButton.click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Visitor, no seat");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await deleteButton.press("Enter");
    await dialog.getByRole("button", { name: "Delete ticket type" }).click();
    await expect(page.getByRole("status").filter({ hasText: "“Visitor, no seat” was deleted." })).toBeVisible();
    await expect(visitor).toHaveCount(0);
    await expect(weekend).toBeVisible();
  });

  test("the server checks the form again, and another member finds no such party", async ({ page }) => {
    test.setTimeout(90_000);
    await createVerifiedAccount(page);
    const name = uniqueName("Private Frag");
    const partyId = await registerParty(page, name);
    const tickets = `/edit-lan-party/${partyId}/tickets`;

    // Posted without the browser's check: 400, every field's message, what was typed kept.
    const refused = await page.request.post(tickets, {
      form: { intent: "save", typeId: "", name: "Kept Name", quantity: "lots", maxPerOrder: "1" },
    });
    expect(refused.status()).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Quantity must be a whole number from 1 to 100,000");
    expect(html).toContain('value="Kept Name"');
    expect(html).toContain('value="lots"');
    const added = await page.request.post(tickets, {
      form: { intent: "save", typeId: "", name: "Secret BYOC", quantity: "5", maxPerOrder: "1", includesSeat: "on" },
    });
    expect(added.status()).toBe(200);

    await page.context().clearCookies();
    await createVerifiedAccount(page);
    const response = await gotoHydrated(page, tickets);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Event not found" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Ticket types" })).toHaveCount(0);
    await expect(page.getByText("Secret BYOC")).toHaveCount(0);
    await expect(page.getByText(name)).toHaveCount(0);
  });
});
