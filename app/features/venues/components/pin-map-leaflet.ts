// Loaded only in the browser, on demand (see pin-map.tsx): Leaflet touches `window` when imported,
// and neither it nor its stylesheet belongs in the first JavaScript of the forms.
import * as L from "leaflet";

import { createLeafletMap } from "~/components/map/leaflet-map";

export type MapPoint = { latitude: number; longitude: number };

export type PinMapOptions = {
  /** Tile address with {z}/{x}/{y} (MAP_TILE_URL). */
  tileUrl: string;
  pin: MapPoint | null;
  /** A click on the map or the end of a drag of the pin. */
  onPick: (point: MapPoint) => void;
  /** The first tile that could not load (offline, or the tile server refused). */
  onTilesFailed: () => void;
};

export type PinMapHandle = {
  /** Moves the pin (null removes it), panning when it would be near the edge or off the map. */
  showPin: (point: MapPoint | null) => void;
  /** Centres and zooms in on the pin (after an address lookup, so the owner can check it). */
  focusPin: () => void;
  destroy: () => void;
};

/** The contiguous United States, the view before there is a pin. */
const START_VIEW = { center: L.latLng(39.5, -98.35), zoom: 3 };
/** Close enough to see the streets around a venue. */
const PIN_ZOOM = 13;

// A drawn pin (no image files): a cyan dot with a dark ring, centred on the point.
const pinIcon = L.divIcon({
  className: "",
  html: '<span class="block size-6 rounded-full border-[3px] border-surface-950 bg-accent-400 shadow-[0_0_0_2px_white,0_2px_6px_rgba(0,0,0,0.6)]"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
});

function toPoint(latLng: L.LatLng): MapPoint {
  // Clicks on a copy of the world east or west of the first one still give -180..180.
  const wrapped = latLng.wrap();
  return { latitude: wrapped.lat, longitude: wrapped.lng };
}

export function createPinMap(container: HTMLElement, options: PinMapOptions): PinMapHandle {
  // A page scrolls over the map without zooming it; the +/- buttons and a double click zoom.
  const map = createLeafletMap(container, { tileUrl: options.tileUrl, onTilesFailed: options.onTilesFailed });
  if (options.pin) map.setView([options.pin.latitude, options.pin.longitude], PIN_ZOOM);
  else map.setView(START_VIEW.center, START_VIEW.zoom);

  let marker: L.Marker | null = null;

  function showPin(point: MapPoint | null) {
    if (!point) {
      marker?.remove();
      marker = null;
      return;
    }
    const latLng = L.latLng(point.latitude, point.longitude);
    if (marker) {
      marker.setLatLng(latLng);
    } else {
      // Not keyboard-focusable: the latitude and longitude inputs are the keyboard's way to place it.
      marker = L.marker(latLng, { icon: pinIcon, draggable: true, keyboard: false, autoPan: true }).addTo(map);
      marker.on("dragend", () => {
        if (marker) options.onPick(toPoint(marker.getLatLng()));
      });
    }
    // The inner part of the view: a pin at the very edge is as good as hidden.
    if (!map.getBounds().pad(-0.2).contains(latLng)) map.panTo(latLng);
  }

  function focusPin() {
    if (marker) map.setView(marker.getLatLng(), Math.max(map.getZoom(), PIN_ZOOM));
  }

  map.on("click", (event: L.LeafletMouseEvent) => options.onPick(toPoint(event.latlng)));
  showPin(options.pin);

  return { showPin, focusPin, destroy: () => map.remove() };
}
