import type { Page } from "@playwright/test";

import { ADMINISTRATOR, createVerifiedAccount, signIn } from "../support/accounts";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { uniqueName } from "../support/unique";

/** An FAQ question's button (its name also carries the category label). */
function questionButton(page: Page, question: string | RegExp) {
  return page.getByRole("button", { name: question });
}

test.describe("the Games page", () => {
  test("shows the two featured games with their Steam pages, and at least 50 games in All Games", async ({ page }) => {
    await gotoHydrated(page, "/games");
    await expect(page).toHaveTitle(/Games/);

    const featured = page.getByRole("region", { name: "Featured Games" });
    await expect(featured.getByRole("heading", { name: "DeathSprint 66" })).toBeVisible();
    await expect(featured.getByRole("heading", { name: "Parcel Corps" })).toBeVisible();
    const steamLinks = featured.getByRole("link", { name: /Visit Steam Page/ });
    await expect(steamLinks).toHaveCount(2);
    for (const link of await steamLinks.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /^https:\/\/store\.steampowered\.com\//);
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
    }

    const allGames = page.getByRole("region", { name: "All Games" });
    await expect(allGames.getByRole("listitem").nth(49)).toBeVisible();
    // The name leads to where to play it; the store is a link of its own.
    await expect(allGames.getByRole("link", { name: "Counter-Strike 2", exact: true })).toHaveAttribute(
      "href",
      "/games/counter-strike-2",
    );
    const counterStrike = allGames.getByRole("link", { name: "Steam page for Counter-Strike 2 (opens in a new tab)" });
    await expect(counterStrike).toHaveAttribute("href", "https://store.steampowered.com/app/730/");
    await expect(counterStrike).toHaveAttribute("target", "_blank");
    await expect(allGames.getByText("Valve").first()).toBeVisible();
    await expect(allGames.getByText("Overwhelmingly Positive").first()).toBeVisible();
  });
});

