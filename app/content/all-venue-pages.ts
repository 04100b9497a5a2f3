import type { VenuePagePath } from "./venue-page-paths";
import { VENUE_PAGE_CARD_LIST, type VenuePage } from "./venue-pages";
import { page as ltgamearenas } from "./venue-pages/ltgamearenas";
import { page as ltlanparties } from "./venue-pages/ltlanparties";
import { page as ltcolleges } from "./venue-pages/ltcolleges";
import { page as ltschools } from "./venue-pages/ltschools";
import { page as ltlibraries } from "./venue-pages/ltlibraries";
import { page as lthotels } from "./venue-pages/lthotels";
import { page as ltgamecafe } from "./venue-pages/ltgamecafe";
import { page as ltcoffeeshops } from "./venue-pages/ltcoffeeshops";

/**
 * Every venue page's content at once, for checks over all of them (tests). Pages import only
 * their own module; nothing in the browser should import this one.
 */
export const VENUE_PAGES: Record<VenuePagePath, VenuePage> = {
  ltgamearenas,
  ltlanparties,
  ltcolleges,
  ltschools,
  ltlibraries,
  lthotels,
  ltgamecafe,
  ltcoffeeshops,
};

/** The pages in the order of the /lantypes cards. */
export const VENUE_PAGE_LIST: readonly VenuePage[] = VENUE_PAGE_CARD_LIST.map((card) => VENUE_PAGES[card.path]);
