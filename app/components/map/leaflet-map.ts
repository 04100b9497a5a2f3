// Imported only by the Leaflet maps' own chunks (loaded in the browser on demand): Leaflet touches
// `window` when imported, and neither it nor its stylesheet belongs in the first JavaScript of any page.
import "leaflet/dist/leaflet.css";

import * as L from "leaflet";

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export type LeafletMapOptions = {
  /** Tile address with {z}/{x}/{y} (MAP_TILE_URL). */
  tileUrl: string;
  /** The first tile that could not load (offline, a blocked or refusing tile server). */
  onTilesFailed: () => void;
  minZoom?: number;
};

/**
 * Every Leaflet map of the site (the directory's maps and the forms' pin map): a page scrolls past
 * it without zooming it, the world wraps, and its tiles come from MAP_TILE_URL. This is the site's
 * one test of "the map images are missing": `onTilesFailed` runs once, at the first tile that
 * could not load. The map itself (pins, markers, clicks) keeps working without tiles, so the page
 * only says so (`MapTilesNotice`).
 */
export function createLeafletMap(container: HTMLElement, options: LeafletMapOptions): L.Map {
  const map = L.map(container, { scrollWheelZoom: false, worldCopyJump: true, minZoom: options.minZoom });
  L.tileLayer(options.tileUrl, { attribution: ATTRIBUTION, maxZoom: 19 })
    .once("tileerror", options.onTilesFailed)
    .addTo(map);
  return map;
}
