/** The venue landing pages, by path without the slash (spec section 2, "Venue landing pages"). */
export const VENUE_PAGE_PATHS = [
  "ltgamearenas",
  "ltlanparties",
  "ltcolleges",
  "ltschools",
  "ltlibraries",
  "lthotels",
  "ltgamecafe",
  "ltcoffeeshops",
] as const;
export type VenuePagePath = (typeof VENUE_PAGE_PATHS)[number];
