/**
 * Clusters of centers for the map, with supercluster: built once per filter change, then asked
 * for what one view needs (a few hundred bubbles and dots at most, whatever the number of centers).
 */
import Supercluster from "supercluster";

import type { MapCenter } from "../map-data";

import type { Bounds } from "./map-model";

/** Past this zoom every center is drawn on its own. */
export const CLUSTER_MAX_ZOOM = 15;
/** Cluster radius in pixels: about one bubble's width apart, so bubbles do not overlap. */
const CLUSTER_RADIUS = 60;

export type ClusterItem =
  | { kind: "center"; center: MapCenter; latitude: number; longitude: number }
  | { kind: "cluster"; id: number; count: number; latitude: number; longitude: number };

export type ClusterIndex = {
  /** How many centers the index holds. */
  size: number;
  query: (bounds: Bounds, zoom: number) => ClusterItem[];
  /** The zoom at which a cluster splits: clicking it zooms there. */
  expansionZoom: (clusterId: number) => number;
};

// Each point carries only its position in the array: 100,000 small property objects would cost
// memory and time for nothing.
type PointProps = { i: number };

export function createClusterIndex(centers: readonly MapCenter[]): ClusterIndex {
  const index = new Supercluster<PointProps, Record<string, never>>({
    radius: CLUSTER_RADIUS,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  index.load(
    centers.map((center, i) => ({
      type: "Feature",
      properties: { i },
      geometry: { type: "Point", coordinates: [center.longitude, center.latitude] },
    })),
  );

  return {
    size: centers.length,
    query(bounds, zoom) {
      const south = Math.max(-90, bounds.south);
      const north = Math.min(90, bounds.north);
      const features = index.getClusters([bounds.west, south, bounds.east, north], Math.floor(zoom));
      return features.map((feature): ClusterItem => {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        const props = feature.properties;
        if ("cluster" in props && props.cluster) {
          return { kind: "cluster", id: props.cluster_id, count: props.point_count, latitude, longitude };
        }
        return { kind: "center", center: centers[(props as PointProps).i]!, latitude, longitude };
      });
    },
    expansionZoom(clusterId) {
      return Math.min(index.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 1);
    },
  };
}

/** A bubble's label: 1,234 → "1.2k", as map readers expect. */
export function clusterLabel(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toString()}k`;
  return `${Math.round(count / 1000)}k`;
}
