/** The Earth's mean radius, for great-circle distances (the map's list and the queries agree). */
export const EARTH_RADIUS_MILES = 3958.8;

/** Miles in a kilometre: "within 50 km" is 31.07 miles. */
export const MILES_PER_KM = 0.621371;
