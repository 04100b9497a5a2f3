import { and, eq } from "drizzle-orm";

import { communities, events, locations } from "#db/schema/venues";
import type { PhotoRef } from "~/features/photos/photo-values";
import { publicPhotosColumn } from "~/features/photos/venue-photos.server";
import type { PartyBasics } from "~/features/venues/party-basics";
import { partyBasics, partyBasicsColumns } from "~/features/venues/party-basics.server";
import { listPartyTicketTypes, type PublicTicketType } from "~/features/tickets/party-tickets.server";
import { loadSeatMap, type SeatMap } from "~/features/tickets/seat-plan.server";
import { webAddressOrNull } from "~/features/venues/venue-values";
import { isVenueId } from "~/features/venues/venue-id";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

import type { MapPlace } from "./map-place";
import { absoluteUrl } from "./page-meta";
import { partyLatitude, partyLongitude, partyPath } from "./party-summaries.server";
import { isPublicCenter, isPublicParty } from "~/features/venues/public-venues.server";
import { partyCardContent, shareCardImage, type WithShareCard } from "./share-card-content.server";

export type PublicParty = PartyBasics & {
  website: string | null;
  /** Absolute addresses, when the organizer gave them. */
  imageUrl: string | null;
  /** Its approved photos, the cover first. */
  photos: PhotoRef[];
  heroImageUrl: string | null;
  /** The organizer's landing page text (plain text), only when the party has a landing page. */
  landingPageContent: string | null;
  customLocation: string | null;
  /** The verified center it is held at. */
  center: { slug: string; name: string; address: string } | null;
  community: { name: string; website: string | null } | null;
  /** Its own position, else its center's. */
  latitude: number | null;
  longitude: number | null;
  /** Ended before the moment the page was asked for. */
  ended: boolean;
  /** The page's own address, absolute, and its path. */
  pageUrl: string;
  path: string;
  calendarPath: string;
};

export type PublicPartyPage = {
  party: PublicParty;
  mapPlaces: MapPlace[];
  /** Its ticket types with what is left of each, in the organiser's order; empty when it takes no sign-ups here. */
  tickets: PublicTicketType[];
  /** Its hall with each seat free, taken or blocked; null when it has no seat plan. */
  seats: SeatMap | null;
};

function partyCalendarPath(id: string): string {
  return `${partyPath(id)}/calendar.ics`;
}

/** A verified party by id; null for an unknown or unverified one, or an id that cannot be one. */
export async function loadPublicParty(id: string | undefined, now = new Date()): Promise<PublicParty | null> {
  if (!isVenueId(id)) return null;
  const database = await openDatabase();
  const [row] = await database
    .select({
      ...partyBasicsColumns,
      website: events.website,
      imageUrl: events.imageUrl,
      heroImageUrl: events.heroImageUrl,
      hasLandingPage: events.hasLandingPage,
      landingPageContent: events.landingPageContent,
      customLocation: events.customLocation,
      latitude: partyLatitude,
      longitude: partyLongitude,
      centerSlug: locations.slug,
      centerName: locations.organizationName,
      centerAddress: locations.address,
      communityName: communities.name,
      communityWebsite: communities.website,
      photos: publicPhotosColumn("party"),
    })
    .from(events)
    .leftJoin(locations, and(eq(events.locationId, locations.id), isPublicCenter))
    .leftJoin(communities, eq(events.communityId, communities.id))
    .where(and(eq(events.id, id), isPublicParty))
    .limit(1);
  if (!row) return null;
  const { photos } = row;

  return {
    ...partyBasics(row),
    photos,
    website: webAddressOrNull(row.website),
    imageUrl: webAddressOrNull(row.imageUrl),
    heroImageUrl: webAddressOrNull(row.heroImageUrl),
    landingPageContent: row.hasLandingPage && row.landingPageContent?.trim() ? row.landingPageContent : null,
    customLocation: row.customLocation,
    center:
      row.centerSlug && row.centerName
        ? { slug: row.centerSlug, name: row.centerName, address: row.centerAddress ?? "" }
        : null,
    community: row.communityName ? { name: row.communityName, website: webAddressOrNull(row.communityWebsite) } : null,
    latitude: row.latitude,
    longitude: row.longitude,
    ended: row.endDate.getTime() < now.getTime(),
    pageUrl: absoluteUrl(env().PUBLIC_URL, partyPath(row.id)),
    path: partyPath(row.id),
    calendarPath: partyCalendarPath(row.id),
  };
}

/** The party's page: the party and its marker on the small map. */
export async function loadPublicPartyPage(
  id: string | undefined,
  now = new Date(),
): Promise<WithShareCard<PublicPartyPage> | null> {
  const party = await loadPublicParty(id, now);
  if (!party) return null;
  const mapPlaces: MapPlace[] =
    party.latitude !== null && party.longitude !== null
      ? [
          {
            key: `party-${party.id}`,
            name: party.name,
            latitude: party.latitude,
            longitude: party.longitude,
            kind: "party",
            description: partyPlaceText(party) ?? undefined,
            website: party.website,
          },
        ]
      : [];
  const [tickets, seats] = await Promise.all([listPartyTicketTypes(party, now), loadSeatMap(party.id)]);
  return { party, mapPlaces, tickets, seats, shareCard: shareCardImage(partyCardContent(party), party.id) };
}

/** Where the party is, in words: its center's name and address, and/or the organizer's text. */
export function partyPlaceText(party: Pick<PublicParty, "center" | "customLocation">): string | null {
  const parts = [party.center?.name, party.center?.address, party.customLocation].filter(
    (part): part is string => !!part && part.trim() !== "",
  );
  return parts.length > 0 ? [...new Set(parts)].join(", ") : null;
}
