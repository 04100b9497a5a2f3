import { and, eq, sql } from "drizzle-orm";

import { events, locations } from "#db/schema/venues";
import type { PartyBasics } from "~/features/venues/party-basics";
import { partyBasics, partyBasicsColumns } from "~/features/venues/party-basics.server";
import type { Database } from "~/lib/db.server";

import type { MapPlace } from "./map-place";
import { isPublicCenter } from "~/features/venues/public-venues.server";

/** A public LAN party as the lists show it (cards on /lanparties and on a center's page). */
export type PublicPartySummary = PartyBasics & {
  /** The verified center it is held at; an unverified center is not named in public. */
  center: { slug: string; name: string } | null;
  /** The organizer's own words for the place, when it is not (only) a center. */
  customLocation: string | null;
  /** Its own position, else its center's. */
  latitude: number | null;
  longitude: number | null;
};

export function partyPath(id: string): string {
  return `/lanparties/${encodeURIComponent(id)}`;
}

export function centerPath(slug: string): string {
  return `/lancenters/${encodeURIComponent(slug)}`;
}

/** A number column that may be null (a plain `mapWith(Number)` would turn null into 0). */
function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A position is a pair: the party's own when it has both, else its center's (columns joined only when public). */
const ownPosition = sql`(${events.lat} is not null and ${events.lng} is not null)`;
export const partyLatitude = sql<
  number | null
>`case when ${ownPosition} then ${events.lat} else ${locations.lat} end`.mapWith(nullableNumber);
export const partyLongitude = sql<
  number | null
>`case when ${ownPosition} then ${events.lng} else ${locations.lng} end`.mapWith(nullableNumber);

const summaryColumns = {
  ...partyBasicsColumns,
  customLocation: events.customLocation,
  latitude: partyLatitude,
  longitude: partyLongitude,
  centerSlug: locations.slug,
  centerName: locations.organizationName,
};

/**
 * Parties with their center, which is joined only when it is public itself. Callers add the
 * `where` (always with `isPublicParty` or `isUpcomingParty`), the order and the limit.
 */
export function selectPartySummaries(database: Database) {
  return database
    .select(summaryColumns)
    .from(events)
    .leftJoin(locations, and(eq(events.locationId, locations.id), isPublicCenter));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectPartySummaries>["execute"]>>[number];

export function toPartySummary(row: SummaryRow): PublicPartySummary {
  return {
    ...partyBasics(row),
    center: row.centerSlug && row.centerName ? { slug: row.centerSlug, name: row.centerName } : null,
    customLocation: row.customLocation,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** The parties that have a position, as markers of the small maps. */
export function partyMapPlaces(parties: readonly PublicPartySummary[]): MapPlace[] {
  return parties.flatMap((party) =>
    party.latitude === null || party.longitude === null
      ? []
      : [
          {
            key: `party-${party.id}`,
            name: party.name,
            latitude: party.latitude,
            longitude: party.longitude,
            kind: "party" as const,
            description: party.center?.name ?? party.customLocation ?? undefined,
            href: partyPath(party.id),
          },
        ],
  );
}
