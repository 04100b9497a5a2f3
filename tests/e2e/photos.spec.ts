import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Page } from "@playwright/test";
import exifr from "exifr";
import sharp from "sharp";

import { PHOTO_MESSAGES } from "../../app/features/photos/photo-values";
import { ADMINISTRATOR, createVerifiedAccount, signIn } from "../support/accounts";
import { apiSession } from "../support/api-session";
import { expect, gotoHydrated, test } from "../support/fixtures";
import {
  bombPng,
  hugeFile,
  plainPhoto,
  rotatedJpegWithGps,
  svgFile,
  textFile,
  truncatedJpeg,
} from "../support/photo-files";
import { uniqueName } from "../support/unique";

/**
 * Photos: an owner uploads three through the center form (one straight from a phone: stored
 * sideways, with EXIF and GPS), puts them in order and picks the cover; bad files are refused
 * where they were dropped; the team approves them in the review queue; a visitor sees the gallery,
 * and the files served carry nothing of the camera's record.
 */

const NAME = uniqueName("Shutter Arena");
let ownerEmail = "";
let ownerPassword = "";
/** The photos' ids in upload order: the phone photo, a PNG, a WebP. */
const uploaded: string[] = [];
let slug = "";

async function fillBasics(page: Page) {
  await page.getByLabel("Community Name", { exact: true }).fill(`${NAME} Crew`);
  await page.getByLabel("Organization Name", { exact: true }).fill(NAME);
  await page.getByLabel("Address", { exact: true }).fill("700 Hennepin Ave, Minneapolis, MN 55403");
  await page.getByLabel("Latitude", { exact: true }).fill("44.97790");
  await page.getByLabel("Longitude", { exact: true }).fill("-93.27500");
  await page.getByLabel("Description", { exact: true }).fill("Forty stations and a wall of screens.");
}

/** Uploads one file through the form's picker and waits for the server's answer. */
async function addPhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/photos"));
  await page.locator('input[type="file"]').setInputFiles(file);
  return answered;
}

function photoIdsField(page: Page) {
  return page.locator('input[type="hidden"][name="photoIds"]');
}

