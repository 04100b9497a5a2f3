import { describe, expect, it } from "vitest";

import { findZipCode, formatCoordinate, GEOCODE_MESSAGES, parseCoordinates, parseGeocodeQuery } from "./geocode-schema";

describe("findZipCode", () => {
  it("takes the last five-digit group, with or without the +4", () => {
    expect(findZipCode("123 Main St, Springfield, IL 62701")).toBe("62701");
    expect(findZipCode("12345 Main St, Springfield, IL 62701-1234")).toBe("62701");
    expect(findZipCode("62701")).toBe("62701");
  });

  it("ignores longer or shorter numbers", () => {
    expect(findZipCode("Main Street, Springfield")).toBeNull();
    expect(findZipCode("call 555123456")).toBeNull();
    expect(findZipCode("1234 Main St")).toBeNull();
  });
});

describe("parseCoordinates", () => {
  it("accepts decimals in range", () => {
    expect(parseCoordinates(" 39.8 ", "-89.6495")).toEqual({ latitude: 39.8, longitude: -89.6495 });
    expect(parseCoordinates("-90", "180")).toEqual({ latitude: -90, longitude: 180 });
  });

  it("refuses blanks, words and values out of range", () => {
    expect(parseCoordinates("", "10")).toBeNull();
    expect(parseCoordinates("1e2", "10")).toBeNull();
    expect(parseCoordinates("90.0001", "0")).toBeNull();
    expect(parseCoordinates("0", "-180.5")).toBeNull();
    expect(parseCoordinates("Infinity", "0")).toBeNull();
  });
});

describe("formatCoordinate", () => {
  it("rounds to six decimals without trailing zeros or a negative zero", () => {
    expect(formatCoordinate(39.123456789)).toBe("39.123457");
    expect(formatCoordinate(-89.6495)).toBe("-89.6495");
    expect(formatCoordinate(-0.0000001)).toBe("0");
  });
});

describe("parseGeocodeQuery", () => {
  const parse = (search: string) => parseGeocodeQuery(new URLSearchParams(search));

  it("reads an address or a point", () => {
    expect(parse("q=%20Springfield,%20%20IL%2062701%20")).toEqual({ kind: "address", text: "Springfield, IL 62701" });
    expect(parse("lat=40.7&lng=-74")).toEqual({ kind: "point", latitude: 40.7, longitude: -74 });
  });

  it("refuses blank or long text and bad coordinates", () => {
    expect(parse("q=%20%20")).toEqual({ kind: "invalid", message: GEOCODE_MESSAGES.blankAddress });
    expect(parse(`q=${"a".repeat(301)}`)).toEqual({ kind: "invalid", message: GEOCODE_MESSAGES.addressTooLong });
    expect(parse(`q=${"a".repeat(300)}`)).toMatchObject({ kind: "address" });
    expect(parse("")).toMatchObject({ kind: "invalid" });
    expect(parse("lat=abc&lng=1")).toMatchObject({ kind: "invalid" });
    expect(parse("lat=91&lng=1")).toMatchObject({ kind: "invalid" });
  });
});
