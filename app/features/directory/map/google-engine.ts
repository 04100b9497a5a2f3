/// <reference types="google.maps" />
// Loaded only in the browser, on demand (use-map-engine.ts), when GOOGLE_MAPS_API_KEY is set.
import { clusterLabel } from "./cluster-index";
import { loadGoogleMaps, onGoogleAuthFailure } from "./google-maps-loader";
import { MARKER_COLORS, MARKER_RADIUS, type CreateEngine, type DrawItem, type MapEngine } from "./map-engine";

/** A dark map in the site's colours (Google's JSON styles). */
const DARK_STYLES: google.maps.MapTypeStyle[] = [
  { elementType: "geometry", stylers: [{ color: "#11141f" }] },
  { elementType: "labels.text.stroke", stylers: [{ color: "#0b0d17" }] },
  { elementType: "labels.text.fill", stylers: [{ color: "#94a3b8" }] },
  { featureType: "administrative", elementType: "geometry.stroke", stylers: [{ color: "#363c55" }] },
  { featureType: "poi", stylers: [{ visibility: "off" }] },
  { featureType: "road", elementType: "geometry", stylers: [{ color: "#262b3f" }] },
  { featureType: "road", elementType: "labels.icon", stylers: [{ visibility: "off" }] },
  { featureType: "transit", stylers: [{ visibility: "off" }] },
  { featureType: "water", elementType: "geometry", stylers: [{ color: "#0b0d17" }] },
];

export const createGoogleEngine: CreateEngine = async (container, { start, apiKey, events }) => {
  const maps = await loadGoogleMaps(apiKey ?? "");
  const map = new maps.Map(container, {
    center: { lat: start.latitude, lng: start.longitude },
    zoom: start.zoom,
    styles: DARK_STYLES,
    backgroundColor: "#11141f",
    // A page scrolls past the map; the wheel zooms only once the map was clicked.
    scrollwheel: false,
    streetViewControl: false,
    mapTypeControl: false,
    clickableIcons: false,
  });
  const info = new maps.InfoWindow({ maxWidth: 280 });
  let closingOurselves = false;
  const listeners: google.maps.MapsEventListener[] = [
    map.addListener("click", () => {
      map.setOptions({ scrollwheel: true });
      events.onMapClick();
    }),
    map.addListener("idle", () => events.onViewChange(view())),
    info.addListener("closeclick", () => {
      if (!closingOurselves) events.onInfoClosed();
    }),
  ];
  container.addEventListener("mouseleave", disableWheel);
  const stopAuthWatch = onGoogleAuthFailure(() => events.onFailure?.());

  function disableWheel() {
    map.setOptions({ scrollwheel: false });
  }

  const drawn = new Map<string, google.maps.Marker>();
  let you: google.maps.Marker | null = null;

  function view() {
    const bounds = map.getBounds();
    const ne = bounds?.getNorthEast();
    const sw = bounds?.getSouthWest();
    return {
      bounds: ne && sw ? { west: sw.lng(), south: sw.lat(), east: ne.lng(), north: ne.lat() } : world(),
      zoom: map.getZoom() ?? start.zoom,
    };
  }

  function circle(fill: string, scale: number): google.maps.Symbol {
    return {
      path: maps.SymbolPath.CIRCLE,
      scale,
      fillColor: fill,
      fillOpacity: 1,
      strokeColor: MARKER_COLORS.outline,
      strokeWeight: 2,
    };
  }

  function addItem(item: DrawItem): google.maps.Marker {
    const position = { lat: item.latitude, lng: item.longitude };
    if (item.kind === "cluster") {
      const marker = new maps.Marker({
        map,
        position,
        icon: circle(MARKER_COLORS.cluster, item.count < 100 ? 16 : item.count < 1000 ? 20 : 24),
        label: { text: clusterLabel(item.count), color: MARKER_COLORS.outline, fontWeight: "700" },
        title: `${item.count.toLocaleString("en-US")} LAN centers: zoom in`,
      });
      marker.addListener("click", () => events.onClusterClick(item.id, item));
      return marker;
    }
    const marker = new maps.Marker({
      map,
      position,
      icon: circle(MARKER_COLORS[item.tone], MARKER_RADIUS),
      title: item.label,
    });
    marker.addListener("click", () => events.onMarkerClick(item.key));
    return marker;
  }

  const engine: MapEngine = {
    draw(items) {
      const wanted = new Set(items.map((item) => item.key));
      for (const [key, marker] of drawn) {
        if (!wanted.has(key)) {
          marker.setMap(null);
          drawn.delete(key);
        }
      }
      for (const item of items) {
        if (!drawn.has(item.key)) drawn.set(item.key, addItem(item));
      }
    },
    view,
    setView(at, zoom) {
      map.setCenter({ lat: at.latitude, lng: at.longitude });
      if (zoom !== undefined) map.setZoom(zoom);
    },
    fitTo(points, maxZoom) {
      if (points.length === 0) return;
      const bounds = new maps.LatLngBounds();
      for (const point of points) bounds.extend({ lat: point.latitude, lng: point.longitude });
      map.fitBounds(bounds, 32);
      maps.event.addListenerOnce(map, "idle", () => {
        if ((map.getZoom() ?? 0) > maxZoom) map.setZoom(maxZoom);
      });
    },
    openInfo(at, content) {
      info.setContent(content);
      info.setPosition({ lat: at.latitude, lng: at.longitude });
      info.open({ map });
    },
    closeInfo() {
      closingOurselves = true;
      info.close();
      closingOurselves = false;
    },
    showYou(at) {
      you?.setMap(null);
      you = at
        ? new maps.Marker({
            map,
            position: { lat: at.latitude, lng: at.longitude },
            icon: circle(MARKER_COLORS.you, 6),
            clickable: false,
            title: "Your location",
          })
        : null;
    },
    destroy() {
      stopAuthWatch();
      for (const listener of listeners) listener.remove();
      container.removeEventListener("mouseleave", disableWheel);
      for (const marker of drawn.values()) marker.setMap(null);
      drawn.clear();
      you?.setMap(null);
      info.close();
      // Google's map stays in the element otherwise; a new engine (Try again) starts clean.
      container.replaceChildren();
    },
  };
  return engine;
};

function world() {
  return { west: -180, south: -90, east: 180, north: 90 };
}
