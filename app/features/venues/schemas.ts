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
import { isTimeZone, isWebAddress, LIMITS, zonedInputToInstant } from "./venue-values";

/**
 * The LAN center and LAN party forms: one schema each, shared by the browser (instant feedback,
 * every field's problem at once) and the action (the check that counts). Each turns what was
 * posted into what is stored: trimmed text, empty optionals as null, numbers, UTC instants.
 */

export * from "./venue-values";

const raw = z.string().default("");

/** A field of one line (most) or of several (descriptions, notes): only the latter keeps its line breaks. */
type Lines = "one" | "many";
const tidy = (lines: Lines) => (value: string) => (lines === "one" ? singleLine(value) : value.trim());

function requiredText(label: string, max: number, message: string, lines: Lines = "one") {
  return raw
    .transform(tidy(lines))
    .pipe(z.string().min(1, message).max(max, `${label} must be at most ${max} characters`));
}

function optionalText(label: string, max: number, lines: Lines = "one") {
  return raw
    .transform(tidy(lines))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`))
    .transform((value) => value || null);
}

function optionalUrl(label: string) {
  return optionalText(label, LIMITS.url).refine(
    (value) => value === null || isWebAddress(value),
    `${label} must be a web address starting with http:// or https://`,
  );
}

const optionalEmail = raw
  .transform(normalizeEmail)
  .refine((value) => value === "" || looksLikeEmail(value), "Please enter a valid email address.")
  .transform((value) => value || null);

function coordinate(label: "Latitude" | "Longitude", limit: 90 | 180) {
  const message = `${label} must be a number between -${limit} and ${limit}`;
  return raw
    .transform((value) => value.trim())
    .refine((value) => value === "" || (DECIMAL.test(value) && Math.abs(Number(value)) <= limit), message)
    .transform((value) => (value === "" ? null : Number(value)));
}

const venueType = raw
  .refine((value) => value === "" || (VENUE_TYPES as readonly string[]).includes(value), "Please choose a LAN type")
  .transform((value) => (value === "" ? null : (value as VenueType)));

/** A station count: empty for "not said", else a whole number in range. */
function stationCount(label: string) {
  const message = `${label} must be a whole number from 0 to ${PROFILE_LIMITS.stations.toLocaleString("en-US")}`;
  return raw
    .transform((value) => value.trim())
    .refine((value) => value === "" || (/^\d{1,5}$/.test(value) && Number(value) <= PROFILE_LIMITS.stations), message)
    .transform((value) => (value === "" ? null : Number(value)));
}

