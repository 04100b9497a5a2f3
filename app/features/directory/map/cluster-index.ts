/**
 * Clusters of centers for the map, with supercluster, one zoom level at a time: a level is
 * clustered from the centers themselves the first time a view at that zoom asks for it, and the
 * last few levels are kept. Clustering every level up front (supercluster's usual way) cost
 * seconds of the main thread with 100,000 centers before the first bubble, and again on every
 * filter change; one level costs a tenth of that, and the levels next to the one shown are
 * clustered while the browser is idle (`prepare`), so a zoom step finds its level ready.
 */
import Supercluster from "supercluster";
import type { Feature, Point } from "geojson";

import type { MapCenter } from "../map-data";

import type { Bounds } from "./map-model";

/** Past this zoom every center is drawn on its own. */
export const CLUSTER_MAX_ZOOM = 15;
/** Cluster radius in pixels: about one bubble's width apart, so bubbles do not overlap. */
const CLUSTER_RADIUS = 60;
/** Levels kept at once: each holds its own tree of every center (~2.5 MB at 100,000). */
const KEPT_LEVELS = 6;

export type ClusterItem =
  | { kind: "center"; center: MapCenter; latitude: number; longitude: number }
  | { kind: "cluster"; id: number; count: number; latitude: number; longitude: number };

export type ClusterIndex = {
  /** How many centers the index holds. */
  size: number;
  query: (bounds: Bounds, zoom: number) => ClusterItem[];
  /** Clusters this zoom's level now if it is not ready, so a later view at that zoom only reads it. */
  prepare: (zoom: number) => void;
  /**
   * The box around every center of a cluster drawn at this zoom (clicking a bubble zooms to it),
   * or null for an id the level does not know (it was drawn before a filter change).
   */
  clusterBounds: (clusterId: number, zoom: number) => Bounds | null;
};

// Each point carries only its position in the array: 100,000 small property objects would cost
// memory and time for nothing.
type PointProps = { i: number };
type Level = Supercluster<PointProps, Record<string, never>>;

export function createClusterIndex(centers: readonly MapCenter[]): ClusterIndex {
  const points = centers.map((center, i): Feature<Point, PointProps> => ({
    type: "Feature",
    properties: { i },
    geometry: { type: "Point", coordinates: [center.longitude, center.latitude] },
  }));
  // Newest last: the first entry is the one to drop.
  const levels = new Map<number, Level>();

  /** The level that answers a zoom: past CLUSTER_MAX_ZOOM, the top level's own tree of every center. */
  function levelFor(zoom: number): Level {
    const z = Math.min(levelZoom(zoom), CLUSTER_MAX_ZOOM);
    let level = levels.get(z);
    if (level) {
      levels.delete(z);
    } else {
      level = new Supercluster<PointProps, Record<string, never>>({
        radius: CLUSTER_RADIUS,
        minZoom: z,
        maxZoom: z,
      }).load(points);
      if (levels.size >= KEPT_LEVELS) levels.delete(levels.keys().next().value!);
    }
    levels.set(z, level);
    return level;
  }

  return {
    size: centers.length,
    query(bounds, zoom) {
      if (centers.length === 0) return [];
      const south = Math.max(-90, bounds.south);
      const north = Math.min(90, bounds.north);
      const features = levelFor(zoom).getClusters([bounds.west, south, bounds.east, north], levelZoom(zoom));
      return features.map((feature): ClusterItem => {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        const props = feature.properties;
        if ("cluster" in props && props.cluster) {
          return { kind: "cluster", id: props.cluster_id, count: props.point_count, latitude, longitude };
        }
        return { kind: "center", center: centers[(props as PointProps).i]!, latitude, longitude };
      });
    },
    prepare(zoom) {
      if (centers.length > 0 && zoom >= 0) levelFor(zoom);
    },
    clusterBounds(clusterId, zoom) {
      let leaves: Feature<Point, PointProps>[];
      try {
        leaves = levelFor(zoom).getLeaves(clusterId, Infinity) as Feature<Point, PointProps>[];
      } catch {
        return null;
      }
      if (leaves.length === 0) return null;
      const box = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
      for (const leaf of leaves) {
        const center = centers[leaf.properties.i]!;
        box.west = Math.min(box.west, center.longitude);
        box.east = Math.max(box.east, center.longitude);
        box.south = Math.min(box.south, center.latitude);
        box.north = Math.max(box.north, center.latitude);
      }
      return box;
    },
  };
}

function levelZoom(zoom: number): number {
  return Math.max(0, Math.min(Math.floor(zoom), CLUSTER_MAX_ZOOM + 1));
}

/** A bubble's label: 1,234 → "1.2k", as map readers expect. */
export function clusterLabel(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toString()}k`;
  return `${Math.round(count / 1000)}k`;
}
