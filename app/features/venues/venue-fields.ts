/**
 * The rules of the venue forms' fields: each turns what was posted into what is stored (trimmed
 * text, empty optionals as null, numbers, cents), with the spec's message when it cannot. The
 * center's fields (`lan-center-fields.ts`) and the party forms (`schemas.ts`) are made of them.
 */
import { singleLine } from "~/lib/single-line";
import { z } from "~/lib/zod";

import { VENUE_TYPES, type VenueType } from "#db/schema/values";
import { looksLikeEmail, normalizeEmail } from "~/features/accounts/schemas";
import { MAX_PHOTOS_PER_VENUE, PHOTO_MESSAGES } from "~/features/photos/photo-values";

import { DECIMAL } from "./geocode-schema";
import { normalizeOpeningHours, openingHoursProblems, type OpeningHours } from "./opening-hours";
import {
  AMENITIES,
  CURRENCIES,
  isAmenity,
  isPhoneNumber,
  PROFILE_LIMITS,
  type Amenity,
  type Currency,
} from "./venue-profile";
import { LIMITS, isWebAddress } from "./venue-values";

export const raw = z.string().default("");

/** A field of one line (most) or of several (descriptions, notes): only the latter keeps its line breaks. */
export type Lines = "one" | "many";
const tidy = (lines: Lines) => (value: string) => (lines === "one" ? singleLine(value) : value.trim());

export function requiredText(label: string, max: number, message: string, lines: Lines = "one") {
  return raw
    .transform(tidy(lines))
    .pipe(z.string().min(1, message).max(max, `${label} must be at most ${max} characters`));
}

export function optionalText(label: string, max: number, lines: Lines = "one") {
  return raw
    .transform(tidy(lines))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`))
    .transform((value) => value || null);
}

export function optionalUrl(label: string) {
  return optionalText(label, LIMITS.url).refine(
    (value) => value === null || isWebAddress(value),
    `${label} must be a web address starting with http:// or https://`,
  );
}

export const optionalEmail = raw
  .transform(normalizeEmail)
  .refine((value) => value === "" || looksLikeEmail(value), "Please enter a valid email address.")
  .transform((value) => value || null);

export function coordinate(label: "Latitude" | "Longitude", limit: 90 | 180) {
  const message = `${label} must be a number between -${limit} and ${limit}`;
  return raw
    .transform((value) => value.trim())
    .refine((value) => value === "" || (DECIMAL.test(value) && Math.abs(Number(value)) <= limit), message)
    .transform((value) => (value === "" ? null : Number(value)));
}

export const venueType = raw
  .refine((value) => value === "" || (VENUE_TYPES as readonly string[]).includes(value), "Please choose a LAN type")
  .transform((value) => (value === "" ? null : (value as VenueType)));

/** A station count: empty for "not said", else a whole number in range. */
export function stationCount(label: string) {
  const message = `${label} must be a whole number from 0 to ${PROFILE_LIMITS.stations.toLocaleString("en-US")}`;
  return raw
    .transform((value) => value.trim())
    .refine((value) => value === "" || (/^\d{1,5}$/.test(value) && Number(value) <= PROFILE_LIMITS.stations), message)
    .transform((value) => (value === "" ? null : Number(value)));
}

/** An hourly price as typed ("5", "7.50"), in cents; empty for "not said". */
export function price(label: string) {
  const message = `${label} must be an amount like 5 or 7.50, at most ${PROFILE_LIMITS.price.toLocaleString("en-US")}`;
  return raw
    .transform((value) => value.trim())
    .refine(
      (value) =>
        value === "" || (/^\d{1,4}([.,]\d{1,2})?$/.test(value) && parseAmount(value) <= PROFILE_LIMITS.price * 100),
      message,
    )
    .transform((value) => (value === "" ? null : parseAmount(value)));
}

/** "7.50" or "7,50" as cents. */
export function parseAmount(value: string): number {
  return Math.round(Number(value.replace(",", ".")) * 100);
}

export const phone = optionalText("Phone", PROFILE_LIMITS.phone).refine(
  (value) => value === null || isPhoneNumber(value),
  "Please enter a phone number with digits, spaces and + ( ) - only",
);

/** The amenities' checkboxes, posted as one comma-separated value; unknown ones are refused. */
export const amenities = raw
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine((values) => values.every(isAmenity), "Please choose amenities from the list")
  .transform((values) => AMENITIES.filter((amenity) => values.includes(amenity)) as Amenity[]);

/**
 * The games picked from the catalogue, by slug, comma-separated. The action checks that each is in
 * the catalogue (the browser only knows what it was sent).
 */
export const gameSlugs = raw
  .transform((value) => [
    ...new Set(
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ])
  .refine((values) => values.every((slug) => /^[a-z0-9-]{1,80}$/.test(slug)), "Please choose games from the catalogue")
  .refine((values) => values.length <= PROFILE_LIMITS.games, `At most ${PROFILE_LIMITS.games} games`);

/** The hours editor's value: the schedule as JSON, or empty when the owner gives no hours. */
export const openingHours = raw.transform((value, ctx): OpeningHours | null => {
  if (value.trim() === "") return null;
  let parsed: OpeningHours;
  try {
    parsed = JSON.parse(value) as OpeningHours;
  } catch {
    ctx.addIssue({ code: "custom", message: "Please check the opening hours" });
    return z.NEVER;
  }
  const problems =
    parsed && typeof parsed === "object" ? openingHoursProblems(parsed) : ["Please check the opening hours"];
  if (problems.length > 0) {
    ctx.addIssue({ code: "custom", message: problems.join(". ") });
    return z.NEVER;
  }
  return normalizeOpeningHours(parsed);
});

export const currency = raw
  .refine((value) => value === "" || (CURRENCIES as readonly string[]).includes(value), "Please choose a currency")
  .transform((value) => (value === "" ? null : (value as Currency)));

const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The photo uploader's hidden field: the uploaded photos' ids in order (the first is the cover). */
export const photoIds = raw
  .transform((value) =>
    value
      .split(",")
      .map((id) => id.trim())
      .filter((id) => id !== ""),
  )
  .refine((ids) => ids.every((id) => PHOTO_ID.test(id)) && new Set(ids).size === ids.length, PHOTO_MESSAGES.unknown)
  .refine((ids) => ids.length <= MAX_PHOTOS_PER_VENUE, PHOTO_MESSAGES.tooMany);
