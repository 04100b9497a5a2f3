/// <reference types="google.maps" />
/**
 * Loads Google's Maps JavaScript API (with the places library) once per page: three retries with
 * a growing delay when the script cannot be fetched, and a refused key (`gm_authFailure`, which
 * Google may call even after the script has run) reported as a failure.
 */
import { MapServiceError } from "./map-engine";

export const GOOGLE_MAPS_SCRIPT = "https://maps.googleapis.com/maps/api/js";
/** The waits before each retry. */
export const GOOGLE_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

const CALLBACK = "__lanCentersGoogleMapsReady";

type GoogleWindow = {
  google?: { maps?: typeof google.maps };
  gm_authFailure?: () => void;
  [CALLBACK]?: () => void;
};

export type LoaderEnvironment = {
  win: GoogleWindow;
  /** Adds the script; resolves when it has run, rejects when it could not be fetched. */
  inject: (src: string) => Promise<void>;
  wait: (ms: number) => Promise<void>;
};

export function googleMapsScriptUrl(apiKey: string): string {
  const params = new URLSearchParams({ key: apiKey, libraries: "places", callback: CALLBACK, loading: "async" });
  return `${GOOGLE_MAPS_SCRIPT}?${params.toString()}`;
}

function browserEnvironment(): LoaderEnvironment {
  return {
    win: window as unknown as GoogleWindow,
    inject: (src) =>
      new Promise<void>((resolve, reject) => {
        const script = document.createElement("script");
        script.src = src;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => {
          script.remove();
          reject(new MapServiceError(`Google Maps' script could not be loaded from ${GOOGLE_MAPS_SCRIPT}`));
        };
        document.head.append(script);
      }),
    wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
  };
}

let loading: Promise<typeof google.maps> | null = null;
const authListeners = new Set<() => void>();
let authFailed = false;

/** Calls `listener` when Google refuses the key, now or later; returns the unsubscribe. */
export function onGoogleAuthFailure(listener: () => void): () => void {
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

export function loadGoogleMaps(
  apiKey: string,
  env: LoaderEnvironment = browserEnvironment(),
): Promise<typeof google.maps> {
  if (authFailed) return Promise.reject(new MapServiceError("Google Maps refused the API key"));
  const ready = env.win.google?.maps;
  if (ready?.Map) return Promise.resolve(ready);
  loading ??= attemptAll(apiKey, env).catch((error: unknown) => {
    // Forgotten, so "Try again" really tries again.
    loading = null;
    throw error;
  });
  return loading;
}

async function attemptAll(apiKey: string, env: LoaderEnvironment): Promise<typeof google.maps> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= GOOGLE_RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) await env.wait(GOOGLE_RETRY_DELAYS_MS[attempt - 1]!);
    try {
      return await attemptOnce(apiKey, env);
    } catch (error) {
      lastError = error;
      // A refused key stays refused: retrying would only delay the message.
      if (authFailed) break;
    }
  }
  throw lastError instanceof Error ? lastError : new MapServiceError("Google Maps could not be loaded");
}

function attemptOnce(apiKey: string, env: LoaderEnvironment): Promise<typeof google.maps> {
  return new Promise((resolve, reject) => {
    const { win } = env;
    win[CALLBACK] = () => {
      const maps = win.google?.maps;
      if (maps?.Map) resolve(maps);
      else reject(new MapServiceError("Google Maps' script defined no maps API"));
    };
    win.gm_authFailure = () => {
      authFailed = true;
      reject(new MapServiceError("Google Maps refused the API key"));
      for (const listener of authListeners) listener();
    };
    env.inject(googleMapsScriptUrl(apiKey)).catch(reject);
  });
}

/** For tests: forget the page's loading state. */
export function resetGoogleMapsLoader(): void {
  loading = null;
  authFailed = false;
  authListeners.clear();
}
