// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { PublicSettings } from "~/lib/public-settings.server";

import type { DrawItem, EngineOptions, MapEngine } from "~/features/directory/map/map-engine";
import type { MapPlace } from "../map-place";
import { PlacesMap } from "./places-map";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const fake = vi.hoisted(() => ({
  options: null as EngineOptions | null,
  drawn: [] as DrawItem[],
  views: [] as { zoom?: number }[],
  fits: 0,
  opened: [] as HTMLElement[],
}));

vi.mock("~/features/directory/map/leaflet-engine", () => ({
  createLeafletEngine: async (_container: HTMLElement, options: EngineOptions): Promise<MapEngine> => {
    fake.options = options;
    return {
      draw: (items) => {
        fake.drawn = [...items];
      },
      view: () => ({ bounds: { west: -180, south: -85, east: 180, north: 85 }, zoom: 4 }),
      setView: (_at, zoom) => {
        fake.views.push({ zoom });
      },
      fitTo: () => {
        fake.fits++;
      },
      openInfo: (_at, content) => {
        fake.opened.push(content);
      },
      closeInfo: () => {},
      showYou: () => {},
      destroy: () => {},
    };
  },
}));

const base: PublicSettings = {
  contactEmail: "hello@lancenters.test",
  meetingUrl: "https://meet.example.com",
  socialLinks: [],
  siteUrl: "http://localhost:3000",
  mapTileUrl: "https://tile.example/{z}/{x}/{y}.png",
  googleMapsApiKey: null,
  hubspot: null,
};

const palace: MapPlace = {
  key: "pixel",
  name: "Pixel Palace",
  latitude: 40.7,
  longitude: -74,
  kind: "center",
  adminCreated: true,
  description: "Forty PCs.",
  href: "/lancenters/pixel",
  website: "https://pixel.example",
};
const party: MapPlace = { key: "p1", name: "Frag Fest", latitude: 40.8, longitude: -73.9, kind: "party" };

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  Object.assign(fake, { options: null, drawn: [], views: [], fits: 0, opened: [] });
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function render(places: MapPlace[], settings = base) {
  const Stub = createRoutesStub([
    { id: "root", path: "/", children: [{ path: "x", Component: () => <PlacesMap places={places} label="Map" /> }] },
  ]);
  await act(async () => {
    root.render(<Stub initialEntries={["/x"]} hydrationData={{ loaderData: { root: { settings } } }} />);
  });
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe("PlacesMap", () => {
  it("centres on one place at street level, colours it, and opens its info on a click", async () => {
    await render([palace]);
    expect(fake.options?.start).toMatchObject({ latitude: 40.7, longitude: -74 });
    expect(fake.views.at(-1)?.zoom).toBeGreaterThanOrEqual(14);
    expect(fake.drawn).toEqual([expect.objectContaining({ key: "pixel", tone: "admin", label: "Pixel Palace" })]);

    await act(async () => fake.options!.events.onMarkerClick("pixel"));
    const info = fake.opened.at(-1)!;
    expect(info.dataset.testid).toBe("map-info");
    expect(info.textContent).toContain("Forty PCs.");
    expect([...info.querySelectorAll("a")].map((link) => link.textContent)).toEqual([
      "Visit Website (opens in a new tab)",
      "View details",
    ]);
  });

  it("fits several places and draws parties amber", async () => {
    await render([palace, party]);
    expect(fake.fits).toBe(1);
    expect(fake.drawn.map((item) => (item.kind === "marker" ? item.tone : null))).toEqual(["admin", "party"]);
  });

  it("says so under the map when its images cannot load; the markers keep working", async () => {
    await render([palace]);
    expect(container.querySelector('[data-testid="map-tiles-notice"]')).toBeNull();
    await act(async () => fake.options!.events.onTilesFailed!());
    expect(container.querySelector('[data-testid="map-tiles-notice"]')?.textContent).toBe(
      "Map images could not load. The markers still work.",
    );
    await act(async () => fake.options!.events.onMarkerClick("pixel"));
    expect(fake.opened.at(-1)?.textContent).toContain("Pixel Palace");
  });

  it("says the key is missing when there is neither a key nor tiles", async () => {
    await render([palace], { ...base, mapTileUrl: "none" });
    expect(fake.options).toBeNull();
    expect(container.textContent).toContain("Google Maps API Key Required");
    expect(container.querySelector('[role="region"]')?.getAttribute("aria-label")).toBe("Map");
  });
});
