import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  anyText,
  BAD_INPUT_SEED,
  BAD_NUMBERS,
  BAD_URLS,
  field,
  postedForm,
  storableText,
  wrongTypes,
} from "../../../tests/support/hostile-input";
import { expectFormMessages, expectStoredText, expectWebAddress } from "../../../tests/support/form-properties";
import { looksLikeEmail } from "~/features/accounts/schemas";

import { parseGeocodeQuery } from "./geocode-schema";
import { LIMITS, VENUE_TYPES, lanCenterSchema, lanPartyEditSchema, lanPartySchema, rejectSchema } from "./schemas";

const runs = { seed: BAD_INPUT_SEED, numRuns: 300 };

/** A coordinate as typed: up to 6 decimals, in range. */
const decimal = (limit: number) =>
  fc.integer({ min: -limit * 1e6, max: limit * 1e6 }).map((micro) => (micro / 1e6).toFixed(6));

const url = field(fc.constantFrom("", "https://pixel.example.com/a?b=<c>", 'http://x.example/"><svg>'), 300, BAD_URLS);
const latitude = field(decimal(90), 20, BAD_NUMBERS);
const longitude = field(decimal(180), 20, BAD_NUMBERS);

const centerFields = {
  ownerName: field(storableText(LIMITS.personName + 5), LIMITS.personName),
  contactEmail: field(fc.constantFrom("", "a@b.co", " Dana@Example.COM ", "<x>@y.z"), LIMITS.email, ["@", "a@b"]),
  communityName: field(storableText(LIMITS.name + 5), LIMITS.name),
  communityDescription: field(storableText(200), LIMITS.description),
  communityImageUrl: url,
  organizationName: field(storableText(LIMITS.name + 5), LIMITS.name),
  website: url,
  address: field(storableText(LIMITS.address), LIMITS.address),
  latitude,
  longitude,
  description: field(storableText(300), LIMITS.description),
  imageUrl: url,
  venueType: field(fc.constantFrom("", ...VENUE_TYPES), 20, ["admin", "__proto__", "GAME_CAFE"]),
};
const centerForm = postedForm(centerFields);

const partyFields = {
  eventName: field(storableText(LIMITS.name + 5), LIMITS.name),
  description: field(storableText(300), LIMITS.description),
  startDate: field(fc.constantFrom("2027-05-01T18:00"), 20, [
    "2027-02-31T10:00",
    "0099-01-01T00:00",
    "2027-05-01T24:00",
    "",
  ]),
  endDate: field(fc.constantFrom("2027-05-02T12:00"), 20, ["2027-05-01T17:59", "2027-13-01T00:00", ""]),
  timeZone: field(fc.constantFrom("America/Chicago", "UTC"), 64, ["Mars/Olympus", "../../etc/passwd", "x".repeat(65)]),
  location: field(storableText(LIMITS.location), LIMITS.location),
  latitude,
  longitude,
  website: url,
  imageUrl: url,
};
const partyForm = postedForm(partyFields);
const registerPartyFields = {
  ...partyFields,
  communityName: field(storableText(LIMITS.name + 5), LIMITS.name),
  ownerName: field(storableText(LIMITS.personName + 5), LIMITS.personName),
  contactEmail: field(fc.constantFrom("", "a@b.co"), LIMITS.email, ["no-at-sign", "a@b"]),
};

function expectPoint(latitude: number | null, longitude: number | null) {
  expect(latitude === null).toBe(longitude === null);
  if (latitude === null || longitude === null) return;
  expect(Number.isFinite(latitude) && Math.abs(latitude) <= 90).toBe(true);
  expect(Number.isFinite(longitude) && Math.abs(longitude) <= 180).toBe(true);
}

