/**
 * A center's facts as the review queue's "what changed" reads them: one text per field, so a new
 * schedule or a changed game list shows as words, not as JSON.
 */
import type { CenterFacts } from "./lan-center-columns.server";
import { openingHoursSummary } from "./opening-hours";
import { amenitiesText, priceRangeText, stationsText } from "./venue-profile";

/** The review's fields and their text; `gameNames` are the center's games by name. */
export function centerReviewText(
  facts: CenterFacts,
  gameNames: readonly string[],
): Record<string, string | number | null> {
  return {
    organizationName: facts.organizationName,
    address: facts.address,
    description: facts.description,
    website: facts.website,
    imageUrl: facts.imageUrl,
    lat: facts.lat,
    lng: facts.lng,
    venueType: facts.venueType,
    phone: facts.phone,
    openingHours: openingHoursSummary(facts.openingHours),
    stations: stationsText(facts),
    hardware: facts.hardware,
    price: priceRangeText(facts.priceMinCents, facts.priceMaxCents, facts.currency),
    passes: facts.passes,
    amenities: amenitiesText(facts.amenities),
    games: gameNames.length > 0 ? [...gameNames].sort((a, b) => a.localeCompare(b)).join(", ") : null,
    fullLibrary: facts.fullLibrary ? "Offers the full Steam PC Cafe library" : null,
  };
}