test.describe("the FAQ page", () => {
  test("filters the questions by category, in the address too, and opens several answers at once", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const callOfDuty = questionButton(page, /Is Call of Duty available\?/);
    const hardware = questionButton(page, /What hardware do I need\?/);
    await expect(callOfDuty).toBeVisible();
    await expect(page.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "true");

    // Business narrows the list: the general Call of Duty question goes, a business one stays.
    await page.getByRole("link", { name: "Business", exact: true }).click();
    await expect(page).toHaveURL(/\/faq\?category=business$/);
    await expect(page.getByRole("link", { name: "Business", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(callOfDuty).toHaveCount(0);
    await expect(questionButton(page, /How do I start a LAN center/)).toBeVisible();

    // The filter is in the address: opening it afresh shows the same list.
    await gotoHydrated(page, "/faq?category=technical");
    await expect(hardware).toBeVisible();
    await expect(callOfDuty).toHaveCount(0);

    await page.getByRole("link", { name: "All", exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(callOfDuty).toBeVisible();

    // Two answers open at once; the Call of Duty one says it is not offered.
    await callOfDuty.click();
    await hardware.click();
    await expect(callOfDuty).toHaveAttribute("aria-expanded", "true");
    await expect(hardware).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Call of Duty is not offered")).toBeVisible();
    await expect(page.getByText("A standard LAN with PCs, Macs or Steam Deck.")).toBeVisible();
    await callOfDuty.click();
    await expect(page.getByText("Call of Duty is not offered")).toBeHidden();
    await expect(page.getByText("A standard LAN with PCs, Macs or Steam Deck.")).toBeVisible();

    // The filter buttons work from the keyboard.
    await page.getByRole("link", { name: "Events", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/faq\?category=events$/);
    await expect(hardware).toHaveCount(0);

    await expect(page.getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute("href", /^mailto:/);
    const structuredData = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(structuredData ?? "{}")).toMatchObject({ "@type": "FAQPage" });
  });
});

test.describe("keeping the games and FAQ", () => {
  test("a member is refused the content page", async ({ page }) => {
    await createVerifiedAccount(page);
    const response = await gotoHydrated(page, "/admin/content");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Administrators only" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Game" })).toHaveCount(0);
  });

  test("an administrator adds a game and a question, sees them on the site, and removes them", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const game = uniqueName("Frag Arena");
    const question = `${uniqueName("Can we stream")}?`;
    // Unique too: a retry must not find the first try's answer beside its own.
    const answer = `Yes, with your venue's own stream setup (${question})`;
    // A visitor without a session gets the pages' shared copies: each change shows on the next visit.
    const visitorSees = async (path: string) => {
      const response = await request.get(path, { headers: { Accept: "text/html" } });
      expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      return response.text();
    };
    expect(await visitorSees("/games")).not.toContain(game);
    expect(await visitorSees("/faq")).not.toContain(question);
    await signIn(page, ADMINISTRATOR.email, ADMINISTRATOR.password);
    await gotoHydrated(page, "/admin/content");
    await expect(page.getByRole("heading", { name: "Games and FAQ" })).toBeVisible();

    // A bad store address is refused next to its field, and nothing is added.
    const addGame = page.getByRole("region", { name: "Add a game" });
    await addGame.getByLabel("Name", { exact: true }).fill(game);
    await addGame.getByLabel("Publisher", { exact: true }).fill("Test Publisher");
    await addGame.getByLabel("Store page URL", { exact: true }).fill("javascript:alert(1)");
    await addGame.getByRole("button", { name: "Add Game" }).click();
    await expect(addGame.getByText(/The store page must be an https:\/\/ address/)).toBeVisible();
    await expect(addGame.getByLabel("Store page URL", { exact: true })).toBeFocused();

    await addGame.getByLabel("Store page URL", { exact: true }).fill("https://store.steampowered.com/app/730/");
    await addGame.getByLabel("Review summary", { exact: true }).fill("Very Positive");
    await addGame.getByRole("button", { name: "Add Game" }).click();
    await expect(page.getByText(`Added “${game}” to All Games.`)).toBeVisible();
    await expect(addGame.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(page.getByRole("button", { name: `Move ${game} down` })).toBeDisabled();

    const addQuestion = page.getByRole("region", { name: "Add a question" });
    await addQuestion.getByLabel("Category", { exact: true }).selectOption({ label: "Events" });
    await addQuestion.getByLabel("Question", { exact: true }).fill(question);
    await addQuestion.getByLabel("Answer", { exact: true }).fill(answer);
    await addQuestion.getByRole("button", { name: "Add Question" }).click();
    await expect(page.getByText(`Added “${question}” to the FAQ.`)).toBeVisible();

    expect(await visitorSees("/games")).toContain(game);
    expect(await visitorSees("/faq")).toContain(question);
    await gotoHydrated(page, "/games");
    const listed = page
      .getByRole("region", { name: "All Games" })
      .getByRole("link", { name: new RegExp(`^Steam page for ${game}`) });
    await expect(listed).toHaveAttribute("href", "https://store.steampowered.com/app/730/");

    await gotoHydrated(page, "/faq?category=events");
    await questionButton(page, question).click();
    await expect(page.getByText(answer)).toBeVisible();

    await gotoHydrated(page, "/admin/content");
    await page.getByRole("button", { name: `Remove ${game}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove game" }).click();
    await expect(page.getByText(`Removed “${game}”.`)).toBeVisible();
    await expect(page.getByRole("button", { name: `Remove ${game}` })).toHaveCount(0);

    await page.getByRole("button", { name: `Remove ${question}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove question" }).click();
    await expect(page.getByText(`Removed “${question}”.`)).toBeVisible();

    expect(await visitorSees("/games")).not.toContain(game);
    expect(await visitorSees("/faq")).not.toContain(question);
    await gotoHydrated(page, "/games");
    await expect(page.getByRole("link", { name: new RegExp(game) })).toHaveCount(0);
    await gotoHydrated(page, "/faq");
    await expect(questionButton(page, question)).toHaveCount(0);
  });
});
