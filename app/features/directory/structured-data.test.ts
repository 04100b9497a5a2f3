import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { describe, expect, it } from "vitest";

import { liveStations } from "~/features/stations/station-values";
import type { OpeningHours } from "~/features/venues/opening-hours";

import {
  centerJsonLd,
  partyJsonLd,
  serializeJsonLd,
  zonedIsoDateTime,
  type CenterJsonLdInput,
  type PartyJsonLdInput,
} from "./structured-data";

describe("serializeJsonLd", () => {
  it("escapes what could end the script element, and stays the same JSON", () => {
    const value = { "@type": "Thing", name: "</script><script>alert(1)</script> & <!-- \u2028" };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe("zonedIsoDateTime", () => {
  it("writes the instant with the offset of the zone at that date", () => {
    expect(zonedIsoDateTime("2026-12-06T16:00:00.000Z", "America/Chicago")).toBe("2026-12-06T10:00:00-06:00");
    // Daylight time in summer.
    expect(zonedIsoDateTime(new Date("2026-07-04T16:00:00Z"), "America/Chicago")).toBe("2026-07-04T11:00:00-05:00");
    expect(zonedIsoDateTime("2026-12-06T16:00:00Z", "Asia/Kolkata")).toBe("2026-12-06T21:30:00+05:30");
  });

  it("falls back to UTC for a zone the runtime does not know", () => {
    expect(zonedIsoDateTime("2026-12-06T16:00:00Z", "Mars/Olympus")).toBe("2026-12-06T16:00:00+00:00");
  });
});

const spans = (...pairs: [string, string, boolean?][]) => ({
  kind: "spans" as const,
  spans: pairs.map(([open, close, overnight = false]) => ({ open, close, overnight })),
});

/** Closed on Monday, open all Tuesday, two spans on Wednesday, to midnight on Thursday, past it on the weekend. */
const HOURS: OpeningHours = {
  week: [
    { kind: "closed" },
    { kind: "open24" },
    spans(["10:00", "14:00"], ["16:00", "22:00"]),
    spans(["12:00", "00:00", true]),
    spans(["16:00", "02:00", true]),
    spans(["10:00", "03:00", true]),
    spans(["10:00", "20:00"]),
  ],
  exceptions: [
    { date: "2026-12-24", hours: spans(["10:00", "16:00"]), note: "Christmas Eve" },
    { date: "2026-12-25", hours: { kind: "closed" }, note: "Christmas Day" },
  ],
};

const center: CenterJsonLdInput = {
  name: "Pixel Arena",
  description: "Forty stations.",
  address: "1 Main St, Austin, TX",
  website: "https://pixel.example.com",
  imageUrl: "https://img.example.com/a.jpg",
  latitude: 30.27,
  longitude: -97.74,
  pageUrl: "http://localhost:3000/lancenters/pixel-arena-abc123",
  telephone: null,
  openingHours: null,
  amenities: [],
  priceRange: null,
};

const profiled: CenterJsonLdInput = {
  ...center,
  telephone: "+1 (512) 555-0100",
  openingHours: HOURS,
  amenities: ["parking", "food_drinks", "not_an_amenity"],
  priceRange: "$5–8/hr",
};

describe("centerJsonLd", () => {
  it("is a LocalBusiness with a postal address, its website, image and position", () => {
    expect(centerJsonLd(center)).toEqual({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": center.pageUrl,
      name: "Pixel Arena",
      description: "Forty stations.",
      address: { "@type": "PostalAddress", streetAddress: "1 Main St, Austin, TX" },
      url: "https://pixel.example.com",
      image: "https://img.example.com/a.jpg",
      geo: { "@type": "GeoCoordinates", latitude: 30.27, longitude: -97.74 },
    });
  });

  it("points at its page without a website, and leaves out an unknown image and position", () => {
    const data = centerJsonLd({ ...center, website: "javascript:alert(1)", imageUrl: null, latitude: null });
    expect(data.url).toBe(center.pageUrl);
    expect(data).not.toHaveProperty("image");
    expect(data).not.toHaveProperty("geo");
  });

  it("leaves out the phone, hours, amenities and prices a center did not give", () => {
    const data = centerJsonLd(center);
    for (const key of ["telephone", "openingHoursSpecification", "amenityFeature", "priceRange"]) {
      expect(data).not.toHaveProperty(key);
    }
  });

  it("says nothing of a center's live numbers: they change faster than search engines read", () => {
    // The center as its page holds it, its live status beside its profile.
    const reportedAt = new Date("2026-12-06T16:00:00Z");
    const live = liveStations({ total: 40, free: 12, byKind: { pc: { total: 37, free: 11 } }, reportedAt });
    const withLive = { ...profiled, live, freeText: "11 of 37 PCs free · 2 min ago" };
    const data = centerJsonLd(withLive);
    expect(data).toEqual(centerJsonLd(profiled));
    const text = serializeJsonLd(data);
    for (const word of ["free", "live", "reportedAt", "byKind", "37", "2026-12-06T16", "availab", "occupancy"]) {
      expect(text.toLowerCase()).not.toContain(word.toLowerCase());
    }
  });

  it("adds the phone, the price range, the amenities and the hours, a span per day and special date", () => {
    const day = (name: string) => `https://schema.org/${name}`;
    const spec = (when: Record<string, string>, opens: string, closes: string) => ({
      "@type": "OpeningHoursSpecification",
      ...when,
      opens,
      closes,
    });
    const data = centerJsonLd(profiled);
    expect(data).toMatchObject({ telephone: "+1 (512) 555-0100", priceRange: "$5–8/hr" });
    expect(data.amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "Food and drinks", value: true },
      { "@type": "LocationFeatureSpecification", name: "Parking", value: true },
    ]);
    expect(data.openingHoursSpecification).toEqual([
      spec({ dayOfWeek: day("Monday") }, "00:00:00", "00:00:00"),
      spec({ dayOfWeek: day("Tuesday") }, "00:00:00", "23:59:59"),
      spec({ dayOfWeek: day("Wednesday") }, "10:00:00", "14:00:00"),
      spec({ dayOfWeek: day("Wednesday") }, "16:00:00", "22:00:00"),
      spec({ dayOfWeek: day("Thursday") }, "12:00:00", "23:59:59"),
      // Past midnight: closes before it opens.
      spec({ dayOfWeek: day("Friday") }, "16:00:00", "02:00:00"),
      spec({ dayOfWeek: day("Saturday") }, "10:00:00", "03:00:00"),
      spec({ dayOfWeek: day("Sunday") }, "10:00:00", "20:00:00"),
      spec({ validFrom: "2026-12-24", validThrough: "2026-12-24" }, "10:00:00", "16:00:00"),
      spec({ validFrom: "2026-12-25", validThrough: "2026-12-25" }, "00:00:00", "00:00:00"),
    ]);
  });
});

const party: PartyJsonLdInput = {
  name: "Frag Fest",
  description: "A weekend of games",
  startDate: "2026-12-06T16:00:00.000Z",
  endDate: "2026-12-08T00:00:00.000Z",
  timeZone: "America/Chicago",
  place: { name: "Pixel Arena", address: "1 Main St", latitude: 30.27, longitude: -97.74 },
  pageUrl: "http://localhost:3000/lanparties/0d6f0d3e-1d47-4a4c-9f0e-1f2a3b4c5d6e",
  imageUrl: null,
  organizer: { name: "Austin Gamers", url: "https://gamers.example.com" },
};

describe("partyJsonLd", () => {
  it("is a scheduled, in-person Event with zoned dates, a place and an organizer", () => {
    const data = partyJsonLd(party);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Frag Fest",
      startDate: "2026-12-06T10:00:00-06:00",
      endDate: "2026-12-07T18:00:00-06:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      url: party.pageUrl,
      location: {
        "@type": "Place",
        name: "Pixel Arena",
        address: { "@type": "PostalAddress", streetAddress: "1 Main St" },
        geo: { "@type": "GeoCoordinates", latitude: 30.27, longitude: -97.74 },
      },
      organizer: { "@type": "Organization", name: "Austin Gamers", url: "https://gamers.example.com" },
    });
    expect(data).not.toHaveProperty("image");
  });

  it("leaves out an unknown organizer and position", () => {
    const data = partyJsonLd({
      ...party,
      organizer: null,
      place: { name: "Town hall", address: null, latitude: null, longitude: null },
    });
    expect(data).not.toHaveProperty("organizer");
    expect(data.location).toEqual({ "@type": "Place", name: "Town hall" });
  });

  it("offers its ticket types with their availability, and the places left in all", () => {
    const data = partyJsonLd({
      ...party,
      tickets: [
        { name: "Weekend BYOC", priceCents: 0, currency: "USD", state: "on-sale", left: 12, saleStartsAt: null },
        { name: "Saturday", priceCents: 0, currency: "USD", state: "sold-out", left: 0, saleStartsAt: null },
        {
          name: "Late",
          priceCents: 0,
          currency: "USD",
          state: "not-yet",
          left: 30,
          saleStartsAt: "2026-12-01T16:00:00.000Z",
        },
        { name: "Early bird", priceCents: 0, currency: "USD", state: "sale-ended", left: 5, saleStartsAt: null },
      ],
    });
    expect(data.offers).toEqual([
      {
        "@type": "Offer",
        name: "Weekend BYOC",
        price: "0.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: `${party.pageUrl}#tickets`,
      },
      expect.objectContaining({ name: "Saturday", availability: "https://schema.org/SoldOut" }),
      expect.objectContaining({
        name: "Late",
        availability: "https://schema.org/PreOrder",
        validFrom: "2026-12-01T10:00:00-06:00",
      }),
    ]);
    expect(data.remainingAttendeeCapacity).toBe(42);
    expect(partyJsonLd(party)).not.toHaveProperty("offers");
  });
});

