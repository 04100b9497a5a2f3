import type { PictureData } from "~/components/ui/picture";

/**
 * What the browser and the server share about photos: the limits, the messages, and the addresses
 * of a photo's files. A photo's files never change once written (a new upload is a new photo), so
 * their addresses are cached for a year.
 */

/** Photos a center or a party may have. */
export const MAX_PHOTOS_PER_VENUE = 10;
/** Largest upload, in bytes. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Largest image, in pixels: a small file can claim a huge image (a decompression bomb). */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Smallest side we take: anything smaller would look broken on a venue page. */
export const MIN_PHOTO_SIDE = 200;
/** The widths every photo is resized to (never enlarged: a smaller photo keeps its own width). */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
/** The formats every width is encoded in, best first; JPEG is the fallback every browser reads. */
export const PHOTO_FORMATS = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** The file picker's hint; the server decodes every upload whatever it is called. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export const PHOTO_MESSAGES = {
  tooLarge: "This file is larger than 10 MB. Choose a smaller photo.",
  tooManyPixels: "This image is too large to process (over 50 megapixels). Choose a smaller photo.",
  tooSmall: "This photo is too small. Choose one at least 200 pixels wide and tall.",
  svg: "SVG drawings are not accepted. Choose a JPEG, PNG, WebP or AVIF photo.",
  notAnImage: "This file is not a photo we can read. Choose a JPEG, PNG, WebP or AVIF photo.",
  unreadable: "This photo could not be read; the file may be damaged or incomplete. Choose another one.",
  empty: "Choose a photo to upload.",
  tooMany: `A venue can have up to ${MAX_PHOTOS_PER_VENUE} photos. Remove one to add another.`,
  unknown: "One of these photos is no longer available. Reload the page and try again.",
  uploading: "Wait until your photos have uploaded, then save.",
  failed: "The photo could not be saved. Please try again.",
} as const;

/** What a page needs to show a photo: its id, its shape and the widths that exist. */
export type PhotoRef = {
  id: string;
  width: number;
  height: number;
  widths: number[];
};

/** A photo as its owner's form lists it: also whether it waits for an administrator. */
export type OwnedPhoto = PhotoRef & { status: "pending" | "approved" };

/** The address of one of a photo's files, `/photos/{id}/{width}.{format}`. */
export function photoUrl(photo: Pick<PhotoRef, "id">, width: number, format: PhotoFormat): string {
  return `/photos/${photo.id}/${photoFileName(width, format)}`;
}

/** The name of one variant's file, `640.avif`; JPEG files end in `.jpg`. */
export function photoFileName(width: number, format: PhotoFormat): string {
  return `${width}.${format === "jpeg" ? "jpg" : format}`;
}

/** A `srcset` of every width of one format. */
export function photoSrcSet(photo: PhotoRef, format: PhotoFormat): string {
  return photo.widths.map((width) => `${photoUrl(photo, width, format)} ${width}w`).join(", ");
}

/** The width closest above `wanted` (or the largest): for a single `src`, a thumbnail or a card image. */
export function photoWidthFor(photo: PhotoRef, wanted: number): number {
  return photo.widths.find((width) => width >= wanted) ?? photo.widths[photo.widths.length - 1]!;
}

/** The height of a photo shown at `width`, for the `width`/`height` attributes (no layout shift). */
export function photoHeightAt(photo: Pick<PhotoRef, "width" | "height">, width: number): number {
  return Math.round((photo.height / photo.width) * width);
}

/** Reads `/photos/{id}/{width}.{ext}` back; null for anything else. */
export function parsePhotoFileName(name: string): { width: number; format: PhotoFormat } | null {
  const match = /^(\d{2,5})\.(avif|webp|jpg)$/.exec(name);
  if (!match) return null;
  return { width: Number(match[1]), format: match[2] === "jpg" ? "jpeg" : (match[2] as PhotoFormat) };
}

/** A photo as `<Picture>` draws it (`app/components/ui/picture.tsx`), its `src` about `wanted` pixels wide. */
export function photoPicture(photo: PhotoRef, wanted = 640): PictureData {
  const width = photoWidthFor(photo, wanted);
  return {
    sources: [
      { type: PHOTO_CONTENT_TYPES.avif, srcSet: photoSrcSet(photo, "avif") },
      { type: PHOTO_CONTENT_TYPES.webp, srcSet: photoSrcSet(photo, "webp") },
    ],
    src: photoUrl(photo, width, "jpeg"),
    srcSet: photoSrcSet(photo, "jpeg"),
    width,
    height: photoHeightAt(photo, width),
  };
}

/** A plain image address (an owner's image URL, the stock illustration) as `<Picture>` draws it. */
export function plainPicture(src: string, width: number, height: number): PictureData {
  return { sources: [], src, width, height };
}

/** Every file a photo of these widths has: the original and each width in each format. */
export function photoFileNames(widths: number[]): string[] {
  return ["original", ...widths.flatMap((width) => PHOTO_FORMATS.map((format) => photoFileName(width, format)))];
}
