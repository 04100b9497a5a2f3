import { z } from "~/lib/zod";

import {
  BEACON_EVENTS,
  BEACON_MAX_CENTERS,
  BEACON_MAX_FILTERS,
  type Beacon,
  isFilterTerm,
  MAX_PLACE_LABEL,
  OWN_LOCATION,
} from "./insight-values";

/** A center's slug, as `/lancenters/{slug}` has it (`center-slug.ts` in the directory). */
const slug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** The beacon's body, checked on the server: anything else is refused and counts nothing. */
export const beaconSchema = z.object({
  event: z.enum(BEACON_EVENTS),
  centers: z.array(slug).min(1).max(BEACON_MAX_CENTERS),
  // A place is the visitor's own position or one the site's lookup signed; the server checks the signature.
  place: z
    .object({
      label: z.string().trim().min(1).max(MAX_PLACE_LABEL),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      signature: z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/)
        .optional(),
    })
    .refine((place) => place.signature !== undefined || place.label === OWN_LOCATION)
    .optional(),
  filters: z.array(z.string().refine(isFilterTerm)).max(BEACON_MAX_FILTERS).optional(),
  newSearch: z.boolean().optional(),
}) satisfies z.ZodType<Beacon>;

/** The largest beacon body read: 50 slugs of 100 characters and a place, with room to spare. */
export const MAX_BEACON_BYTES = 8 * 1024;

/** The beacon in a body's text, or null when it is not one. */
export function parseBeacon(text: string): Beacon | null {
  if (text.length > MAX_BEACON_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = beaconSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
