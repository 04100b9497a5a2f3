import { describe, expect, it } from "vitest";

import { LIVE_FOR_MINUTES, type LiveStations } from "~/features/stations/station-values";

import { compareCenters, type MapCenter, type MapData } from "../map-data";

import { NO_PROFILE } from "./feed-profile";
import {
  centersInView,
  countLine,
  filterCenters,
  formatMiles,
  freeNow,
  hasFilters,
  haversineMiles,
  inBounds,
  liveLine,
  makeSearchable,
  nearestCenters,
  nearestInList,
  nearestLine,
  NO_FILTERS,
  parseFilters,
  placeCenters,
  safeWebsite,
  sameLiveStations,
  withFilters,
} from "./map-model";
import { parseScheduleText } from "./schedule-text";

function center(slug: string, name: string, latitude: number, longitude: number, extra: Partial<MapCenter> = {}) {
  return {
    slug,
    name,
    latitude,
    longitude,
    venueType: null,
    adminCreated: false,
    ...NO_PROFILE,
    ...extra,
  } satisfies MapCenter;
}

function searchable(centers: MapCenter[], lists: Partial<Omit<MapData, "centers">> = {}) {
  return makeSearchable({ centers, schedules: [], games: [], gameSets: [], prices: [], ...lists });
}

const denver = center("mile-high", "Mile High LAN", 39.74, -104.99, { venueType: "game_arena" });
const boulder = center("flatirons", "Flatirons Frag", 40.01, -105.27, { venueType: "game_cafe" });
const nyc = center("pixel", "Pixel Palace", 40.71, -74.0, { venueType: "game_arena", adminCreated: true });
const cafe = center("cafe", "Café Crit", 34.05, -118.24, { venueType: "coffee_shop" });

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe("filters in the address", () => {
  it("reads known types and a trimmed search, ignoring unknown types", () => {
    expect(parse("type=game_arena&q=%20pixel%20")).toEqual({ ...NO_FILTERS, type: "game_arena", q: "pixel" });
    expect(parse("type=spaceship")).toEqual(NO_FILTERS);
  });

  it("changes only the filters and keeps other parameters", () => {
    const next = withFilters(new URLSearchParams("utm=x&type=hotel&q=old"), { type: null, q: " new " });
    expect(next.toString()).toBe("utm=x&q=new");
    expect(withFilters(next, { q: "" }).toString()).toBe("utm=x");
  });

  it("reads 'open now' only as open=1", () => {
    expect(parse("open=1").open).toBe(true);
    expect(parse("open=yes").open).toBe(false);
    expect(parse("").open).toBe(false);
    expect(withFilters(new URLSearchParams("q=a"), { open: true }).toString()).toBe("q=a&open=1");
    expect(withFilters(new URLSearchParams("open=1&q=a"), { open: false }).toString()).toBe("q=a");
  });

  it("reads 'free PCs now' only as free=1, beside 'open now'", () => {
    expect(parse("free=1").free).toBe(true);
    expect(parse("free=true").free).toBe(false);
    expect(parse("open=1").free).toBe(false);
    expect(withFilters(new URLSearchParams("open=1"), { free: true }).toString()).toBe("open=1&free=1");
    expect(withFilters(new URLSearchParams("free=1&q=a"), { free: false }).toString()).toBe("q=a");
    expect(hasFilters({ ...NO_FILTERS, free: true })).toBe(true);
  });

  it("reads a game's slug, ignoring what cannot be one", () => {
    expect(parse("game=counter-strike-2").game).toBe("counter-strike-2");
    expect(parse("game=Counter%20Strike").game).toBeNull();
    expect(parse("game=").game).toBeNull();
    expect(withFilters(new URLSearchParams(), { game: "dota-2" }).toString()).toBe("game=dota-2");
    expect(withFilters(new URLSearchParams("game=dota-2&pcs=5"), { game: null }).toString()).toBe("pcs=5");
  });

  it("reads amenities repeated or as a comma list, in the list's order, ignoring unknown ones", () => {
    expect(parse("amenity=parking&amenity=food_drinks").amenities).toEqual(["food_drinks", "parking"]);
    expect(parse("amenity=free_wifi,parking,jacuzzi&amenity=parking").amenities).toEqual(["parking", "free_wifi"]);
    expect(parse("amenity=jacuzzi").amenities).toEqual([]);
    const written = withFilters(new URLSearchParams("amenity=a,b&q=x"), { amenities: ["free_wifi", "parking"] });
    expect(written.toString()).toBe("q=x&amenity=parking&amenity=free_wifi");
    expect(withFilters(written, { amenities: [] }).toString()).toBe("q=x");
  });

  it("reads the fewest PCs from the choices only", () => {
    expect(parse("pcs=20").pcs).toBe(20);
    expect(parse("pcs=7").pcs).toBeNull();
    expect(parse("pcs=lots").pcs).toBeNull();
    expect(parse("pcs=").pcs).toBeNull();
    expect(withFilters(new URLSearchParams(), { pcs: 50 }).toString()).toBe("pcs=50");
    expect(withFilters(new URLSearchParams("pcs=50"), { pcs: null }).toString()).toBe("");
  });

  it("writes every filter and reads them back the same", () => {
    const filters = {
      type: "game_cafe",
      q: "pixel",
      open: true,
      free: true,
      game: "dota-2",
      amenities: ["parking", "tournaments"],
      pcs: 10,
    } as const;
    const written = withFilters(new URLSearchParams(), { ...filters, amenities: [...filters.amenities] });
    expect(parseFilters(written)).toEqual(filters);
    expect(withFilters(new URLSearchParams(), parseFilters(written)).toString()).toBe(written.toString());
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, open: true })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, amenities: ["parking"] })).toBe(true);
  });
});

