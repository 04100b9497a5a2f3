// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { PublicSettings } from "~/lib/public-settings.server";

import { compareCenters, decodeLocations, encodeLocations, type FeedCenter } from "../map-data";

import { CenterFinder } from "./center-finder";
import type { DrawItem, EngineOptions, MapEngine, MapView } from "~/features/directory/map/map-engine";
import { createClusterLevels } from "~/features/directory/map/cluster-index";
import { firstViewOf } from "~/features/directory/map/first-view";
import { MAP_TEXT } from "~/features/directory/map/map-messages";
import { placeCenters } from "~/features/directory/map/map-model";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in for Leaflet: records what the finder asks of the map, and lets the test act as the visitor. */
const fake = vi.hoisted(() => ({
  options: null as EngineOptions | null,
  drawn: [] as DrawItem[],
  view: null as MapView | null,
  opened: [] as { at: { latitude: number; longitude: number }; text: string }[],
  centred: [] as { latitude: number; longitude: number }[],
  fitted: [] as { points: { latitude: number; longitude: number }[]; maxZoom: number }[],
  closed: 0,
  created: 0,
  destroyed: 0,
}));

vi.mock("~/features/directory/map/leaflet-engine", () => ({
  createLeafletEngine: async (_container: HTMLElement, options: EngineOptions): Promise<MapEngine> => {
    fake.options = options;
    fake.created++;
    return {
      draw: (items) => {
        fake.drawn = [...items];
      },
      view: () => fake.view!,
      setView: (at) => {
        fake.centred.push({ latitude: at.latitude, longitude: at.longitude });
      },
      fitTo: (points, maxZoom) => {
        fake.fitted.push({ points: [...points], maxZoom });
      },
      openInfo: (at, content) => {
        fake.opened.push({ at, text: content.textContent ?? "" });
      },
      closeInfo: () => {
        fake.closed++;
      },
      showYou: () => {},
      destroy: () => {
        fake.destroyed++;
      },
    };
  },
}));

const settings: PublicSettings = {
  contactEmail: "hello@lancenters.test",
  meetingUrl: "https://meet.example.com/intro",
  socialLinks: [],
  siteUrl: "http://localhost:3000",
  mapTileUrl: "https://tile.example/{z}/{x}/{y}.png",
  googleMapsApiKey: null,
  hubspot: null,
};

function center(slug: string, name: string, latitude: number, longitude: number, extra: Partial<FeedCenter> = {}) {
  return {
    slug,
    name,
    latitude,
    longitude,
    venueType: "game_arena",
    adminCreated: false,
    ...extra,
  } satisfies FeedCenter;
}

const catalogue = [
  { slug: "counter-strike-2", name: "Counter-Strike 2" },
  { slug: "dota-2", name: "Dota 2" },
  { slug: "valheim", name: "Valheim" },
];

// In the feed's order (the server sorts; the list keeps that order).
const centers = [
  center("pixel", "Pixel Palace", 40.71, -74.0, {
    adminCreated: true,
    schedule: "America/New_York|*|*|*|*|*|*|*",
    games: [0],
    amenities: ["parking"],
    pcCount: 50,
    price: "$6/hr",
  }),
  center("mile-high", "Mile High LAN", 39.74, -104.99, {
    venueType: "game_cafe",
    // Friday 4 PM to 2 AM, else closed.
    schedule: "America/Denver|-|-|-|-|1600-0200|-|-",
    fullLibrary: true,
    pcCount: 12,
    price: "$5–8/hr",
  }),
  center("flatirons", "Flatirons Frag", 40.01, -105.27, {
    games: [1],
    amenities: ["food_drinks", "parking"],
    pcCount: 24,
  }),
].sort(compareCenters);
const feed = () => Response.json(encodeLocations(centers, catalogue));
const colorado: MapView = { bounds: { west: -110, south: 37, east: -100, north: 42 }, zoom: 7 };

let container: HTMLElement;
let root: Root;
let search = "";
/** What the page's loader says of the feed's size (`feedOpensOnFirstView`). */
let opensOnFirstView: boolean | null = null;

