import "#test-support/venue-site";

import { afterEach, describe, expect, it, vi } from "vitest";

import {
  answerGeocodeQuery,
  chooseGeocoder,
  geocodeAddress,
  googleGeocoder,
  timeZoneAt,
  zipGeocoder,
} from "./geocode.server";
import { GEOCODE_MESSAGES, parseGeocodeQuery } from "./geocode-schema";

// The keyless setup of this machine: only the offline ZIP dataset.
delete process.env.GOOGLE_MAPS_API_KEY;
// The limit test counts to the real limit.
process.env.RATE_LIMIT_SCALE = "1";

afterEach(() => {
  vi.restoreAllMocks();
});

/** A fetch that answers with `body` as JSON and records the URL it was asked for. */
function fakeFetch(body: unknown, init: ResponseInit = {}) {
  const calls: string[] = [];
  const impl = (async (input: string | URL | Request) => {
    calls.push(String(input));
    return Response.json(body, init);
  }) as typeof fetch;
  return { impl, calls };
}

// The shape of a real answer of Google's Geocoding API (trimmed).
const googleAnswer = {
  results: [
    {
      address_components: [{ long_name: "1600", short_name: "1600", types: ["street_number"] }],
      formatted_address: "1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA",
      geometry: {
        location: { lat: 37.4223878, lng: -122.0841877 },
        location_type: "ROOFTOP",
        viewport: {
          northeast: { lat: 37.4237367802915, lng: -122.0828387197085 },
          southwest: { lat: 37.4210388197085, lng: -122.0855366802915 },
        },
      },
      place_id: "ChIJj38IfwK6j4ARNcyPDnEGa9g",
      types: ["street_address"],
    },
  ],
  status: "OK",
};

describe("geocodeAddress with the ZIP dataset", () => {
  it("finds a ZIP code at the end of an address", async () => {
    const answer = await geocodeAddress("123 Main St, Springfield, IL 62701");
    expect(answer).toMatchObject({
      ok: true,
      source: "zip",
      label: "Springfield, IL 62701",
      timeZone: "America/Chicago",
    });
    if (!answer.ok) throw new Error("expected a place");
    expect(answer.latitude).toBeCloseTo(39.8, 1);
    expect(answer.longitude).toBeCloseTo(-89.6, 1);
  });

  it("reads a ZIP+4 and prefers the last five-digit group over a street number", async () => {
    const answer = await geocodeAddress("10001 Harbor Rd, New York, NY 10001-1234");
    expect(answer).toMatchObject({ ok: true, label: "New York, NY 10001", timeZone: "America/New_York" });
    const springfield = await geocodeAddress("12345 Main St, Springfield, IL 62701");
    expect(springfield).toMatchObject({ ok: true, label: "Springfield, IL 62701" });
  });

  it("asks for a ZIP code or the pin when the text has none and no Google key is set", async () => {
    expect(await geocodeAddress("Main Street, Springfield")).toEqual({
      ok: false,
      reason: "invalid",
      message: "Enter a US ZIP code in the address, or place the pin on the map.",
    });
  });

  it("says nothing was found for an unknown ZIP code", async () => {
    expect(await geocodeAddress("Nowhere 00000")).toEqual({
      ok: false,
      reason: "not-found",
      message: "No location found for that address. Place the pin on the map instead.",
    });
  });

  it("answers a failing geocoder with the generic message, logged", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = async () => {
      throw new Error("network down");
    };
    expect(await geocodeAddress("Main Street", broken, true)).toEqual({
      ok: false,
      reason: "unavailable",
      message: GEOCODE_MESSAGES.unavailable,
    });
    expect(log).toHaveBeenCalled();
  });
});