describe("filterCenters", () => {
  const all = searchable([denver, boulder, nyc, cafe]);
  const filter = (change: Partial<typeof NO_FILTERS>, from = all) =>
    filterCenters(from, { ...NO_FILTERS, ...change }).map((c) => c.slug);

  it("narrows by type and by name, ignoring case and accents", () => {
    expect(filter({ type: "game_arena" })).toEqual(["mile-high", "pixel"]);
    expect(filter({ q: "PIXEL" })).toEqual(["pixel"]);
    expect(filter({ q: "cafe" })).toEqual(["cafe"]);
    expect(filter({ type: "game_cafe", q: "pixel" })).toEqual([]);
    expect(filter({})).toHaveLength(4);
  });

  it("narrows by game: a center that lists it, or one that offers the whole library", () => {
    const games = [
      { slug: "counter-strike-2", name: "Counter-Strike 2" },
      { slug: "dota-2", name: "Dota 2" },
      { slug: "valheim", name: "Valheim" },
    ];
    const withGames = searchable(
      [
        center("cs", "CS Den", 40, -105, { gameSet: 0 }),
        center("both", "Both Hub", 40, -105, { gameSet: 1 }),
        center("library", "Library Hall", 40, -105, { fullLibrary: true }),
        center("none", "No Games", 40, -105),
      ],
      { games, gameSets: [[0], [0, 1]] },
    );
    expect(filter({ game: "counter-strike-2" }, withGames)).toEqual(["cs", "both", "library"]);
    expect(filter({ game: "dota-2" }, withGames)).toEqual(["both", "library"]);
    expect(filter({ game: "valheim" }, withGames)).toEqual(["library"]);
    // A game the feed does not know narrows nothing, like an unknown type.
    expect(filter({ game: "removed-game" }, withGames)).toHaveLength(4);
  });

  it("narrows by amenities (all of them) and by the fewest PCs", () => {
    // Bits in AMENITIES order: food_drinks 1, parking 2, wheelchair_accessible 4.
    const equipped = searchable([
      center("food", "Food", 40, -105, { amenities: 1, pcs: 12 }),
      center("food-parking", "Food Parking", 40, -105, { amenities: 3, pcs: 50 }),
      center("all", "All", 40, -105, { amenities: 7, pcs: 0 }),
    ]);
    expect(filter({ amenities: ["food_drinks"] }, equipped)).toEqual(["food", "food-parking", "all"]);
    expect(filter({ amenities: ["food_drinks", "parking"] }, equipped)).toEqual(["food-parking", "all"]);
    expect(filter({ amenities: ["wheelchair_accessible"] }, equipped)).toEqual(["all"]);
    expect(filter({ pcs: 10 }, equipped)).toEqual(["food", "food-parking"]);
    expect(filter({ pcs: 50 }, equipped)).toEqual(["food-parking"]);
    // A center that does not say how many PCs it has is not shown for a minimum.
    expect(filter({ pcs: 5, amenities: ["parking"] }, equipped)).toEqual(["food-parking"]);
  });

  it("'open now' reads each schedule at the given instant, hours past midnight included", () => {
    const schedules = [
      // Friday 4 PM to 2 AM, in Chicago; closed otherwise.
      parseScheduleText("America/Chicago|-|-|-|-|1600-0200|-|-"),
      // Open 24 hours, in Tokyo.
      parseScheduleText("Asia/Tokyo|*|*|*|*|*|*|*"),
      // Saturday 10 AM to 10 PM, in Chicago.
      parseScheduleText("America/Chicago|-|-|-|-|-|1000-2200|-"),
    ];
    const open = searchable(
      [
        center("late", "Late Night", 41.9, -87.6, { schedule: 0 }),
        center("always", "Always", 35.7, 139.7, { schedule: 1 }),
        center("daytime", "Daytime", 41.9, -87.6, { schedule: 2 }),
        center("unknown", "No Hours", 41.9, -87.6),
      ],
      { schedules },
    );
    const at = (iso: string) => filterCenters(open, { ...NO_FILTERS, open: true }, new Date(iso)).map((c) => c.slug);
    // Friday 11 PM in Chicago (CST, UTC−6).
    expect(at("2026-11-28T05:00:00Z")).toEqual(["late", "always"]);
    // Saturday 1:59 AM: Friday's span still runs.
    expect(at("2026-11-28T07:59:00Z")).toEqual(["late", "always"]);
    // Saturday 2 AM: it has closed.
    expect(at("2026-11-28T08:00:00Z")).toEqual(["always"]);
    // Saturday noon.
    expect(at("2026-11-28T18:00:00Z")).toEqual(["always", "daytime"]);
    // Not asked: every center.
    expect(filterCenters(open, NO_FILTERS)).toHaveLength(4);
  });
});