describe("the LAN center form's schema under generated input", () => {
  const fields = Object.keys(centerFields);

  it("never throws, keeps only trimmed text within limits, http(s) addresses and real coordinates", () => {
    let accepted = 0;
    fc.assert(
      fc.property(centerForm, (posted) => {
        const result = lanCenterSchema.safeParse(posted);
        if (!result.success) return expectFormMessages(result.error.issues, fields);
        accepted += 1;
        const center = result.data;
        expectStoredText(center.communityName, LIMITS.name, true);
        expectStoredText(center.organizationName, LIMITS.name, true);
        expectStoredText(center.address, LIMITS.address, true);
        expectStoredText(center.description, LIMITS.description, true);
        expectStoredText(center.ownerName, LIMITS.personName, false);
        expectStoredText(center.communityDescription, LIMITS.description, false);
        for (const address of [center.website, center.imageUrl, center.communityImageUrl]) expectWebAddress(address);
        expectPoint(center.latitude, center.longitude);
        if (center.contactEmail !== null) expect(looksLikeEmail(center.contactEmail)).toBe(true);
        if (center.venueType !== null) expect(VENUE_TYPES).toContain(center.venueType);
      }),
      runs,
    );
    // Both sides of the property were exercised.
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(runs.numRuns);
  });

  it("refuses javascript:, data: and every other non-web address in each address field, with the form's message", () => {
    const valid = {
      communityName: "Crew",
      organizationName: "Arena",
      address: "1 Main St",
      latitude: "1",
      longitude: "2",
      description: "Fun",
    };
    const labels = { website: "Website", imageUrl: "Image URL", communityImageUrl: "Community image URL" };
    for (const [name, label] of Object.entries(labels)) {
      for (const bad of BAD_URLS) {
        const result = lanCenterSchema.safeParse({ ...valid, [name]: bad });
        expect(result.success, `${name}=${bad}`).toBe(false);
        expect(result.error?.issues).toEqual([
          expect.objectContaining({
            path: [name],
            message: `${label} must be a web address starting with http:// or https://`,
          }),
        ]);
      }
    }
  });

  it("refuses NaN, Infinity, 1e309, hex and out-of-range coordinates with the form's message", () => {
    const valid = { communityName: "C", organizationName: "O", address: "A", description: "D", longitude: "0" };
    for (const bad of BAD_NUMBERS) {
      const result = lanCenterSchema.safeParse({ ...valid, latitude: bad });
      expect(result.success, bad).toBe(false);
      const message = bad.trim() === "" ? "Please enter the latitude" : "Latitude must be a number between -90 and 90";
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
    }
    const negativeZero = lanCenterSchema.parse({ ...valid, latitude: "-0" });
    expect(Math.abs(negativeZero.latitude)).toBe(0);
  });

  it("answers wrong types (arrays, objects, numbers) and multi-megabyte text without throwing", () => {
    fc.assert(
      fc.property(wrongTypes, fc.dictionary(fc.constantFrom(...fields), wrongTypes), (whole, byField) => {
        expect(lanCenterSchema.safeParse(whole).success).toBe(false);
        lanCenterSchema.safeParse(byField);
      }),
      runs,
    );
    const huge = "<script>".repeat(400_000); // 3.2 MB
    const started = performance.now();
    const result = lanCenterSchema.safeParse({ communityName: huge, organizationName: huge, description: huge });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain("Description must be at most 2000 characters");
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("the LAN party forms' schemas under generated input", () => {
  it("never throw, and keep trimmed text, http(s) addresses, both coordinates or none, and real instants in order", () => {
    const cases = [
      { schema: lanPartySchema, form: postedForm(registerPartyFields), fields: Object.keys(registerPartyFields) },
      { schema: lanPartyEditSchema, form: partyForm, fields: Object.keys(partyFields) },
    ];
    for (const { schema, form, fields } of cases) {
      let accepted = 0;
      fc.assert(
        fc.property(form, (posted) => {
          const result = schema.safeParse(posted);
          if (!result.success) return expectFormMessages(result.error.issues, fields);
          accepted += 1;
          const party = result.data;
          expectStoredText(party.eventName, LIMITS.name, true);
          expectStoredText(party.description, LIMITS.description, true);
          expectStoredText(party.location, LIMITS.location, false);
          expectWebAddress(party.website);
          expectWebAddress(party.imageUrl);
          expectPoint(party.latitude, party.longitude);
          expect(Number.isNaN(party.startDate.getTime())).toBe(false);
          expect(party.endDate.getTime()).toBeGreaterThanOrEqual(party.startDate.getTime());
        }),
        runs,
      );
      expect(accepted).toBeGreaterThan(0);
    }
  });

  it("answer wrong types without throwing", () => {
    fc.assert(
      fc.property(wrongTypes, (value) => {
        expect(lanPartySchema.safeParse(value).success).toBe(false);
        expect(lanPartyEditSchema.safeParse({ eventName: value, timeZone: value }).success).toBe(false);
      }),
      runs,
    );
  });
});

describe("the reject reason and the location lookup under generated input", () => {
  it("keeps a reject reason trimmed and at most 500 characters, or says why not", () => {
    fc.assert(
      fc.property(field(storableText(510), 500), (reason) => {
        const result = rejectSchema.safeParse({ reason });
        if (!result.success) return expectFormMessages(result.error.issues, ["reason"]);
        expectStoredText(result.data.reason, 500, true);
      }),
      runs,
    );
  });

  it("reads any /api/geocode query as an address of at most 300 characters, a real point, or a message", () => {
    const value = fc.oneof(anyText(300), fc.constantFrom(...BAD_NUMBERS), fc.double().map(String));
    fc.assert(
      fc.property(postedForm({ q: value, lat: value, lng: value }), (query) => {
        const answer = parseGeocodeQuery(new URLSearchParams(query));
        if (answer.kind === "address") expect(answer.text.length).toBeLessThanOrEqual(300);
        if (answer.kind === "point") expectPoint(answer.latitude, answer.longitude);
        if (answer.kind === "invalid") expect(answer.message).toMatch(/\.$/);
      }),
      runs,
    );
  });
});
