/**
 * The coordinates helpers shared by the browser (CoordinatesFields) and the server (/api/geocode):
 * reading a query, finding a ZIP code in an address, checking and rounding coordinates. No server
 * imports here.
 */

export const GEOCODE_MESSAGES = {
  needZipOrPin: "Enter a US ZIP code in the address, or place the pin on the map.",
  notFound: "No location found for that address. Place the pin on the map instead.",
  blankAddress: "Enter the address first.",
  addressTooLong: "The address must be at most 300 characters.",
  badCoordinates: "Latitude must be a number between -90 and 90 and longitude between -180 and 180.",
  rateLimited: "Too many location lookups. Please wait a few minutes, or place the pin on the map.",
  unavailable: "The address lookup is not available right now. Place the pin on the map instead.",
} as const;

const MAX_ADDRESS_QUERY = 300;

/** What /api/geocode?q= answers. */
export type GeocodeAnswer =
  | {
      ok: true;
      latitude: number;
      longitude: number;
      /** What was found, e.g. "Springfield, IL 62701". */
      label: string;
      source: "zip" | "google";
      /** The IANA time zone at the point; null when none is known. */
      timeZone: string | null;
    }
  | { ok: false; message: string };

/** What /api/geocode?lat=&lng= answers. */
export type TimeZoneAnswer = { ok: true; timeZone: string } | { ok: false; message: string };

export type GeocodeQuery =
  | { kind: "address"; text: string }
  | { kind: "point"; latitude: number; longitude: number }
  | { kind: "invalid"; message: string };

/** A plain decimal number as typed: "39.8", "-89", ".5" (no exponent, no words like "Infinity"). */
export const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A typed latitude and longitude as numbers, or null unless both are decimals in range. */
export function parseCoordinates(latitude: string, longitude: string): { latitude: number; longitude: number } | null {
  const lat = latitude.trim();
  const lng = longitude.trim();
  if (!DECIMAL.test(lat) || !DECIMAL.test(lng)) return null;
  const point = { latitude: Number(lat), longitude: Number(lng) };
  return isValidPoint(point.latitude, point.longitude) ? point : null;
}

export function isValidPoint(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
  );
}

/** A coordinate as the form shows it: at most 6 decimals (about 10 cm), no trailing zeros, no "-0". */
export function formatCoordinate(value: number): string {
  const rounded = Number(value.toFixed(6));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/**
 * The US ZIP code in an address (5 digits, optionally ZIP+4). The last group wins: a street number
 * can also have 5 digits, but the ZIP ends a US address ("12345 Main St, Springfield, IL 62701").
 */
export function findZipCode(text: string): string | null {
  const matches = [...text.matchAll(/(?<![\d-])(\d{5})(?:-\d{4})?(?![\d-])/g)];
  return matches.at(-1)?.[1] ?? null;
}

/** Reads /api/geocode's query: `?q=` (an address) or `?lat=&lng=` (a point). */
export function parseGeocodeQuery(params: URLSearchParams): GeocodeQuery {
  const q = params.get("q");
  if (q !== null) {
    const text = q.trim().replace(/\s+/g, " ");
    if (!text) return { kind: "invalid", message: GEOCODE_MESSAGES.blankAddress };
    if (text.length > MAX_ADDRESS_QUERY) return { kind: "invalid", message: GEOCODE_MESSAGES.addressTooLong };
    return { kind: "address", text };
  }
  const point = parseCoordinates(params.get("lat") ?? "", params.get("lng") ?? "");
  return point ? { kind: "point", ...point } : { kind: "invalid", message: GEOCODE_MESSAGES.badCoordinates };
}