describe("the JSON-LD against the schema.org vocabulary", () => {
  const vocabulary = loadVocabulary();

  it("uses only properties schema.org defines for each type, with values of their ranges", () => {
    const data = centerJsonLd(profiled);
    const types = new Set([...JSON.stringify(data).matchAll(/"@type":"(\w+)"/g)].map((match) => match[1]));
    expect([...types].sort()).toEqual([
      "GeoCoordinates",
      "LocalBusiness",
      "LocationFeatureSpecification",
      "OpeningHoursSpecification",
      "PostalAddress",
    ]);
    expect(vocabularyProblems(vocabulary, data)).toEqual([]);
    expect(vocabularyProblems(vocabulary, centerJsonLd(center))).toEqual([]);
    expect(vocabularyProblems(vocabulary, partyJsonLd(party))).toEqual([]);
    const ticketed = partyJsonLd({
      ...party,
      tickets: [
        {
          name: "BYOC",
          priceCents: 0,
          currency: "USD",
          state: "not-yet",
          left: 3,
          saleStartsAt: "2026-12-01T16:00:00Z",
        },
      ],
    });
    expect(vocabularyProblems(vocabulary, ticketed)).toEqual([]);
  });

  it("finds what schema.org does not define", () => {
    const data = centerJsonLd(profiled);
    const broken = {
      ...data,
      phoneNumber: "+1 512",
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Funday", opens: "9 AM" },
      ],
      amenityFeature: [{ "@type": "AmenityFeature", name: "Parking", value: true }],
      geo: { "@type": "GeoCoordinates", latitude: 30.2, longitude: -97.7, opens: "10:00:00" },
    };
    expect(vocabularyProblems(vocabulary, broken).sort()).toEqual([
      "LocalBusiness.amenityFeature[0]: AmenityFeature is not a schema.org type",
      "LocalBusiness.geo.opens: not a property of GeoCoordinates",
      "LocalBusiness.openingHoursSpecification[0].dayOfWeek: https://schema.org/Funday is not DayOfWeek",
      "LocalBusiness.openingHoursSpecification[0].opens: 9 AM is not Time",
      "LocalBusiness.phoneNumber: not a property of LocalBusiness",
    ]);
  });
});

