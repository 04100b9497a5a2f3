/**
 * The profile of each bench center (bench/README.md, "The centers' profiles"): opening hours in the
 * zone of its position, gaming PCs, an hourly price in USD, amenities and games, drawn from
 * distributions that read like the real directory. Deterministic for a given generator.
 */
import tzLookup from "@photostructure/tz-lookup";

import type { Amenity, DayHours, HoursException, OpeningHours } from "../../db/schema/values";

export type BenchProfile = {
  timeZone: string;
  openingHours: OpeningHours | null;
  pcCount: number | null;
  priceMinCents: number | null;
  priceMaxCents: number | null;
  currency: "USD" | null;
  amenities: Amenity[];
  /** Offers the whole library (the seed gives these centers a live plan that includes it). */
  fullLibrary: boolean;
  /** Games by popularity rank in the catalogue (0 is the most popular); the seed maps ranks to games. */
  gameRanks: number[];
};

/** The starter catalogue's size; the seed wraps ranks past a smaller catalogue. */
export const CATALOGUE_SIZE = 64;

/** "12-02": noon to 2 AM (past midnight); "24": open 24 hours; "-": closed; "10-14,16-22": two spans. */
function day(text: string): DayHours {
  if (text === "-") return { kind: "closed" };
  if (text === "24") return { kind: "open24" };
  const spans = text.split(",").map((span) => {
    const [open, close] = span.split("-").map((hour) => `${hour!.padStart(2, "0")}:00`) as [string, string];
    return { open, close, overnight: close <= open };
  });
  return { kind: "spans", spans };
}

/** Monday to Thursday, Friday, Saturday, Sunday. */
function week(weekdays: string, friday: string, saturday: string, sunday: string, monday = weekdays): DayHours[] {
  return [monday, weekdays, weekdays, weekdays, friday, saturday, sunday].map(day);
}

/** Typical weeks, the more common first (picked with a skew toward the top). */
const WEEKS: DayHours[][] = [
  week("12-22", "12-02", "12-02", "12-22"),
  week("10-22", "10-22", "10-22", "10-22"),
  week("14-23", "12-03", "12-03", "12-21"),
  week("12-00", "12-00", "12-00", "12-00"),
  week("11-23", "11-01", "11-01", "11-23"),
  week("24", "24", "24", "24"),
  week("15-23", "15-02", "11-02", "11-21", "-"),
  week("16-00", "16-00", "10-00", "10-00"),
  week("13-01", "13-04", "13-04", "13-23"),
  week("15-22", "15-22", "10-23", "10-20"),
  week("10-02", "24", "24", "10-02"),
  week("16-22", "16-02", "12-02", "12-20", "-"),
  week("10-14,16-22", "10-14,16-22", "10-22", "10-22"),
  week("12-02", "12-02", "12-02", "12-02"),
  week("10-00", "24", "24", "10-00"),
  week("17-23", "17-23", "12-00", "12-00"),
  week("11-23", "11-23", "11-23", "11-23"),
  week("14-22", "14-00", "10-00", "10-22"),
  week("12-00", "12-00", "12-00", "12-00", "-"),
  week("09-21", "09-21", "09-21", "09-21"),
  week("15-01", "12-03", "12-03", "-"),
  week("10-20", "10-20", "10-18", "-"),
  week("10-04", "10-04", "10-04", "10-04"),
  week("16-22", "16-02", "16-02", "14-22"),
  week("12-23", "12-23", "09-23", "09-23"),
  week("13-23", "13-23", "13-23", "13-23"),
  week("11-22", "11-00", "11-00", "12-20"),
  week("18-02", "18-04", "14-04", "14-00", "-"),
  week("08-20", "08-20", "08-20", "08-20"),
  week("24", "24", "24", "12-00"),
];

/** The next day that is `month`-`dayOfMonth` from today on. */
function nextDate(month: number, dayOfMonth: number): string {
  const today = new Date();
  const year = today.getUTCFullYear();
  const thisYear = `${year}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
  return thisYear >= today.toISOString().slice(0, 10) ? thisYear : thisYear.replace(String(year), String(year + 1));
}

/** The special dates a few centers give: closed on Christmas Day, open late on New Year's Eve. */
function specialDates(draw: number): HoursException[] {
  const christmas = { date: nextDate(12, 25), hours: day("-"), note: "Christmas Day" };
  const newYearsEve = { date: nextDate(12, 31), hours: day("18-04"), note: "New Year's Eve all-nighter" };
  if (draw < 0.5) return [christmas];
  if (draw < 0.8) return [newYearsEve];
  return [christmas, newYearsEve].sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** Each amenity's share of the centers that list amenities. */
const AMENITY_SHARES: [Amenity, number][] = [
  ["food_drinks", 0.8],
  ["parking", 0.6],
  ["wheelchair_accessible", 0.5],
  ["all_ages", 0.45],
  ["adults_only", 0.1],
  ["streaming_room", 0.2],
  ["tournaments", 0.55],
  ["private_room", 0.35],
  ["lan_party_hosting", 0.4],
  ["free_wifi", 0.7],
  ["birthday_parties", 0.3],
  ["bring_your_own_pc", 0.25],
];

/** How many of the most popular titles a center that lists games carries. */
const TOP_COUNTS = [3, 5, 8, 10, 12, 15, 20];

export function benchProfiles(next: () => number) {
  /** An index below `length`, skewed toward 0 (the more common choices come first). */
  const skewed = (length: number) => Math.floor(next() ** 2 * length);

  function openingHours(): OpeningHours | null {
    if (next() >= 0.8) return null;
    const chosen = WEEKS[skewed(WEEKS.length)]!;
    return { week: chosen, exceptions: next() < 0.05 ? specialDates(next()) : [] };
  }

  function prices() {
    if (next() >= 0.85) return { priceMinCents: null, priceMaxCents: null, currency: null };
    const low = [300, 400, 450, 500, 550, 600, 700, 800, 1000][skewed(9)]!;
    const high = low + [0, 100, 200, 300, 500][Math.floor(next() * 5)]!;
    return { priceMinCents: low, priceMaxCents: high, currency: "USD" as const };
  }

  function amenities(): Amenity[] {
    if (next() >= 0.85) return [];
    const listed = AMENITY_SHARES.filter(([, share]) => next() < share).map(([amenity]) => amenity);
    // A center is either for all ages or for adults.
    return listed.includes("adults_only") ? listed.filter((amenity) => amenity !== "all_ages") : listed;
  }

  /** The top titles (now and then one left out) and up to three picks of its own, popular ones likelier. */
  function gameRanks(): number[] {
    if (next() < 0.12) return [];
    const top = TOP_COUNTS[Math.floor(next() * TOP_COUNTS.length)]!;
    const ranks = new Set(Array.from({ length: top }, (_, rank) => rank));
    if (next() < 0.2) ranks.delete(Math.floor(next() * top));
    const extras = Math.floor(next() * 4);
    for (let i = 0; i < extras; i++) ranks.add(top + skewed(CATALOGUE_SIZE - top));
    return [...ranks].sort((a, b) => a - b);
  }

  return {
    /** The profile of the center at this position, which says it has `pcs` gaming PCs. */
    next(latitude: number, longitude: number, pcs: number): BenchProfile {
      const fullLibrary = next() < 0.3;
      return {
        timeZone: tzLookup(latitude, longitude),
        openingHours: openingHours(),
        pcCount: next() < 0.9 ? pcs : null,
        ...prices(),
        amenities: amenities(),
        fullLibrary,
        gameRanks: fullLibrary ? [] : gameRanks(),
      };
    },
  };
}
