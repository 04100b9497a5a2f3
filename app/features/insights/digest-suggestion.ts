/**
 * The monthly digest's one suggestion, picked from the month's data by three fixed rules, in this
 * order (the first that applies wins, so the same data always gives the same suggestion):
 *
 * 1. A game of the catalogue that players searched for on the map, from within 50 km of a center,
 *    at least MIN_GAME_SEARCHES times, and that the center does not list: the most searched one.
 * 2. A center without a photo: the most viewed one.
 * 3. A center without opening hours (it never shows in "open now" results): the most viewed one.
 */
import { monthName } from "./digest-month";

/** Fewer searches than this are noise, not a reason to change a center's games. */
export const MIN_GAME_SEARCHES = 3;

/** What the rules read about one of the owner's centers. */
export type VenueFacts = {
  name: string;
  /** Page views in the month. */
  views: number;
  hasPhoto: boolean;
  hasHours: boolean;
  /** The catalogue game most searched near the center that it does not offer, if any was. */
  missingGame: { name: string; searches: number } | null;
};

export type DigestSuggestion = { kind: "missing-game" | "no-photos" | "no-hours"; venue: string; text: string };

/** Most first; ties by name, so the order never depends on the database's. */
function byViews(a: VenueFacts, b: VenueFacts): number {
  return b.views - a.views || a.name.localeCompare(b.name);
}

export function pickSuggestion(venues: readonly VenueFacts[], month: string): DigestSuggestion | null {
  const name = monthName(month);
  const searched = venues
    .filter((venue) => venue.missingGame && venue.missingGame.searches >= MIN_GAME_SEARCHES)
    .sort(
      (a, b) =>
        b.missingGame!.searches - a.missingGame!.searches ||
        a.name.localeCompare(b.name) ||
        a.missingGame!.name.localeCompare(b.missingGame!.name),
    )[0];
  if (searched) {
    const { name: game, searches } = searched.missingGame!;
    return {
      kind: "missing-game",
      venue: searched.name,
      text: `${searches} searches for ${game} were made near ${searched.name} in ${name}; add it to your games so those players find you.`,
    };
  }
  const withoutPhoto = venues.filter((venue) => !venue.hasPhoto).sort(byViews)[0];
  if (withoutPhoto) {
    const seen = withoutPhoto.views > 0 ? `, and its page was viewed ${withoutPhoto.views} times in ${name}` : "";
    return {
      kind: "no-photos",
      venue: withoutPhoto.name,
      text: `${withoutPhoto.name} has no photos yet${seen}: add a few so players see the place before they come.`,
    };
  }
  const withoutHours = venues.filter((venue) => !venue.hasHours).sort(byViews)[0];
  if (withoutHours) {
    return {
      kind: "no-hours",
      venue: withoutHours.name,
      text: `${withoutHours.name} has no opening hours, so it never shows when players look for a center open now: add your hours.`,
    };
  }
  return null;
}
