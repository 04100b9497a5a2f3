/**
 * What the maps say in each state (the spec's strings, verbatim where it has them) and which
 * state wins when several apply. Plain data and functions, so the choices are unit-tested.
 */
import { LIVE_REFRESH_SECONDS } from "~/features/stations/station-values";

export const MAP_TEXT = {
  loadingLocations: "Loading LAN center locations...",
  databaseUnavailable: "Database connection not available. Map will show when database is connected.",
  locationsFailed: "Unable to load LAN center locations from database",
  configFailed: "Failed to load map configuration",
  unavailableTitle: "Map Temporarily Unavailable",
  unavailableDetail: "LAN center locations will be displayed here once the map service is available.",
  googleLoading: "Loading Google Maps...",
  googleFailedTitle: "Google Maps Failed to Load",
  googleFailedDetail: "Please check the following:",
  googleChecklist: [
    "The Google Maps API key is valid",
    "This domain is allowed for the key",
    "Billing is enabled for the Google Cloud project",
    "The Maps JavaScript API is enabled",
    "The API quota has not been exceeded",
  ],
  keyMissingTitle: "Google Maps API Key Required",
  keyMissingDetail: "Please contact support to configure the Google Maps API key.",
  // Not in the spec: the keyless map's own chunk is usually there before anyone reads this.
  mapLoading: "Loading map...",
  // After "Map images could not load." (MapTilesNotice): what still works without the images.
  tilesFailedFinder: "The markers and the list of centers still work.",
  tilesFailedPlaces: "The markers still work.",
  retry: "Try again",
  // "Free PCs now" is on and the live numbers could not be read: why no center passes it.
  liveFailed: `Live PC numbers could not be loaded, so no center can be shown with free PCs now. The page tries again every ${LIVE_REFRESH_SECONDS} seconds.`,
} as const;

/** Which map draws: Google with a key, else the keyless map unless its tiles are switched off. */
export type EngineKind = "google" | "leaflet" | "none";

export function chooseEngine(settings: { googleMapsApiKey: string | null; mapTileUrl: string }): EngineKind {
  if (settings.googleMapsApiKey) return "google";
  return settings.mapTileUrl.trim() === "none" ? "none" : "leaflet";
}

/** The map itself: its code loading, drawn, or why not. */
export type EngineState = "loading" | "ready" | "missing-key" | "config-failed" | "google-failed";

/** Why the centers' data is missing. */
export type DataFailure = "database-unavailable" | "load-failed";

/** The centers' data. */
export type DataState = "loading" | "ready" | DataFailure;

/** A failed `GET /api/v1/locations`: 503 means no database; anything else (HTTP, network, bad body) a failed load. */
export function dataFailure(status: number | null): DataFailure {
  return status === 503 ? "database-unavailable" : "load-failed";
}

export type MapStatusView =
  | { kind: "loading"; text: string }
  | {
      kind: "panel";
      /** Errors are alerts; the missing key is a plain status (nothing failed just now). */
      tone: "error" | "notice";
      title: string;
      message: string;
      detail?: string;
      checklist?: readonly string[];
      /** What "Try again" does, if offered. */
      retry: "data" | "engine" | null;
    };

/**
 * What covers the map, or null when the map shows. The data's state comes first (nothing to
 * draw without it), then the map's.
 */
export function mapStatus(data: DataState, engine: EngineState, kind: EngineKind): MapStatusView | null {
  if (data === "loading") return { kind: "loading", text: MAP_TEXT.loadingLocations };
  if (data === "database-unavailable" || data === "load-failed") {
    return {
      kind: "panel",
      tone: "error",
      title: MAP_TEXT.unavailableTitle,
      message: data === "database-unavailable" ? MAP_TEXT.databaseUnavailable : MAP_TEXT.locationsFailed,
      detail: MAP_TEXT.unavailableDetail,
      retry: "data",
    };
  }
  switch (engine) {
    case "ready":
      return null;
    case "loading":
      return { kind: "loading", text: kind === "google" ? MAP_TEXT.googleLoading : MAP_TEXT.mapLoading };
    case "missing-key":
      return {
        kind: "panel",
        tone: "notice",
        title: MAP_TEXT.keyMissingTitle,
        message: MAP_TEXT.keyMissingDetail,
        retry: null,
      };
    case "config-failed":
      return {
        kind: "panel",
        tone: "error",
        title: MAP_TEXT.unavailableTitle,
        message: MAP_TEXT.configFailed,
        detail: MAP_TEXT.unavailableDetail,
        retry: "engine",
      };
    case "google-failed":
      return {
        kind: "panel",
        tone: "error",
        title: MAP_TEXT.googleFailedTitle,
        message: MAP_TEXT.googleFailedDetail,
        checklist: MAP_TEXT.googleChecklist,
        retry: "engine",
      };
  }
}

/** GeolocationPositionError codes, in words, with the way out. */
export function geolocationMessage(code: number | "unsupported"): string {
  switch (code) {
    case "unsupported":
      return "Your browser cannot share your location. Type a city or ZIP code instead.";
    case 1:
      return "Location access was denied. Allow it in your browser's settings, or type a city or ZIP code instead.";
    case 3:
      return "Finding your location took too long. Try again, or type a city or ZIP code instead.";
    default:
      return "Your location is not available right now. Type a city or ZIP code instead.";
  }
}

export const NEAR_TEXT = {
  emptyQuery: "Enter a city, state or ZIP code.",
  lookupFailed: "That place could not be looked up. Please try again.",
} as const;
