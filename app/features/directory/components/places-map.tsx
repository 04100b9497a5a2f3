import clsx from "clsx";
import { useEffect, useMemo, useRef, useState } from "react";

import { MapTilesNotice } from "~/components/map/tiles-notice";
import { usePublicSettings } from "~/lib/use-public-settings";

import { buildInfoContent } from "~/features/directory/map/info-content";
import { MAP_START, type DrawItem, type EngineEvents } from "~/features/directory/map/map-engine";
import { MAP_TEXT, mapStatus } from "~/features/directory/map/map-messages";
import type { MapPlace } from "../map-place";
import { MapStatus } from "./map-status";
import { useMapEngine } from "~/features/directory/map/use-map-engine";

export type PlacesMapProps = {
  places: MapPlace[];
  /** The accessible name of the map region ("Map of Pixel Palace"). */
  label: string;
  className?: string;
};

/** Close enough to see the streets around one place. */
const STREET_ZOOM = 15;

/**
 * A small map of one or a few places (a center's or party's page, the parties list): centred on
 * one place, or fitted to several. Same engines and states as the finder, without clusters.
 */
export function PlacesMap({ places, label, className }: PlacesMapProps) {
  const settings = usePublicSettings();
  const containerRef = useRef<HTMLDivElement>(null);
  const [openKey, setOpenKey] = useState<string | null>(null);

  // The first place is where the map starts, so a one-place map opens on it without a jump.
  const first = places[0];
  const start = first ? { latitude: first.latitude, longitude: first.longitude, zoom: STREET_ZOOM } : { ...MAP_START };

  const events: EngineEvents = {
    onViewChange: () => {},
    onMarkerClick: (key) => setOpenKey(key),
    onClusterClick: () => {},
    onMapClick: () => setOpenKey(null),
    onInfoClosed: () => setOpenKey(null),
  };
  const { engine, state, kind, tilesFailed, retry } = useMapEngine(containerRef, settings, start, events);

  const items = useMemo(
    () =>
      places.map((place): DrawItem => ({
        kind: "marker",
        key: place.key,
        latitude: place.latitude,
        longitude: place.longitude,
        tone: place.kind === "party" ? "party" : place.adminCreated ? "admin" : "member",
        label: place.name,
      })),
    [places],
  );
  // Re-fit only when the places themselves move, not on every render of the page.
  const placesKey = places.map((place) => `${place.key}@${place.latitude},${place.longitude}`).join("|");

  useEffect(() => {
    if (!engine) return;
    engine.draw(items);
  }, [engine, items]);

  useEffect(() => {
    if (!engine || items.length === 0) return;
    if (items.length === 1) engine.setView(items[0]!, STREET_ZOOM);
    else engine.fitTo(items, STREET_ZOOM);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- placesKey stands for items' positions
  }, [engine, placesKey]);

  useEffect(() => {
    if (!engine) return;
    const place = openKey ? places.find((candidate) => candidate.key === openKey) : undefined;
    if (!place) {
      engine.closeInfo();
      return;
    }
    engine.openInfo(
      place,
      buildInfoContent({
        name: place.name,
        description: place.description ?? "",
        website: place.website,
        href: place.href,
        testId: "map-info",
      }),
    );
  }, [engine, openKey, places]);

  if (places.length === 0) return null;
  const status = mapStatus("ready", state, kind);
  return (
    <div>
      <div
        className={clsx("relative isolate h-72 w-full overflow-hidden rounded-xl border border-surface-600", className)}
      >
        <div ref={containerRef} role="region" aria-label={label} className="lan-map h-full w-full bg-surface-900" />
        {status ? <MapStatus status={status} onRetry={retry} titleAs="p" /> : null}
      </div>
      {tilesFailed ? <MapTilesNotice stillWorks={MAP_TEXT.tilesFailedPlaces} className="px-4 py-3" /> : null}
    </div>
  );
}
