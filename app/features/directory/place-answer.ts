/**
 * What `/api/places?q=` answers (the map's "near me" with a typed city or ZIP code). `signature`
 * vouches for the place in the owners' insights (`insights/signed-place.server.ts`). No server imports.
 */
export type PlaceAnswer =
  { ok: true; latitude: number; longitude: number; label: string; signature: string } | { ok: false; message: string };

/** Longest query taken: a city and state, or a ZIP code, with room to spare. */
export const MAX_PLACE_QUERY = 200;

export const PLACE_MESSAGES = {
  blank: "Type a city or ZIP code.",
  ambiguous: 'Add the state, like "Springfield, IL".',
  notFound: "We could not find that place. Try a ZIP code.",
  unavailable: "The place search is not available right now. Try a ZIP code later.",
} as const;
