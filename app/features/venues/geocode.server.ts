import { createRequire } from "node:module";

import tzLookup from "@photostructure/tz-lookup";

import { env } from "~/lib/env.server";
import { consumeRateLimit, RATE_RULES } from "~/lib/rate-limit.server";
import { refuse, type Refusal } from "~/lib/outcome";

import {
  findZipCode,
  GEOCODE_MESSAGES,
  type GeocodeAnswer,
  type GeocodeQuery,
  isValidPoint,
  type TimeZoneAnswer,
} from "./geocode-schema";

/** A place found for an address, before its time zone is added. */
export type FoundPlace = { latitude: number; longitude: number; label: string; source: "zip" | "google" };

/**
 * Turns address text into a place. `null`: nothing found. A failure of the service itself
 * (network, quota, bad key) throws; the caller answers with the generic message.
 */
export type Geocoder = (text: string) => Promise<FoundPlace | null>;

type ZipRecord = { latitude: number; longitude: number; city: string; state: string; zip: string };
type ZipCodes = { lookup: (zip: string) => ZipRecord | undefined };

let zipCodes: ZipCodes | undefined;

/** The offline ZIP dataset (5 MB), loaded on the first lookup rather than at start. */
function loadZipCodes(): ZipCodes {
  // A CommonJS package without types; required directly so no bundler interop is involved.
  zipCodes ??= createRequire(import.meta.url)("zipcodes") as ZipCodes;
  return zipCodes;
}

/** Offline: the centre of the US ZIP code found in the text. */
export const zipGeocoder: Geocoder = async (text) => {
  const zip = findZipCode(text);
  if (!zip) return null;
  const record = loadZipCodes().lookup(zip);
  if (!record || !isValidPoint(record.latitude, record.longitude)) return null;
  return {
    latitude: record.latitude,
    longitude: record.longitude,
    label: `${record.city}, ${record.state} ${record.zip}`,
    source: "zip",
  };
};

const GOOGLE_GEOCODE_URL = "https://maps.googleapis.com/maps/api/geocode/json";

type GoogleGeocodeResponse = {
  status?: string;
  error_message?: string;
  results?: { formatted_address?: string; geometry?: { location?: { lat?: unknown; lng?: unknown } } }[];
};

/** Google's Geocoding API: the first result's location. */
export function googleGeocoder(apiKey: string, fetchImpl: typeof fetch = fetch): Geocoder {
  return async (text) => {
    const url = `${GOOGLE_GEOCODE_URL}?${new URLSearchParams({ address: text, key: apiKey })}`;
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`Google geocoder answered HTTP ${response.status}`);
    const body = (await response.json()) as GoogleGeocodeResponse;
    if (body.status === "ZERO_RESULTS") return null;
    if (body.status !== "OK") {
      throw new Error(`Google geocoder answered ${body.status ?? "no status"}: ${body.error_message ?? ""}`.trim());
    }
    const first = body.results?.[0];
    const { lat, lng } = first?.geometry?.location ?? {};
    if (typeof lat !== "number" || typeof lng !== "number" || !isValidPoint(lat, lng)) return null;
    return { latitude: lat, longitude: lng, label: first?.formatted_address ?? text, source: "google" };
  };
}

/** The ZIP dataset first (free, offline); Google, when its key is set, for what it cannot answer. */
export function chooseGeocoder(apiKey = env().GOOGLE_MAPS_API_KEY): Geocoder {
  if (!apiKey) return zipGeocoder;
  const google = googleGeocoder(apiKey);
  return async (text) => (await zipGeocoder(text)) ?? google(text);
}

/** The IANA time zone at a point, or null for coordinates out of range. */
export function timeZoneAt(latitude: number, longitude: number): string | null {
  if (!isValidPoint(latitude, longitude)) return null;
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null;
  }
}

/**
 * The coordinates of an address: from a US ZIP code in it, or from Google when its key is set.
 * Never throws: a failure of the service is logged and answered with the generic message.
 */
export async function geocodeAddress(
  text: string,
  geocoder: Geocoder = chooseGeocoder(),
  usesGoogle: boolean = Boolean(env().GOOGLE_MAPS_API_KEY),
): Promise<FoundAddress | Refusal<"invalid" | "not-found" | "unavailable">> {
  let place: FoundPlace | null;
  try {
    place = await geocoder(text);
  } catch (error) {
    console.error("[venues] geocoding failed for an address:", error);
    return refuse("unavailable", GEOCODE_MESSAGES.unavailable);
  }
  if (place) return { ok: true, ...place, timeZone: timeZoneAt(place.latitude, place.longitude) };
  // Without Google, text without a ZIP code was never looked up: say what would work.
  if (!usesGoogle && !findZipCode(text)) return refuse("invalid", GEOCODE_MESSAGES.needZipOrPin);
  return refuse("not-found", GEOCODE_MESSAGES.notFound);
}

/** An address's coordinates, as /api/geocode answers them. */
type FoundAddress = Extract<GeocodeAnswer, { ok: true }>;

/** An address's coordinates or a point's time zone, or why not. */
export type GeocodeOutcome =
  Extract<GeocodeAnswer | TimeZoneAnswer, { ok: true }> | Refusal<"invalid" | "not-found" | "too-many" | "unavailable">;

/**
 * /api/geocode: a parsed query, rate-limited per client IP (each lookup may cost a paid Google
 * request), answered with an address's coordinates or a point's time zone.
 */
export async function answerGeocodeQuery(query: GeocodeQuery, clientIp: string | undefined): Promise<GeocodeOutcome> {
  if (query.kind === "invalid") return refuse("invalid", query.message);
  try {
    const limit = await consumeRateLimit(RATE_RULES.geocode, { ip: clientIp });
    if (!limit.allowed) return refuse("too-many", GEOCODE_MESSAGES.rateLimited);
  } catch (error) {
    console.error("[venues] geocode rate limit check failed:", error);
    return refuse("unavailable", GEOCODE_MESSAGES.unavailable);
  }

  if (query.kind === "point") {
    const timeZone = timeZoneAt(query.latitude, query.longitude);
    return timeZone ? { ok: true, timeZone } : refuse("invalid", GEOCODE_MESSAGES.badCoordinates);
  }

  return geocodeAddress(query.text);
}
