import { useEffect, useRef, useState } from "react";

import { MapTilesNotice } from "~/components/map/tiles-notice";
import { Spinner } from "~/components/ui/spinner";

import type { MapPoint, PinMapHandle } from "./pin-map-leaflet";

type PinMapProps = {
  /** The pin's position; null hides it. */
  latitude: number | null;
  longitude: number | null;
  onPick: (point: MapPoint) => void;
  tileUrl: string;
  /** The accessible name of the map. */
  label: string;
  /** The id of the visible hint, read with the map. */
  describedBy?: string;
  /** Changing it centres and zooms in on the pin (e.g. after an address lookup). */
  focusRequest?: number;
};

type LoadState = "loading" | "ready" | "failed";

/**
 * A small map with one draggable pin. Leaflet is imported in the browser only, after the first
 * render: the server renders an empty frame, and the forms' first JavaScript stays small.
 */
export function PinMap({ latitude, longitude, onPick, tileUrl, label, describedBy, focusRequest = 0 }: PinMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<PinMapHandle | null>(null);
  const [loadState, setLoadState] = useState<LoadState>("loading");
  const [tilesFailed, setTilesFailed] = useState(false);

  // The map lives outside React's renders: the latest pin and callback are read through refs.
  const onPickRef = useRef(onPick);
  const pinRef = useRef<MapPoint | null>(null);
  useEffect(() => {
    onPickRef.current = onPick;
    pinRef.current = latitude === null || longitude === null ? null : { latitude, longitude };
  });

  useEffect(() => {
    let cancelled = false;
    import("./pin-map-leaflet")
      .then(({ createPinMap }) => {
        if (cancelled || !containerRef.current) return;
        mapRef.current = createPinMap(containerRef.current, {
          tileUrl,
          pin: pinRef.current,
          onPick: (point) => onPickRef.current(point),
          onTilesFailed: () => setTilesFailed(true),
        });
        setLoadState("ready");
      })
      .catch((error: unknown) => {
        console.error("[venues] the map could not load:", error);
        if (!cancelled) setLoadState("failed");
      });
    return () => {
      cancelled = true;
      mapRef.current?.destroy();
      mapRef.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    mapRef.current?.showPin(latitude === null || longitude === null ? null : { latitude, longitude });
  }, [latitude, longitude, loadState]);

  useEffect(() => {
    if (focusRequest > 0) mapRef.current?.focusPin();
  }, [focusRequest]);

  return (
    <div className="flex flex-col gap-1.5">
      {/* `isolate` keeps Leaflet's high z-indexes under the sticky navigation bar. */}
      <div className="relative isolate h-60 w-full">
        <div
          ref={containerRef}
          role="region"
          aria-label={label}
          aria-describedby={describedBy}
          className="h-full w-full rounded-lg border border-surface-600 bg-surface-800!"
        />
        {loadState === "loading" ? (
          <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center">
            <Spinner label="Loading map…" showLabel />
          </div>
        ) : null}
        {loadState === "failed" ? (
          <p className="absolute inset-0 z-10 flex items-center justify-center p-4 text-center text-sm text-slate-300">
            The map could not load. Type the latitude and longitude instead.
          </p>
        ) : null}
      </div>
      {tilesFailed ? <MapTilesNotice stillWorks="You can still click the map to place the pin." /> : null}
    </div>
  );
}