test.describe("venue photos", () => {
  test.describe.configure({ mode: "serial" });

  test("an owner uploads three photos, orders them, picks the cover; bad files are refused", async ({ page }) => {
    test.setTimeout(120_000);
    const owner = await createVerifiedAccount(page);
    ownerEmail = owner.email;
    ownerPassword = owner.password;
    await gotoHydrated(page, "/register-lan-center");
    await fillBasics(page);

    const files = [
      { name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await rotatedJpegWithGps() },
      { name: "stations.png", mimeType: "image/png", buffer: await plainPhoto("png", 900, 600, "#16a34a") },
      { name: "lounge.webp", mimeType: "image/webp", buffer: await plainPhoto("webp", 900, 600, "#dc2626") },
    ];
    for (const [index, file] of files.entries()) {
      const answer = await addPhoto(page, file);
      expect(answer.status()).toBe(201);
      uploaded.push(((await answer.json()) as { photo: { id: string } }).photo.id);
      await expect(page.getByText(`${index + 1} of 10 photos.`)).toBeVisible();
    }
    await expect(photoIdsField(page)).toHaveValue(uploaded.join(","));
    await expect(page.getByText("Waiting for review")).toHaveCount(3);

    // Bad files: each refused with its message on its own tile, none added.
    const refusals: [{ name: string; mimeType: string; buffer: Buffer }, string][] = [
      [{ name: "menu.jpg", mimeType: "image/jpeg", buffer: textFile() }, PHOTO_MESSAGES.notAnImage],
      [{ name: "logo.svg", mimeType: "image/svg+xml", buffer: svgFile() }, PHOTO_MESSAGES.svg],
      [{ name: "floorplan.png", mimeType: "image/png", buffer: bombPng() }, PHOTO_MESSAGES.tooManyPixels],
      [{ name: "broken.jpg", mimeType: "image/jpeg", buffer: await truncatedJpeg() }, PHOTO_MESSAGES.unreadable],
    ];
    for (const [file, message] of refusals) {
      const answer = await addPhoto(page, file);
      expect(answer.status()).toBe(400);
      const tile = page.getByRole("listitem").filter({ hasText: file.name });
      await expect(tile.getByText(message)).toBeVisible();
      await tile.getByRole("button", { name: /Dismiss/ }).click();
    }
    // 50 MB never leaves the browser (and the server refuses it too: the next test).
    const folder = mkdtempSync(path.join(tmpdir(), "photos-"));
    const huge = path.join(folder, "panorama.jpg");
    writeFileSync(huge, hugeFile());
    await page.locator('input[type="file"]').setInputFiles(huge);
    await expect(
      page.getByRole("listitem").filter({ hasText: "panorama.jpg" }).getByText(PHOTO_MESSAGES.tooLarge),
    ).toBeVisible();
    await expect(photoIdsField(page)).toHaveValue(uploaded.join(","));

    // Order: the WebP one place earlier, then the PNG as the cover.
    await page.getByRole("button", { name: "Move photo 3 earlier" }).click();
    await expect(page.getByText("Photo 3 moved to position 2.")).toBeAttached();
    await page.getByRole("button", { name: "Make cover (photo 3)" }).click();
    const [phone, png, webp] = uploaded as [string, string, string];
    await expect(photoIdsField(page)).toHaveValue([png, phone, webp].join(","));

    await page.getByRole("button", { name: "Register LAN Center" }).click();
    await page.waitForURL(/\/payment\?location=[0-9a-f-]{36}$/, { timeout: 15_000 });
  });

  test("the server refuses 50 MB with a message, and nobody else's photos can be read before approval", async ({
    baseURL,
  }) => {
    const owner = await apiSession(baseURL!, { email: ownerEmail, password: ownerPassword });
    const tooLarge = await owner.post("/api/photos", {
      multipart: { file: { name: "panorama.jpg", mimeType: "image/jpeg", buffer: hugeFile() } },
    });
    expect(tooLarge.status()).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: PHOTO_MESSAGES.tooLarge });

    const anonymous = await apiSession(baseURL!);
    expect((await anonymous.get(`/photos/${uploaded[0]}/320.jpg`)).status()).toBe(404);
    expect((await owner.get(`/photos/${uploaded[0]}/320.jpg`)).status()).toBe(200);
    await Promise.all([owner.dispose(), anonymous.dispose()]);
  });

  test("the upload endpoint answers generated, cut and scrambled files with 201 or a message, never 5xx", async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const owner = await apiSession(baseURL!, { email: ownerEmail, password: ownerPassword });
    // A seeded stream (mulberry32): a failure names a file that can be made again.
    let seed = 0x5eed;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const photos = await Promise.all(
      (["jpeg", "png", "webp", "avif"] as const).map((format) => plainPhoto(format, 400, 300)),
    );
    const known = new Set<string>(Object.values(PHOTO_MESSAGES));
    for (let run = 0; run < 40; run++) {
      const source = photos[run % photos.length]!;
      const kind = run % 3;
      const bytes =
        kind === 0
          ? source.subarray(0, Math.floor(random() * source.length)) // cut anywhere
          : kind === 1
            ? Buffer.from(source.map((byte) => (random() < 0.01 ? Math.floor(random() * 256) : byte))) // scrambled
            : Buffer.from(Array.from({ length: Math.floor(random() * 4096) }, () => Math.floor(random() * 256))); // noise
      const answer = await owner.post("/api/photos", {
        multipart: { file: { name: `fuzz-${run}.jpg`, mimeType: "image/jpeg", buffer: bytes } },
      });
      expect([201, 400], `file ${run} (${bytes.length} bytes)`).toContain(answer.status());
      if (answer.status() === 400) expect(known.has(((await answer.json()) as { message: string }).message)).toBe(true);
    }
    await owner.dispose();
  });

  test("the team approves them in the review queue, with thumbnails", async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, ADMINISTRATOR.email, ADMINISTRATOR.password);
    await gotoHydrated(page, "/admin/venues");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: NAME }) });
    const photos = card.getByRole("region", { name: `Photos to approve for ${NAME}` });
    await expect(photos.getByText("3 photos to approve")).toBeVisible();
    await expect(photos.getByRole("img")).toHaveCount(3);
    await card.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: NAME }).first()).toBeVisible();

    const feed = (await (await page.request.get("/api/v1/locations")).json()) as { name: string[]; slug: string[] };
    slug = feed.slug[feed.name.indexOf(NAME)]!;
    expect(slug).toBeTruthy();
  });

  test("a visitor sees the gallery, cover first, and a keyboard lightbox; the files carry no EXIF or GPS", async ({
    page,
  }) => {
    await gotoHydrated(page, `/lancenters/${slug}`);
    const [phone, png, webp] = uploaded as [string, string, string];
    const gallery = page.getByRole("group", { name: `Photos of ${NAME}` });
    const cover = gallery.getByRole("button", { name: "Open photo 1 of 3" });
    await expect(cover.locator("img")).toHaveAttribute("src", new RegExp(`/photos/${png}/`));
    await expect(cover.locator("img")).toHaveAttribute("width", /\d+/);
    await expect(gallery.getByRole("button", { name: "Open photo 3 of 3" }).locator("img")).toHaveAttribute(
      "src",
      new RegExp(`/photos/${webp}/`),
    );

    await cover.click();
    const lightbox = page.getByRole("dialog");
    await expect(lightbox.getByText("Photo 1 of 3")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(lightbox.getByText("Photo 2 of 3")).toBeVisible();
    await expect(lightbox.locator("img")).toHaveAttribute("src", new RegExp(`/photos/${phone}/`));
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(cover).toBeFocused();

    // What any visitor can download of the phone's photo: upright, and nothing of the camera or the place.
    for (const file of ["1280.jpg", "1280.webp", "1280.avif", "320.jpg"]) {
      const response = await page.request.get(`/photos/${phone}/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      const bytes = await response.body();
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, file).toBeUndefined();
      expect(metadata.width! > metadata.height!, `${file} is upright (landscape)`).toBe(true);
      expect(bytes.includes("PhoneCam"), file).toBe(false);
      if (file.endsWith(".jpg")) expect(await exifr.gps(bytes), file).toBeUndefined();
    }
  });
});