describe("live numbers", () => {
  const NOW = new Date("2026-11-30T18:00:00Z");
  const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
  const live = (free: number, total: number, reportedAt: string, noun: LiveStations["noun"] = "PCs"): LiveStations => ({
    free,
    total,
    noun,
    byKind: {},
    reportedAt,
  });
  const statuses = new Map<string, LiveStations>([
    ["mile-high", live(12, 40, minutesAgo(2))],
    ["flatirons", live(0, 24, minutesAgo(1))],
    ["pixel", live(5, 30, minutesAgo(LIVE_FOR_MINUTES + 1))],
  ]);

  it("words a live status on the minute, and shows none that has aged out", () => {
    expect(liveLine(statuses.get("mile-high"), NOW)).toEqual({ text: "12 of 40 PCs free · 2 min ago", free: 12 });
    expect(liveLine(statuses.get("flatirons"), NOW)).toEqual({ text: "0 of 24 PCs free · 1 min ago", free: 0 });
    expect(liveLine(live(3, 8, minutesAgo(0.5), "stations"), NOW)?.text).toBe("3 of 8 stations free · just now");
    // Exactly LIVE_FOR_MINUTES old is still live; a moment more is not.
    expect(liveLine(live(1, 2, minutesAgo(LIVE_FOR_MINUTES)), NOW)?.text).toBe(
      `1 of 2 PCs free · ${LIVE_FOR_MINUTES} min ago`,
    );
    expect(liveLine(statuses.get("pixel"), NOW)).toBeNull();
    expect(liveLine(undefined, NOW)).toBeNull();
  });

  it("'free PCs now' lets through the live statuses with a PC free, and drops one as it ages", () => {
    expect([...freeNow(statuses, NOW)]).toEqual(["mile-high"]);
    // Nine minutes on, the status of two minutes ago has aged out.
    expect([...freeNow(statuses, new Date(NOW.getTime() + 9 * 60_000))]).toEqual([]);

    const all = searchable([denver, boulder, nyc, cafe]);
    const filter = (change: Partial<typeof NO_FILTERS>, withFreePcs: ReadonlySet<string> | null) =>
      filterCenters(all, { ...NO_FILTERS, ...change }, NOW, withFreePcs).map((c) => c.slug);
    const free = freeNow(statuses, NOW);
    expect(filter({ free: true }, free)).toEqual(["mile-high"]);
    expect(filter({ free: true, type: "game_cafe" }, free)).toEqual([]);
    expect(filter({ free: true, q: "mile" }, free)).toEqual(["mile-high"]);
    // Until the numbers are known, none passes; with the filter off, the set changes nothing.
    expect(filter({ free: true }, null)).toEqual([]);
    expect(filter({}, free)).toHaveLength(4);
  });

  it("knows a read that says what the last one said, a second of rounding apart", () => {
    const again = new Map(
      [...statuses].map(([slug, status]) => [
        slug,
        { ...status, reportedAt: new Date(Date.parse(status.reportedAt) + 1000).toISOString() },
      ]),
    );
    expect(sameLiveStations(statuses, again)).toBe(true);
    const changed = (slug: string, change: Partial<LiveStations>) =>
      new Map([...statuses].map(([key, status]) => [key, key === slug ? { ...status, ...change } : status]));
    expect(sameLiveStations(statuses, changed("mile-high", { free: 11 }))).toBe(false);
    expect(sameLiveStations(statuses, changed("mile-high", { total: 41 }))).toBe(false);
    expect(sameLiveStations(statuses, changed("flatirons", { noun: "stations" }))).toBe(false);
    // The same numbers reported again later: a new report, with new words ("just now").
    expect(sameLiveStations(statuses, changed("flatirons", { reportedAt: minutesAgo(0.5) }))).toBe(false);
    expect(sameLiveStations(statuses, new Map([...statuses].slice(1)))).toBe(false);
    expect(sameLiveStations(new Map([...statuses].slice(1)), statuses)).toBe(false);
  });
});

