import { describe, expect, it } from "vitest";

import { checkFields } from "~/lib/forms";

import type { DayHours, HoursException, OpeningHours } from "./opening-hours";
import { LIMITS, lanCenterSchema } from "./schemas";

const filled = {
  ownerName: "  Dana Owner ",
  contactEmail: " Dana@Example.COM ",
  communityName: " Pixel Crew ",
  communityDescription: "We play every Friday",
  communityImageUrl: "https://example.com/crew.png",
  organizationName: "Pixel Palace",
  website: "https://pixelpalace.example.com",
  address: "1 Main St, Springfield, IL 62701",
  latitude: "39.78",
  longitude: "-89.65",
  description: "Forty PCs and a lounge",
  imageUrl: "http://example.com/palace.jpg",
  venueType: "game_arena",
};

function errorsOf(values: Record<string, string>) {
  const check = checkFields(lanCenterSchema, values);
  return check.ok ? {} : check.errors;
}

describe("lanCenterSchema", () => {
  it("turns a filled form into trimmed values, numbers and a lower-cased e-mail", () => {
    const check = checkFields(lanCenterSchema, filled);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.data).toMatchObject({
      ownerName: "Dana Owner",
      contactEmail: "dana@example.com",
      communityName: "Pixel Crew",
      latitude: 39.78,
      longitude: -89.65,
      venueType: "game_arena",
    });
  });

  it("asks for every required field, each under its own name", () => {
    const errors = errorsOf({});
    expect(Object.keys(errors).sort()).toEqual(
      ["address", "communityName", "description", "latitude", "longitude", "organizationName"].sort(),
    );
    expect(errors.communityName).toBe("Please enter the community name");
    expect(errors.latitude).toBe("Please enter the latitude");
  });

  it("keeps single-line fields on one line (control characters as spaces), and a description's line breaks", () => {
    const check = checkFields(lanCenterSchema, {
      ...filled,
      organizationName: "Pixel Palace\r\nBcc: everyone@example.com",
      communityName: "Pixel\tCrew\u2028",
      address: "1 Main St\n\u0007Springfield",
      ownerName: "Dana\u0085Owner",
      description: "Forty PCs\nand a lounge",
    });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.data).toMatchObject({
      organizationName: "Pixel Palace Bcc: everyone@example.com",
      communityName: "Pixel Crew",
      address: "1 Main St Springfield",
      ownerName: "Dana Owner",
      description: "Forty PCs\nand a lounge",
    });
    // Only control characters: as blank as spaces.
    expect(errorsOf({ ...filled, organizationName: "\r\n\t" })).toEqual({
      organizationName: "Please enter the organization name",
    });
  });

  it("treats blank required text as missing", () => {
    expect(errorsOf({ ...filled, organizationName: "   ", description: " " })).toEqual({
      organizationName: "Please enter the organization name",
      description: "Please enter a description",
    });
  });

  it("stores empty optionals as null", () => {
    const check = checkFields(lanCenterSchema, {
      ...filled,
      ownerName: " ",
      contactEmail: "",
      communityDescription: "",
      communityImageUrl: "",
      website: "  ",
      imageUrl: "",
      venueType: "",
    });
    expect(check.ok && check.data).toMatchObject({
      ownerName: null,
      contactEmail: null,
      communityDescription: null,
      communityImageUrl: null,
      website: null,
      imageUrl: null,
      venueType: null,
    });
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,<b>x</b>",
    "ftp://example.com/x",
    "example.com",
    "https://localhost",
  ])("refuses %s as a web or image address", (address) => {
    const errors = errorsOf({ ...filled, website: address, imageUrl: address, communityImageUrl: address });
    expect(errors.website).toMatch(/http:\/\/ or https:\/\//);
    expect(errors.imageUrl).toMatch(/http:\/\/ or https:\/\//);
    expect(errors.communityImageUrl).toMatch(/http:\/\/ or https:\/\//);
  });

  it.each([
    ["latitude", "90.0001"],
    ["latitude", "-91"],
    ["longitude", "180.5"],
    ["longitude", "-181"],
    ["latitude", "12,5"],
    ["latitude", "1e2"],
    ["longitude", "east"],
  ])("refuses %s %s", (field, value) => {
    expect(errorsOf({ ...filled, [field]: value })[field]).toMatch(/must be a number between/);
  });

  it.each([
    ["90", "180"],
    ["-90", "-180"],
    ["0", "0"],
    [".5", "-0.25"],
    ["+45.123456", "-122.987654"],
  ])("accepts the coordinates %s, %s", (latitude, longitude) => {
    const check = checkFields(lanCenterSchema, { ...filled, latitude, longitude });
    expect(check.ok && [check.data.latitude, check.data.longitude]).toEqual([Number(latitude), Number(longitude)]);
  });

  it("limits the length of text fields with a clear message", () => {
    const errors = errorsOf({
      ...filled,
      organizationName: "x".repeat(LIMITS.name + 1),
      description: "x".repeat(LIMITS.description + 1),
      address: "x".repeat(LIMITS.address + 1),
      ownerName: "x".repeat(LIMITS.personName + 1),
      website: `https://example.com/${"x".repeat(LIMITS.url)}`,
    });
    expect(errors.organizationName).toBe(`Organization name must be at most ${LIMITS.name} characters`);
    expect(errors.description).toBe(`Description must be at most ${LIMITS.description} characters`);
    expect(errors.address).toBe(`Address must be at most ${LIMITS.address} characters`);
    expect(errors.ownerName).toMatch(/at most/);
    expect(errors.website).toMatch(/at most/);
    expect(checkFields(lanCenterSchema, { ...filled, organizationName: "x".repeat(LIMITS.name) }).ok).toBe(true);
  });

  it("refuses an unknown LAN type and a malformed contact e-mail", () => {
    const errors = errorsOf({ ...filled, venueType: "casino", contactEmail: "not an email" });
    expect(errors.venueType).toBe("Please choose a LAN type");
    expect(errors.contactEmail).toBe("Please enter a valid email address.");
  });
});

/** A week as the hours editor writes it: Monday to Sunday, `days` replacing the closed ones. */
function hoursJson(days: Partial<Record<number, DayHours>>, exceptions: HoursException[] = []): string {
  const week: DayHours[] = Array.from({ length: 7 }, (_, index) => days[index] ?? { kind: "closed" });
  return JSON.stringify({ week, exceptions } satisfies OpeningHours);
}

const spans = (...times: [string, string, boolean?][]): DayHours => ({
  kind: "spans",
  spans: times.map(([open, close, overnight = false]) => ({ open, close, overnight })),
});

describe("lanCenterSchema, the venue's profile", () => {
  it("takes no hours, no counts and no prices as not given", () => {
    const check = checkFields(lanCenterSchema, { ...filled, currency: "USD" });
    expect(check.ok && check.data).toMatchObject({
      phone: null,
      openingHours: null,
      pcCount: null,
      priceMin: null,
      priceMax: null,
      amenities: [],
      games: [],
      fullLibrary: false,
    });
  });

  it("refuses opening times that overlap, naming the day", () => {
    const openingHours = hoursJson({ 0: spans(["10:00", "14:00"], ["13:00", "18:00"]) });
    expect(errorsOf({ ...filled, openingHours }).openingHours).toBe("Monday: the opening times overlap");
  });

  it("refuses a closing time before the opening without “Closes next day”", () => {
    const openingHours = hoursJson({ 4: spans(["16:00", "02:00"]) });
    expect(errorsOf({ ...filled, openingHours }).openingHours).toBe(
      "Friday: 16:00–02:00 closes before it opens. Tick “Closes next day” for hours past midnight",
    );
  });

  it("joins every problem of the schedule into one message", () => {
    const openingHours = hoursJson({ 0: spans(["10:00", ""]), 2: { kind: "spans", spans: [] } });
    expect(errorsOf({ ...filled, openingHours }).openingHours).toBe(
      "Monday: enter both the opening and the closing time. Wednesday: add the opening times, or mark the day closed",
    );
  });

  it("accepts hours past midnight and stores them in order, midnight closings marked overnight", () => {
    const openingHours = hoursJson(
      { 4: spans(["16:00", "02:00", true], ["10:00", "14:00"]), 5: spans(["12:00", "00:00"]) },
      [{ date: "2026-12-25", hours: { kind: "closed" }, note: "  Christmas Day " }],
    );
    const check = checkFields(lanCenterSchema, { ...filled, openingHours });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.data.openingHours?.week[4]).toEqual(spans(["10:00", "14:00"], ["16:00", "02:00", true]));
    expect(check.data.openingHours?.week[5]).toEqual(spans(["12:00", "00:00", true]));
    expect(check.data.openingHours?.exceptions).toEqual([
      { date: "2026-12-25", hours: { kind: "closed" }, note: "Christmas Day" },
    ]);
  });

  it("refuses hours past midnight that run into the next day's opening", () => {
    const openingHours = hoursJson({ 4: spans(["16:00", "03:00", true]), 5: spans(["02:00", "10:00"]) });
    expect(errorsOf({ ...filled, openingHours }).openingHours).toBe(
      "Friday: the hours past midnight overlap Saturday's opening times",
    );
  });

  it("refuses a special date without a real date, or listed twice", () => {
    const closed: DayHours = { kind: "closed" };
    expect(
      errorsOf({ ...filled, openingHours: hoursJson({}, [{ date: "", hours: closed, note: null }]) }).openingHours,
    ).toBe("Special dates: please enter a valid date");
    const twice = hoursJson({}, [
      { date: "2026-12-25", hours: closed, note: null },
      { date: "2026-12-25", hours: { kind: "open24" }, note: null },
    ]);
    expect(errorsOf({ ...filled, openingHours: twice }).openingHours).toBe("Fri, Dec 25, 2026 is listed twice");
  });

  it.each(["{week:", "[]", "null", '{"week":[]}'])("refuses hours that are not a schedule: %s", (openingHours) => {
    expect(errorsOf({ ...filled, openingHours }).openingHours).toMatch(
      /^(Please check the opening hours|Please give the hours for each day of the week)$/,
    );
  });

  it("says exactly why broken JSON is refused", () => {
    expect(errorsOf({ ...filled, openingHours: "{week:" }).openingHours).toBe("Please check the opening hours");
  });

  it.each(["10001", "-1", "2.5", "many"])("refuses the station count %s", (count) => {
    expect(errorsOf({ ...filled, pcCount: count }).pcCount).toBe("Gaming PCs must be a whole number from 0 to 10,000");
  });

  it("reads station counts as numbers", () => {
    const check = checkFields(lanCenterSchema, { ...filled, pcCount: " 24 ", vrCount: "0", simCount: "10000" });
    expect(check.ok && check.data).toMatchObject({ pcCount: 24, vrCount: 0, simCount: 10_000, consoleCount: null });
  });

  it("refuses an amenity that is not on the list", () => {
    expect(errorsOf({ ...filled, amenities: "parking,hot_tub" }).amenities).toBe(
      "Please choose amenities from the list",
    );
  });

  it("keeps the amenities in the list's order", () => {
    const check = checkFields(lanCenterSchema, { ...filled, amenities: "free_wifi, food_drinks,parking" });
    expect(check.ok && check.data.amenities).toEqual(["food_drinks", "parking", "free_wifi"]);
  });

  it.each(["abc", "7.505", "-5", "1000.01", "12345"])("refuses the price %s", (price) => {
    expect(errorsOf({ ...filled, priceMin: price, currency: "USD" }).priceMin).toBe(
      "The lowest hourly price must be an amount like 5 or 7.50, at most 1,000",
    );
  });

  it("refuses a highest price below the lowest", () => {
    expect(errorsOf({ ...filled, priceMin: "8", priceMax: "5.50", currency: "EUR" }).priceMax).toBe(
      "The highest price must not be below the lowest",
    );
  });

  it("reads prices as cents and asks for the lowest when only the highest is given", () => {
    const check = checkFields(lanCenterSchema, { ...filled, priceMin: "7,50", priceMax: "10", currency: "EUR" });
    expect(check.ok && check.data).toMatchObject({ priceMin: 750, priceMax: 1000, currency: "EUR" });
    expect(errorsOf({ ...filled, priceMax: "10", currency: "USD" }).priceMin).toBe(
      "Please enter the lowest hourly price too",
    );
  });

  it("refuses an unknown currency and a phone number with letters", () => {
    const errors = errorsOf({ ...filled, priceMin: "5", currency: "XYZ", phone: "call us" });
    expect(errors.currency).toBe("Please choose a currency");
    expect(errors.phone).toBe("Please enter a phone number with digits, spaces and + ( ) - only");
  });

  it("takes the games as unique slugs and the full library as a yes or no", () => {
    const check = checkFields(lanCenterSchema, {
      ...filled,
      games: "counter-strike-2, dota-2,counter-strike-2",
      fullLibrary: "true",
    });
    expect(check.ok && check.data).toMatchObject({ games: ["counter-strike-2", "dota-2"], fullLibrary: true });
    expect(errorsOf({ ...filled, games: "Counter Strike" }).games).toBe("Please choose games from the catalogue");
  });
});
