/**
 * The one interface both map engines (Leaflet, keyless; Google, with a key) implement. The engines
 * only draw what they are given and report what the visitor did; which markers, clusters and
 * info the map shows is decided by the components, the same way for both.
 */
import type { Bounds, LatLng } from "./map-model";

/** The spec's start: the contiguous United States. */
export const MAP_START = { latitude: 39.8283, longitude: -98.5795, zoom: 4 } as const;

/** Marker radius in pixels (the spec's scale 8). */
export const MARKER_RADIUS = 8;

/**
 * Marker colours, chosen to stand out (at least 3:1) on the dark map: green for centers an
 * administrator created, blue for the others, amber for LAN parties, a dark ring around each.
 */
export const MARKER_COLORS = {
  admin: "#22c55e",
  member: "#60a5fa",
  party: "#fbbf24",
  outline: "#0b0d17",
  you: "#f472b6",
  cluster: "#22d3ee",
} as const;

export type MarkerTone = "admin" | "member" | "party";

export type DrawItem =
  | {
      kind: "marker";
      /** Unique on the map (a center's slug); drawn markers carry it as `data-slug`. */
      key: string;
      latitude: number;
      longitude: number;
      tone: MarkerTone;
      /** The marker's accessible name. */
      label: string;
    }
  | { kind: "cluster"; key: string; id: number; count: number; latitude: number; longitude: number };

export type MapView = { bounds: Bounds; zoom: number };

export type EngineEvents = {
  /** After every move or zoom (and not during one). */
  onViewChange: (view: MapView) => void;
  onMarkerClick: (key: string) => void;
  onClusterClick: (id: number, at: LatLng) => void;
  /** A click on the map itself (not on a marker). */
  onMapClick: () => void;
  /** The visitor closed the info window (its close button, Escape). */
  onInfoClosed: () => void;
  /** The first map tile that could not load; markers still work (`useMapEngine` reports it as `tilesFailed`). */
  onTilesFailed?: () => void;
  /** The map broke after it was drawn (Google refused the key). */
  onFailure?: () => void;
};

export type EngineOptions = {
  start: { latitude: number; longitude: number; zoom: number };
  /** The keyless map's tile address ({z}/{x}/{y}). */
  tileUrl: string;
  /** Google's browser key (the Google engine only). */
  apiKey: string | null;
  events: EngineEvents;
};

export interface MapEngine {
  /** Replaces what is drawn; markers already drawn with the same key stay (and keep focus). */
  draw(items: readonly DrawItem[]): void;
  view(): MapView;
  /** Centres the map there, at this zoom or the current one. */
  setView(at: LatLng, zoom?: number): void;
  /** Shows every point, zoomed in no further than maxZoom. */
  fitTo(points: readonly LatLng[], maxZoom: number): void;
  /** Opens (or moves and refills) the one info window. */
  openInfo(at: LatLng, content: HTMLElement): void;
  closeInfo(): void;
  /** The visitor's own point ("near me"); null removes it. */
  showYou(at: LatLng | null): void;
  destroy(): void;
}

export type CreateEngine = (container: HTMLElement, options: EngineOptions) => Promise<MapEngine>;

/** The engine failed for a reason the visitor should read as "Google Maps failed to load". */
export class MapServiceError extends Error {
  override name = "MapServiceError";
}
