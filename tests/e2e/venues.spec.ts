import type { Page } from "@playwright/test";

import { ADMINISTRATOR, createVerifiedAccount, logOut, signIn, uniqueEmail } from "../support/accounts";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { latestCode, messageCount, messagesTo } from "../support/mail";
import { uniqueName } from "../support/unique";

/** A venue's card on the dashboard (or in the review queue), found by its heading. */
function cardOf(page: Page, name: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/** Waits until a mail whose subject contains `subject` reached `email`. */
async function expectMail(email: string, subject: string) {
  await expect
    .poll(async () => (await messagesTo(email)).some((message) => message.subject.includes(subject)), {
      timeout: 10_000,
    })
    .toBe(true);
}

test.describe("registering and reviewing venues", () => {
  test("a new owner registers a LAN center, lands on payment, edits it, and sees it verified after review", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const owner = await createVerifiedAccount(page);
    const name = uniqueName("Frag Hall");

    await gotoHydrated(page, "/registration-choice");
    await expect(page.getByRole("link", { name: /Explore LAN Types/ })).toHaveAttribute("href", "/lantypes");
    await page.getByRole("link", { name: /Register LAN Center/ }).click();
    await expect(page).toHaveURL(/\/register-lan-center$/);
    await gotoHydrated(page, "/register-lan-center");

    // Nothing typed yet: every required field says what it needs, and nothing is sent.
    await page.getByRole("button", { name: "Register LAN Center" }).click();
    await expect(page.getByText("Please enter the community name")).toBeVisible();
    await expect(page.getByLabel("Community Name", { exact: true })).toBeFocused();

    await page.getByLabel("Owner / Manager Name", { exact: true }).fill("Dana Owner");
    await page.getByLabel("Contact Email", { exact: true }).fill(owner.email);
    await page.getByLabel("Community Name", { exact: true }).fill(`${name} Community`);
    await page.getByLabel("Organization Name", { exact: true }).fill(name);
    await page.getByLabel("Website", { exact: true }).fill("https://fraghall.example.com");
    await page.getByLabel("Address", { exact: true }).fill("100 Capitol Ave, Springfield, IL 62701");
    // The coordinates come from the address's ZIP code, looked up offline.
    await page.getByRole("button", { name: "Find from address" }).click();
    await expect(page.getByLabel("Latitude", { exact: true })).toHaveValue(/^39\.\d+/);
    await expect(page.getByLabel("Longitude", { exact: true })).toHaveValue(/^-89\.\d+/);
    await page.getByLabel("Description", { exact: true }).fill("Forty stations, fibre, and late-night tournaments.");
    await page.getByLabel("LAN Type", { exact: true }).selectOption({ label: "Game Arena" });
    await page.getByRole("button", { name: "Register LAN Center" }).click();

    // Two seconds on the success panel, then the payment page for this very center.
    await page.waitForURL(/\/payment\?location=[0-9a-f-]{36}$/, { timeout: 10_000 });
    await expect(page.getByRole("heading", { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByText("Verified Listing").first()).toBeVisible();
    await expect(page.getByText("LAN Center Subscription").first()).toBeVisible();
    await expectMail(ADMINISTRATOR.email, `New LAN center to review: ${name}`);

    await gotoHydrated(page, "/dashboard");
    const card = cardOf(page, name);
    await expect(card.getByText("Pending Review")).toBeVisible();
    await expect(card.getByText("100 Capitol Ave, Springfield, IL 62701")).toBeVisible();

    // The owner edits it: the form comes back filled, and the change is saved. The card's link is
    // followed inside the app: the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await card.getByRole("link", { name: /Edit/ }).click();
    await expect(page).toHaveURL(/\/register-lan-center\?edit=/);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    const description = page.getByLabel("Description", { exact: true });
    await expect(description).toHaveValue("Forty stations, fibre, and late-night tournaments.");
    await description.fill("Fifty stations now, fibre, and late-night tournaments.");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Changes Saved!")).toBeVisible();
    await expect(page.getByText("Redirecting to dashboard...")).toBeVisible();
    await page.waitForURL(/\/dashboard$/, { timeout: 10_000 });
    await expect(cardOf(page, name).getByText("Fifty stations now, fibre, and late-night tournaments.")).toBeVisible();

    // An administrator verifies it from the review queue.
    await logOut(page);
    await signIn(page, ADMINISTRATOR.email, ADMINISTRATOR.password);
    await gotoHydrated(page, "/admin/venues");
    const queued = cardOf(page, name);
    await expect(queued.getByText("Pending Review").first()).toBeVisible();
    await queued.getByRole("button", { name: "Verify" }).click();
    await expect(queued.getByRole("button", { name: "Verify" })).toHaveCount(0);
    await expectMail(owner.email, `Your LAN center is verified: ${name}`);

    // The owner sees it verified.
    await logOut(page);
    await signIn(page, owner.email, owner.password);
    await gotoHydrated(page, "/dashboard");
    await expect(cardOf(page, name).getByText("Verified", { exact: true })).toBeVisible();
  });

  test("an owner chooses a game with the mouse, and one click on Register LAN Center sends the form", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await createVerifiedAccount(page);
    const name = uniqueName("Click Arena");
    await gotoHydrated(page, "/register-lan-center");
    await page.getByLabel("Community Name", { exact: true }).fill(`${name} Crew`);
    await page.getByLabel("Organization Name", { exact: true }).fill(name);
    await page.getByLabel("Address", { exact: true }).fill("100 Capitol Ave, Springfield, IL 62701");
    await page.getByLabel("Latitude", { exact: true }).fill("39.80000");
    await page.getByLabel("Longitude", { exact: true }).fill("-89.65000");
    await page.getByLabel("Description", { exact: true }).fill("Twenty stations and a quiet corner.");

    // The game is found by typing and chosen by clicking it: choosing closes the list.
    const search = page.getByRole("combobox", { name: "Search the game catalogue" });
    await search.click();
    await search.pressSequentially("counter");
    await page.getByRole("option", { name: "Counter-Strike 2" }).click();
    await expect(page.getByRole("list", { name: "Chosen games" }).getByText("Counter-Strike 2")).toBeVisible();
    await expect(search).toHaveAttribute("aria-expanded", "false");

    // One click on the button, with the mouse, sends the form.
    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname.startsWith("/register-lan-center"),
      { timeout: 5_000 },
    );
    await page.getByRole("button", { name: "Register LAN Center" }).click();
    await sent;
    await page.waitForURL(/\/payment\?location=[0-9a-f-]{36}$/, { timeout: 15_000 });
  });

  test("an organizer registers a LAN party, edits it and deletes it; times stay in the event's zone", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await createVerifiedAccount(page);
    const name = uniqueName("Spring Frag");

    await gotoHydrated(page, "/register-lan-party");
    await page.getByLabel("Event Name", { exact: true }).fill(name);
    await page.getByLabel("Description", { exact: true }).fill("Bring your own rig; we bring the network.");
    await page.getByLabel("Start Date & Time", { exact: true }).fill("2027-03-06T18:00");
    await page.getByLabel("End Date & Time", { exact: true }).fill("2027-03-07T12:00");
    await page.getByLabel("Time Zone", { exact: true }).selectOption("America/Chicago");
    await page.getByLabel("Location", { exact: true }).fill("Community Hall, Springfield");
    await page.getByLabel("Community Name", { exact: true }).fill(`${name} Crew`);
    await page.getByRole("button", { name: "Register LAN Party" }).click();
    // Three seconds on the confirmation, then home.
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 });

    await gotoHydrated(page, "/dashboard");
    let card = cardOf(page, name);
    await expect(card.getByText("Pending Review")).toBeVisible();
    await expect(card.getByText("Sat, Mar 6, 2027, 6:00 PM CST")).toBeVisible();
    await expect(card.getByText("Sun, Mar 7, 2027, 12:00 PM CST")).toBeVisible();

    await card.getByRole("link", { name: /Edit/ }).click();
    await expect(page).toHaveURL(/\/edit-lan-party\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel("Start Date & Time", { exact: true })).toHaveValue("2027-03-06T18:00");
    const renamed = `${name} Finals`;
    await page.getByLabel("Event Name", { exact: true }).fill(renamed);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 10_000 });

    card = cardOf(page, renamed);
    await expect(card).toBeVisible();
    // Escape closes the confirmation with nothing deleted and gives the focus back to the card's button.
    const deleteButton = card.getByRole("button", { name: /Delete/ });
    await expect(deleteButton).toHaveAttribute("aria-expanded", "false");
    await deleteButton.click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await expect(card).toBeVisible();
    await deleteButton.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: /Delete/ }).click();
    await expect(cardOf(page, renamed)).toHaveCount(0);
    await expect(page.getByText("Get Started")).toBeVisible();
  });

  for (const { form, width, fieldLabel, button } of [
    { form: "register-lan-center", width: 390, fieldLabel: "Organization Name", button: "Register LAN Center" },
    { form: "register-lan-party", width: 1280, fieldLabel: "Event Name", button: "Register LAN Party" },
  ] as const) {
    test(`signed out, 'Create Account to Register' on /${form} (${width} px) leads to Create Account, then back with what was typed`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 844 });
      const name = uniqueName("Kept Draft");
      const description = "Typed before there was an account.";
      await gotoHydrated(page, `/${form}`);
      await page.getByLabel(fieldLabel, { exact: true }).fill(name);
      await page.getByLabel("Description", { exact: true }).fill(description);
      await page.getByLabel("Community Name", { exact: true }).fill(`${name} Crew`);
      await page.getByRole("button", { name: "Create Account to Register" }).click();

      // Create Account, with the spec's message where the visitor is looking: read first, focused.
      await page.waitForURL(new RegExp(`/signup-form\\?redirectTo=%2F${form}`));
      const message =
        form === "register-lan-center"
          ? "You must be logged in to register a LAN center. Please create an account first."
          : "You must be logged in to register a LAN party. Please create an account first.";
      const notice = page.getByText(message);
      await expect(notice).toBeInViewport();
      await expect(page.locator(":focus")).toContainText(message);
      await page.screenshot({ path: test.info().outputPath(`create-account-to-register-${width}.png`) });

      const email = uniqueEmail("draft");
      const seen = await messageCount(email);
      await page.getByLabel("First Name", { exact: true }).fill("Drafty");
      await page.getByLabel("Last Name", { exact: true }).fill("Owner");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill("secret123");
      await page.getByLabel("Confirm Password", { exact: true }).fill("secret123");
      const create = page.getByRole("button", { name: "Create Account" });
      await expect(create).toBeEnabled({ timeout: 10_000 });
      await create.click();
      await page.getByLabel("Verification Code", { exact: true }).fill(await latestCode(email, { after: seen }));
      await page.getByRole("button", { name: "Verify", exact: true }).click();

      // Back on the form, signed in, with everything typed before.
      await page.waitForURL(new RegExp(`/${form}$`), { timeout: 15_000 });
      await expect(page.getByLabel(fieldLabel, { exact: true })).toHaveValue(name);
      await expect(page.getByLabel("Description", { exact: true })).toHaveValue(description);
      await expect(page.getByLabel("Community Name", { exact: true })).toHaveValue(`${name} Crew`);
      await expect(page.getByRole("button", { name: button })).toBeVisible();
    });
  }
});