function Finder() {
  search = useLocation().search;
  return <CenterFinder opensOnFirstView={opensOnFirstView} />;
}

beforeEach(() => {
  Object.assign(fake, {
    options: null,
    drawn: [],
    opened: [],
    centred: [],
    fitted: [],
    closed: 0,
    created: 0,
    destroyed: 0,
  });
  fake.view = { bounds: { west: -130, south: 20, east: -60, north: 52 }, zoom: 4 };
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  vi.spyOn(console, "warn").mockImplementation(() => {});
  // The owners' insights' beacons, kept here instead of sent.
  beacons = vi.spyOn(navigator, "sendBeacon").mockReturnValue(true);
});

let beacons: { mock: { calls: unknown[][] } };

/** The beacons sent so far, read back as the server would. */
async function sentBeacons(): Promise<{ event: string; centers: string[] }[]> {
  return Promise.all(
    beacons.mock.calls.map(
      async ([, body]) => JSON.parse(await (body as Blob).text()) as { event: string; centers: string[] },
    ),
  );
}

afterEach(() => {
  opensOnFirstView = null;
  liveAnswer = null;
  // Back to happy-dom's own `document.hidden` (setHidden defines one on the document).
  delete (document as { hidden?: boolean }).hidden;
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * The feed as a big one arrives (its size on the wire past what the finder reads at once), its body
 * held until `release` (reading it is what the first view stands in for), and the server's first view.
 */
function bigFeed() {
  const payload = encodeLocations(centers, catalogue);
  let release = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      release = () => {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(payload)));
        controller.close();
      };
    },
  });
  const positions = placeCenters(decodeLocations(payload).centers).positions;
  const source = { payload, positions, levels: createClusterLevels(positions) };
  return {
    response: () => new Response(body, { headers: { "Content-Type": "application/json", "Content-Length": "250000" } }),
    firstView: (url: string) => {
      const query = new URL(url, "http://localhost").searchParams;
      const [west, south, east, north] = ["west", "south", "east", "north"].map((edge) => Number(query.get(edge)));
      return Response.json(firstViewOf(source, { west: west!, south: south!, east: east!, north: north! }));
    },
    release: () => release(),
  };
}

/** The signature `/api/places` gives a place, which the map hands back in its insights beacon. */
const BOULDER_SIGNED = "b".repeat(43);

/** What `GET /api/v1/live` answers; by default nothing (a 404), as a site without the live numbers. */
let liveAnswer: (() => Response) | null = null;

