import { createHmac, timingSafeEqual } from "node:crypto";

import { env } from "~/lib/env.server";

import { type BeaconPlace, OWN_LOCATION, roundToKilometre } from "./insight-values";

/**
 * The places the administrators' report may name come from the site's own place lookup
 * (`/api/places`, a game page's typed place), never from what a browser writes: each answer
 * carries an HMAC-SHA-256 under AUTH_SECRET of its label and its point rounded as the report keeps
 * it, and a beacon's place counts only when that signature checks (docs/decisions/021-counts-mean-people.md).
 */

/** The purpose is in the MAC, so a signature made for anything else never passes for a place. */
const PURPOSE = "searched-place";

function mac(label: string, latitude: number, longitude: number): Buffer {
  return createHmac("sha256", env().AUTH_SECRET)
    .update(`${PURPOSE}\n${label}\n${roundToKilometre(latitude)}\n${roundToKilometre(longitude)}`)
    .digest();
}

/** The signature a place found by the site's lookup carries to the browser (base64url). */
export function signPlace(place: { label: string; latitude: number; longitude: number }): string {
  return mac(place.label, place.latitude, place.longitude).toString("base64url");
}

/**
 * The place a beacon names, as the report keeps it, or null when the site did not answer it: the
 * visitor's own position under its fixed label, or a looked-up place whose signature checks
 * (compared in constant time).
 */
export function verifiedPlace(place: BeaconPlace | undefined): BeaconPlace | null {
  if (!place) return null;
  const latitude = roundToKilometre(place.latitude);
  const longitude = roundToKilometre(place.longitude);
  if (place.label === OWN_LOCATION && place.signature === undefined)
    return { label: OWN_LOCATION, latitude, longitude };
  if (!place.signature) return null;
  const expected = mac(place.label, latitude, longitude);
  const given = Buffer.from(place.signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { label: place.label, latitude, longitude };
}
