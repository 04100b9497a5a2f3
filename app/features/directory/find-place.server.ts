import { createRequire } from "node:module";

import { signPlace } from "~/features/insights/signed-place.server";
import { findZipCode, GEOCODE_MESSAGES, isValidPoint } from "~/features/venues/geocode-schema";
import { type Geocoder, googleGeocoder, zipGeocoder } from "~/features/venues/geocode.server";
import { env } from "~/lib/env.server";
import { refuse, type Refusal } from "~/lib/outcome";
import { consumeRateLimit, RATE_RULES } from "~/lib/rate-limit.server";

import { MAX_PLACE_QUERY, PLACE_MESSAGES, type PlaceAnswer } from "./place-answer";

/** A place found, or why not. */
export type PlaceOutcome =
  Extract<PlaceAnswer, { ok: true }> | Refusal<"invalid" | "not-found" | "too-many" | "unavailable">;

type ZipRecord = { latitude: number; longitude: number; city: string; state: string; country: string };
type ZipCodes = { codes: Record<string, ZipRecord>; states: { full: Record<string, string> } };

/** A US city of the offline dataset: the centre of its ZIP codes. */
type City = { city: string; state: string; latitude: number; longitude: number };
type CityIndex = {
  /** "AUSTIN|TX" → the city. */
  byCityAndState: Map<string, City>;
  /** "AUSTIN" → the city in every state that has one by that name. */
  byCity: Map<string, City[]>;
  /** "TX" and "TEXAS" → "TX". */
  states: Map<string, string>;
};

let cityIndex: CityIndex | undefined;

/** Upper case, no dots, one space; "St"/"Ft"/"Mt" as the dataset spells them ("Saint Louis"). */
function cityKey(text: string): string {
  return text
    .toUpperCase()
    .replace(/\./g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^ST /, "SAINT ")
    .replace(/^FT /, "FORT ")
    .replace(/^MT /, "MOUNT ");
}

/** Built on the first city lookup (the dataset is 5 MB; a server that is never asked never loads it). */
function loadCityIndex(): CityIndex {
  if (cityIndex) return cityIndex;
  const zipcodes = createRequire(import.meta.url)("zipcodes") as ZipCodes;
  const sums = new Map<string, { city: string; state: string; lat: number; lng: number; n: number }>();
  for (const record of Object.values(zipcodes.codes)) {
    if (record.country !== "US" || !record.latitude || !record.longitude) continue;
    if (!isValidPoint(record.latitude, record.longitude)) continue;
    const key = `${cityKey(record.city)}|${record.state}`;
    const sum = sums.get(key) ?? { city: record.city, state: record.state, lat: 0, lng: 0, n: 0 };
    sum.lat += record.latitude;
    sum.lng += record.longitude;
    sum.n += 1;
    sums.set(key, sum);
  }
  const byCityAndState = new Map<string, City>();
  const byCity = new Map<string, City[]>();
  for (const [key, sum] of sums) {
    const city = { city: sum.city, state: sum.state, latitude: sum.lat / sum.n, longitude: sum.lng / sum.n };
    byCityAndState.set(key, city);
    const name = key.slice(0, key.indexOf("|"));
    byCity.set(name, [...(byCity.get(name) ?? []), city]);
  }
  const states = new Map<string, string>();
  for (const [full, abbreviation] of Object.entries(zipcodes.states.full)) {
    states.set(full, abbreviation);
    states.set(abbreviation, abbreviation);
  }
  cityIndex = { byCityAndState, byCity, states };
  return cityIndex;
}

export type CityMatch = { kind: "found"; city: City } | { kind: "ambiguous" } | { kind: "none" };

/**
 * A US city from text like "Austin, TX", "Austin TX", "austin, texas" or "Saint Louis". Without a
 * state, a name that several states share is ambiguous.
 */
export function findCity(text: string): CityMatch {
  const index = loadCityIndex();
  const stateOf = (words: string) => index.states.get(cityKey(words));
  const lookup = (city: string, state: string) => index.byCityAndState.get(`${cityKey(city)}|${state}`);

  const cleaned = text
    .replace(/\s+/g, " ")
    .replace(/(,\s*|\s+)(USA|US|United States)\s*$/i, "")
    .replace(/,\s*$/, "")
    .trim();
  const comma = cleaned.lastIndexOf(",");
  if (comma > 0) {
    // "City, State": a state we do not know (another country) is for the fallback to answer.
    const state = stateOf(cleaned.slice(comma + 1));
    const city = state ? lookup(cleaned.slice(0, comma), state) : undefined;
    return city ? { kind: "found", city } : { kind: "none" };
  }
  // "Austin TX", "Raleigh North Carolina": the state is the last word or two.
  const words = cleaned.split(" ");
  for (const stateWords of [2, 1]) {
    if (words.length <= stateWords) continue;
    const state = stateOf(words.slice(-stateWords).join(" "));
    const city = state ? lookup(words.slice(0, -stateWords).join(" "), state) : undefined;
    if (city) return { kind: "found", city };
  }
  const namesakes = index.byCity.get(cityKey(cleaned)) ?? [];
  if (namesakes.length === 1) return { kind: "found", city: namesakes[0]! };
  return namesakes.length > 1 ? { kind: "ambiguous" } : { kind: "none" };
}

export type FindPlaceOptions = {
  /** Looks up what the offline data cannot; by default Google's geocoder when its key is set. */
  fallback?: Geocoder | null;
};

function defaultFallback(): Geocoder | null {
  const apiKey = env().GOOGLE_MAPS_API_KEY;
  return apiKey ? googleGeocoder(apiKey) : null;
}

/**
 * `/api/places?q=`: a typed US ZIP code or city, as a point for the map to centre on. The offline
 * ZIP dataset answers first and costs nothing, so only a fallback lookup (a paid Google request)
 * counts against the per-IP geocode limit.
 */
export async function findPlace(
  query: string | null,
  clientIp: string | undefined,
  options: FindPlaceOptions = {},
): Promise<PlaceOutcome> {
  const text = (query ?? "").trim().replace(/\s+/g, " ");
  if (!text || text.length > MAX_PLACE_QUERY) return refuse("invalid", PLACE_MESSAGES.blank);

  if (findZipCode(text)) {
    const place = await zipGeocoder(text);
    if (place) return found(place.latitude, place.longitude, place.label);
  } else {
    const match = findCity(text);
    if (match.kind === "found") {
      const { city } = match;
      return found(city.latitude, city.longitude, `${city.city}, ${city.state}`);
    }
    if (match.kind === "ambiguous") return refuse("invalid", PLACE_MESSAGES.ambiguous);
  }

  const fallback = options.fallback === undefined ? defaultFallback() : options.fallback;
  if (!fallback) return refuse("not-found", PLACE_MESSAGES.notFound);
  try {
    const limit = await consumeRateLimit(RATE_RULES.geocode, { ip: clientIp });
    if (!limit.allowed) return refuse("too-many", GEOCODE_MESSAGES.rateLimited);
    const place = await fallback(text);
    return place ? found(place.latitude, place.longitude, place.label) : refuse("not-found", PLACE_MESSAGES.notFound);
  } catch (error) {
    console.error("[directory] place lookup failed:", error);
    return refuse("unavailable", PLACE_MESSAGES.unavailable);
  }
}

function found(latitude: number, longitude: number, label: string): PlaceOutcome {
  return { ok: true, latitude, longitude, label, signature: signPlace({ label, latitude, longitude }) };
}
