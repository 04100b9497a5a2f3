/**
 * A LAN center's fields, declared once: each field's rule (what the form accepts and what is
 * stored), its starting text in the form, the row it is saved on, and where the public API and the
 * center page's JSON-LD give it. The form's schema (`schemas.ts`) and values
 * (`lan-center-form-values.ts`), the columns a save writes (`lan-center-columns.server.ts`) and the
 * loaded center's form text are made from this list. `lan-center-fields.test.ts` holds it against
 * the table `locations`, and `directory/center-fields.test.ts` against the API's schema
 * (`directory/location-detail.ts`) and the JSON-LD (`directory/structured-data.ts`), both ways. A
 * new field is a line here, its column, its input, and where it shows.
 */
import type { z } from "~/lib/zod";

import { PROFILE_LIMITS } from "./venue-profile";
import {
  amenities,
  coordinate,
  currency,
  gameSlugs,
  openingHours,
  optionalEmail,
  optionalText,
  optionalUrl,
  phone,
  photoIds,
  price,
  raw,
  requiredText,
  stationCount,
  venueType,
} from "./venue-fields";
import { LIMITS } from "./venue-values";

/**
 * Where a field is saved: the center's own row (`locations`, under the field's name unless
 * `lan-center-columns.server.ts` renames it), its contact row, its community, its photos or its
 * games (the services' part).
 */
export type CenterFieldRow = "center" | "contact" | "community" | "photos" | "games";

export type CenterFieldDeclaration = {
  /** What the form accepts, and what it becomes. */
  rule: z.ZodType<unknown, string | undefined>;
  row: CenterFieldRow;
  /** The form's text before the owner types; empty unless said. */
  empty?: string;
  /** Among the facts a player chooses the center by (the form's later sections, the center page). */
  fact?: true;
  /** Its member in `GET /api/v1/locations/{slug}` (a dotted path), or null when the API leaves it out. */
  api: string | null;
  /** Its schema.org property in the center page's JSON-LD, or null when the JSON-LD leaves it out. */
  jsonLd: string | null;
};

/** The form's sections, in order: Contact, Community and Location Information, then the profile. */
export const LAN_CENTER_FIELDS = {
  ownerName: { rule: optionalText("Owner / manager name", LIMITS.personName), row: "contact", api: null, jsonLd: null },
  contactEmail: { rule: optionalEmail, row: "contact", api: null, jsonLd: null },
  communityName: {
    rule: requiredText("Community name", LIMITS.name, "Please enter the community name"),
    row: "community",
    api: null,
    jsonLd: null,
  },
  communityDescription: {
    rule: optionalText("Community description", LIMITS.description, "many"),
    row: "community",
    api: null,
    jsonLd: null,
  },
  communityImageUrl: { rule: optionalUrl("Community image URL"), row: "community", api: null, jsonLd: null },
  organizationName: {
    rule: requiredText("Organization name", LIMITS.name, "Please enter the organization name"),
    row: "center",
    api: "name",
    jsonLd: "name",
  },
  website: { rule: optionalUrl("Website"), row: "center", api: "website", jsonLd: "url" },
  address: {
    rule: requiredText("Address", LIMITS.address, "Please enter the address"),
    row: "center",
    api: "address",
    jsonLd: "address",
  },
  latitude: { rule: coordinate("Latitude", 90), row: "center", api: "latitude", jsonLd: "geo" },
  longitude: { rule: coordinate("Longitude", 180), row: "center", api: "longitude", jsonLd: "geo" },
  description: {
    rule: requiredText("Description", LIMITS.description, "Please enter a description", "many"),
    row: "center",
    api: "description",
    jsonLd: "description",
  },
  imageUrl: { rule: optionalUrl("Image URL"), row: "center", api: "imageUrl", jsonLd: "image" },
  photoIds: { rule: photoIds, row: "photos", api: "photos", jsonLd: null },
  venueType: { rule: venueType, row: "center", api: "venueType", jsonLd: null },
  phone: { rule: phone, row: "center", fact: true, api: "phone", jsonLd: "telephone" },
  openingHours: {
    rule: openingHours,
    row: "center",
    fact: true,
    api: "openingHours",
    jsonLd: "openingHoursSpecification",
  },
  pcCount: { rule: stationCount("Gaming PCs"), row: "center", fact: true, api: "stations.pcs", jsonLd: null },
  consoleCount: {
    rule: stationCount("Consoles"),
    row: "center",
    fact: true,
    api: "stations.consoles",
    jsonLd: null,
  },
  vrCount: { rule: stationCount("VR stations"), row: "center", fact: true, api: "stations.vr", jsonLd: null },
  simCount: {
    rule: stationCount("Racing simulators"),
    row: "center",
    fact: true,
    api: "stations.sims",
    jsonLd: null,
  },
  hardware: {
    rule: optionalText("Hardware", PROFILE_LIMITS.hardware),
    row: "center",
    fact: true,
    api: "hardware",
    jsonLd: null,
  },
  priceMin: {
    rule: price("The lowest hourly price"),
    row: "center",
    fact: true,
    api: "price.min",
    jsonLd: "priceRange",
  },
  priceMax: {
    rule: price("The highest hourly price"),
    row: "center",
    fact: true,
    api: "price.max",
    jsonLd: "priceRange",
  },
  currency: { rule: currency, row: "center", empty: "USD", fact: true, api: "price.currency", jsonLd: "priceRange" },
  passes: {
    rule: optionalText("Memberships and passes", PROFILE_LIMITS.passes, "many"),
    row: "center",
    fact: true,
    api: "passes",
    jsonLd: null,
  },
  amenities: { rule: amenities, row: "center", fact: true, api: "amenities", jsonLd: "amenityFeature" },
  games: { rule: gameSlugs, row: "games", api: "games", jsonLd: null },
  fullLibrary: {
    rule: raw.transform((value) => value === "true" || value === "on"),
    row: "center",
    api: "fullLibrary",
    jsonLd: null,
  },
} as const satisfies Record<string, CenterFieldDeclaration>;

type Fields = typeof LAN_CENTER_FIELDS;
export type LanCenterField = keyof Fields;

/** The fields in the form's order. */
export const LAN_CENTER_FIELD_NAMES = Object.keys(LAN_CENTER_FIELDS) as LanCenterField[];

/** The fields saved on a row of the given kind. */
export type CenterFieldOn<R extends CenterFieldRow> = {
  [K in LanCenterField]: Fields[K]["row"] extends R ? K : never;
}[LanCenterField];

/** The fields among the center's facts. */
export type CenterFactField = { [K in LanCenterField]: Fields[K] extends { fact: true } ? K : never }[LanCenterField];

export function centerFieldsOn<R extends CenterFieldRow>(row: R): CenterFieldOn<R>[] {
  return LAN_CENTER_FIELD_NAMES.filter((field) => LAN_CENTER_FIELDS[field].row === row) as CenterFieldOn<R>[];
}

export const CENTER_FACT_FIELDS = LAN_CENTER_FIELD_NAMES.filter(
  (field) => (LAN_CENTER_FIELDS[field] as CenterFieldDeclaration).fact,
) as CenterFactField[];

/** Each field's rule, as `z.object` takes them. */
export const lanCenterShape = Object.fromEntries(
  LAN_CENTER_FIELD_NAMES.map((field) => [field, LAN_CENTER_FIELDS[field].rule]),
) as { [K in LanCenterField]: Fields[K]["rule"] };