/** An hourly price as typed ("5", "7.50"), in cents; empty for "not said". */
function price(label: string) {
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

function parseAmount(value: string): number {
  return Math.round(Number(value.replace(",", ".")) * 100);
}

const phone = optionalText("Phone", PROFILE_LIMITS.phone).refine(
  (value) => value === null || isPhoneNumber(value),
  "Please enter a phone number with digits, spaces and + ( ) - only",
);

/** The amenities' checkboxes, posted as one comma-separated value; unknown ones are refused. */
const amenities = raw
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
const gameSlugs = raw
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
const openingHours = raw.transform((value, ctx): OpeningHours | null => {
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

const currency = raw
  .refine((value) => value === "" || (CURRENCIES as readonly string[]).includes(value), "Please choose a currency")
  .transform((value) => (value === "" ? null : (value as Currency)));

const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The photo uploader's hidden field: the uploaded photos' ids in order (the first is the cover). */
const photoIds = raw
  .transform((value) =>
    value
      .split(",")
      .map((id) => id.trim())
      .filter((id) => id !== ""),
  )
  .refine((ids) => ids.every((id) => PHOTO_ID.test(id)) && new Set(ids).size === ids.length, PHOTO_MESSAGES.unknown)
  .refine((ids) => ids.length <= MAX_PHOTOS_PER_VENUE, PHOTO_MESSAGES.tooMany);

/** The LAN center form (register and edit): Contact, Community and Location Information. */
export const lanCenterSchema = z
  .object({
    ownerName: optionalText("Owner / manager name", LIMITS.personName),
    contactEmail: optionalEmail,
    communityName: requiredText("Community name", LIMITS.name, "Please enter the community name"),
    communityDescription: optionalText("Community description", LIMITS.description, "many"),
    communityImageUrl: optionalUrl("Community image URL"),
    organizationName: requiredText("Organization name", LIMITS.name, "Please enter the organization name"),
    website: optionalUrl("Website"),
    address: requiredText("Address", LIMITS.address, "Please enter the address"),
    latitude: coordinate("Latitude", 90),
    longitude: coordinate("Longitude", 180),
    description: requiredText("Description", LIMITS.description, "Please enter a description", "many"),
    imageUrl: optionalUrl("Image URL"),
    photoIds,
    venueType,
    phone,
    openingHours,
    pcCount: stationCount("Gaming PCs"),
    consoleCount: stationCount("Consoles"),
    vrCount: stationCount("VR stations"),
    simCount: stationCount("Racing simulators"),
    hardware: optionalText("Hardware", PROFILE_LIMITS.hardware),
    priceMin: price("The lowest hourly price"),
    priceMax: price("The highest hourly price"),
    currency,
    passes: optionalText("Memberships and passes", PROFILE_LIMITS.passes, "many"),
    amenities,
    games: gameSlugs,
    fullLibrary: raw.transform((value) => value === "true" || value === "on"),
  })
  .superRefine((values, ctx) => {
    if (values.latitude === null)
      ctx.addIssue({ code: "custom", path: ["latitude"], message: "Please enter the latitude" });
    if (values.longitude === null) {
      ctx.addIssue({ code: "custom", path: ["longitude"], message: "Please enter the longitude" });
    }
    if (values.priceMin === null && values.priceMax !== null) {
      ctx.addIssue({ code: "custom", path: ["priceMin"], message: "Please enter the lowest hourly price too" });
    }
    if (values.priceMin !== null && values.priceMax !== null && values.priceMax < values.priceMin) {
      ctx.addIssue({ code: "custom", path: ["priceMax"], message: "The highest price must not be below the lowest" });
    }
    if (values.priceMin !== null && values.currency === null) {
      ctx.addIssue({ code: "custom", path: ["currency"], message: "Please choose a currency" });
    }
  })
  .transform((values) => ({ ...values, latitude: values.latitude!, longitude: values.longitude! }));

export type LanCenterInput = z.infer<typeof lanCenterSchema>;
/** The form's field names, for the form and for the action's "which field" answers. */
export type LanCenterField = keyof z.input<typeof lanCenterSchema>;

/**
 * The center's own columns (table `locations`) from the form: registering and editing agree. The
 * time zone (from the coordinates) and the games (table `location_games`) are the services' part.
 */
export function lanCenterColumns(input: LanCenterInput) {
  const priced = input.priceMin !== null;
  return {
    organizationName: input.organizationName,
    address: input.address,
    description: input.description,
    website: input.website,
    imageUrl: input.imageUrl,
    lat: input.latitude,
    lng: input.longitude,
    venueType: input.venueType,
    phone: input.phone,
    openingHours: input.openingHours,
    pcCount: input.pcCount,
    consoleCount: input.consoleCount,
    vrCount: input.vrCount,
    simCount: input.simCount,
    hardware: input.hardware,
    priceMinCents: input.priceMin,
    priceMaxCents: priced ? (input.priceMax ?? input.priceMin) : null,
    currency: priced ? input.currency : null,
    passes: input.passes,
    amenities: input.amenities,
    fullLibrary: input.fullLibrary,
  };
}
export type LanCenterColumns = ReturnType<typeof lanCenterColumns>;

/** The center's contact row (table `location_contacts`) from the form: it repeats the name, address and website. */
export function lanCenterContactColumns(input: LanCenterInput) {
  return {
    ownerName: input.ownerName,
    email: input.contactEmail,
    address: input.address,
    organizationName: input.organizationName,
    website: input.website,
  };
}

/** The fields of a party that both the register and the edit form have. */
const partyShape = {
  eventName: requiredText("Event name", LIMITS.name, "Please enter the event name"),
  description: requiredText("Description", LIMITS.description, "Please enter a description", "many"),
  startDate: raw,
  endDate: raw,
  timeZone: raw,
  location: optionalText("Location", LIMITS.location),
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
  website: optionalUrl("Website"),
  imageUrl: optionalUrl("Image URL"),
  photoIds,
};

type PartyTimes = {
  startDate: string;
  endDate: string;
  timeZone: string;
  latitude: number | null;
  longitude: number | null;
};

/** The rules across fields: real dates in a real zone, the end after the start, both coordinates or none. */
function checkPartyTimesAndPlace(values: PartyTimes, ctx: z.RefinementCtx) {
  const timeZoneKnown = isTimeZone(values.timeZone);
  if (!timeZoneKnown)
    ctx.addIssue({ code: "custom", path: ["timeZone"], message: "Please choose the event's time zone" });
  const start = timeZoneKnown ? zonedInputToInstant(values.startDate, values.timeZone) : null;
  const end = timeZoneKnown ? zonedInputToInstant(values.endDate, values.timeZone) : null;
  if (values.startDate.trim() === "") {
    ctx.addIssue({ code: "custom", path: ["startDate"], message: "Please enter the start date and time" });
  } else if (timeZoneKnown && !start) {
    ctx.addIssue({ code: "custom", path: ["startDate"], message: "Please enter a valid start date and time" });
  }
  if (values.endDate.trim() === "") {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "Please enter the end date and time" });
  } else if (timeZoneKnown && !end) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "Please enter a valid end date and time" });
  }
  if (start && end && end.getTime() < start.getTime()) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "The end must not be before the start" });
  }
  if ((values.latitude === null) !== (values.longitude === null)) {
    const missing = values.latitude === null ? "latitude" : "longitude";
    ctx.addIssue({ code: "custom", path: [missing], message: "Enter both latitude and longitude, or neither" });
  }
}