// ---- schema.org's vocabulary (the @vocabulary/schema package ships its current release) --------

const SCHEMA = "http://schema.org/";
const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
const SUBCLASS_OF = "http://www.w3.org/2000/01/rdf-schema#subClassOf";

type Vocabulary = {
  /** Class → its direct superclasses. */
  parents: Map<string, string[]>;
  /** Property → the classes it is defined on, and the types of its values. */
  domains: Map<string, string[]>;
  ranges: Map<string, string[]>;
  /** Properties replaced by others: defined, but not to be used. */
  superseded: Set<string>;
  /** Enumeration member → its enumerations (Monday → DayOfWeek). */
  memberOf: Map<string, string[]>;
};

function loadVocabulary(): Vocabulary {
  const file = createRequire(import.meta.url).resolve("@vocabulary/schema/schema.nq");
  const vocabulary: Vocabulary = {
    parents: new Map(),
    domains: new Map(),
    ranges: new Map(),
    superseded: new Set(),
    memberOf: new Map(),
  };
  const add = (map: Map<string, string[]>, key: string, value: string) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const match = /^<http:\/\/schema\.org\/([^>]+)> <([^>]+)> <([^>]+)> /.exec(line);
    if (!match) continue;
    const [, subject, predicate, object] = match as unknown as [string, string, string, string];
    const term = object.startsWith(SCHEMA) ? object.slice(SCHEMA.length) : null;
    if (!term) continue;
    if (predicate === SUBCLASS_OF) add(vocabulary.parents, subject, term);
    else if (predicate === `${SCHEMA}domainIncludes`) add(vocabulary.domains, subject, term);
    else if (predicate === `${SCHEMA}rangeIncludes`) add(vocabulary.ranges, subject, term);
    else if (predicate === `${SCHEMA}supersededBy`) vocabulary.superseded.add(subject);
    else if (predicate === RDF_TYPE && term !== "DataType") add(vocabulary.memberOf, subject, term);
  }
  return vocabulary;
}