describe("distances and order", () => {
  it("measures great-circle miles", () => {
    // New York to Los Angeles is about 2,445 miles.
    expect(haversineMiles(nyc, cafe)).toBeGreaterThan(2400);
    expect(haversineMiles(nyc, cafe)).toBeLessThan(2500);
    expect(haversineMiles(denver, denver)).toBe(0);
  });

  it("sorts by distance from a point, else keeps the name order", () => {
    const byName = [nyc, denver, cafe, boulder].sort(compareCenters);
    expect(byName.map((c) => c.name)).toEqual(["Café Crit", "Flatirons Frag", "Mile High LAN", "Pixel Palace"]);
    const world = { west: -180, south: -90, east: 180, north: 90 };
    const inView = centersInView(placeCenters(byName), world, null).entries;
    expect(inView.map((entry) => entry.center)).toEqual(byName);
    expect(inView.map((entry) => entry.miles)).toEqual([null, null, null, null]);
    // "Near me" ranks with nearestCenters: every center here, as there are fewer than it lists.
    const near = nearestCenters(byName, { latitude: 40.0, longitude: -105.2 });
    expect(near.map((entry) => entry.center.slug)).toEqual(["flatirons", "mile-high", "cafe", "pixel"]);
    expect(near[0]!.miles).toBeLessThan(10);
    expect(formatMiles(near[1]!.miles!)).toMatch(/^\d+ mi$/);
    expect(formatMiles(0.42)).toBe("0.4 mi");
    expect(formatMiles(1234.4)).toBe("1,234 mi");
  });
});

describe("near me", () => {
  const here = { latitude: 40.0, longitude: -105.2 };

  it("keeps the nearest few, nearest first, wherever they are", () => {
    // Shuffled on purpose: the feed is in name order, not distance order.
    const spread = Array.from({ length: 60 }, (_, i) => {
      const k = (i * 37) % 60;
      return center(`s${k}`, `Spread ${k}`, 40.0 + k * 0.5, -105.2);
    });
    const nearest = nearestCenters(spread, here, 10);
    expect(nearest.map((entry) => entry.center.slug)).toEqual(Array.from({ length: 10 }, (_, k) => `s${k}`));
    const miles = nearest.map((entry) => entry.miles!);
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
    // Far away counts as near when nothing is nearer: 1,000 miles is still listed.
    const lonely = nearestCenters([nyc, cafe], here, 10);
    expect(lonely.map((entry) => entry.center.slug)).toEqual(["cafe", "pixel"]);
    expect(lonely[1]!.miles).toBeGreaterThan(1000);
    expect(nearestCenters(spread, here, 0)).toEqual([]);
    expect(nearestCenters([], here)).toEqual([]);
  });

  it("matches a full sort by distance on many centers, ties in the given order", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const many = Array.from({ length: 5000 }, (_, i) =>
      center(`r${i}`, `Random ${i}`, 25 + random() * 24, -124 + random() * 57),
    );
    const twins = [center("twin-a", "Twin A", 41, -100), center("twin-b", "Twin B", 41, -100)];
    const all = [...twins, ...many];
    const point = { latitude: 41, longitude: -100 };
    const sorted = all
      .map((c, i) => ({ slug: c.slug, miles: haversineMiles(point, c), i }))
      .sort((a, b) => a.miles - b.miles || a.i - b.i)
      .slice(0, 25)
      .map((entry) => entry.slug);
    expect(nearestCenters(all, point, 25).map((entry) => entry.center.slug)).toEqual(sorted);
    expect(sorted.slice(0, 2)).toEqual(["twin-a", "twin-b"]);
  });

  it("keeps a selected center that is not among the nearest, and words the count", () => {
    const nearest = nearestCenters([denver, boulder, nyc], here, 2);
    expect(nearestInList(nearest, null, here)).toEqual({ entries: nearest, total: 2 });
    const withFar = nearestInList(nearest, nyc, here);
    expect(withFar.total).toBe(2);
    expect(withFar.entries.map((entry) => entry.center.slug)).toEqual(["flatirons", "mile-high", "pixel"]);
    expect(withFar.entries[2]!.miles).toBeGreaterThan(1000);
    expect(nearestInList(nearest, denver, here).entries).toHaveLength(2);

    expect(nearestLine(10)).toBe("The 10 nearest centers.");
    expect(nearestLine(1)).toBe("The nearest center.");
    expect(nearestLine(0)).toBe("No LAN centers match these filters.");
  });
});

