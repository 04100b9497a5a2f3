/** "Near" a center, for its list of LAN parties (shared by the query and the page's wording). */
export const NEARBY_RADIUS_MILES = 50;

/** The Earth's mean radius, for great-circle distances (the map's list and the queries agree). */
export const EARTH_RADIUS_MILES = 3958.8;
