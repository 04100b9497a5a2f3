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

// A marker is a drawn dot (no image files) in a box large enough to tap; a bubble is one of three
// sizes by its count. app.css draws both; a bubble's count is its `data-count`.
const DOT_BOX = MARKER_RADIUS * 2 + 8;
const BUBBLE_BOX = { small: 34, medium: 42, large: 50 } as const;

/** What a drawn element looks like: its classes and the side of its square box. */
type Look = { className: string; box: number };

const LOOKS: Record<MarkerTone | keyof typeof BUBBLE_BOX, Look> = {
  admin: dotLook("admin"),
  member: dotLook("member"),
  party: dotLook("party"),
  small: bubbleLook(BUBBLE_BOX.small),
  medium: bubbleLook(BUBBLE_BOX.medium),
  large: bubbleLook(BUBBLE_BOX.large),
};

// Leaflet's classes: placed in the pane, taking pointer events.
function dotLook(tone: MarkerTone): Look {
  return { className: `leaflet-marker-icon leaflet-interactive lan-map-dot lan-map-dot--${tone}`, box: DOT_BOX };
}

function bubbleLook(box: number): Look {
  return { className: "leaflet-marker-icon leaflet-interactive lan-map-cluster", box };
}

function lookOf(item: DrawItem): Look {
  if (item.kind === "marker") return LOOKS[item.tone];
  return LOOKS[item.count < 100 ? "small" : item.count < 1000 ? "medium" : "large"];
}

// One formatter for every bubble: `toLocaleString` makes a new one per call, which showed in a zoom's profile.
const countFormat = new Intl.NumberFormat("en-US");

/**
 * A drawn element and the item it shows now (an element no longer wanted is given another item).
 * The directory's markers and bubbles are plain elements in Leaflet's marker pane, placed by this
 * engine rather than made `L.Marker`s: a marker fires an event and empties and fills its icon
 * again each time it is moved or given another look, and a zoom step moves a few hundred of them.
 * They are placed with left and top, not a 3D transform, which gave each one a compositing layer
 * of its own and made the browser's layer pass grow with them.
 */
type Drawn = { element: HTMLElement; item: DrawItem; look: Look | null };

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

  const pane = map.getPane("markerPane")!;
  const drawn = new Map<string, Drawn>();
  const drawnBy = new WeakMap<Element, Drawn>();

  // One listener for every element: a click or Enter/Space activates it, and the map is not told
  // (it would take the click as one on the map and close the info window). A drag of the map that
  // began on an element is not a click.
  L.DomEvent.on(pane, "click", (event) => {
    const entry = drawnAt(event.target);
    if (!entry) return;
    L.DomEvent.stopPropagation(event);
    if (!draggedJustNow()) activate(entry);
  });
  L.DomEvent.on(pane, "keydown", (event) => {
    const entry = drawnAt(event.target);
    const key = (event as KeyboardEvent).key;
    if (!entry || (key !== "Enter" && key !== " ")) return;
    event.preventDefault();
    activate(entry);
  });
  // As Leaflet's markers do: after a zoom, every element at its place for the new scale at once.
  map.on("zoom viewreset", () => {
    for (const entry of drawn.values()) place(entry);
  });

  // Leaflet's drag handler knows whether the press that ends in this click moved the map (its
  // `moved`, which Leaflet's own markers ask and its type definitions leave out).
  function draggedJustNow(): boolean {
    return (map.dragging as L.Handler & { moved?: () => boolean }).moved?.() ?? false;
  }

  function drawnAt(target: EventTarget | null): Drawn | undefined {
    return target instanceof Element ? drawnBy.get(target) : undefined;
  }

  function place({ element, item, look }: Drawn) {
    const point = map.latLngToLayerPoint([item.latitude, item.longitude]).round();
    const half = (look?.box ?? 0) / 2;
    element.style.left = `${point.x - half}px`;
    element.style.top = `${point.y - half}px`;
    // Lower on the map drawn over higher, as Leaflet stacks its markers.
    element.style.zIndex = String(point.y);
  }

  /** Gives an element its item: its look (only when it changes), its words and its place. */
  function show(entry: Drawn, item: DrawItem) {
    const { element } = entry;
    entry.item = item;
    const look = lookOf(item);
    if (entry.look !== look) {
      entry.look = look;
      element.className = look.className;
      element.style.width = element.style.height = `${look.box}px`;
    }
    if (item.kind === "cluster") {
      element.removeAttribute("data-slug");
      element.setAttribute("data-count", clusterLabel(item.count));
      element.setAttribute("aria-label", `${countFormat.format(item.count)} LAN centers: zoom in`);
    } else {
      element.removeAttribute("data-count");
      element.setAttribute("data-slug", item.key);
      element.setAttribute("aria-label", item.label);
    }
    place(entry);
  }

  function addElement(item: DrawItem): Drawn {
    const element = document.createElement("div");
    element.tabIndex = 0;
    element.setAttribute("role", "button");
    const entry: Drawn = { element, item, look: null };
    drawnBy.set(element, entry);
    pane.appendChild(element);
    return entry;
  }

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

  const engine: MapEngine = {
    draw(items) {
      const wanted = new Set<string>();
      for (const item of items) wanted.add(item.key);
      // Elements no longer wanted are given to new items; the focused one goes, so focus never jumps to another place.
      const spare: Drawn[] = [];
      for (const [key, entry] of drawn) {
        if (wanted.has(key)) continue;
        drawn.delete(key);
        if (entry.element === document.activeElement) entry.element.remove();
        else spare.push(entry);
      }
      for (const item of items) {
        if (drawn.has(item.key)) continue;
        const entry = spare.pop() ?? addElement(item);
        show(entry, item);
        drawn.set(item.key, entry);
      }
      for (const entry of spare) entry.element.remove();
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