function withInstants<T extends PartyTimes>(values: T) {
  return {
    ...values,
    startDate: zonedInputToInstant(values.startDate, values.timeZone)!,
    endDate: zonedInputToInstant(values.endDate, values.timeZone)!,
  };
}

/** Edit LAN Party (/edit-lan-party/{id}): the event's own fields. */
export const lanPartyEditSchema = z.object(partyShape).superRefine(checkPartyTimesAndPlace).transform(withInstants);

/** Register LAN party: the event, its community, and its organizer for the contact list. */
export const lanPartySchema = z
  .object({
    ...partyShape,
    communityName: requiredText("Community name", LIMITS.name, "Please enter the community name"),
    ownerName: optionalText("Organizer name", LIMITS.personName),
    contactEmail: optionalEmail,
  })
  .superRefine(checkPartyTimesAndPlace)
  .transform(withInstants);

export type LanPartyEditInput = z.infer<typeof lanPartyEditSchema>;
export type LanPartyInput = z.infer<typeof lanPartySchema>;

/** The party's own columns (table `events`) from either party form: registering and editing agree. */
export function partyColumns(input: LanPartyEditInput) {
  return {
    organizationName: input.eventName,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    timeZone: input.timeZone,
    customLocation: input.location,
    lat: input.latitude,
    lng: input.longitude,
    website: input.website,
    imageUrl: input.imageUrl,
  };
}
export type LanPartyField = keyof z.input<typeof lanPartySchema>;

/** A party contact's address (spec section 5): the address given, else the location text, else 'Event Location'. */
export function partyContactAddress(location: string | null): string {
  return location ?? "Event Location";
}

/** Reason an administrator gives when rejecting a venue; the owner reads it in the e-mail. */
export const rejectSchema = z.object({
  reason: requiredText("Reason", 500, "Please give a reason for the owner", "many"),
});
