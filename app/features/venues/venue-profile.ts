/**
 * What a player chooses a center by, beside its hours: stations, prices, amenities and games. Labels,
 * limits and words shared by the center form, the center page, the map and the review queue.
 */
import { AMENITIES, CURRENCIES, type Amenity, type Currency } from "#db/schema/values";

export { AMENITIES, CURRENCIES, type Amenity, type Currency };

export const AMENITY_LABELS: Record<Amenity, string> = {
  food_drinks: "Food and drinks",
  parking: "Parking",
  wheelchair_accessible: "Wheelchair accessible",
  all_ages: "All ages",
  adults_only: "18+ only",
  streaming_room: "Streaming room",
  tournaments: "Tournaments",
  private_room: "Private room",
  lan_party_hosting: "LAN party hosting",
  free_wifi: "Free Wi-Fi",
  birthday_parties: "Birthday parties",
  bring_your_own_pc: "Bring your own PC",
};

/** A game of the catalogue as the center form's picker and the center page name it. */
export type CatalogueGame = { slug: string; name: string };

/** The station counts a center can give, as the form and the page name them. */
export const STATION_FIELDS = [
  { field: "pcCount", label: "Gaming PCs", one: "gaming PC", many: "gaming PCs" },
  { field: "consoleCount", label: "Consoles", one: "console", many: "consoles" },
  { field: "vrCount", label: "VR stations", one: "VR station", many: "VR stations" },
  { field: "simCount", label: "Racing simulators", one: "racing simulator", many: "racing simulators" },
] as const;
export type StationField = (typeof STATION_FIELDS)[number]["field"];

export const PROFILE_LIMITS = {
  phone: 40,
  hardware: 120,
  passes: 500,
  stations: 10_000,
  /** The highest hourly price, in whole units of the currency. */
  price: 1_000,
  games: 200,
} as const;

/** The "minimum gaming PCs" choices of the directory's filter. */
export const MIN_PC_CHOICES = [5, 10, 20, 50] as const;

const AMENITY_SET = new Set<string>(AMENITIES);
export function isAmenity(value: string): value is Amenity {
  return AMENITY_SET.has(value);
}

/** Digits, spaces and + ( ) . - only, with at least five digits: "+1 (512) 555-0100". */
export function isPhoneNumber(value: string): boolean {
  return /^\+?[\d\s().-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5;
}

/** The `tel:` address of a phone number as written. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** "$15", "€12.50": an amount in minor units, as a price reads. */
export function money(cents: number, currency: string): string {
  const whole = cents % 100 === 0;
  const key = `${currency}|${whole}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    priceFormats.set(key, format);
  }
  return format.format(cents / 100);
}

/** "$5–8/hr", "€4/hr", "Free" (a college lab, a library); null without prices. */
export function priceRangeText(
  minCents: number | null,
  maxCents: number | null,
  currency: string | null,
): string | null {
  if (minCents === null || !currency) return null;
  if (minCents === 0 && (maxCents ?? 0) === 0) return "Free";
  const low = money(minCents, currency);
  if (maxCents === null || maxCents === minCents) return `${low}/hr`;
  const high = money(maxCents, currency);
  // "$5–$8" reads as "$5–8" when both use the same symbol in front.
  const symbol = low.match(/^\D+/)?.[0];
  return `${low}–${symbol && high.startsWith(symbol) ? high.slice(symbol.length) : high}/hr`;
}

/** "24 gaming PCs · 4 consoles"; null when no count is given. */
export function stationsText(counts: Partial<Record<StationField, number | null>>): string | null {
  const parts = STATION_FIELDS.flatMap(({ field, one, many }) => {
    const count = counts[field];
    return count ? [`${count.toLocaleString("en-US")} ${count === 1 ? one : many}`] : [];
  });
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** Amenities in the list's order, as labels: "Food and drinks, Parking". */
export function amenitiesText(amenities: readonly string[]): string | null {
  const labels = AMENITIES.filter((amenity) => amenities.includes(amenity)).map((amenity) => AMENITY_LABELS[amenity]);
  return labels.length > 0 ? labels.join(", ") : null;
}
