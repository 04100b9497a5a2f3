import { TZDate } from "@date-fns/tz";
import { z } from "zod";

import { VENUE_TYPES, type VenueType } from "#db/schema/values";
import { looksLikeEmail, normalizeEmail } from "~/features/accounts/schemas";

import { DECIMAL } from "./geocode-schema";

/**
 * The LAN center and LAN party forms: one schema each, shared by the browser (instant feedback,
 * every field's problem at once) and the action (the check that counts). Each turns what was
 * posted into what is stored: trimmed text, empty optionals as null, numbers, UTC instants.
 */

export { VENUE_TYPES, type VenueType };

/** The eight LAN types (the /lantypes pages), as the forms and filters name them. */
export const VENUE_TYPE_LABELS: Record<VenueType, string> = {
  game_arena: "Game Arena",
  lan_party: "LAN Party",
  college: "College",
  school: "School",
  library: "Library",
  hotel: "Hotel",
  game_cafe: "Game Cafe",
  coffee_shop: "Coffee Shop",
};

/** Length limits of every text field (characters). */
export const LIMITS = {
  name: 120,
  personName: 100,
  email: 254,
  address: 300,
  location: 300,
  description: 2000,
  url: 2048,
} as const;

const raw = z.string().default("");

function requiredText(label: string, max: number, message: string) {
  return raw
    .transform((value) => value.trim())
    .pipe(z.string().min(1, message).max(max, `${label} must be at most ${max} characters`));
}

function optionalText(label: string, max: number) {
  return raw
    .transform((value) => value.trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`))
    .transform((value) => value || null);
}

/** Only http(s) addresses: a `javascript:` or `data:` link must never reach a page. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * A stored address as pages and feeds may output it: http(s) only, else none. The forms never store
 * anything else; this keeps a row written some other way (an import, a hand-made fix) from becoming
 * a `javascript:` link or a `data:` image.
 */
export function webAddressOrNull(value: string | null | undefined): string | null {
  return value && isWebAddress(value) ? value : null;
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

/** The LAN center form (register and edit): Contact, Community and Location Information. */
export const lanCenterSchema = z
  .object({
    ownerName: optionalText("Owner / manager name", LIMITS.personName),
    contactEmail: optionalEmail,
    communityName: requiredText("Community name", LIMITS.name, "Please enter the community name"),
    communityDescription: optionalText("Community description", LIMITS.description),
    communityImageUrl: optionalUrl("Community image URL"),
    organizationName: requiredText("Organization name", LIMITS.name, "Please enter the organization name"),
    website: optionalUrl("Website"),
    address: requiredText("Address", LIMITS.address, "Please enter the address"),
    latitude: coordinate("Latitude", 90),
    longitude: coordinate("Longitude", 180),
    description: requiredText("Description", LIMITS.description, "Please enter a description"),
    imageUrl: optionalUrl("Image URL"),
    venueType,
  })
  .superRefine((values, ctx) => {
    if (values.latitude === null)
      ctx.addIssue({ code: "custom", path: ["latitude"], message: "Please enter the latitude" });
    if (values.longitude === null) {
      ctx.addIssue({ code: "custom", path: ["longitude"], message: "Please enter the longitude" });
    }
  })
  .transform((values) => ({ ...values, latitude: values.latitude!, longitude: values.longitude! }));

export type LanCenterInput = z.infer<typeof lanCenterSchema>;
/** The form's field names, for the form and for the action's "which field" answers. */
export type LanCenterField = keyof z.input<typeof lanCenterSchema>;

/** The center's own columns (table `locations`) from the form: registering and editing agree. */
export function lanCenterColumns(input: LanCenterInput) {
  return {
    organizationName: input.organizationName,
    address: input.address,
    description: input.description,
    website: input.website,
    imageUrl: input.imageUrl,
    lat: input.latitude,
    lng: input.longitude,
    venueType: input.venueType,
  };
}

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

/** Whether a string names a time zone this runtime knows (IANA, e.g. "America/Chicago"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value read as a wall-clock time in `timeZone`, as a UTC instant; null when it
 * is not a real date and time.
 */
export function zonedInputToInstant(local: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match || !isTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  // Date reads years 0-99 as 1900-1999, and rolls 10:60 over into 11:00: refuse both.
  if (year! < 1000 || hour! > 23 || minute! > 59 || second! > 59) return null;
  const instant = new TZDate(year!, month! - 1, day!, hour!, minute!, second ?? 0, timeZone);
  // Rejects 2026-02-31 and the like, which Date would roll over into March.
  if (instant.getMonth() !== month! - 1 || instant.getDate() !== day! || Number.isNaN(instant.getTime())) return null;
  return new Date(instant.getTime());
}

/** A UTC instant as a `datetime-local` value in `timeZone` (the edit form's starting value). */
export function instantToZonedInput(instant: Date, timeZone: string): string {
  const zoned = new TZDate(instant.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}T${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`;
}

/** How a party's times read everywhere: in the event's own zone, named, e.g. "Sat, Mar 7, 2027, 6:00 PM CST". */
export function formatEventTime(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: isTimeZone(timeZone) ? timeZone : "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(instant));
}

/** A "Registered" date: the day, in UTC so the server and the browser print the same. */
export function formatRegisteredDate(instant: Date | string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "medium" }).format(new Date(instant));
}

/** The fields of a party that both the register and the edit form have. */
const partyShape = {
  eventName: requiredText("Event name", LIMITS.name, "Please enter the event name"),
  description: requiredText("Description", LIMITS.description, "Please enter a description"),
  startDate: raw,
  endDate: raw,
  timeZone: raw,
  location: optionalText("Location", LIMITS.location),
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
  website: optionalUrl("Website"),
  imageUrl: optionalUrl("Image URL"),
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
  reason: requiredText("Reason", 500, "Please give a reason for the owner"),
});