describe("the view", () => {
  const colorado = { west: -110, south: 37, east: -100, north: 42 };

  it("knows what is inside, also across the 180th meridian and past it", () => {
    expect(inBounds(colorado, denver.latitude, denver.longitude)).toBe(true);
    expect(inBounds(colorado, nyc.latitude, nyc.longitude)).toBe(false);
    const pacific = { west: 170, south: -30, east: -170, north: 30 };
    expect(inBounds(pacific, 0, 179)).toBe(true);
    expect(inBounds(pacific, 0, -175)).toBe(true);
    expect(inBounds(pacific, 0, 0)).toBe(false);
    // A second copy of the world to the east.
    expect(inBounds({ west: 250, south: 37, east: 260, north: 42 }, denver.latitude, denver.longitude)).toBe(true);
    expect(inBounds({ west: -400, south: -90, east: 400, north: 90 }, 10, 10)).toBe(true);
  });

  it("lists the first entries in view, counts all of them, and keeps the selected one", () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      center(`c${String(i).padStart(3, "0")}`, `Center ${i}`, 39 + i / 1000, -105),
    );
    const placed = placeCenters([...many, nyc]);
    expect(Array.from(placed.positions.subarray(0, 4))).toEqual([-105, 39, -105, 39.001]);
    const inView = centersInView(placed, colorado, null, 50);
    expect(inView.total).toBe(120);
    expect(inView.entries).toHaveLength(50);
    expect(inView.entries[0]!.center.slug).toBe("c000");

    const withSelected = centersInView(placed, colorado, "c110", 50);
    expect(withSelected.entries).toHaveLength(51);
    expect(withSelected.entries.at(-1)!.center.slug).toBe("c110");

    expect(centersInView(placed, null, null, 50).total).toBe(121);
    expect(centersInView(placed, { west: 0, south: 0, east: 1, north: 1 }, null).total).toBe(0);
    // Across the 180th meridian, as inBounds reads it.
    const fiji = placeCenters([center("suva", "Suva LAN", -18.1, 178.4), center("apia", "Apia LAN", -13.8, -171.8)]);
    expect(centersInView(fiji, { west: 170, south: -30, east: -170, north: 0 }, null).total).toBe(2);
  });

  it("words the count line", () => {
    expect(countLine(50, 1234, true)).toBe("Showing 50 of 1,234 centers in view. Zoom in or filter to see more.");
    expect(countLine(0, 0, true)).toBe("No LAN centers in this area.");
    expect(countLine(1, 1, true)).toBe("1 center in view.");
    expect(countLine(3, 3, false)).toBe("3 centers.");
  });
});

describe("safeWebsite", () => {
  it("keeps web addresses and drops anything that could run code", () => {
    expect(safeWebsite("https://pixel.example/")).toBe("https://pixel.example/");
    expect(safeWebsite("http://pixel.example")).toBe("http://pixel.example/");
    expect(safeWebsite("javascript:alert(1)")).toBeNull();
    expect(safeWebsite("not a url")).toBeNull();
    expect(safeWebsite(null)).toBeNull();
  });
});
