// @vitest-environment happy-dom
import * as L from "leaflet";
import { describe, expect, it } from "vitest";

import { startBounds } from "./leaflet-engine";
import { MAP_START } from "./map-engine";

/** A map of this size set to `start`, as the finder makes it, and the edges it reports. */
function boundsOfARealMap(width: number, height: number, start: typeof MAP_START) {
  const container = document.createElement("div");
  Object.defineProperty(container, "clientWidth", { value: width });
  Object.defineProperty(container, "clientHeight", { value: height });
  document.body.append(container);
  const map = L.map(container, { worldCopyJump: true, minZoom: 2 });
  try {
    map.setView([start.latitude, start.longitude], start.zoom);
    const bounds = map.getBounds();
    return { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() };
  } finally {
    map.remove();
    container.remove();
  }
}

describe("the map's edges worked out before the map is made", () => {
  it("are exactly the edges Leaflet reports once the map is set to its start, at any size", () => {
    // Phones to wide screens, odd sizes included (the top-left pixel is rounded).
    for (const [width, height] of [
      [358, 500],
      [390, 500],
      [683, 500],
      [843, 500],
      [1011, 500],
      [1237, 501],
    ] as const) {
      expect(startBounds({ width, height }, MAP_START), `${width}×${height}`).toEqual(
        boundsOfARealMap(width, height, MAP_START),
      );
    }
    const elsewhere = { latitude: 51.5074, longitude: -0.1278, zoom: 6 } as unknown as typeof MAP_START;
    expect(startBounds({ width: 777, height: 333 }, elsewhere)).toEqual(boundsOfARealMap(777, 333, elsewhere));
  });
});
