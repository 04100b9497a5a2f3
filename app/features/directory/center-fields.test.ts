import { describe, expect, it } from "vitest";

import { LAN_CENTER_FIELD_NAMES, LAN_CENTER_FIELDS } from "~/features/venues/lan-center-fields";
import { z } from "~/lib/zod";

import { locationDetailSchema } from "./location-detail";
import { centerJsonLd } from "./structured-data";

/**
 * The center's fields (`venues/lan-center-fields.ts`) name where the public API and the JSON-LD
 * give each of them; these hold the names against both, each way: a field's member or property
 * must be there, and whatever is there must be a field's or listed here.
 */

/** The API's members that no field of the form fills. */
const API_NOT_THE_FORMS = ["slug", "adminCreated", "url", "timeZone"];

/** The JSON-LD's properties that no field of the form fills. */
const JSON_LD_NOT_THE_FORMS = ["@context", "@type", "@id"];

const declared = LAN_CENTER_FIELD_NAMES.map((field) => LAN_CENTER_FIELDS[field]);
const apiPaths = new Set<string>(declared.flatMap((field) => (field.api ? [field.api] : [])));
const jsonLdProperties = new Set<string>(declared.flatMap((field) => (field.jsonLd ? [field.jsonLd] : [])));

function objectIn(schema: z.ZodType): z.ZodObject | null {
  if (schema instanceof z.ZodNullable) return objectIn(schema.unwrap() as z.ZodType);
  return schema instanceof z.ZodObject ? schema : null;
}

/** The schema at a dotted path, or null when there is none. */
function memberAt(path: string): z.ZodType | null {
  let schema: z.ZodType | null = locationDetailSchema;
  for (const key of path.split(".")) {
    const object: z.ZodObject | null = schema ? objectIn(schema) : null;
    schema = (object?.shape[key] as z.ZodType | undefined) ?? null;
  }
  return schema;
}

/** The API's members no field claims: a claimed member claims what it holds. */
function unclaimed(schema: z.ZodObject, prefix = ""): string[] {
  return Object.entries(schema.shape).flatMap(([key, member]) => {
    const path = prefix + key;
    if (apiPaths.has(path) || API_NOT_THE_FORMS.includes(path)) return [];
    const inner = objectIn(member as z.ZodType);
    return inner ? unclaimed(inner, `${path}.`) : [path];
  });
}

describe("a center's fields in the public API", () => {
  it("are members of the location detail, and every member is a field's or listed", () => {
    expect([...apiPaths].filter((path) => memberAt(path) === null)).toEqual([]);
    expect(API_NOT_THE_FORMS.filter((path) => memberAt(path) === null)).toEqual([]);
    expect(unclaimed(locationDetailSchema)).toEqual([]);
  });
});

describe("a center's fields in the JSON-LD", () => {
  it("are properties of the center's LocalBusiness, and every property is a field's or listed", () => {
    const jsonLd = centerJsonLd({
      name: "Pixel Arena",
      description: "A LAN center",
      address: "1 Main St, Austin, TX",
      website: "https://pixel.example",
      imageUrl: "https://pixel.example/front.jpg",
      latitude: 30.2672,
      longitude: -97.7431,
      pageUrl: "https://lancenters.example/lancenters/pixel-arena-ab12",
      telephone: "+1 512 555 0100",
      openingHours: { week: Array.from({ length: 7 }, () => ({ kind: "open24" as const })), exceptions: [] },
      amenities: ["parking"],
      priceRange: "$5/hr",
    });
    const properties = Object.keys(jsonLd);
    expect([...jsonLdProperties].filter((property) => !properties.includes(property))).toEqual([]);
    const claimed = (property: string) => jsonLdProperties.has(property) || JSON_LD_NOT_THE_FORMS.includes(property);
    expect(properties.filter((property) => !claimed(property))).toEqual([]);
  });
});
