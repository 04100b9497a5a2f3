import "#test-support/venue-site";

import { describe, expect, it, vi } from "vitest";

import type { Geocoder } from "~/features/venues/geocode.server";
import { loader } from "~/routes/api/places";

import { findCity, findPlace } from "./find-place.server";
import { signPlace } from "~/features/insights/signed-place.server";

describe("findCity", () => {
  it("finds a city with its state in the usual spellings", () => {
    for (const text of ["Austin, TX", "Austin TX", "austin, texas", "AUSTIN  Texas", "Austin, TX, USA"]) {
      const match = findCity(text);
      expect(match, text).toMatchObject({ kind: "found", city: { city: "Austin", state: "TX" } });
      if (match.kind === "found") {
        expect(match.city.latitude).toBeCloseTo(30.3, 0);
        expect(match.city.longitude).toBeCloseTo(-97.7, 0);
      }
    }
    expect(findCity("St. Louis, MO")).toMatchObject({ kind: "found", city: { state: "MO" } });
    expect(findCity("Raleigh North Carolina")).toMatchObject({ kind: "found", city: { state: "NC" } });
    expect(findCity("Kansas City, MO")).toMatchObject({ kind: "found", city: { state: "MO" } });
  });

  it("takes a city without a state only when one state has it", () => {
    expect(findCity("Springfield")).toEqual({ kind: "ambiguous" });
    expect(findCity("Kansas City")).toEqual({ kind: "ambiguous" });
    expect(findCity("Albuquerque")).toMatchObject({ kind: "found", city: { state: "NM" } });
    expect(findCity("Columbus, OH")).toMatchObject({ kind: "found", city: { state: "OH" } });
  });

  it("finds nothing for unknown places or states", () => {
    expect(findCity("Atlantis")).toEqual({ kind: "none" });
    expect(findCity("Austin, CA")).toEqual({ kind: "none" });
    expect(findCity("Paris, France")).toEqual({ kind: "none" });
  });
});

describe("findPlace", () => {
  it("resolves a ZIP code and a city offline", async () => {
    const austin = await findPlace("78701", "198.51.100.1", { fallback: null });
    expect(austin).toEqual({
      ok: true,
      latitude: 30.2713,
      longitude: -97.7426,
      label: "Austin, TX 78701",
      signature: signPlace({ label: "Austin, TX 78701", latitude: 30.2713, longitude: -97.7426 }),
    });
    expect(await findPlace("  Springfield,  IL ", "198.51.100.1", { fallback: null })).toMatchObject({
      ok: true,
      label: "Springfield, IL",
    });
  });

  it("asks for the state of an ambiguous city, and a query at all", async () => {
    expect(await findPlace("Springfield", undefined, { fallback: null })).toEqual({
      ok: false,
      reason: "invalid",
      message: 'Add the state, like "Springfield, IL".',
    });
    for (const q of [null, "", "   ", "x".repeat(201)]) {
      expect(await findPlace(q, undefined, { fallback: null })).toEqual({
        ok: false,
        reason: "invalid",
        message: "Type a city or ZIP code.",
      });
    }
  });

  it("answers 404 for what it cannot find", async () => {
    for (const q of ["Atlantis", "00000"]) {
      expect(await findPlace(q, undefined, { fallback: null })).toEqual({
        ok: false,
        reason: "not-found",
        message: "We could not find that place. Try a ZIP code.",
      });
    }
  });

  it("falls back to the geocoder for what the offline data lacks, within the rate limit", async () => {
    const fallback = vi.fn<Geocoder>(async () => ({
      latitude: 48.85,
      longitude: 2.35,
      label: "Paris, France",
      source: "google",
    }));
    expect(await findPlace("Paris, France", "203.0.113.9", { fallback })).toEqual({
      ok: true,
      latitude: 48.85,
      longitude: 2.35,
      label: "Paris, France",
      signature: signPlace({ label: "Paris, France", latitude: 48.85, longitude: 2.35 }),
    });
    // Offline answers never reach it.
    await findPlace("Austin, TX", "203.0.113.9", { fallback });
    expect(fallback).toHaveBeenCalledTimes(1);

    let last;
    for (let i = 0; i < 60; i++) last = await findPlace("Paris, France", "203.0.113.9", { fallback });
    expect(last).toEqual({
      ok: false,
      reason: "too-many",
      message: "Too many location lookups. Please wait a few minutes, or place the pin on the map.",
    });
  });

  it("answers 503 when the fallback fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const failing: Geocoder = async () => {
        throw new Error("quota");
      };
      const answer = await findPlace("Paris, France", "203.0.113.10", { fallback: failing });
      expect(answer).toMatchObject({ ok: false, reason: "unavailable" });
    } finally {
      log.mockRestore();
    }
  });
});

describe("GET /api/places", () => {
  it("answers JSON with the status", async () => {
    const request = new Request("http://localhost:3000/api/places?q=Austin%2C%20TX");
    const response = await loader({
      request,
      params: {},
      context: { clientIp: "198.51.100.2" },
    } as unknown as Parameters<typeof loader>[0]);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, label: "Austin, TX" });
  });
});
