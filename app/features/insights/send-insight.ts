/**
 * The browser's half of the owners' insights: one small beacon per thing worth counting, sent with
 * `navigator.sendBeacon` so it never holds up the page (nor a link that leaves it). No cookie, no
 * identifier: the server counts and forgets (docs/decisions/018-insights.md).
 */
import { BEACON_MAX_CENTERS, type Beacon, type BeaconEvent, type BeaconPlace } from "./insight-values";

export const BEACON_PATH = "/api/insights";

/** The last list and the last search reported: a list drawn again unchanged is not counted again. */
let lastList = "";
let lastSearch = "";

function send(beacon: Beacon): void {
  // Every browser of the last years has sendBeacon; without it (a test's DOM), nothing is counted.
  if (typeof navigator === "undefined" || typeof navigator.sendBeacon !== "function") return;
  try {
    // text/plain keeps it a simple request; the server reads the text as JSON.
    navigator.sendBeacon(BEACON_PATH, new Blob([JSON.stringify(beacon)], { type: "text/plain" }));
  } catch {
    // Counting must never break the page.
  }
}

/** A center's page viewed or opened on the map, or a click on its website, directions, phone or share. */
export function countCenterEvent(
  event: Extract<BeaconEvent, "views" | "map_bubble" | "website" | "directions" | "phone" | "share">,
  slug: string,
): void {
  send({ event, centers: [slug] });
}

/**
 * The centers a list shows (the map's list, a game's "where to play"), with the place and filters
 * that made it. The same list is reported once; a search is marked new only when it changed.
 */
export function countListed(
  event: Extract<BeaconEvent, "map_list" | "game_page">,
  slugs: readonly string[],
  search: { place?: BeaconPlace; filters?: string[] } = {},
): void {
  const centers = slugs.slice(0, BEACON_MAX_CENTERS);
  const searchKey = JSON.stringify([search.place ?? null, search.filters ?? []]);
  const listKey = `${event} ${searchKey} ${centers.join(" ")}`;
  if (centers.length === 0 || listKey === lastList) return;
  lastList = listKey;
  const searched = search.place !== undefined || (search.filters?.length ?? 0) > 0;
  const newSearch = searched && searchKey !== lastSearch;
  if (newSearch) lastSearch = searchKey;
  send({ event, centers, ...search, ...(newSearch ? { newSearch } : {}) });
}
