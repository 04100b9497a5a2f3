import { and, eq, gte, type SQL } from "drizzle-orm";

import { events, locations } from "#db/schema/venues";

/**
 * What "public" means, in one place: every public query (pages, map, API, sitemap) filters with
 * these, so an unverified venue cannot leak through one of them.
 */
export const isPublicCenter: SQL = eq(locations.verified, true);
export const isPublicParty: SQL = eq(events.verified, true);

/** A verified party that has not ended yet (an ongoing one is still upcoming for a visitor). */
export function isUpcomingParty(now: Date = new Date()): SQL {
  return and(isPublicParty, gte(events.endDate, now))!;
}
