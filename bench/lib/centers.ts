/**
 * Deterministic LAN centers for the benchmarks: names that read like real venues and positions
 * spread over the contiguous US around its cities, so clusters and compression behave as they would
 * on the real site. Seeded, so every run measures the same data. Each center's profile (hours,
 * PCs, prices, amenities, games) comes from `bench/lib/center-profiles.ts`, drawn from a stream of its own
 * so the names and positions stay those of earlier runs.
 */
import { benchProfiles, type BenchProfile } from "./center-profiles";

const FIRST = [
  "Pixel",
  "Frag",
  "Respawn",
  "Loot",
  "Critical",
  "Nexus",
  "Vortex",
  "Arcade",
  "Level",
  "Quantum",
  "Neon",
  "Boss",
  "Combo",
  "Glitch",
  "Headshot",
  "Power",
  "Rogue",
  "Shadow",
  "Turbo",
  "Zero",
  "Dragon",
  "Phoenix",
  "Titan",
  "Alpha",
  "Omega",
  "Hyper",
  "Mega",
  "Retro",
  "Cyber",
  "Galaxy",
];
const SECOND = [
  "Arena",
  "Lounge",
  "Hub",
  "Den",
  "Lab",
  "Zone",
  "Factory",
  "Station",
  "Base",
  "Cafe",
  "Club",
  "Grid",
  "Hall",
  "House",
  "Guild",
  "Bunker",
  "Outpost",
  "Realm",
  "Forge",
  "Dojo",
];
const CITIES: [string, number, number][] = [
  ["Seattle", 47.61, -122.33],
  ["Portland", 45.52, -122.68],
  ["San Francisco", 37.77, -122.42],
  ["Los Angeles", 34.05, -118.24],
  ["San Diego", 32.72, -117.16],
  ["Phoenix", 33.45, -112.07],
  ["Denver", 39.74, -104.99],
  ["Salt Lake City", 40.76, -111.89],
  ["Dallas", 32.78, -96.8],
  ["Austin", 30.27, -97.74],
  ["Houston", 29.76, -95.37],
  ["Kansas City", 39.1, -94.58],
  ["Minneapolis", 44.98, -93.27],
  ["Chicago", 41.88, -87.63],
  ["Detroit", 42.33, -83.05],
  ["Columbus", 39.96, -83],
  ["Atlanta", 33.75, -84.39],
  ["Miami", 25.76, -80.19],
  ["Charlotte", 35.23, -80.84],
  ["Washington", 38.91, -77.04],
  ["Philadelphia", 39.95, -75.17],
  ["New York", 40.71, -74.01],
  ["Boston", 42.36, -71.06],
  ["Nashville", 36.16, -86.78],
];
const TYPES = ["game_arena", "lan_party", "college", "school", "library", "hotel", "game_cafe", "coffee_shop", null];

/** A small, fast, seeded generator (mulberry32). */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type BenchCenter = BenchProfile & {
  slug: string;
  name: string;
  address: string;
  description: string;
  website: string;
  lat: number;
  lng: number;
  venueType: string | null;
  createdByAdmin: boolean;
};

export function* benchCenters(count: number, seed = 6): Generator<BenchCenter> {
  const next = random(seed);
  const profiles = benchProfiles(random(seed * 7919 + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  for (let i = 0; i < count; i++) {
    const [city, lat, lng] = pick(CITIES);
    const name = `${pick(FIRST)} ${pick(SECOND)} ${city}`;
    let suffix = "";
    for (let k = 0; k < 6; k++) suffix += Math.floor(next() * 36).toString(36);
    // Gaussian-ish spread of a few tens of miles around the city, some far out in the country.
    const spread = next() < 0.8 ? 0.6 : 4;
    const offset = () => (next() + next() + next() - 1.5) * spread;
    const address = `${100 + Math.floor(next() * 9900)} Main St, ${city}`;
    const pcs = 20 + Math.floor(next() * 80);
    const latitude = Math.max(24.5, Math.min(49, lat + offset()));
    const longitude = Math.max(-124.5, Math.min(-67, lng + offset()));
    const profile = profiles.next(latitude, longitude, pcs);
    yield {
      slug: `${name.toLowerCase().replaceAll(" ", "-")}-${suffix}`,
      name,
      address,
      description: `A LAN center in ${city} with ${pcs} gaming PCs, tournaments and late-night sessions.`,
      website: `https://example.com/${suffix}`,
      lat: latitude,
      lng: longitude,
      venueType: pick(TYPES),
      createdByAdmin: next() < 0.1,
      ...profile,
    };
  }
}
