/**
 * Clusters of centers for the map, with supercluster, one zoom level at a time: a level is
 * clustered from the centers' positions the first time a view at that zoom asks for it, and the
 * last few levels are kept. Clustering every level up front (supercluster's usual way) cost
 * seconds with 100,000 centers before the first bubble, and again on every filter change; one
 * level costs a tenth of that. This runs in the map's worker (`cluster-worker.ts`), which also
 * clusters the levels next to the one shown before they are asked for.
 */
import Supercluster from "supercluster";
import type { Feature, Point } from "geojson";

import type { Bounds } from "./map-model";

/** Past this zoom every center is drawn on its own. */
export const CLUSTER_MAX_ZOOM = 15;
/** Cluster radius in pixels: about one bubble's width apart, so bubbles do not overlap. */
const CLUSTER_RADIUS = 60;
/** Levels kept at once: each holds its own tree of every center (~7 MB at 100,000). */
const KEPT_LEVELS = 6;

/**
 * What a view shows, in one array that crosses to the page without copying, in supercluster's
 * order: [longitude, latitude, id, count] for each bubble, [longitude, latitude, -1, index] for
 * each center drawn on its own (its index in the positions the levels were made from).
 */
export type ClusterAnswer = Float64Array;

/** Numbers per item of a `ClusterAnswer`. */
export const ITEM_STRIDE = 4;

export type ClusterLevels = {
  /** How many centers the levels hold. */
  size: number;
  query: (bounds: Bounds, zoom: number) => ClusterAnswer;
  /** Clusters this zoom's level now if it is not ready, so a later view at that zoom only reads it. */
  prepare: (zoom: number) => void;
  /**
   * The box around every center of a bubble drawn at this zoom (clicking a bubble zooms to it),
   * or null for an id the level does not know (it was drawn before a filter change).
   */
  clusterBounds: (clusterId: number, zoom: number) => Bounds | null;
};

// Each point carries only its index: 100,000 small property objects would cost memory and time for nothing.
type PointProps = { i: number };
type Level = Supercluster<PointProps, Record<string, never>>;

/** The levels for centers at `positions`: [longitude, latitude] for each center, one after the other. */
export function createClusterLevels(positions: Float64Array): ClusterLevels {
  const size = positions.length / 2;
  const points: Feature<Point, PointProps>[] = new Array(size);
  for (let i = 0; i < size; i++) {
    points[i] = {
      type: "Feature",
      properties: { i },
      geometry: { type: "Point", coordinates: [positions[2 * i]!, positions[2 * i + 1]!] },
    };
  }
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
    size,
    query(bounds, zoom) {
      if (size === 0) return new Float64Array(0);
      const south = Math.max(-90, bounds.south);
      const north = Math.min(90, bounds.north);
      const features = levelFor(zoom).getClusters([bounds.west, south, bounds.east, north], levelZoom(zoom));
      const answer = new Float64Array(features.length * ITEM_STRIDE);
      features.forEach((feature, n) => {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        const props = feature.properties;
        const cluster = "cluster" in props && props.cluster;
        answer.set(
          cluster ? [longitude, latitude, props.cluster_id, props.point_count] : [longitude, latitude, -1, props.i],
          n * ITEM_STRIDE,
        );
      });
      return answer;
    },
    prepare(zoom) {
      if (size > 0 && zoom >= 0) levelFor(zoom);
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
        const i = leaf.properties.i;
        const longitude = positions[2 * i]!;
        const latitude = positions[2 * i + 1]!;
        box.west = Math.min(box.west, longitude);
        box.east = Math.max(box.east, longitude);
        box.south = Math.min(box.south, latitude);
        box.north = Math.max(box.north, latitude);
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
