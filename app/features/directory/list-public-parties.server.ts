import { and, asc, count, desc, isNotNull, lt } from "drizzle-orm";

import { events } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";

import type { MapPlace } from "./map-place";
import {
  partyLatitude,
  partyLongitude,
  partyMapPlaces,
  selectPartySummaries,
  toPartySummary,
  type PublicPartySummary,
} from "./party-summaries.server";
import { isPublicParty, isUpcomingParty } from "~/features/venues/public-venues.server";

export const PARTIES_PER_PAGE = 20;
/** Past parties are a short look back, not an archive. */
export const PAST_PARTIES_SHOWN = 12;
/** The map of upcoming parties stops here; the list below it pages through all of them. */
const MAP_PARTY_LIMIT = 1000;

export type PublicPartiesPage = {
  /** Upcoming (not ended) verified parties of this page, soonest first. */
  upcoming: PublicPartySummary[];
  upcomingCount: number;
  page: number;
  pageCount: number;
  /** The most recent ended verified parties, newest first. */
  past: PublicPartySummary[];
  /** Every upcoming party that has a position (not only this page's). */
  mapPlaces: MapPlace[];
};

/** `?page=` as a page number: anything that is not a whole number from 1 reads as the first page. */
export function readPageNumber(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** /lanparties: a page of upcoming parties, the recent past ones, and the map's markers. */
export async function listPublicParties(options: { page?: number; now?: Date } = {}): Promise<PublicPartiesPage> {
  const now = options.now ?? new Date();
  const database = await openDatabase();
  const upcoming = isUpcomingParty(now);

  const [{ total } = { total: 0 }] = await database.select({ total: count() }).from(events).where(upcoming);
  const pageCount = Math.max(1, Math.ceil(total / PARTIES_PER_PAGE));
  // A page past the end shows the last one rather than an empty list.
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);

  const [pageRows, pastRows, mapRows] = await Promise.all([
    selectPartySummaries(database)
      .where(upcoming)
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(PARTIES_PER_PAGE)
      .offset((page - 1) * PARTIES_PER_PAGE),
    selectPartySummaries(database)
      .where(and(isPublicParty, lt(events.endDate, now)))
      .orderBy(desc(events.startDate), asc(events.id))
      .limit(PAST_PARTIES_SHOWN),
    selectPartySummaries(database)
      .where(and(upcoming, isNotNull(partyLatitude), isNotNull(partyLongitude)))
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(MAP_PARTY_LIMIT),
  ]);

  return {
    upcoming: pageRows.map(toPartySummary),
    upcomingCount: total,
    page,
    pageCount,
    past: pastRows.map(toPartySummary),
    mapPlaces: partyMapPlaces(mapRows.map(toPartySummary)),
  };
}
