/**
 * The live numbers' bodies as Zod schemas, for `/api/v1/openapi.json` (directory/openapi.ts) and
 * the tests that parse the real answers: `GET /api/v1/live`, `GET /api/v1/locations/{slug}/live`
 * and the answer to `POST /api/v1/station-status`. The pages read the plain types (live-feed.ts,
 * station-values.ts), so Zod stays out of the map's bundle; the checks at the end hold each schema
 * to its type, both ways, when the project is type-checked.
 */
import { STATION_KINDS } from "#db/schema/values";
import { z } from "~/lib/zod";

import type { LiveFeed } from "./live-feed";
import { LIVE_FOR_MINUTES, type LiveStations } from "./station-values";

const count = (description: string) => z.int().min(0).meta({ description });
const column = <Item extends z.ZodType>(description: string, item: Item) => z.array(item).meta({ description });

export const liveFeedSchema = z
  .strictObject({
    at: z.iso.datetime().meta({ description: "When the server read the statuses." }),
    count: count("The number of centers: the length of every column."),
    slug: column("Center i's slug, as in `/api/v1/locations`.", z.string()),
    free: column("Center i's free PCs (or stations, when `pcs[i]` is 0).", z.int().min(0)),
    total: column("Center i's PCs (or stations), in use, free or switched off.", z.int().min(0)),
    pcs: column(
      "1 when center i's numbers are PCs; 0 when its venue reported other kinds of station only (consoles, VR).",
      z.literal([0, 1]),
    ),
    age: column("Seconds between center i's report and `at`.", z.int().min(0)),
  })
  .meta({
    description:
      `Every verified center with a status less than ${LIVE_FOR_MINUTES} minutes old, one array per field ` +
      "(all of length `count`; index i of each describes the same center), by slug.",
    example: {
      at: "2026-11-30T18:04:00.000Z",
      count: 2,
      slug: ["frag-factory-chicago-demo", "pixel-arena-austin-demo"],
      free: [12, 0],
      total: [40, 24],
      pcs: [1, 1],
      age: [95, 20],
    } satisfies LiveFeed,
  });

const kindCounts = z.strictObject({ total: z.int().min(0), free: z.int().min(0) });

export const liveStationsSchema = z
  .strictObject({
    free: count("Free PCs: the `pc` kind's when the venue reports kinds, else every station's."),
    total: count("PCs (or stations) in all, in use, free or switched off."),
    noun: z.enum(["PCs", "stations"]).meta({
      description: '"PCs", or "stations" when the venue reported other kinds of station only (consoles, VR).',
    }),
    byKind: z
      .strictObject(
        Object.fromEntries(STATION_KINDS.map((kind) => [kind, kindCounts.optional()])) as Record<
          (typeof STATION_KINDS)[number],
          z.ZodOptional<typeof kindCounts>
        >,
      )
      .meta({ description: "The counts per kind of station (`pc`, `console`, `vr`), for the kinds reported." }),
    reportedAt: z.iso.datetime().meta({ description: "When the venue reported them." }),
  })
  .meta({ description: "A center's stations now, as its venue last reported them." });

export const locationLiveSchema = z
  .strictObject({
    live: liveStationsSchema.nullable().meta({
      description: `The center's live numbers, or null when it has no report less than ${LIVE_FOR_MINUTES} minutes old.`,
    }),
  })
  .meta({ description: "One verified center's live numbers." });

export const stationStatusAnswerSchema = z
  .strictObject({
    reportedAt: z.iso.datetime().meta({ description: "When the report was stored." }),
    total: count("The stations counted in all."),
    free: count("The free stations counted."),
  })
  .meta({ description: "The report as stored." });

export type LocationLive = z.infer<typeof locationLiveSchema>;
export type StationStatusAnswer = z.infer<typeof stationStatusAnswerSchema>;

/** True when A and B are the same type, whichever way round. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// Compile-time: each schema says exactly what its plain type says (`tsc` fails on a difference).
true satisfies Same<z.infer<typeof liveFeedSchema>, LiveFeed>;
true satisfies Same<z.infer<typeof liveStationsSchema>, LiveStations>;
