import { readFile, writeFile } from "node:fs/promises";

import { type Browser, chromium, type Locator, type Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";

import { signIn, uniqueEmail } from "../support/accounts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium";
import { expect, expectAccessible, gotoHydrated, test as base } from "../support/fixtures";
import { messagesTo } from "../support/mail";
import { type SeedMember, type SeededTicketsSite, seededTicketsSite, type TicketsSeed } from "../support/tickets-site";

/**
 * Check-in at the door, on a site of its own seeded before it starts (tickets-site.ts): the
 * attendee's My tickets shows each ticket's QR code, which decodes to the code printed under it;
 * the organiser lets that code in on the door page once ("Already checked in at … by …" the second
 * time); a door staff member the organiser adds by email follows the mailed link, checks a ticket in
 * found by name, and is seen doing it by the organiser's device, but the party's edit page is not
 * theirs; a scan made offline is kept on the device and sent when the network returns.
 */

const PARTY = "Frostbyte Door LAN";
const TYPE = "Weekend BYOC";
const ORGANISER = { email: "organiser@tickets.test", password: "secret123", name: "Olli Organiser" };

const attendee: SeedMember = {
  key: "attendee",
  email: uniqueEmail("attendee"),
  password: "secret123",
  name: "Robin Attendee",
  tickets: 2,
};
const guest: SeedMember = {
  key: "guest",
  email: uniqueEmail("guest"),
  password: "secret123",
  name: "Kim Guest",
  tickets: 1,
};
const scanned: SeedMember = {
  key: "scanned",
  email: uniqueEmail("scanned"),
  password: "secret123",
  name: "Alex Scanned",
  tickets: 1,
};
const doorman: SeedMember = {
  key: "door",
  email: uniqueEmail("door"),
  password: "secret123",
  name: "Sam Door",
  tickets: 0,
};

const test = base.extend<object, { doorSite: SeededTicketsSite }>({
  doorSite: seededTicketsSite("lan-door-", {
    partyName: PARTY,
    centerName: "Pixel Arena",
    typeName: TYPE,
    members: [attendee, guest, scanned, doorman],
  }),
  baseURL: async ({ doorSite }, use) => use(doorSite.url),
});

/** The attendee's two codes, read from My tickets by the first test. */
const codes: string[] = [];

/** What a QR code drawn on the page says: its SVG rendered to pixels by sharp, read by jsQR. */
async function decodeQr(svg: Locator): Promise<string | null> {
  const markup = await svg.evaluate((element) => element.outerHTML);
  const { data, info } = await sharp(Buffer.from(markup))
    .resize(360, 360, { kernel: "nearest" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

function doorPath(seed: TicketsSeed): string {
  return `/edit-lan-party/${seed.partyId}/door`;
}

/** The big answer to the last check-in. */
function answer(page: Page): Locator {
  return page.locator("#door-answer");
}

async function submitCode(page: Page, code: string) {
  await page.getByLabel("Ticket code").fill(code);
  await page.getByRole("button", { name: "Check in", exact: true }).click();
}

/**
 * The console's errors but the browser's notes of the door resource's refusals: it answers an
 * "Already checked in" 409 and a code of no ticket here 404, as their reasons say (the page reads
 * the answer's words either way), and the browser logs every such status.
 */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (error) => !/^Failed to load resource: the server responded with a status of 40[49]/.test(error),
  );
}

/**
 * A camera's picture of a QR code, for Chromium's fake camera: one frame of Y4M video (640 x 480,
 * 4:2:0), the code's PNG centred on white, in grey (the chroma planes neutral).
 */
async function videoOfQr(png: Buffer): Promise<Buffer> {
  const luma = await sharp(png)
    .flatten({ background: "#ffffff" })
    .resize(360, 360, { fit: "contain", background: "#ffffff" })
    .extend({ top: 60, bottom: 60, left: 140, right: 140, background: "#ffffff" })
    .toColourspace("b-w")
    .raw()
    .toBuffer();
  expect(luma.length).toBe(640 * 480);
  const chroma = Buffer.alloc(2 * 320 * 240, 128);
  return Buffer.concat([Buffer.from("YUV4MPEG2 W640 H480 F30:1 Ip A1:1 C420jpeg\nFRAME\n"), luma, chroma]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

/** A second device: its own browser context, signed in. */
async function device(browser: Browser, baseURL: string, account: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  return { context, page };
}

test.describe("Check-in at the door", () => {
  test.describe.configure({ mode: "serial" });

  test("My tickets shows each ticket's QR code, which decodes to the code under it", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.slow();
    await signIn(page, attendee.email, attendee.password);
    await gotoHydrated(page, "/dashboard?tab=tickets");
    const cards = page
      .getByRole("tabpanel", { name: "My tickets" })
      .getByRole("region", { name: "Upcoming" })
      .getByRole("listitem");
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) {
      const qr = card.getByRole("img", { name: `Ticket QR code for ${PARTY}` });
      await expect(qr).toBeVisible();
      const printed = (await card.locator("figcaption code").textContent())?.trim() ?? "";
      expect(printed).toMatch(/^lcT1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}$/);
      expect(await decodeQr(qr)).toBe(printed);
      codes.push(printed);
    }
    expect(new Set(codes).size).toBe(2);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("my-tickets-qr-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await cards
      .first()
      .getByRole("img", { name: `Ticket QR code for ${PARTY}` })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("my-tickets-qr-390.png"), fullPage: true });
    expect(consoleErrors).toEqual([]);
  });

  test("the organiser lets a code in once; the second time says when and by whom", async ({
    page,
    consoleErrors,
    doorSite: { seed },
  }, testInfo) => {
    test.slow();
    expect(codes).toHaveLength(2);
    await signIn(page, ORGANISER.email, ORGANISER.password);
    // The way in: the party's card on the dashboard, then the tickets page's link.
    await gotoHydrated(page, "/dashboard");
    await page.getByRole("link", { name: `Door check-in for ${PARTY}` }).click();
    await expect(page).toHaveURL(doorPath(seed));
    await page.getByRole("link", { name: "Tickets", exact: true }).click();
    await page.getByRole("link", { name: "Door check-in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check-in" })).toBeVisible();
    await gotoHydrated(page, doorPath(seed));
    await expect(page.getByRole("heading", { name: "0 of 4 checked in" })).toBeVisible();

    await submitCode(page, codes[0]!);
    await expect(answer(page)).toHaveText(`Checked in: ${attendee.name}, ${TYPE}, no seat picked yet`);
    await expect(page.getByRole("heading", { name: "1 of 4 checked in" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Latest check-ins" })).toContainText(attendee.name);
    await expect(page.getByLabel("Ticket code")).toHaveValue("");

    await submitCode(page, codes[0]!);
    await expect(answer(page)).toContainText(/^Already checked in at \d\d:\d\d by Olli Organiser/);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("door-answer-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath("door-answer-390.png"), fullPage: true });

    // A code altered by one letter, or not a code at all.
    const [prefix, id, signature] = codes[1]!.split(".");
    await submitCode(page, `${prefix}.${id}.${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`);
    await expect(answer(page)).toHaveText("This code is not a ticket of this party");
    await page.screenshot({ path: testInfo.outputPath("door-refused-390.png"), fullPage: true });
    await expect(page.getByRole("heading", { name: "1 of 4 checked in" })).toBeVisible();
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test("door staff added by email check a ticket in by name, and the organiser's device sees it", async ({
    page,
    browser,
    consoleErrors,
    doorSite: { seed, url },
  }, testInfo) => {
    test.slow();
    await signIn(page, ORGANISER.email, ORGANISER.password);
    await gotoHydrated(page, `/edit-lan-party/${seed.partyId}/staff`);
    await page.getByLabel("Email").fill(doorman.email);
    await page.getByLabel("Role").selectOption({ label: "Door staff" });
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${doorman.email} was added as door staff` }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Staff" })).toContainText(doorman.name);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath("staff-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await expect.poll(async () => (await messagesTo(doorman.email)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await messagesTo(doorman.email);
    const link = mail!.text.match(/https?:\/\/\S+\/door/)?.[0];
    expect(link).toBeDefined();
    expect(new URL(link!).pathname).toBe(doorPath(seed));

    // The organiser's own device stays on the door page.
    await gotoHydrated(page, doorPath(seed));
    const staffDevice = await device(browser, url, doorman);
    try {
      const door = staffDevice.page;
      await gotoHydrated(door, new URL(link!).pathname);
      await expect(door.getByText(`${PARTY} · Door staff`)).toBeVisible();
      await expect(door.getByRole("link", { name: "Staff" })).toHaveCount(0);
      await door.getByRole("searchbox", { name: "Name or email" }).fill("kim");
      await door.getByRole("button", { name: "Search" }).click();
      await door.getByRole("button", { name: `Check in ${guest.name}` }).click();
      await expect(answer(door)).toHaveText(`Checked in: ${guest.name}, ${TYPE}, no seat picked yet`);
      await expect(door.getByText(/^In at \d\d:\d\d by Sam Door$/)).toBeVisible();

      // Two devices at one door: the organiser's sees the staff member's check-in within a poll or two.
      await expect(page.getByRole("region", { name: "Latest check-ins" })).toContainText(guest.name, {
        timeout: 12_000,
      });
      await expect(page.getByRole("region", { name: "Latest check-ins" })).toContainText("by Sam Door");
      await expect(page.getByRole("heading", { name: "2 of 4 checked in" })).toBeVisible();

      // Only the door page is theirs.
      for (const path of [
        `/edit-lan-party/${seed.partyId}`,
        `/edit-lan-party/${seed.partyId}/tickets`,
        `/edit-lan-party/${seed.partyId}/staff`,
        `/edit-lan-party/${seed.partyId}/attendees`,
      ]) {
        const response = await door.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(door.getByRole("heading", { name: "Event not found" })).toBeVisible();
      }
    } finally {
      await staffDevice.context.close();
    }
    expect(consoleErrors).toEqual([]);
  });

  test("a scan made offline is kept on the device and sent when the network returns", async ({
    page,
    context,
    consoleErrors,
    doorSite: { seed },
  }) => {
    test.slow();
    await signIn(page, ORGANISER.email, ORGANISER.password);
    await gotoHydrated(page, doorPath(seed));
    await expect(page.getByText("Online", { exact: true })).toBeVisible();

    await context.setOffline(true);
    await submitCode(page, codes[1]!);
    await expect(answer(page)).toContainText("Saved on this device: will be sent when online (1 waiting)");
    await expect(page.getByText("Offline · 1 waiting")).toBeVisible();
    const kept = await page.evaluate((key) => localStorage.getItem(key), `lan-centers:door-queue:${seed.partyId}`);
    expect(JSON.parse(kept ?? "[]")).toEqual([
      expect.objectContaining({ code: codes[1], scannedAt: expect.any(String) }),
    ]);

    await context.setOffline(false);
    await expect(answer(page)).toContainText(`Checked in: ${attendee.name}, ${TYPE}, no seat picked yet`);
    await expect(answer(page)).toContainText("Scanned while offline, sent now.");
    await expect(page.getByText("Online", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "3 of 4 checked in" })).toBeVisible();
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `lan-centers:door-queue:${seed.partyId}`),
    ).toBeNull();
    // The browser reports the failed requests made while offline; nothing else may be an error.
    expect(
      consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(error)),
    ).toEqual([]);
  });

  test("the camera reads a ticket's QR code, and stops when asked", async ({
    page,
    doorSite: { seed, url },
  }, testInfo) => {
    test.slow();
    await signIn(page, scanned.email, scanned.password);
    await gotoHydrated(page, "/dashboard?tab=tickets");
    const png = await page.getByRole("img", { name: `Ticket QR code for ${PARTY}` }).screenshot();
    const video = testInfo.outputPath("ticket-qr.y4m");
    await writeFile(video, await videoOfQr(png));

    // A browser whose camera films the ticket; Chromium on Linux has no BarcodeDetector, so jsQR reads it.
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await browser.newContext({ baseURL: url, permissions: ["camera"] });
      const door = await context.newPage();
      await signIn(door, ORGANISER.email, ORGANISER.password);
      await gotoHydrated(door, doorPath(seed));
      expect(await door.evaluate(() => "BarcodeDetector" in window)).toBe(false);
      await door.getByRole("button", { name: "Scan", exact: true }).click();
      await expect(answer(door)).toHaveText(`Checked in: ${scanned.name}, ${TYPE}, no seat picked yet`, {
        timeout: 15_000,
      });
      await expect(door.getByRole("heading", { name: "4 of 4 checked in" })).toBeVisible();
      // Still filming the same ticket: it is not checked in twice, nor answered again.
      await door.waitForTimeout(1500);
      await expect(answer(door)).toHaveText(`Checked in: ${scanned.name}, ${TYPE}, no seat picked yet`);
      await door.setViewportSize({ width: 390, height: 844 });
      await door.screenshot({ path: testInfo.outputPath("door-camera-390.png") });

      // The camera's tracks: live while the scanner is open, ended once it is closed.
      const stream = await door.evaluateHandle(
        () => document.querySelector<HTMLVideoElement>("video[aria-label^=Camera]")!.srcObject as MediaStream,
      );
      const states = () => stream.evaluate((tracks) => tracks.getTracks().map((track) => track.readyState));
      expect(await states()).toEqual(["live"]);
      await door.getByRole("button", { name: "Stop camera" }).click();
      await expect(door.getByRole("button", { name: "Scan", exact: true })).toBeVisible();
      expect(await states()).toEqual(["ended"]);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  test("the organiser's attendee list shows every ticket with its check-in, and downloads as CSV", async ({
    page,
    consoleErrors,
    doorSite: { seed },
  }, testInfo) => {
    test.slow();
    await signIn(page, ORGANISER.email, ORGANISER.password);
    await gotoHydrated(page, doorPath(seed));
    await page.getByRole("link", { name: "Attendees", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Attendees" })).toBeVisible();
    await expect(page.getByTestId("attendee-counts")).toHaveText("4 tickets · 4 checked in");
    const table = page.getByRole("table", { name: `Attendees of ${PARTY}` });
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(4);
    const guestRow = rows.filter({ hasText: guest.name });
    await expect(guestRow).toContainText(guest.email);
    await expect(guestRow).toContainText(TYPE);
    await expect(guestRow).toContainText("Not picked yet");
    await expect(guestRow).toContainText(/\d\d:\d\dby Sam Door/);
    await expect(rows.filter({ hasText: attendee.name })).toHaveCount(2);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("attendees-1280.png"), fullPage: true });
    // On a phone only the table's own box scrolls sideways, and the keyboard can reach it.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole("region", { name: `Attendees of ${PARTY}` })).toHaveAttribute("tabindex", "0");
    await page.screenshot({ path: testInfo.outputPath("attendees-390.png"), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("attendees-frostbyte-door-lan.csv");
    const file = (await readFile(await download.path())).toString("utf8");
    const lines = file.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Name,Email,Ticket type,Seat,Payment,Status,Checked in,Checked in by");
    expect(lines).toHaveLength(5);
    expect(lines.find((line) => line.startsWith(guest.name))).toMatch(
      new RegExp(
        `^${guest.name},${guest.email.replace(/[.]/g, "\\.")},${TYPE},Not picked yet,Free,Active,\\d\\d:\\d\\d,Sam Door$`,
      ),
    );

    // Cancel one: confirmed first; the holder is mailed and the answer takes the focus.
    await page.setViewportSize({ width: 1280, height: 900 });
    await rows
      .filter({ hasText: guest.name })
      .getByRole("button", { name: `Cancel ${guest.name}'s ticket` })
      .click();
    const dialog = page.getByRole("alertdialog", { name: `Cancel ${guest.name}'s ticket?` });
    await expect(dialog).toContainText("cannot be undone");
    await dialog.getByRole("button", { name: "Cancel ticket" }).click();
    await expect(page.locator(":focus")).toContainText(`${guest.name}'s ticket was cancelled and they were emailed`);
    await expect(page.getByTestId("attendee-counts")).toHaveText("3 tickets · 3 checked in · 1 cancelled");
    await expect(rows.last()).toContainText(guest.name);
    await expect(rows.last()).toContainText("Cancelled");
    await expect(rows.last().getByRole("button")).toHaveCount(0);
    await expect
      .poll(async () => (await messagesTo(guest.email)).map((message) => message.subject), { timeout: 10_000 })
      .toContain(`Your ticket to ${PARTY} was cancelled`);
    expect(consoleErrors).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the organiser cancels a ticket from the list: the form opens in the row and asks first", async ({
      page,
      doorSite: { seed },
    }) => {
      test.slow();
      const signedIn = await page.request.post("/login", {
        form: { email: ORGANISER.email, password: ORGANISER.password },
        maxRedirects: 0,
      });
      expect(signedIn.status()).toBe(302);
      await page.goto(`/edit-lan-party/${seed.partyId}/attendees`);
      const row = page.locator("tbody tr").filter({ hasText: scanned.name });
      await row.getByText("Cancel", { exact: true }).click();
      await row.getByRole("button", { name: "Yes, cancel this ticket" }).click();
      await expect(page.getByText(`${scanned.name}'s ticket was cancelled and they were emailed`)).toBeVisible();
      await expect(page.getByTestId("attendee-counts")).toHaveText("2 tickets · 2 checked in · 2 cancelled");
    });
  });
});
