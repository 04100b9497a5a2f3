import { describe, expect, it } from "vitest";

import { chooseEngine, dataFailure, geolocationMessage, MAP_TEXT, mapStatus } from "./map-messages";

describe("chooseEngine", () => {
  it("uses Google with a key, the keyless map without, and nothing when tiles are off", () => {
    expect(chooseEngine({ googleMapsApiKey: "AIza", mapTileUrl: "none" })).toBe("google");
    expect(chooseEngine({ googleMapsApiKey: null, mapTileUrl: "https://tile.example/{z}/{x}/{y}.png" })).toBe(
      "leaflet",
    );
    expect(chooseEngine({ googleMapsApiKey: null, mapTileUrl: "none" })).toBe("none");
  });
});

describe("mapStatus", () => {
  it("says the locations are loading before anything else", () => {
    expect(mapStatus("loading", "google-failed", "google")).toEqual({
      kind: "loading",
      text: "Loading LAN center locations...",
    });
  });

  it("tells a missing database from a failed load, under the unavailable panel, with a retry", () => {
    const database = mapStatus("database-unavailable", "ready", "leaflet");
    expect(database).toMatchObject({
      kind: "panel",
      tone: "error",
      title: "Map Temporarily Unavailable",
      message: "Database connection not available. Map will show when database is connected.",
      detail: "LAN center locations will be displayed here once the map service is available.",
      retry: "data",
    });
    expect(mapStatus("load-failed", "ready", "leaflet")).toMatchObject({
      message: "Unable to load LAN center locations from database",
      retry: "data",
    });
    expect(dataFailure(503)).toBe("database-unavailable");
    expect(dataFailure(500)).toBe("load-failed");
    expect(dataFailure(null)).toBe("load-failed");
  });

  it("shows the map's own states once the data is there", () => {
    expect(mapStatus("ready", "ready", "leaflet")).toBeNull();
    expect(mapStatus("ready", "loading", "google")).toEqual({ kind: "loading", text: "Loading Google Maps..." });
    expect(mapStatus("ready", "loading", "leaflet")).toEqual({ kind: "loading", text: MAP_TEXT.mapLoading });
    expect(mapStatus("ready", "missing-key", "none")).toMatchObject({
      tone: "notice",
      title: "Google Maps API Key Required",
      message: "Please contact support to configure the Google Maps API key.",
      retry: null,
    });
    expect(mapStatus("ready", "config-failed", "leaflet")).toMatchObject({
      title: "Map Temporarily Unavailable",
      message: "Failed to load map configuration",
      retry: "engine",
    });
    const google = mapStatus("ready", "google-failed", "google");
    expect(google).toMatchObject({ title: "Google Maps Failed to Load", retry: "engine" });
    expect(google?.kind === "panel" && google.checklist?.join(" ")).toMatch(
      /valid.*domain.*[Bb]illing.*enabled.*quota/,
    );
  });
});

describe("geolocationMessage", () => {
  it("explains denial, unavailability, time-outs and unsupported browsers differently", () => {
    const messages = [
      geolocationMessage(1),
      geolocationMessage(2),
      geolocationMessage(3),
      geolocationMessage("unsupported"),
    ];
    expect(new Set(messages).size).toBe(4);
    expect(geolocationMessage(1)).toMatch(/denied/);
    expect(messages.every((message) => message.includes("city or ZIP code"))).toBe(true);
  });
});
