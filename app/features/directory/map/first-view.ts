/**
 * The map's first view, answered by the server (`GET /api/map-first-view`): the bubbles and the
 * list for the view the map opens on, so both show as soon as the map is made, before the
 * browser has read every center of the feed (11 MB of JSON at 100,000 centers, seconds of a
 * phone's time). The answer is what the page works out itself once the feed is in (the same
 * clustering, the same list), made from the server's copy of the feed; the page then takes over.
 * Only the start zoom is answered: one level of bubbles per version of the feed, however it is asked.
 */
import { catalogueOf, encodeLocations, feedCentersAt, type LocationsPayload } from "../map-data";

import { type ClusterLevels, ITEM_STRIDE } from "./cluster-index";
import { MAP_START } from "./map-engine";
import { type Bounds, forEachInView, LIST_LIMIT } from "./map-model";

export const FIRST_VIEW_PATH = "/api/map-first-view";

/**
 * From this size on the wire (about 5,000 centers) the map opens on the server's first view
 * instead of waiting for the feed to be read: below it the feed is read sooner than that view arrives.
 */
export const FIRST_VIEW_FEED_BYTES = 100_000;

export type FirstViewPayload = {
  /** How many centers are inside the view. */
  total: number;
  /** The first `listed` centers of `centers` are the list's entries, in its order. */
  listed: number;
  /**
   * The view's bubbles and lone centers, as the map's worker answers a view (`ClusterAnswer`, four
   * numbers an item), a lone center's last number being its index in `centers`.
   */
  items: number[];
  /** The listed centers, then the lone ones drawn that the list does not show, encoded as the feed is. */
  centers: LocationsPayload;
};

/** The address that asks for this view; the edges are sent exactly, so the list is the one the page would make. */
export function firstViewAddress(bounds: Bounds): string {
  const query = new URLSearchParams({
    west: String(bounds.west),
    south: String(bounds.south),
    east: String(bounds.east),
    north: String(bounds.north),
  });
  return `${FIRST_VIEW_PATH}?${query}`;
}

/** The attribute of a map container whose first view the page may ask for before it hydrates. */
export const EARLY_FIRST_VIEW_ATTRIBUTE = "data-first-view-early";

let early: { address: string; answer: Promise<Response> } | null = null;

/**
 * Asks for the first view at these edges now, while the page's code is still hydrating, for
 * `takeEarlyFirstView` to hand over once the map is made and asks for the same view. The answer
 * then comes with the map instead of a round trip after it.
 */
export function askForFirstViewEarly(bounds: Bounds): void {
  const address = firstViewAddress(bounds);
  const answer = fetch(address, { headers: { Accept: "application/json" } });
  answer.catch(() => {}); // a failure is the map's to report, if it asks for this view
  early = { address, answer };
}

/** The answer asked for early at this address, once; null when the map opened on other edges. */
export function takeEarlyFirstView(address: string): Promise<Response> | null {
  if (early?.address !== address) return null;
  const { answer } = early;
  early = null;
  return answer;
}

/** The feed's columns, the centers' positions as `placeCenters` lays them out, and their bubbles. */
export type FeedSource = { payload: LocationsPayload; positions: Float64Array; levels: ClusterLevels };

/**
 * The first view at these edges: the bubbles the page's worker would draw at the start zoom and
 * the list the page would show (`centersInView`), carrying only the centers it shows, with lists
 * of their own.
 */
export function firstViewOf({ payload, positions, levels }: FeedSource, bounds: Bounds): FirstViewPayload {
  const listed: number[] = [];
  const total = forEachInView(positions, bounds, (i) => {
    if (listed.length < LIST_LIMIT) listed.push(i);
  });
  const rows = listed.slice();
  const rowOf = new Map(listed.map((i, row) => [i, row]));
  const items = Array.from(levels.query(bounds, MAP_START.zoom));
  for (let at = 0; at < items.length; at += ITEM_STRIDE) {
    if (items[at + 2] !== -1) continue; // a bubble: [longitude, latitude, id, count]
    const i = items[at + 3]!;
    let row = rowOf.get(i);
    if (row === undefined) {
      row = rows.push(i) - 1;
      rowOf.set(i, row);
    }
    items[at + 3] = row;
  }
  return {
    total,
    listed: listed.length,
    items,
    centers: encodeLocations(feedCentersAt(payload, rows), catalogueOf(payload)),
  };
}
