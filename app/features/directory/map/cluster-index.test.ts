import { describe, expect, it } from "vitest";

import { type ClusterAnswer, clusterLabel, createClusterLevels, ITEM_STRIDE } from "./cluster-index";
import type { Bounds } from "./map-model";

type Place = { latitude: number; longitude: number };
type Item = { kind: "center"; index: number } | { kind: "cluster"; id: number; count: number };

function positionsOf(places: readonly Place[]): Float64Array {
  return Float64Array.from(places.flatMap((place) => [place.longitude, place.latitude]));
}

/** An answer read back: bubbles with their id and count, centers by their index. */
function itemsOf(answer: ClusterAnswer): Item[] {
  const items: Item[] = [];
  for (let at = 0; at < answer.length; at += ITEM_STRIDE) {
    const id = answer[at + 2]!;
    items.push(id >= 0 ? { kind: "cluster", id, count: answer[at + 3]! } : { kind: "center", index: answer[at + 3]! });
  }
  return items;
}

const world = { west: -180, south: -85, east: 180, north: 85 };

describe("createClusterLevels", () => {
  // Twenty centers around Denver (about 1 km apart) and one in New York (index 20).
  const denverArea = Array.from({ length: 20 }, (_, i) => ({
    latitude: 39.7 + (i % 5) * 0.01,
    longitude: -105 + Math.floor(i / 5) * 0.01,
  }));
  const levels = createClusterLevels(positionsOf([...denverArea, { latitude: 40.71, longitude: -74 }]));
  const index = { query: (bounds: Bounds, zoom: number) => itemsOf(levels.query(bounds, zoom)) };

  it("groups nearby centers into one bubble when zoomed out, and counts them", () => {
    const items = index.query(world, 4);
    expect(items).toHaveLength(2);
    const cluster = items.find((item) => item.kind === "cluster");
    expect(cluster).toMatchObject({ kind: "cluster", count: 20 });
    const single = items.find((item) => item.kind === "center");
    expect(single).toEqual({ kind: "center", index: 20 });
    // Each item carries its place: the bubble at its centers' middle, the center at its own.
    const answer = levels.query(world, 4);
    const placeOf = (kind: Item["kind"]) => {
      const at = items.findIndex((item) => item.kind === kind) * ITEM_STRIDE;
      return [answer[at], answer[at + 1]];
    };
    const [longitude, latitude] = placeOf("center");
    expect([longitude, latitude].map((degrees) => Number(degrees!.toFixed(6)))).toEqual([-74, 40.71]);
    expect(placeOf("cluster")[0]).toBeCloseTo(-104.985, 3);
  });

  it("gives a bubble's box, and splits bubbles as the map zooms in", () => {
    const cluster = index.query(world, 4).find((item) => item.kind === "cluster");
    if (cluster?.kind !== "cluster") throw new Error("expected a cluster");
    expect(levels.clusterBounds(cluster.id, 4)).toEqual({ west: -105, south: 39.7, east: -104.97, north: 39.74 });
    // An id the level never gave: the caller falls back to a plain zoom.
    expect(levels.clusterBounds(cluster.id + 32 * 1000, 4)).toBeNull();
    expect(index.query(world, 12).length).toBeGreaterThan(2);
    const close = index.query({ west: -105.1, south: 39.6, east: -104.9, north: 39.8 }, 18);
    expect(close).toHaveLength(20);
    expect(close.every((item) => item.kind === "center")).toBe(true);
  });

  it("returns only what is inside the bounds", () => {
    const east = index.query({ west: -80, south: 35, east: -70, north: 45 }, 10);
    expect(east).toEqual([{ kind: "center", index: 20 }]);
  });

  it("counts every center once at every zoom, whichever order the levels are asked for in", () => {
    for (const zoom of [9, 2, 16, 4, 0, 15, 7, 3]) {
      const items = index.query(world, zoom);
      const counted = items.reduce((sum, item) => sum + (item.kind === "cluster" ? item.count : 1), 0);
      expect(counted).toBe(21);
    }
    levels.prepare(5);
    expect(index.query(world, 5).length).toBeGreaterThanOrEqual(2);
  });

  it("keeps a whole-country view small with 100,000 centers", () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({
      latitude: 25 + ((i * 7919) % 2400) / 100,
      longitude: -124 + ((i * 104729) % 5700) / 100,
    }));
    const big = createClusterLevels(positionsOf(many));
    expect(big.size).toBe(100_000);
    const items = itemsOf(big.query({ west: -130, south: 20, east: -60, north: 52 }, 4));
    // A few hundred bubbles at most, not 100,000 markers.
    expect(items.length).toBeLessThan(500);
    const counted = items.reduce((sum, item) => sum + (item.kind === "cluster" ? item.count : 1), 0);
    expect(counted).toBe(100_000);
  });
});

describe("clusterLabel", () => {
  it("abbreviates thousands", () => {
    expect(clusterLabel(999)).toBe("999");
    expect(clusterLabel(1234)).toBe("1.2k");
    expect(clusterLabel(45_600)).toBe("46k");
  });
});
