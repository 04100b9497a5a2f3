import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";

import { MapServiceError, type CreateEngine, type EngineEvents, type MapEngine } from "./map-engine";
import { chooseEngine, type EngineKind, type EngineState } from "./map-messages";

type EngineSettings = { googleMapsApiKey: string | null; mapTileUrl: string };

/** OpenStreetMap's tiles: the default of MAP_TILE_URL, for a page rendered without settings. */
const DEFAULT_SETTINGS: EngineSettings = {
  googleMapsApiKey: null,
  mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
};

/** Engines a page took with its own code (`leaflet-engine-up-front.client.ts`); undefined on the server. */
export type LoadedEngines = { leaflet?: CreateEngine };

function importEngine(kind: Exclude<EngineKind, "none">, loaded: LoadedEngines): Promise<CreateEngine> {
  if (kind === "google") return import("./google-engine").then((module) => module.createGoogleEngine);
  if (loaded.leaflet) return Promise.resolve(loaded.leaflet);
  return import("./leaflet-engine").then((module) => module.createLeafletEngine);
}

/**
 * The map in `containerRef`: its engine's code is imported in the browser only, after the first
 * render (the server renders the empty frame), unless the page brought it (`loaded`), and the map
 * is created once per mount, even under React's strict double effects. Events are read through a
 * ref, so handlers may change freely.
 */
export function useMapEngine(
  containerRef: RefObject<HTMLElement | null>,
  settings: EngineSettings | undefined,
  start: { latitude: number; longitude: number; zoom: number },
  events: EngineEvents,
  loaded: LoadedEngines = {},
): {
  engine: MapEngine | null;
  state: EngineState;
  kind: EngineKind;
  /** The map's images (tiles) failed to load; the map still draws and reports clicks. */
  tilesFailed: boolean;
  retry: () => void;
} {
  const { googleMapsApiKey, mapTileUrl } = settings ?? DEFAULT_SETTINGS;
  const kind = chooseEngine({ googleMapsApiKey, mapTileUrl });
  const [engine, setEngine] = useState<MapEngine | null>(null);
  const [loadState, setLoadState] = useState<Exclude<EngineState, "missing-key">>("loading");
  const [attempt, setAttempt] = useState(0);
  const [tilesFailed, setTilesFailed] = useState(false);

  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  });
  const startRef = useRef(start);
  const loadedRef = useRef(loaded);

  // Made in the commit that mounts the container, not after the browser has painted it: the page's
  // first view waits for the map (with Leaflet in the page's code, `create` runs in this task).
  useLayoutEffect(() => {
    if (kind === "none") return;
    let cancelled = false;
    let created: MapEngine | null = null;
    const stable: EngineEvents = {
      onViewChange: (view) => eventsRef.current.onViewChange(view),
      onMarkerClick: (key) => eventsRef.current.onMarkerClick(key),
      onClusterClick: (id, at) => eventsRef.current.onClusterClick(id, at),
      onMapClick: () => eventsRef.current.onMapClick(),
      onInfoClosed: () => eventsRef.current.onInfoClosed(),
      onTilesFailed: () => {
        if (!cancelled) setTilesFailed(true);
      },
      onFailure: () => {
        if (!cancelled) setLoadState("google-failed");
        eventsRef.current.onFailure?.();
      },
    };

    importEngine(kind, loadedRef.current).then(
      async (create) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        try {
          const made = await create(container, {
            start: startRef.current,
            tileUrl: mapTileUrl,
            apiKey: googleMapsApiKey,
            events: stable,
          });
          if (cancelled) {
            made.destroy();
            return;
          }
          created = made;
          setEngine(made);
          setLoadState("ready");
        } catch (error) {
          if (cancelled) return;
          console.warn("[directory] the map could not be drawn:", error);
          setLoadState(error instanceof MapServiceError ? "google-failed" : "config-failed");
        }
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn("[directory] the map's code could not be loaded:", error);
        setLoadState("config-failed");
      },
    );

    return () => {
      cancelled = true;
      created?.destroy();
      setEngine(null);
      // The next map asks for its tiles again.
      setTilesFailed(false);
    };
  }, [kind, mapTileUrl, googleMapsApiKey, attempt, containerRef]);

  const retry = useCallback(() => {
    setLoadState("loading");
    setAttempt((count) => count + 1);
  }, []);

  return { engine, state: kind === "none" ? "missing-key" : loadState, kind, tilesFailed, retry };
}
