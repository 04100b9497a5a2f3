import { and, asc, eq } from "drizzle-orm";

import { events, locations } from "#db/schema/venues";
import { partyBasics, partyBasicsColumns } from "~/features/venues/party-basics.server";
import { webAddressOrNull } from "~/features/venues/venue-values";
import { env } from "~/lib/env.server";

import { type JsonRepresentation, jsonRepresentation, openPublicDatabase } from "./json-feed.server";
import { type EventsPayload, type PublicEvent, roundCoordinate } from "./map-data";
import { partyLatitude, partyLongitude, partyPath } from "./party-summaries.server";
import { isPublicCenter, isUpcomingParty } from "~/features/venues/public-venues.server";

/** A feed, not an archive: the next 500 parties are more than any map or calendar shows at once. */
const MAX_FEED_EVENTS = 500;

/**
 * `GET /api/v1/events`: the upcoming verified LAN parties, soonest first. A party held at a
 * verified center takes that center's slug, address and (when it has none of its own) position;
 * an unverified center gives it nothing, so nothing of an unlisted center shows through a party.
 */
export async function loadEventsFeed(now: Date = new Date()): Promise<EventsPayload> {
  const database = await openPublicDatabase();
  const rows = await database
    .select({
      ...partyBasicsColumns,
      latitude: partyLatitude,
      longitude: partyLongitude,
      customLocation: events.customLocation,
      website: events.website,
      imageUrl: events.imageUrl,
      centerSlug: locations.slug,
      centerAddress: locations.address,
    })
    .from(events)
    .leftJoin(locations, and(eq(locations.id, events.locationId), isPublicCenter))
    .where(isUpcomingParty(now))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(MAX_FEED_EVENTS);

  const origin = env().PUBLIC_URL;
  const list = rows.map((row): PublicEvent => ({
    ...partyBasics(row),
    latitude: row.latitude === null ? null : roundCoordinate(row.latitude),
    longitude: row.longitude === null ? null : roundCoordinate(row.longitude),
    locationSlug: row.centerSlug,
    place: row.centerSlug !== null ? row.centerAddress : row.customLocation,
    website: webAddressOrNull(row.website),
    imageUrl: webAddressOrNull(row.imageUrl),
    url: `${origin}${partyPath(row.id)}`,
  }));
  return { count: list.length, events: list };
}

export async function loadEventsFeedBody(now: Date = new Date()): Promise<JsonRepresentation> {
  return jsonRepresentation(JSON.stringify(await loadEventsFeed(now)));
}
