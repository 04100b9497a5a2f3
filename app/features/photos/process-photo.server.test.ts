import exifr from "exifr";
import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import {
  bombPng,
  hugeFile,
  plainPhoto,
  rotatedJpegWithGps,
  svgFile,
  textFile,
  truncatedJpeg,
} from "#test-support/photo-files";

import { PHOTO_MESSAGES, photoFileNames } from "./photo-values";
import { processPhoto, variantWidths } from "./process-photo.server";

const KNOWN_MESSAGES = new Set<string>(Object.values(PHOTO_MESSAGES));

describe("processPhoto", () => {
  it("turns a phone's sideways photo upright and writes no EXIF or GPS into any variant", async () => {
    const upload = await rotatedJpegWithGps();
    expect(await exifr.gps(upload)).toMatchObject({ latitude: expect.closeTo(44.98, 1) });

    const result = await processPhoto(upload);
    if (!result.ok) throw new Error(result.message);
    // Stored 1200 x 1600 with orientation 6: upright it is 1600 x 1200.
    expect([result.width, result.height]).toEqual([1600, 1200]);
    expect(result.widths).toEqual([320, 640, 1280]);
    expect(result.files.map((file) => file.name)).toEqual(photoFileNames(result.widths));

    for (const file of result.files.filter((file) => file.name !== "original")) {
      const metadata = await sharp(file.data).metadata();
      expect(metadata.exif, file.name).toBeUndefined();
      expect(metadata.orientation ?? 1, file.name).toBe(1);
      // Nothing of the camera's record survives in the bytes, whatever the format.
      expect(file.data.includes("PhoneCam"), file.name).toBe(false);
      expect(file.data.includes("Exif\0\0"), file.name).toBe(false);
      if (file.name.endsWith(".jpg"))
        expect(await exifr.parse(file.data, { gps: true, tiff: true }), file.name).toBeUndefined();
      const width = Number(file.name.split(".")[0]);
      expect([metadata.width, metadata.height]).toEqual([width, Math.round((width * 3) / 4)]);
    }
    // The left of the upright picture is the stored picture's top: orange ran down the stored left half, so it is on top now.
    const jpeg = result.files.find((file) => file.name === "640.jpg")!.data;
    const { data } = await sharp(jpeg)
      .extract({ left: 320, top: 60, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // orange: strong red
    const formats = await Promise.all(
      ["640.avif", "640.webp", "640.jpg"].map(
        async (name) => (await sharp(result.files.find((f) => f.name === name)!.data).metadata()).format,
      ),
    );
    expect(formats).toEqual(["heif", "webp", "jpeg"]);
  });

  it.each([
    ["a text file renamed .jpg", () => textFile(), PHOTO_MESSAGES.notAnImage],
    ["an SVG drawing", () => svgFile(), PHOTO_MESSAGES.svg],
    ["a JPEG cut off half way", () => truncatedJpeg(), PHOTO_MESSAGES.unreadable],
    ["a 30,000 x 30,000 PNG", () => bombPng(), PHOTO_MESSAGES.tooManyPixels],
    ["50 MB of bytes", () => hugeFile(), PHOTO_MESSAGES.tooLarge],
    ["an empty file", () => Buffer.alloc(0), PHOTO_MESSAGES.empty],
    ["a 100 x 100 thumbnail", () => plainPhoto("png", 100, 100), PHOTO_MESSAGES.tooSmall],
    ["a TIFF", () => plainPhoto("tiff"), PHOTO_MESSAGES.notAnImage],
  ])("refuses %s with its message", async (_name, make, message) => {
    const started = Date.now();
    const result = await processPhoto(await make());
    expect(result).toEqual({ ok: false, reason: "invalid", message });
    // The bomb is refused from its header, before anything is decoded.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it.each(["png", "webp", "avif", "gif"] as const)("takes a %s and makes every variant", async (format) => {
    const result = await processPhoto(await plainPhoto(format, 500, 400));
    if (!result.ok) throw new Error(result.message);
    expect(result.widths).toEqual([320, 500]);
    expect(result.files).toHaveLength(1 + 2 * 3);
  });

  it("keeps a narrow photo's own width and never enlarges it", () => {
    expect(variantWidths(250)).toEqual([250]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(900)).toEqual([320, 640, 900]);
    expect(variantWidths(4000)).toEqual([320, 640, 1280]);
  });

  it("answers every cut, flipped or random file with a result, never an exception", async () => {
    const seeds = await Promise.all([
      plainPhoto("jpeg", 300, 240),
      plainPhoto("png", 300, 240),
      plainPhoto("webp", 300, 240),
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          // A real photo cut at any point, or with bytes overwritten.
          fc
            .record({ seed: fc.nat(seeds.length - 1), cut: fc.double({ min: 0, max: 1, noNaN: true }) })
            .map(({ seed, cut }) => seeds[seed]!.subarray(0, Math.floor(seeds[seed]!.length * cut))),
          fc
            .record({
              seed: fc.nat(seeds.length - 1),
              at: fc.nat(),
              bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }),
            })
            .map(({ seed, at, bytes }) => {
              const copy = Buffer.from(seeds[seed]!);
              copy.set(bytes.subarray(0, Math.max(0, copy.length - (at % copy.length))), at % copy.length);
              return copy;
            }),
          fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
        ),
        async (bytes) => {
          const result = await processPhoto(bytes);
          if (!result.ok) expect(KNOWN_MESSAGES.has(result.message)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});
