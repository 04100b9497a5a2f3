import { describe, expect, it } from "vitest";

import { checkFields } from "~/lib/forms";

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