function serve(locations: Response | (() => Response), firstView?: (url: string) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === "/api/v1/locations") return typeof locations === "function" ? locations() : locations.clone();
    if (url === "/api/v1/live") return liveAnswer ? liveAnswer() : new Response(null, { status: 404 });
    if (url.startsWith("/api/map-first-view?") && firstView) return firstView(url);
    if (url.startsWith("/api/places?q=")) {
      const q = new URL(url, "http://localhost").searchParams.get("q");
      // Boulder resolves; anything else is a place the offline data does not know.
      return q === "Boulder, CO"
        ? Response.json({
            ok: true,
            latitude: 40.015,
            longitude: -105.27,
            label: "Boulder, CO",
            signature: BOULDER_SIGNED,
          })
        : Response.json({ ok: false, message: "We could not find that place. Try a ZIP code." }, { status: 404 });
    }
    if (url.startsWith("/api/v1/locations/")) {
      const slug = decodeURIComponent(url.split("/").pop()!);
      return Response.json({ slug, name: slug, description: `About ${slug}.`, website: "https://lan.example" });
    }
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function render(path = "/lancenters") {
  const Stub = createRoutesStub([{ id: "root", path: "/", children: [{ path: "lancenters", Component: Finder }] }]);
  await act(async () => {
    root.render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { settings } } }} />);
  });
  // The engine's dynamic import and the data's fetch settle over a few ticks.
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const list = () => container.querySelector('[data-testid="map-list"]');
const settle = async () => {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

/** Waits until `check` passes (or fails with its reason after 2 s): on a busy machine the engine's import takes longer. */
async function until(check: () => void) {
  for (let waited = 0; ; waited += 10) {
    try {
      check();
      return;
    } catch (error) {
      if (waited >= 2000) throw error;
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

/** Types a place into "City or ZIP code" and submits it, as the visitor does. */
async function searchPlace(text: string) {
  const input = [...container.querySelectorAll<HTMLInputElement>("input")].find((candidate) =>
    candidate.labels?.[0]?.textContent?.includes("City or ZIP code"),
  )!;
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    setValue.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  const form = input.closest("form")!;
  await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
  await settle();
}
const entry = (slug: string) => container.querySelector<HTMLLIElement>(`li[data-slug="${slug}"]`);
const listed = () => [...container.querySelectorAll("li[data-slug]")].map((row) => row.getAttribute("data-slug"));
const drawnKeys = () => fake.drawn.map((item) => item.key).sort();
/** The labelled form control, as a visitor finds it. */
function control<T extends HTMLElement>(label: string): T {
  const found = [...container.querySelectorAll<HTMLElement>("select, input")].find((candidate) =>
    (candidate as HTMLInputElement).labels?.[0]?.textContent?.includes(label),
  );
  if (!found) throw new Error(`No control labelled ${label}`);
  return found as T;
}
async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}
/** Waits until every center of the feed is read, and shows it: the filters work on all of them. */
async function everyCenterRead() {
  await until(() => expect(container.textContent).not.toContain("Loading LAN center locations..."));
  await choose(control<HTMLSelectElement>("LAN type"), "game_cafe");
  await until(() => expect(listed()).toEqual(["mile-high"]));
}
/** The live feed at `at`: each center's free and total PCs, and its report's age in seconds. */
function liveFeed(at: Date, statuses: Record<string, [free: number, total: number, age: number]>) {
  const entries = Object.entries(statuses);
  return Response.json({
    at: at.toISOString(),
    count: entries.length,
    slug: entries.map(([slug]) => slug),
    free: entries.map(([, [free]]) => free),
    total: entries.map(([, [, total]]) => total),
    pcs: entries.map(() => 1),
    age: entries.map(([, [, , age]]) => age),
  });
}
const liveAsks = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === "/api/v1/live").length;
const liveLineOf = (slug: string) => entry(slug)?.querySelector('[data-testid="live-stations"]') ?? null;
function setHidden(hidden: boolean) {
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event("visibilitychange"));
}

/** Saturday 1:30 AM in Denver: its Friday hours run until 2 AM. */
const SATURDAY_1_30_AM_DENVER = new Date("2026-11-28T08:30:00Z");

describe("CenterFinder", () => {
  it("draws the centers and lists those in view, by name", async () => {
    serve(feed());
    await render();

    expect(fake.created).toBe(1);
    expect(fake.options?.start).toEqual({ latitude: 39.8283, longitude: -98.5795, zoom: 4 });
    expect(fake.options?.tileUrl).toBe(settings.mapTileUrl);
    const region = container.querySelector('[role="region"]');
    expect(region?.getAttribute("aria-label")).toBe("Map of LAN centers");
    expect(region?.className).toContain("h-[500px]");
    const markerKeys = fake.drawn.map((item) => item.key).sort();
    expect(markerKeys.length).toBeGreaterThan(0);
    expect(list()?.textContent).toContain("3 centers in view.");
    const names = [...container.querySelectorAll("li[data-slug] button")].map((button) => button.textContent);
    expect(names[0]).toMatch(/^Flatirons Frag/);
    expect(names[2]).toMatch(/^Pixel Palace/);

    // The visitor pans to Colorado: the list follows.
    fake.view = colorado;
    await act(async () => fake.options!.events.onViewChange(colorado));
    expect(list()?.textContent).toContain("2 centers in view.");
    expect(entry("pixel")).toBeNull();
  });

  it("opens a big feed's map on the server's first view, then reads the feed and goes on with it", async () => {
    const big = bigFeed();
    const fetchMock = serve(big.response, big.firstView);
    await render();

    // The feed is still being read: the bubbles and the list are the server's, for the map's view.
    await until(() => expect(list()?.textContent).toContain("3 centers in view."));
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.includes("first-view"));
    expect(new URL(asked!, "http://localhost").searchParams.get("west")).toBe("-130");
    expect(listed()).toEqual(["flatirons", "mile-high", "pixel"]);
    expect(drawnKeys()).toHaveLength(2);
    expect(fake.drawn.find((item) => item.kind === "cluster")).toMatchObject({ count: 2 });
    expect(container.textContent).toContain("Loading LAN center locations...");
    // Choosing an entry already works.
    await act(async () => entry("pixel")!.querySelector("button")!.click());
    expect(fake.opened.at(-1)?.text).toContain("Pixel Palace");

    big.release();
    await everyCenterRead();
  });

  it("when the server says the feed is big, asks for the first view first and for the feed once that view is shown", async () => {
    opensOnFirstView = true;
    const big = bigFeed();
    big.release();
    const fetchMock = serve(big.response, big.firstView);
    const asked = () =>
      fetchMock.mock.calls
        .map(([input]) => String(input))
        .filter((url) => url === "/api/v1/locations" || url.includes("first-view"))
        .map((url) => (url.includes("first-view") ? "first view" : "feed"));
    await render();

    await until(() => expect(asked()).toEqual(["first view", "feed"]));
    await everyCenterRead();
  });

  it("asks for a big feed at once when the address has filters, even when the server says it is big", async () => {
    opensOnFirstView = true;
    const big = bigFeed();
    big.release();
    const fetchMock = serve(big.response, big.firstView);
    await render("/lancenters?type=game_cafe");
    await until(() => expect(listed()).toEqual(["mile-high"]));
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes("first-view"))).toEqual(
      [],
    );
  });

  it("reads a small feed at once, asking for no first view", async () => {
    const fetchMock = serve(feed());
    await render();
    expect(list()?.textContent).toContain("3 centers in view.");
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes("first-view"))).toEqual(
      [],
    );
  });

  it("reads a big feed at once when the address has filters: the first view is the unfiltered map's", async () => {
    const big = bigFeed();
    big.release();
    const fetchMock = serve(big.response, big.firstView);
    await render("/lancenters?type=game_cafe");
    await until(() => expect(listed()).toEqual(["mile-high"]));
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes("first-view"))).toEqual(
      [],
    );
  });

  it("a bubble's click zooms to the box around its centers", async () => {
    serve(feed());
    await render();
    // At zoom 4 the two Colorado centers (30 km apart) share one bubble.
    const bubble = fake.drawn.find((item) => item.kind === "cluster");
    if (bubble?.kind !== "cluster") throw new Error("expected a bubble");
    expect(bubble.count).toBe(2);

    await act(async () => fake.options!.events.onClusterClick(bubble.id, bubble));
    expect(fake.fitted).toEqual([
      {
        points: [
          { latitude: 39.74, longitude: -105.27 },
          { latitude: 40.01, longitude: -104.99 },
        ],
        maxZoom: 16,
      },
    ]);
  });

  it("choosing an entry centres the map, opens the info and marks the entry; a marker marks its entry", async () => {
    serve(feed());
    await render();

    const button = entry("mile-high")!.querySelector("button")!;
    await act(async () => button.click());
    for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(fake.centred.at(-1)).toEqual({ latitude: 39.74, longitude: -104.99 });
    expect(button.getAttribute("aria-current")).toBe("true");
    expect(fake.opened.at(-1)?.text).toContain("Mile High LAN");
    expect(fake.opened.at(-1)?.text).toContain("About mile-high.");
    const info = container.querySelector('[data-testid="map-info"]');
    expect(info?.textContent).toContain("Mile High LAN");
    expect(info?.textContent).toContain("About mile-high.");
    expect(info?.querySelector('a[target="_blank"]')?.textContent).toContain("Visit Website");

    await act(async () => fake.options!.events.onMarkerClick("pixel"));
    expect(entry("pixel")!.querySelector("button")!.getAttribute("aria-current")).toBe("true");
    // Each center opened on the map counts for its owner.
    const bubbles = (await sentBeacons()).filter((beacon) => beacon.event === "map_bubble");
    expect(bubbles.map((beacon) => beacon.centers)).toEqual([["mile-high"], ["pixel"]]);
    expect(button.getAttribute("aria-current")).toBeNull();

    await act(async () => fake.options!.events.onMapClick());
    expect(container.querySelector('[data-testid="map-info"]')).toBeNull();
    expect(fake.closed).toBeGreaterThan(0);
  });

  it("filters by type through the address, narrowing the list and the markers", async () => {
    serve(feed());
    await render("/lancenters?type=game_cafe");

    expect(container.querySelector("select")?.value).toBe("game_cafe");
    expect(list()?.textContent).toContain("1 center in view.");
    expect(fake.drawn.map((item) => item.key)).toEqual(["mile-high"]);

    const select = container.querySelector("select")!;
    await act(async () => {
      select.value = "";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(search).toBe("");
    expect(list()?.textContent).toContain("3 centers in view.");
  });

  it("keeps every filter of a quick series of changes, in the list and in the address", async () => {
    serve(feed());
    await render();
    const select = container.querySelector("select")!;
    const input = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    const choose = (value: string) => {
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    };

    // Typing, then two types chosen before the typing has settled.
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      setValue.call(input, "mile");
      input.dispatchEvent(new Event("input", { bubbles: true }));
      choose("library");
      choose("game_cafe");
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));

    expect(new URLSearchParams(search).get("type")).toBe("game_cafe");
    expect(new URLSearchParams(search).get("q")).toBe("mile");
    expect(select.value).toBe("game_cafe");
    expect(list()?.textContent).toContain("1 center in view.");
    expect(entry("mile-high")).not.toBeNull();
  });

  it("says so when the map's images cannot load, and the markers and list keep working", async () => {
    serve(feed());
    await render();
    expect(container.textContent).not.toContain("Map images could not load.");

    await act(async () => fake.options!.events.onTilesFailed!());
    const notice = container.querySelector('[data-testid="map-tiles-notice"]');
    expect(notice?.textContent).toBe("Map images could not load. The markers and the list of centers still work.");
    expect(notice?.getAttribute("role")).toBe("status");
    // No panel covers the map: it still draws, and the list still chooses.
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(fake.drawn.length).toBeGreaterThan(0);
    expect(list()?.textContent).toContain("3 centers in view.");
  });

  it("'near me' lists the nearest centers wherever they are, with distances, and fits the map to them", async () => {
    serve(feed());
    await render();
    // Zoomed in on Boulder before the search: only Flatirons is in view.
    const boulder: MapView = { bounds: { west: -105.4, south: 39.9, east: -105.1, north: 40.1 }, zoom: 11 };
    fake.view = boulder;
    await act(async () => fake.options!.events.onViewChange(boulder));
    expect(list()?.textContent).toContain("1 center in view.");

    await searchPlace("Boulder, CO");
    expect(list()?.textContent).toContain("The 3 nearest centers.");
    const rows = [...container.querySelectorAll("li[data-slug]")];
    expect(rows.map((row) => row.getAttribute("data-slug"))).toEqual(["flatirons", "mile-high", "pixel"]);
    expect(rows[0]!.textContent).toMatch(/\d(\.\d)? mi/);
    expect(rows[2]!.textContent).toMatch(/1,\d{3} mi/);
    // The map shows the place searched and every listed center.
    expect(fake.fitted.at(-1)?.points).toEqual([
      { latitude: 40.015, longitude: -105.27, label: "Boulder, CO", signature: BOULDER_SIGNED },
      expect.objectContaining({ slug: "flatirons" }),
      expect.objectContaining({ slug: "mile-high" }),
      expect.objectContaining({ slug: "pixel" }),
    ]);
    const fits = fake.fitted.length;

    // Moving the map keeps the nearest list and does not fit again.
    await act(async () => fake.options!.events.onViewChange(boulder));
    expect(list()?.textContent).toContain("The 3 nearest centers.");
    expect(fake.fitted).toHaveLength(fits);

    // Clear: back to the centers in view, by name.
    const clear = [...container.querySelectorAll("button")].find((button) => button.textContent?.includes("Clear"))!;
    await act(async () => clear.click());
    expect(list()?.textContent).toContain("1 center in view.");
  });

  it("a new 'near me' search clears the last one's message and selection", async () => {
    serve(feed());
    await render();

    await searchPlace("Atlantis");
    expect(container.textContent).toContain("We could not find that place. Try a ZIP code.");
    await searchPlace("Boulder, CO");
    expect(container.textContent).not.toContain("We could not find that place.");

    const button = entry("mile-high")!.querySelector("button")!;
    await act(async () => button.click());
    await settle();
    expect(container.querySelector('[data-testid="map-info"]')).not.toBeNull();
    const closed = fake.closed;

    await searchPlace("Boulder, CO");
    expect(container.querySelector('[data-testid="map-info"]')).toBeNull();
    expect(container.querySelector('[aria-current="true"]')).toBeNull();
    expect(fake.closed).toBeGreaterThan(closed);

    // A location that cannot be had, then a typed place: the location's message goes too.
    vi.stubGlobal("navigator", {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: unknown, fail: (error: { code: number }) => void) => fail({ code: 1 }),
      },
    });
    const locate = [...container.querySelectorAll("button")].find((candidate) =>
      candidate.textContent?.includes("Use my location"),
    )!;
    await act(async () => locate.click());
    expect(container.textContent).toContain("Location access was denied.");
    await searchPlace("Boulder, CO");
    expect(container.textContent).not.toContain("Location access was denied.");
  });

  it("explains a missing database and tries again", async () => {
    let healthy = false;
    serve(() => (healthy ? feed() : Response.json({ error: "no database" }, { status: 503 })));
    await render();

    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("Map Temporarily Unavailable");
    expect(alert?.textContent).toContain(
      "Database connection not available. Map will show when database is connected.",
    );
    expect(list()).toBeNull();

    healthy = true;
    const retry = [...container.querySelectorAll("button")].find((button) => button.textContent === "Try again")!;
    await act(async () => retry.click());
    for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(list()?.textContent).toContain("3 centers in view.");
  });

  it("shows whether each listed center is open now, and its price, in the list and the info window", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(SATURDAY_1_30_AM_DENVER);
    serve(feed());
    await render();

    expect(entry("mile-high")!.textContent).toContain("Open now · closes 2 AM");
    expect(entry("mile-high")!.textContent).toContain("$5–8/hr");
    expect(entry("mile-high")!.querySelector('[data-state="open"]')).not.toBeNull();
    expect(entry("pixel")!.textContent).toContain("Open 24 hours");
    expect(entry("pixel")!.textContent).toContain("$6/hr");
    // No hours, no price: nothing to say.
    expect(entry("flatirons")!.querySelector("[data-state]")).toBeNull();
    expect(entry("flatirons")!.textContent).not.toContain("/hr");

    await act(async () => entry("mile-high")!.querySelector("button")!.click());
    await settle();
    expect(fake.opened.at(-1)?.text).toContain("Open now · closes 2 AM · $5–8/hr");
    expect(container.querySelector('[data-testid="map-info"]')?.textContent).toContain("Open now · closes 2 AM");
  });

  it("'open now' reads the visitor's clock when it is turned on, and narrows the list and the markers", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(SATURDAY_1_30_AM_DENVER);
    serve(feed());
    await render("/lancenters?open=1");

    const open = control<HTMLInputElement>("Open now");
    expect(open.checked).toBe(true);
    expect(open.getAttribute("role")).toBe("switch");
    expect(listed()).toEqual(["mile-high", "pixel"]);
    expect(drawnKeys()).not.toContain("flatirons");

    // Past 2 AM in Denver; turned off and on again, it reads the clock anew.
    vi.setSystemTime(new Date("2026-11-28T09:30:00Z"));
    await act(async () => open.click());
    expect(search).toBe("");
    expect(listed()).toHaveLength(3);
    await act(async () => open.click());
    expect(new URLSearchParams(search).get("open")).toBe("1");
    expect(listed()).toEqual(["pixel"]);
    expect(entry("pixel")!.textContent).toContain("Open 24 hours");
  });

  it("filters by game, amenity and gaming PCs through the address, and clears them all at once", async () => {
    serve(feed());
    await render();
    expect([...container.querySelectorAll("button")].some((button) => button.textContent === "Clear filters")).toBe(
      false,
    );

    // A game: the centers that list it, and those that offer the whole library.
    const game = control<HTMLSelectElement>("Game");
    expect([...game.options].map((option) => option.textContent)).toEqual([
      "All games",
      "Counter-Strike 2",
      "Dota 2",
      "Valheim",
    ]);
    await choose(game, "dota-2");
    expect(new URLSearchParams(search).get("game")).toBe("dota-2");
    expect(listed()).toEqual(["flatirons", "mile-high"]);
    expect(drawnKeys().every((key) => !key.startsWith("pixel"))).toBe(true);
    await choose(game, "");

    // Amenities, behind a button that says how many are chosen.
    const amenities = [...container.querySelectorAll("button")].find((button) =>
      button.textContent?.startsWith("Amenities"),
    )!;
    expect(amenities.getAttribute("aria-expanded")).toBe("false");
    await act(async () => amenities.click());
    expect(amenities.getAttribute("aria-expanded")).toBe("true");
    await act(async () => control<HTMLInputElement>("Food and drinks").click());
    expect(new URLSearchParams(search).getAll("amenity")).toEqual(["food_drinks"]);
    expect(amenities.textContent).toBe("Amenities (1)");
    expect(listed()).toEqual(["flatirons"]);
    await act(async () => control<HTMLInputElement>("Food and drinks").click());
    await act(async () => control<HTMLInputElement>("Parking").click());
    expect(listed()).toEqual(["flatirons", "pixel"]);

    // The fewest PCs, with the parking still chosen.
    const pcs = control<HTMLSelectElement>("Gaming PCs");
    await choose(pcs, "50");
    expect(new URLSearchParams(search).get("pcs")).toBe("50");
    expect(listed()).toEqual(["pixel"]);
    expect(drawnKeys()).toEqual(["pixel"]);

    const clear = [...container.querySelectorAll("button")].find((button) => button.textContent === "Clear filters")!;
    await act(async () => clear.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(search).toBe("");
    expect(pcs.value).toBe("");
    expect(listed()).toHaveLength(3);
  });

  it("shows each center's live numbers in the list and its bubble; 'Free PCs now' keeps those with a PC free", async () => {
    const now = new Date("2026-11-30T18:00:30Z");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    liveAnswer = () => liveFeed(now, { "mile-high": [12, 40, 120], flatirons: [0, 24, 60] });
    const fetchMock = serve(feed());
    await render();

    await until(() => expect(liveLineOf("mile-high")?.textContent).toBe("12 of 40 PCs free · 2 min ago"));
    // Asked once the centers were in.
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.indexOf("/api/v1/live")).toBeGreaterThan(asked.indexOf("/api/v1/locations"));
    expect(liveLineOf("mile-high")?.getAttribute("data-free")).toBe("yes");
    expect(liveLineOf("flatirons")?.textContent).toBe("0 of 24 PCs free · 1 min ago");
    expect(liveLineOf("flatirons")?.getAttribute("data-free")).toBe("no");
    // No live numbers, nothing said.
    expect(liveLineOf("pixel")).toBeNull();

    await act(async () => entry("mile-high")!.querySelector("button")!.click());
    await settle();
    expect(fake.opened.at(-1)?.text).toContain("12 of 40 PCs free · 2 min ago");
    expect(container.querySelector('[data-testid="map-info"]')?.textContent).toContain("12 of 40 PCs free · 2 min ago");

    const free = control<HTMLInputElement>("Free PCs now");
    expect(free.getAttribute("role")).toBe("switch");
    await act(async () => free.click());
    expect(new URLSearchParams(search).get("free")).toBe("1");
    expect(listed()).toEqual(["mile-high"]);
    expect(drawnKeys()).toEqual(["mile-high"]);
    expect(container.querySelector('[role="alert"]')).toBeNull();

    const clear = [...container.querySelectorAll("button")].find((button) => button.textContent === "Clear filters")!;
    await act(async () => clear.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(search).toBe("");
    expect(listed()).toHaveLength(3);
  });

  it("reads 'Free PCs now' from the address, and says when no center has a PC free", async () => {
    const now = new Date("2026-11-30T18:00:30Z");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    liveAnswer = () => liveFeed(now, { flatirons: [0, 24, 60] });
    serve(feed());
    await render("/lancenters?free=1");

    expect(control<HTMLInputElement>("Free PCs now").checked).toBe(true);
    await until(() => expect(list()?.textContent).toContain("No LAN centers in this area."));
    expect(listed()).toEqual([]);
    expect(drawnKeys()).toEqual([]);
    expect([...container.querySelectorAll("button")].some((button) => button.textContent === "Clear filters")).toBe(
      true,
    );
  });

  it("asks again every 30 seconds while the page is shown, and not while it is hidden", async () => {
    let free = 12;
    liveAnswer = () => liveFeed(new Date(), { "mile-high": [free, 40, 0] });
    const fetchMock = serve(feed());
    // Fake timers that also run on their own, so the page's loading goes on while the test waits.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], shouldAdvanceTime: true });
    await render();
    await until(() => expect(liveLineOf("mile-high")?.textContent).toMatch(/^12 of 40 PCs free/));
    expect(liveAsks(fetchMock)).toBe(1);

    free = 7;
    await act(async () => vi.advanceTimersByTimeAsync(28_000));
    expect(liveAsks(fetchMock)).toBe(1);
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(liveAsks(fetchMock)).toBe(2);
    expect(liveLineOf("mile-high")?.textContent).toMatch(/^7 of 40 PCs free/);

    // A hidden page asks nothing; shown again after longer than 30 seconds, it asks at once.
    await act(async () => setHidden(true));
    await act(async () => vi.advanceTimersByTimeAsync(120_000));
    expect(liveAsks(fetchMock)).toBe(2);
    free = 3;
    await act(async () => setHidden(false));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(liveAsks(fetchMock)).toBe(3);
    expect(liveLineOf("mile-high")?.textContent).toMatch(/^3 of 40 PCs free/);
  });

  it("works without the live numbers, and says they could not be loaded only when 'Free PCs now' is on", async () => {
    liveAnswer = () => Response.json({ error: "Database connection not available." }, { status: 503 });
    serve(feed());
    await render();
    await until(() => expect(listed()).toHaveLength(3));
    await settle();
    expect(container.querySelector('[data-testid="live-stations"]')).toBeNull();
    expect(container.querySelector('[role="alert"]')).toBeNull();

    await act(async () => control<HTMLInputElement>("Free PCs now").click());
    expect(listed()).toEqual([]);
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(MAP_TEXT.liveFailed);
    expect(control<HTMLInputElement>("Free PCs now").getAttribute("aria-describedby")).toBe(alert?.id);
    // The other filters and the map itself go on working.
    await act(async () => control<HTMLInputElement>("Free PCs now").click());
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(listed()).toHaveLength(3);
  });

  it("ignores filters in the address that it does not know", async () => {
    serve(feed());
    await render("/lancenters?open=maybe&game=no-such-game&amenity=jacuzzi&pcs=7&utm=x");
    await until(() => expect(listed()).toHaveLength(3));
    expect(control<HTMLSelectElement>("Game").value).toBe("");
    expect(control<HTMLSelectElement>("Gaming PCs").value).toBe("");
    expect(control<HTMLInputElement>("Open now").checked).toBe(false);
    expect(search).toBe("?utm=x");
  });
});
