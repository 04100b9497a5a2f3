/** "Near" a center, for its list of LAN parties (shared by the query and the page's wording). */
export const NEARBY_RADIUS_MILES = 50;

export { EARTH_RADIUS_MILES } from "~/lib/distance";
