/**
 * The schema.org JSON-LD of the public center and party pages: pure builders, and the serializer
 * their `<script type="application/ld+json">` takes its text from.
 */
import { TZDate } from "@date-fns/tz";

import { WEEKDAYS, type DayHours, type OpeningHours } from "~/features/venues/opening-hours";
import { AMENITIES, AMENITY_LABELS } from "~/features/venues/venue-profile";
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
  telephone: string | null;
  /** The week and the special dates worth announcing (those still to come). */
  openingHours: OpeningHours | null;
  amenities: readonly string[];
  /** The hourly prices in words: "$5–8/hr". */
  priceRange: string | null;
};

const SCHEMA_DAYS = WEEKDAYS.map((day) => `https://schema.org/${day}`);

/**
 * A day's hours as schema.org's OpeningHoursSpecification, the way Google reads them: times as
 * "HH:MM:SS"; a span past midnight closes before it opens; a span to midnight, and a whole day,
 * close at 23:59:59; a closed day opens and closes at 00:00:00.
 */
function daySpecifications(day: DayHours, when: Record<string, string>): JsonLd[] {
  const specification = (opens: string, closes: string): JsonLd => ({
    "@type": "OpeningHoursSpecification",
    ...when,
    opens,
    closes,
  });
  if (day.kind === "closed") return [specification("00:00:00", "00:00:00")];
  if (day.kind === "open24") return [specification("00:00:00", "23:59:59")];
  return day.spans.map((span) =>
    specification(`${span.open}:00`, span.close === "00:00" ? "23:59:59" : `${span.close}:00`),
  );
}

/** The week, one specification per day and span, then each special date on its own day. */
function openingHoursSpecification(hours: OpeningHours | null): JsonLd[] | undefined {
  if (!hours) return undefined;
  return [
    ...hours.week.flatMap((day, index) => daySpecifications(day, { dayOfWeek: SCHEMA_DAYS[index]! })),
    ...hours.exceptions.flatMap((entry) =>
      daySpecifications(entry.hours, { validFrom: entry.date, validThrough: entry.date }),
    ),
  ];
}

function amenityFeatures(amenities: readonly string[]): JsonLd[] | undefined {
  const features = AMENITIES.filter((amenity) => amenities.includes(amenity)).map((amenity) => ({
    "@type": "LocationFeatureSpecification",
    name: AMENITY_LABELS[amenity],
    value: true,
  }));
  return features.length > 0 ? features : undefined;
}

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
    telephone: center.telephone ?? undefined,
    priceRange: center.priceRange ?? undefined,
    openingHoursSpecification: openingHoursSpecification(center.openingHours),
    amenityFeature: amenityFeatures(center.amenities),
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
  /** Its ticket types (none: no `offers`), each with its state now and what is left. */
  tickets?: PartyTicketOffer[];
};

export type PartyTicketOffer = {
  name: string;
  priceCents: number;
  currency: string;
  state: "on-sale" | "sold-out" | "not-yet" | "sale-ended";
  left: number;
  /** When it goes on sale, an ISO instant; null when it is on sale from the start. */
  saleStartsAt: string | null;
};

const OFFER_AVAILABILITY = {
  "on-sale": "https://schema.org/InStock",
  "sold-out": "https://schema.org/SoldOut",
  "not-yet": "https://schema.org/PreOrder",
} as const;

/** The ticket types still to be had or waited for, as `Offer`s; those whose sale ended are left out. */
function ticketOffers(party: PartyJsonLdInput) {
  const open = (party.tickets ?? []).filter((ticket) => ticket.state !== "sale-ended");
  if (open.length === 0) return {};
  return {
    offers: open.map((ticket) =>
      compact({
        "@type": "Offer",
        name: ticket.name,
        price: (ticket.priceCents / 100).toFixed(2),
        priceCurrency: ticket.currency,
        availability: OFFER_AVAILABILITY[ticket.state as keyof typeof OFFER_AVAILABILITY],
        validFrom: ticket.saleStartsAt ? zonedIsoDateTime(ticket.saleStartsAt, party.timeZone) : undefined,
        url: `${party.pageUrl}#tickets`,
      }),
    ),
    remainingAttendeeCapacity: open.reduce((sum, ticket) => sum + ticket.left, 0),
  };
}

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
    ...ticketOffers(party),
  });
}
