/**
 * What the center form saves where, made from its fields' declaration (`lan-center-fields.ts`):
 * the center's own row (table `locations`) and its contact row (`location_contacts`). The time
 * zone (from the coordinates), the community, the photos and the games are the services' part.
 */
import { getTableColumns } from "drizzle-orm";

import { locations } from "#db/schema/venues";

import {
  CENTER_FACT_FIELDS,
  centerFieldsOn,
  type CenterFactField,
  type CenterFieldOn,
  type LanCenterField,
} from "./lan-center-fields";
import type { LanCenterInput } from "./schemas";

type LocationColumn = keyof typeof locations.$inferSelect;
type CenterRowField = CenterFieldOn<"center">;

/** The fields whose column is named otherwise; every other center field's column is its own name. */
const RENAMED = {
  latitude: "lat",
  longitude: "lng",
  priceMin: "priceMinCents",
  priceMax: "priceMaxCents",
} as const satisfies Partial<Record<CenterRowField, LocationColumn>>;

type ColumnOf<F extends LanCenterField> = F extends keyof typeof RENAMED ? (typeof RENAMED)[F] : F;

/** The column of `locations` a center field is saved in. */
export function centerColumnOf<F extends CenterRowField>(field: F): ColumnOf<F> {
  return ((RENAMED as Partial<Record<LanCenterField, string>>)[field] ?? field) as ColumnOf<F>;
}

/** The center's own columns, as the form fills them. */
export type LanCenterColumns = { [F in CenterRowField as ColumnOf<F>]: LanCenterInput[F] };

// Every center field names a real column of `locations`, or the build fails.
const _columnsExist: Exclude<keyof LanCenterColumns, LocationColumn> extends never ? true : false = true;

const CENTER_ROW_FIELDS = centerFieldsOn("center");

/** The center's own columns (table `locations`) from the form: registering and editing agree. */
export function lanCenterColumns(input: LanCenterInput): LanCenterColumns {
  const columns: Record<string, unknown> = {};
  for (const field of CENTER_ROW_FIELDS) columns[centerColumnOf(field)] = input[field];
  // A price range needs its lowest price: without one there is no highest price or currency either.
  const priced = input.priceMin !== null;
  columns.priceMaxCents = priced ? (input.priceMax ?? input.priceMin) : null;
  columns.currency = priced ? input.currency : null;
  return columns as LanCenterColumns;
}

/** The center's contact row (table `location_contacts`) from the form: it repeats the name, address and website. */
export function lanCenterContactColumns(input: LanCenterInput) {
  return {
    ownerName: input.ownerName,
    email: input.contactEmail,
    address: input.address,
    organizationName: input.organizationName,
    website: input.website,
  };
}

function pickLocationColumns<C extends LocationColumn>(names: readonly C[]): Pick<typeof locations._.columns, C> {
  const all = getTableColumns(locations);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<typeof locations._.columns, C>;
}

/** A center's own columns as stored, read back: what its review's "what changed" compares. */
export type CenterFacts = Pick<typeof locations.$inferSelect, keyof LanCenterColumns>;

/** The columns of every center field, for a query of `locations` that reads the center back. */
export const centerFieldColumns = pickLocationColumns(CENTER_ROW_FIELDS.map(centerColumnOf));

/** The columns of a center's facts beside its name and place (the form's later sections), for any query of `locations`. */
export const centerFactColumns = pickLocationColumns(
  CENTER_FACT_FIELDS.map((field: CenterFactField) => centerColumnOf(field)),
);

/** A center's facts as stored. */
export type CenterFactValues = Pick<typeof locations.$inferSelect, keyof typeof centerFactColumns>;

/** A stored value as the form's text: numbers as typed, lists comma-separated, a schedule as JSON, yes as "true". */
function formText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? "true" : "";
  if (Array.isArray(value)) return value.join(",");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** 750 → "7.50", 500 → "5": a price as the owner typed it. */
function centsText(cents: unknown): string | null {
  if (typeof cents !== "number") return null;
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** A loaded center's own columns as the form's text, field by field (null where the form keeps its starting text). */
export function centerFormText(
  row: Partial<Record<LocationColumn, unknown>>,
): Partial<Record<LanCenterField, string | null>> {
  const text: Partial<Record<LanCenterField, string | null>> = {};
  for (const field of CENTER_ROW_FIELDS) {
    const value = row[centerColumnOf(field)];
    text[field] = field === "priceMin" || field === "priceMax" ? centsText(value) : formText(value);
  }
  return text;
}
