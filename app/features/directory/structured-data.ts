/**
 * The schema.org JSON-LD of the public center and party pages: pure builders, and the serializer
 * their `<script type="application/ld+json">` takes its text from.
 */
import { TZDate } from "@date-fns/tz";

import { isTimeZone, isWebAddress } from "~/features/venues/venue-values";

export type JsonLd = { "@context"?: string; "@type": string; [key: string]: unknown };

/**
 * JSON safe inside a `<script>`: with `<` escaped a description cannot close the element (or open
 * a comment), and U+2028/U+2029 are escaped for the older parsers that read them as line breaks.
 */
export function serializeJsonLd(value: JsonLd): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** An instant in ISO 8601 with the offset of `timeZone` at that instant ("2026-12-06T10:00:00-06:00"). */
export function zonedIsoDateTime(instant: Date | string, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  return new TZDate(new Date(instant).getTime(), zone).toISOString().replace(/\.\d{3}(?=[+-]\d{2}:\d{2}$)/, "");
}

function geo(latitude: number | null, longitude: number | null): JsonLd | undefined {
  if (latitude === null || longitude === null) return undefined;
  return { "@type": "GeoCoordinates", latitude, longitude };
}

function postalAddress(address: string | null): JsonLd | undefined {
  return address ? { "@type": "PostalAddress", streetAddress: address } : undefined;
}

/** Drops the keys whose value is undefined, so absent facts are absent rather than null. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

export type CenterJsonLdInput = {
  name: string;
  description: string;
  address: string;
  website: string | null;
  /** Absolute; the page's own image when the center has none is not worth announcing. */
  imageUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The center's public page, absolute. */
  pageUrl: string;
};

export function centerJsonLd(center: CenterJsonLdInput): JsonLd {
  return compact({
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": center.pageUrl,
    name: center.name,
    description: center.description,
    address: postalAddress(center.address),
    url: center.website && isWebAddress(center.website) ? center.website : center.pageUrl,
    image: center.imageUrl ?? undefined,
    geo: geo(center.latitude, center.longitude),
  });
}

export type PartyJsonLdInput = {
  name: string;
  description: string;
  startDate: Date | string;
  endDate: Date | string;
  timeZone: string;
  /** Where it is held: the center's name and address, or the organizer's own words. */
  place: { name: string; address: string | null; latitude: number | null; longitude: number | null };
  /** The party's public page, absolute. */
  pageUrl: string;
  imageUrl: string | null;
  organizer: { name: string; url: string | null } | null;
};

export function partyJsonLd(party: PartyJsonLdInput): JsonLd {
  const { place, organizer } = party;
  return compact({
    "@context": "https://schema.org",
    "@type": "Event",
    "@id": party.pageUrl,
    name: party.name,
    description: party.description,
    startDate: zonedIsoDateTime(party.startDate, party.timeZone),
    endDate: zonedIsoDateTime(party.endDate, party.timeZone),
    // Our data has no cancelled or postponed state (an organizer deletes a party instead), so every
    // public party is, as far as we know, scheduled.
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: compact({
      "@type": "Place",
      name: place.name,
      address: postalAddress(place.address),
      geo: geo(place.latitude, place.longitude),
    }),
    url: party.pageUrl,
    image: party.imageUrl ?? undefined,
    organizer: organizer
      ? compact({
          "@type": "Organization",
          name: organizer.name,
          url: organizer.url && isWebAddress(organizer.url) ? organizer.url : undefined,
        })
      : undefined,
  });
}