describe("Google's geocoder", () => {
  it("takes the first result's location and asks with the address and the key", async () => {
    const { impl, calls } = fakeFetch(googleAnswer);
    const place = await googleGeocoder("test-key", impl)("1600 Amphitheatre Parkway, Mountain View");
    expect(place).toEqual({
      latitude: 37.4223878,
      longitude: -122.0841877,
      label: "1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA",
      source: "google",
    });
    const url = new URL(calls[0]!);
    expect(url.origin + url.pathname).toBe("https://maps.googleapis.com/maps/api/geocode/json");
    expect(url.searchParams.get("address")).toBe("1600 Amphitheatre Parkway, Mountain View");
    expect(url.searchParams.get("key")).toBe("test-key");
  });

  it("answers ZERO_RESULTS as not found", async () => {
    const { impl } = fakeFetch({ results: [], status: "ZERO_RESULTS" });
    const geocoder = googleGeocoder("test-key", impl);
    expect(await geocoder("qwertyuiop")).toBeNull();
    expect(await geocodeAddress("qwertyuiop", geocoder, true)).toEqual({
      ok: false,
      reason: "not-found",
      message: GEOCODE_MESSAGES.notFound,
    });
  });

  it("treats a refused key or an HTTP error as a failure of the service", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const denied = fakeFetch({
      results: [],
      status: "REQUEST_DENIED",
      error_message: "The provided API key is invalid.",
    });
    await expect(googleGeocoder("bad-key", denied.impl)("Main Street")).rejects.toThrow(/REQUEST_DENIED/);
    const httpError = fakeFetch({}, { status: 500 });
    expect(await geocodeAddress("Main Street", googleGeocoder("key", httpError.impl), true)).toEqual({
      ok: false,
      reason: "unavailable",
      message: GEOCODE_MESSAGES.unavailable,
    });
  });

  it("is asked only for what the ZIP dataset cannot answer", async () => {
    const geocoder = chooseGeocoder("test-key");
    expect(await geocoder("Springfield, IL 62701")).toMatchObject({ source: "zip" });
    expect(await zipGeocoder("Mountain View")).toBeNull();
  });
});

describe("timeZoneAt", () => {
  it("names the IANA time zone at a point", () => {
    expect(timeZoneAt(40.7, -74)).toBe("America/New_York");
    expect(timeZoneAt(39.8, -89.65)).toBe("America/Chicago");
  });

  it("refuses coordinates out of range", () => {
    expect(timeZoneAt(91, 0)).toBeNull();
    expect(timeZoneAt(0, -181)).toBeNull();
    expect(timeZoneAt(Number.NaN, 0)).toBeNull();
  });
});

describe("answerGeocodeQuery", () => {
  const query = (search: string) => parseGeocodeQuery(new URLSearchParams(search));

  it("answers an address, a point and bad input with their statuses", async () => {
    const ip = "203.0.113.1";
    expect(await answerGeocodeQuery(query("q=Springfield, IL 62701"), ip)).toMatchObject({ ok: true, source: "zip" });
    expect(await answerGeocodeQuery(query("lat=40.7&lng=-74"), ip)).toEqual({
      ok: true,
      timeZone: "America/New_York",
    });
    expect(await answerGeocodeQuery(query("q=Nowhere 00000"), ip)).toMatchObject({ ok: false, reason: "not-found" });
    expect(await answerGeocodeQuery(query("q=Main Street"), ip)).toMatchObject({ ok: false, reason: "invalid" });
    expect(await answerGeocodeQuery(query("lat=95&lng=0"), ip)).toMatchObject({ ok: false, reason: "invalid" });
    expect(await answerGeocodeQuery(query(`q=${"a".repeat(301)}`), ip)).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("refuses an IP over its limit as too many", async () => {
    const ip = "203.0.113.99";
    const outcomes: boolean[] = [];
    for (let i = 0; i < 61; i++) outcomes.push((await answerGeocodeQuery(query("lat=40.7&lng=-74"), ip)).ok);
    expect(outcomes.slice(0, 60).every(Boolean)).toBe(true);
    expect(outcomes[60]).toBe(false);
    const refused = await answerGeocodeQuery(query("lat=40.7&lng=-74"), ip);
    expect(refused).toEqual({ ok: false, reason: "too-many", message: GEOCODE_MESSAGES.rateLimited });
    // Another visitor is not affected.
    expect((await answerGeocodeQuery(query("lat=40.7&lng=-74"), "203.0.113.100")).ok).toBe(true);
  });
});
