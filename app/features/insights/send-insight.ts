/**
 * The browser's half of the owners' insights: one small beacon per thing worth counting, sent with
 * `navigator.sendBeacon` so it never holds up the page (nor a link that leaves it). No cookie, no
 * identifier: the server counts and forgets (docs/decisions/018-insights.md).
 */
import type { Beacon, BeaconEvent, BeaconPlace } from "./insight-values";

export const BEACON_PATH = "/api/insights";

/** The last list reported, so a list drawn again unchanged is not counted again. */
let lastList = "";

function send(beacon: Beacon): void {
  if (typeof navigator === "undefined" || beacon.centers.length === 0) return;
  const body = JSON.stringify(beacon);
  try {
    if (typeof navigator.sendBeacon === "function") {
      // text/plain keeps it a simple request; the server reads the text as JSON.
      if (navigator.sendBeacon(BEACON_PATH, new Blob([body], { type: "text/plain" }))) return;
    }
    void fetch(BEACON_PATH, { method: "POST", body, keepalive: true, headers: { "Content-Type": "text/plain" } }).catch(
      () => {},
    );
  } catch {
    // Counting must never break the page.
  }
}

/** A page view, or a click on a center's website, directions, phone or share. */
export function countCenterEvent(
  event: Extract<BeaconEvent, "views" | "map_bubble" | "website" | "directions" | "phone" | "share">,
  slug: string,
): void {
  send({ event, centers: [slug] });
}

/**
 * The centers a list shows (the map's list, a game's "where to play"), with the search that made
 * it. The same list with the same search is reported once.
 */
export function countListed(
  event: Extract<BeaconEvent, "map_list" | "game_page">,
  slugs: readonly string[],
  search: { place?: BeaconPlace; filters?: string[] } = {},
): void {
  const beacon: Beacon = { event, centers: slugs.slice(0, 50), ...search };
  const key = JSON.stringify(beacon);
  if (key === lastList) return;
  lastList = key;
  send(beacon);
}