/** The type and every type it inherits from (LocalBusiness: Organization, Place, Thing). */
function lineage(vocabulary: Vocabulary, type: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const parent of vocabulary.parents.get(name) ?? []) visit(parent);
  };
  visit(type);
  return seen;
}

const DATA_TYPES: Record<string, (value: unknown) => boolean> = {
  Text: (value) => typeof value === "string",
  URL: (value) => typeof value === "string" && /^https?:\/\/\S+$/.test(value),
  Number: (value) => typeof value === "number" && Number.isFinite(value),
  Integer: (value) => Number.isInteger(value),
  Boolean: (value) => typeof value === "boolean",
  Date: (value) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value),
  Time: (value) => typeof value === "string" && /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(value),
  DateTime: (value) =>
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(value),
};

/** Whether a value is one `range` allows: a data type, an enumeration's member, or an object of a subtype. */
function accepts(vocabulary: Vocabulary, range: string, value: unknown): boolean {
  const check = DATA_TYPES[range];
  if (check) return check(value);
  if (typeof value === "string") {
    const member = value.replace(/^https?:\/\/schema\.org\//, "");
    return (vocabulary.memberOf.get(member) ?? []).some((type) => lineage(vocabulary, type).has(range));
  }
  const type = (value as { "@type"?: unknown } | null)?.["@type"];
  return typeof type === "string" && lineage(vocabulary, type).has(range);
}

/** Each property not defined for its object's type, and each value outside the property's range. */
function vocabularyProblems(vocabulary: Vocabulary, data: object): string[] {
  const problems: string[] = [];
  const visit = (node: Record<string, unknown>, path: string) => {
    const type = node["@type"];
    if (typeof type !== "string" || !vocabulary.parents.has(type)) {
      problems.push(`${path}: ${String(type)} is not a schema.org type`);
      return;
    }
    const types = lineage(vocabulary, type);
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith("@")) continue;
      const where = `${path}.${key}`;
      if (!(vocabulary.domains.get(key) ?? []).some((domain) => types.has(domain))) {
        problems.push(`${where}: not a property of ${type}`);
        continue;
      }
      if (vocabulary.superseded.has(key)) problems.push(`${where}: superseded in schema.org`);
      const ranges = vocabulary.ranges.get(key) ?? [];
      (Array.isArray(value) ? value : [value]).forEach((item, index) => {
        const at = Array.isArray(value) ? `${where}[${index}]` : where;
        if (item && typeof item === "object") {
          const itemType = (item as { "@type"?: unknown })["@type"];
          if (typeof itemType === "string" && !vocabulary.parents.has(itemType)) {
            problems.push(`${at}: ${itemType} is not a schema.org type`);
            return;
          }
        }
        if (!ranges.some((range) => accepts(vocabulary, range, item))) {
          problems.push(
            `${at}: ${typeof item === "object" ? JSON.stringify(item) : String(item)} is not ${ranges.join(" or ")}`,
          );
          return;
        }
        if (item && typeof item === "object") visit(item as Record<string, unknown>, at);
      });
    }
  };
  // What the page really sends: the serialized text, read back.
  const sent = JSON.parse(serializeJsonLd(data as { "@type": string })) as Record<string, unknown>;
  expect(sent["@context"]).toBe("https://schema.org");
  visit(sent, String(sent["@type"]));
  return problems;
}
