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
  /**
   * Markers hidden while a zoom animates, tiles shown without a fade: for a map of many markers
   * that are drawn again after each zoom anyway (the directory's bubbles). Animating a few hundred
   * of them and fading the tiles in redraws the page on every frame of the zoom and after it; at
   * 100,000 centers the median zoom step was 119 ms with them and 91 without (headless Chromium,
   * six visits of three steps each).
   */
  redrawAfterZoom?: boolean;
};

/**
 * Every Leaflet map of the site (the directory's maps and the forms' pin map): a page scrolls past
 * it without zooming it, the world wraps, and its tiles come from MAP_TILE_URL. This is the site's
 * one test of "the map images are missing": `onTilesFailed` runs once, at the first tile that
 * could not load. The map itself (pins, markers, clicks) keeps working without tiles, so the page
 * only says so (`MapTilesNotice`).
 */
export function createLeafletMap(container: HTMLElement, options: LeafletMapOptions): L.Map {
  const map = L.map(container, {
    scrollWheelZoom: false,
    worldCopyJump: true,
    minZoom: options.minZoom,
    ...(options.redrawAfterZoom ? { markerZoomAnimation: false, fadeAnimation: false } : {}),
  });
  L.tileLayer(options.tileUrl, { attribution: ATTRIBUTION, maxZoom: 19 })
    .once("tileerror", options.onTilesFailed)
    .addTo(map);
  return map;
}
