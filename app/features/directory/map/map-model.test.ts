import { describe, expect, it } from "vitest";

import { compareCenters, type MapCenter } from "../map-data";

import {
  centersInView,
  countLine,
  filterCenters,
  formatMiles,
  haversineMiles,
  inBounds,
  makeSearchable,
  nearestCenters,
  nearestInList,
  nearestLine,
  parseFilters,
  rankCenters,
  safeWebsite,
  withFilters,
} from "./map-model";

function center(slug: string, name: string, latitude: number, longitude: number, extra: Partial<MapCenter> = {}) {
  return { slug, name, latitude, longitude, venueType: null, adminCreated: false, ...extra } satisfies MapCenter;
}

const denver = center("mile-high", "Mile High LAN", 39.74, -104.99, { venueType: "game_arena" });
const boulder = center("flatirons", "Flatirons Frag", 40.01, -105.27, { venueType: "game_cafe" });
const nyc = center("pixel", "Pixel Palace", 40.71, -74.0, { venueType: "game_arena", adminCreated: true });
const cafe = center("cafe", "Café Crit", 34.05, -118.24, { venueType: "coffee_shop" });

describe("filters in the address", () => {
  it("reads known types and a trimmed search, ignoring unknown types", () => {
    expect(parseFilters(new URLSearchParams("type=game_arena&q=%20pixel%20"))).toEqual({
      type: "game_arena",
      q: "pixel",
    });
    expect(parseFilters(new URLSearchParams("type=spaceship"))).toEqual({ type: null, q: "" });
  });

  it("changes only the filters and keeps other parameters", () => {
    const next = withFilters(new URLSearchParams("utm=x&type=hotel&q=old"), { type: null, q: " new " });
    expect(next.toString()).toBe("utm=x&q=new");
    expect(withFilters(next, { q: "" }).toString()).toBe("utm=x");
  });
});

describe("filterCenters", () => {
  const all = makeSearchable([denver, boulder, nyc, cafe]);

  it("narrows by type and by name, ignoring case and accents", () => {
    expect(filterCenters(all, { type: "game_arena", q: "" }).map((c) => c.slug)).toEqual(["mile-high", "pixel"]);
    expect(filterCenters(all, { type: null, q: "PIXEL" }).map((c) => c.slug)).toEqual(["pixel"]);
    expect(filterCenters(all, { type: null, q: "cafe" }).map((c) => c.slug)).toEqual(["cafe"]);
    expect(filterCenters(all, { type: "game_cafe", q: "pixel" })).toEqual([]);
    expect(filterCenters(all, { type: null, q: "" })).toHaveLength(4);
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
    expect(rankCenters(byName).map((entry) => entry.miles)).toEqual([null, null, null, null]);
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
    const ranked = rankCenters([...many, nyc]);
    const inView = centersInView(ranked, colorado, null, 50);
    expect(inView.total).toBe(120);
    expect(inView.entries).toHaveLength(50);
    expect(inView.entries[0]!.center.slug).toBe("c000");

    const withSelected = centersInView(ranked, colorado, "c110", 50);
    expect(withSelected.entries).toHaveLength(51);
    expect(withSelected.entries.at(-1)!.center.slug).toBe("c110");

    expect(centersInView(ranked, null, null, 50).total).toBe(121);
    expect(centersInView(ranked, { west: 0, south: 0, east: 1, north: 1 }, null).total).toBe(0);
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
