import sharp, { type Metadata, type Sharp } from "sharp";

import { refuse, type Refusal } from "~/lib/outcome";

import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MIN_PHOTO_SIDE,
  PHOTO_CONTENT_TYPES,
  PHOTO_FORMATS,
  PHOTO_MESSAGES,
  PHOTO_WIDTHS,
  photoFileName,
  type PhotoFormat,
} from "./photo-values";
import type { StoredFile } from "./photo-store.server";

/** What sharp may decode. SVG (it runs a renderer over untrusted markup), PDF, TIFF and RAW are not. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "heif", "gif"]);

export type ProcessedPhoto = { width: number; height: number; widths: number[]; files: StoredFile[] };
export type ProcessPhotoResult = ({ ok: true } & ProcessedPhoto) | Refusal<"invalid">;

/** libvips would otherwise spread every encode over every core; uploads run side by side instead. */
sharp.concurrency(1);

const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // Effort 2 of 9: AVIF's default effort takes seconds per width on a small server.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 3 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
};

/**
 * Decodes an upload and makes its variants. The bytes decide what the file is, never its name or
 * type. Pixels are counted from the header before anything is decoded (a decompression bomb is
 * refused at once); the photo is turned upright by its EXIF orientation; what is written carries
 * no metadata (sharp drops EXIF, GPS, XMP and IPTC unless asked to keep them) in sRGB. The
 * original is kept as sent, for later re-processing, and is never served.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessPhotoResult> {
  if (bytes.length === 0) return refuse("invalid", PHOTO_MESSAGES.empty);
  if (bytes.length > MAX_PHOTO_BYTES) return refuse("invalid", PHOTO_MESSAGES.tooLarge);
  if (looksLikeSvg(bytes)) return refuse("invalid", PHOTO_MESSAGES.svg);

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return refuse("invalid", PHOTO_MESSAGES.notAnImage);
  }
  if (metadata.format === "svg") return refuse("invalid", PHOTO_MESSAGES.svg);
  if (!ACCEPTED_FORMATS.has(metadata.format ?? "")) return refuse("invalid", PHOTO_MESSAGES.notAnImage);
  // HEIF is taken only with AVIF inside (sharp's own build has no HEVC decoder).
  if (metadata.format === "heif" && metadata.compression !== "av1") return refuse("invalid", PHOTO_MESSAGES.notAnImage);
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_PHOTO_PIXELS) return refuse("invalid", PHOTO_MESSAGES.tooManyPixels);

  // Orientations 5–8 swap the sides.
  const [uprightWidth, uprightHeight] = (metadata.orientation ?? 1) >= 5 ? [height, width] : [width, height];
  if (Math.min(uprightWidth, uprightHeight) < MIN_PHOTO_SIDE) return refuse("invalid", PHOTO_MESSAGES.tooSmall);

  try {
    // Decoded once, upright, no wider than the largest variant (JPEG shrinks while it decodes), in
    // sRGB, transparency laid on the page's colour; every variant is cut from this buffer.
    // `failOn: "error"` refuses a truncated or corrupt file instead of drawing its missing half grey.
    const widths = variantWidths(uprightWidth);
    const upright = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: widths[widths.length - 1] })
      .flatten({ background: "#0f172a" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: upright.info };
    const files: StoredFile[] = [{ name: "original", contentType: `image/${metadata.format}`, data: bytes }];
    for (const variantWidth of widths) {
      const resized = sharp(upright.data, raw).resize({ width: variantWidth });
      for (const format of PHOTO_FORMATS) {
        const data = await ENCODERS[format](resized.clone()).toBuffer();
        files.push({
          name: photoFileName(variantWidth, format),
          contentType: PHOTO_CONTENT_TYPES[format],
          data,
        });
      }
    }
    return { ok: true, width: uprightWidth, height: uprightHeight, widths, files };
  } catch {
    return refuse("invalid", PHOTO_MESSAGES.unreadable);
  }
}

/** The standard widths below the photo's own, and its own width up to the largest standard one. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!);
  return [...PHOTO_WIDTHS.filter((candidate) => candidate < largest), largest];
}

/** SVG is text: libvips would hand it to a renderer. Refused by its first bytes, before any decoder. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 512).toString("utf8").trimStart().toLowerCase();
  return (
    head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg")) || head.startsWith("<!doctype svg")
  );
}
