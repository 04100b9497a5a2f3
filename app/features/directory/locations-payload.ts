/**
 * The body of `GET /api/v1/locations`, the map's columnar feed, declared once as a Zod schema: the
 * types are inferred from it and `/api/v1/openapi.json` is generated from it (openapi.ts). The
 * browser imports only the types (map-data.ts encodes and decodes the format), so Zod stays out
 * of the map's bundle.
 */
import { AMENITIES, VENUE_TYPES } from "#db/schema/values";
import { z } from "~/lib/zod";

import { COORDINATE_DECIMALS } from "./map-data";

type Axis = "latitude" | "longitude";

const degrees = (axis: Axis) =>
  z
    .number()
    .min(axis === "latitude" ? -90 : -180)
    .max(axis === "latitude" ? 90 : 180);

/** A position's degree, as every body of the API sends it. */
export const coordinateSchema = (axis: Axis) =>
  degrees(axis).meta({ description: `Degrees of ${axis} (WGS 84), rounded to ${COORDINATE_DECIMALS} decimals.` });

export const nullableCoordinateSchema = (axis: Axis) =>
  degrees(axis)
    .nullable()
    .meta({
      description: `Degrees of ${axis} (WGS 84), rounded to ${COORDINATE_DECIMALS} decimals; null when unknown.`,
    });

export const venueTypeSchema = z
  .enum(VENUE_TYPES)
  .nullable()
  .meta({ description: "The kind of venue, or null when the owner did not say." });

const column = <Item extends z.ZodType>(description: string, item: Item) => z.array(item).meta({ description });

const indexInto = (list: string) =>
  z
    .int()
    .min(-1)
    .meta({ description: `An index into \`${list}\`, or -1 when not given.` });

const flag = z.literal([0, 1]);

/**
 * What the directory's filters need of each center's profile (map/feed-profile.ts): lists sent
 * once, and per-center indexes into them.
 */
export const profileColumnsSchema = z.strictObject({
  schedules: column(
    "Distinct opening hours, each one line: the IANA zone, then Monday to Sunday, then special dates " +
      "(`YYYY-MM-DD=day`), separated by `|`. A day is `-` (closed), `*` (open 24 hours) or spans `HHMM-HHMM` " +
      "joined by `,`; a span that closes at or before it opens runs past midnight. Special dates already past " +
      "are left out.",
    z.string(),
  ),
  schedule: column("Center i's hours.", indexInto("schedules")),
  games: column("The game catalogue's slugs; each game's page is `/games/{slug}`.", z.string()),
  gameNames: column("The catalogue's game names, in the order of `games`.", z.string()),
  gameSets: column("Distinct sets of games, each ascending indexes into `games`.", z.array(z.int().min(0))),
  gameSet: column("Center i's games.", indexInto("gameSets")),
  library: column(
    "1 when center i offers the whole Steam PC Cafe library (every game of the catalogue), else 0.",
    flag,
  ),
  amenities: column(
    `Center i's amenities as a bitmask: bit k for the k-th of ${AMENITIES.join(", ")}.`,
    z.int().min(0),
  ),
  pcs: column("Center i's gaming PCs; 0 when not given.", z.int().min(0)),
  prices: column('Distinct hourly prices in words ("$5–8/hr").', z.string()),
  price: column("Center i's hourly price.", indexInto("prices")),
});

/** Verified centers that have a position, in `compareCenters` order, one array per field. */
const locationsColumnsSchema = z.strictObject({
  count: z.int().min(0).meta({ description: "The number of centers: the length of every column." }),
  slug: column("The public page of center i is `/lancenters/{slug[i]}`.", z.string()),
  name: column("The center's name.", z.string()),
  lat: column("Latitudes.", coordinateSchema("latitude")),
  lng: column("Longitudes.", coordinateSchema("longitude")),
  type: column("Venue types.", venueTypeSchema),
  admin: column("1 when an administrator created the center (a green marker), else 0.", flag),
  // Few centers have a cover, so a list of those that do rather than a column of nulls.
  covers: column(
    "The centers that have a cover photo, and only those: `[center index, photo id, width, height]` of " +
      "its thumbnail, at `/photos/{id}/{width}.webp` (also `.avif` and `.jpg`).",
    z.tuple([z.int().min(0), z.uuid(), z.int().min(1), z.int().min(1)]),
  ),
  ...profileColumnsSchema.shape,
});

export const locationsPayloadSchema = locationsColumnsSchema.meta({
  description: "Verified centers with a position, column by column (see the operation's description).",
  example: {
    count: 2,
    slug: ["frag-factory-chicago-demo", "pixel-arena-austin-demo"],
    name: ["Frag Factory", "Pixel Arena"],
    lat: [41.87811, 30.26715],
    lng: [-87.6298, -97.74306],
    type: ["game_arena", null],
    admin: [1, 0],
    covers: [[1, "0f0e0d0c-0b0a-4908-8706-050403020100", 320, 240]],
    schedules: ["America/Chicago|-|*|1000-2200|1000-2200|1000-2200|1000-0200|1200-2200|2026-12-25=-"],
    schedule: [-1, 0],
    games: ["counter-strike-2", "dota-2"],
    gameNames: ["Counter-Strike 2", "Dota 2"],
    gameSets: [[0, 1]],
    gameSet: [-1, 0],
    library: [1, 0],
    amenities: [3, 0],
    pcs: [40, 0],
    prices: ["$5–8/hr"],
    price: [0, -1],
  } satisfies z.infer<typeof locationsColumnsSchema>,
});

export type ProfileColumns = z.infer<typeof profileColumnsSchema>;
export type LocationsPayload = z.infer<typeof locationsPayloadSchema>;
