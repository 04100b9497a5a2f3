// Loaded only in the browser, on demand (use-map-engine.ts): Leaflet touches `window` when
// imported, and neither it nor its stylesheet belongs in the first JavaScript of any page.
import * as L from "leaflet";

import { createLeafletMap } from "~/components/map/leaflet-map";

import { clusterLabel } from "./cluster-index";
import type { Bounds } from "./map-model";
import {
  MARKER_COLORS,
  MARKER_RADIUS,
  type CreateEngine,
  type DrawItem,
  type EngineOptions,
  type MapEngine,
  type MarkerTone,
} from "./map-engine";

// A marker is a drawn dot (no image files) in a box large enough to tap; app.css draws it.
const DOT_BOX = MARKER_RADIUS * 2 + 8;
const dotIcons = {
  admin: dotIcon("admin"),
  member: dotIcon("member"),
  party: dotIcon("party"),
};

function dotIcon(tone: MarkerTone): L.DivIcon {
  return L.divIcon({
    className: `lan-map-dot lan-map-dot--${tone}`,
    html: "",
    iconSize: [DOT_BOX, DOT_BOX],
    iconAnchor: [DOT_BOX / 2, DOT_BOX / 2],
  });
}

function clusterIcon(count: number): L.DivIcon {
  const size = count < 100 ? 34 : count < 1000 ? 42 : 50;
  // An element, not HTML text: a zoom makes a few hundred bubbles, and parsing each one's HTML showed in profiles.
  const label = document.createElement("span");
  label.setAttribute("aria-hidden", "true");
  label.textContent = clusterLabel(count);
  return L.divIcon({
    className: "lan-map-cluster",
    html: label,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

// One formatter for every bubble: `toLocaleString` makes a new one per call, which showed in a zoom's profile.
const countFormat = new Intl.NumberFormat("en-US");

const iconOf = (item: DrawItem) => (item.kind === "cluster" ? clusterIcon(item.count) : dotIcons[item.tone]);

/** A drawn marker and the item it shows now (a marker no longer wanted is given another item). */
type Drawn = { marker: L.Marker; item: DrawItem };

/**
 * The edges a map of this size shows once set to `start`, as Leaflet works them out
 * (`Map#getBounds` over `Map#getPixelBounds`: the view's top-left pixel rounded), before any map is
 * made: the page asks for its first view with them while it hydrates.
 */
export function startBounds(size: { width: number; height: number }, start: EngineOptions["start"]): Bounds {
  const crs = L.CRS.EPSG3857;
  const viewSize = L.point(size.width, size.height);
  const topLeft = crs
    .latLngToPoint(L.latLng(start.latitude, start.longitude), start.zoom)
    .subtract(viewSize.divideBy(2))
    .round();
  const southWest = crs.pointToLatLng(L.point(topLeft.x, topLeft.y + viewSize.y), start.zoom);
  const northEast = crs.pointToLatLng(L.point(topLeft.x + viewSize.x, topLeft.y), start.zoom);
  return { west: southWest.lng, south: southWest.lat, east: northEast.lng, north: northEast.lat };
}

export const createLeafletEngine: CreateEngine = async (container, { start, tileUrl, events }) => {
  const map = createLeafletMap(container, {
    tileUrl,
    onTilesFailed: () => events.onTilesFailed?.(),
    minZoom: 2,
    redrawAfterZoom: true,
  });
  map.setView([start.latitude, start.longitude], start.zoom);
  // The wheel zooms only once the map was clicked or focused.

  map.on("click focus", () => map.scrollWheelZoom.enable());
  map.on("blur mouseout", () => map.scrollWheelZoom.disable());
  map.on("click", () => events.onMapClick());
  map.on("moveend", () => events.onViewChange(view()));

  const layer = L.layerGroup().addTo(map);
  const drawn = new Map<string, Drawn>();

  const popup = L.popup({ className: "lan-map-popup", maxWidth: 280, autoPanPadding: [24, 24] });
  let closingOurselves = false;
  popup.on("remove", () => {
    if (!closingOurselves) events.onInfoClosed();
  });

  let you: L.CircleMarker | null = null;

  function view() {
    const bounds = map.getBounds();
    return {
      bounds: { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() },
      zoom: map.getZoom(),
    };
  }

  function activate({ item }: Drawn) {
    if (item.kind === "cluster") events.onClusterClick(item.id, { latitude: item.latitude, longitude: item.longitude });
    else events.onMarkerClick(item.key);
  }

  function describe({ marker, item }: Drawn) {
    const element = marker.getElement();
    if (item.kind === "cluster") {
      element?.removeAttribute("data-slug");
      element?.setAttribute("aria-label", `${countFormat.format(item.count)} LAN centers: zoom in`);
    } else {
      element?.setAttribute("data-slug", item.key);
      element?.setAttribute("aria-label", item.label);
    }
  }

  function addItem(item: DrawItem): Drawn {
    const marker = L.marker([item.latitude, item.longitude], { icon: iconOf(item), keyboard: true }).addTo(layer);
    const entry = { marker, item };
    marker.on("click", () => activate(entry));
    activateWithKeys(marker, () => activate(entry));
    describe(entry);
    return entry;
  }

  /** Moving a marker and changing its icon costs far less than removing one and making another. */
  function reuse(entry: Drawn, item: DrawItem) {
    entry.item = item;
    entry.marker.setLatLng([item.latitude, item.longitude]).setIcon(iconOf(item));
    describe(entry);
  }

  const engine: MapEngine = {
    draw(items) {
      const wanted = new Set<string>();
      for (const item of items) wanted.add(item.key);
      // Markers no longer wanted are given to new items; the focused one goes, so focus never jumps to another place.
      const spare: Drawn[] = [];
      for (const [key, entry] of drawn) {
        if (wanted.has(key)) continue;
        drawn.delete(key);
        const element = entry.marker.getElement();
        if (element && element === document.activeElement) entry.marker.remove();
        else spare.push(entry);
      }
      for (const item of items) {
        if (drawn.has(item.key)) continue;
        const entry = spare.pop();
        if (entry) reuse(entry, item);
        drawn.set(item.key, entry ?? addItem(item));
      }
      for (const entry of spare) entry.marker.remove();
    },
    view,
    setView(at, zoom) {
      map.setView([at.latitude, at.longitude], zoom ?? map.getZoom());
    },
    fitTo(points, maxZoom) {
      if (points.length === 0) return;
      const bounds = L.latLngBounds(points.map((point) => L.latLng(point.latitude, point.longitude)));
      map.fitBounds(bounds, { padding: [32, 32], maxZoom });
    },
    openInfo(at, content) {
      popup.setLatLng([at.latitude, at.longitude]).setContent(content);
      if (!popup.isOpen()) popup.openOn(map);
      else popup.update();
    },
    closeInfo() {
      if (!popup.isOpen()) return;
      closingOurselves = true;
      map.closePopup(popup);
      closingOurselves = false;
    },
    showYou(at) {
      you?.remove();
      you = null;
      if (!at) return;
      you = L.circleMarker([at.latitude, at.longitude], {
        radius: 6,
        color: MARKER_COLORS.outline,
        weight: 2,
        fillColor: MARKER_COLORS.you,
        fillOpacity: 1,
        interactive: false,
      }).addTo(map);
    },
    destroy() {
      map.remove();
    },
  };
  return engine;
};

/** Leaflet focuses markers with Tab (role="button") but only opens bound popups with Enter: keys for ours. */
function activateWithKeys(marker: L.Marker, activate: () => void) {
  marker.getElement()?.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      activate();
    }
  });
}
