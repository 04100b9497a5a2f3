/**
 * The body a venue posts to `POST /api/v1/station-status`, declared once as a Zod schema: the push
 * route parses with it, the vendors' connectors build it, and `/api/v1/openapi.json` documents it.
 * Either counts (`{ total, free, byKind }`) or one state per station (`{ stations: [...] }`).
 */
import { STATION_KINDS, type StationKinds } from "#db/schema/values";
import { z } from "~/lib/zod";

/** More stations than any venue has: a bigger number is a mistake in the venue's script. */
export const MAX_STATIONS = 5000;

const count = (what: string) =>
  z
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be below 0`)
    .max(MAX_STATIONS, `${what} cannot be over ${MAX_STATIONS}`);

const kindCounts = z
  .strictObject({ total: count("total"), free: count("free") })
  .refine((kind) => kind.free <= kind.total, { message: "free cannot be more than total", path: ["free"] });

export const STATION_STATES = ["free", "in-use", "offline"] as const;

const countsBody = z
  .strictObject({
    total: count("total").meta({ description: "Every station of the venue, in use, free or switched off." }),
    free: count("free").meta({ description: "Stations a player could sit down at now." }),
    byKind: z
      .strictObject(
        Object.fromEntries(STATION_KINDS.map((kind) => [kind, kindCounts.optional()])) as Record<
          (typeof STATION_KINDS)[number],
          z.ZodOptional<typeof kindCounts>
        >,
      )
      .optional()
      .meta({
        description: "The same counts per kind of station (`pc`, `console`, `vr`), for the kinds the venue has.",
      }),
  })
  .superRefine((body, context) => {
    if (body.free > body.total)
      context.addIssue({ code: "custom", path: ["free"], message: "free cannot be more than total" });
    const kinds = Object.values(body.byKind ?? {});
    if (kinds.reduce((sum, kind) => sum + kind.total, 0) > body.total) {
      context.addIssue({ code: "custom", path: ["byKind"], message: "byKind's totals add up to more than total" });
    }
    if (kinds.reduce((sum, kind) => sum + kind.free, 0) > body.free) {
      context.addIssue({ code: "custom", path: ["byKind"], message: "byKind's free counts add up to more than free" });
    }
  });

const stationsBody = z.strictObject({
  stations: z
    .array(
      z.strictObject({
        id: z.string().max(100).optional().meta({ description: "The venue's own name of the station (not shown)." }),
        kind: z.enum(STATION_KINDS).default("pc"),
        state: z.enum(STATION_STATES),
      }),
    )
    .max(MAX_STATIONS, `stations cannot list more than ${MAX_STATIONS}`)
    .meta({ description: "One entry per station; `offline` stations count in the total but are not free." }),
});

export const stationReportSchema = z.union([countsBody, stationsBody]).meta({
  description:
    "A center's stations now: counts (`total`, `free`, optionally `byKind`) or one state per station (`stations`).",
});

export type StationReportBody = z.infer<typeof stationReportSchema>;

/** A report as it is stored: counts, and counts per kind for the kinds reported. */
export type StationCounts = { total: number; free: number; byKind: StationKinds };

export function countsOf(body: StationReportBody): StationCounts {
  if ("total" in body) return { total: body.total, free: body.free, byKind: body.byKind ?? {} };
  const byKind: StationKinds = {};
  for (const station of body.stations) {
    const kind = (byKind[station.kind] ??= { total: 0, free: 0 });
    kind.total += 1;
    if (station.state === "free") kind.free += 1;
  }
  const kinds = Object.values(byKind);
  return {
    total: kinds.reduce((sum, kind) => sum + kind.total, 0),
    free: kinds.reduce((sum, kind) => sum + kind.free, 0),
    byKind,
  };
}

const EITHER_SHAPE = 'Send either { "total", "free", "byKind" } or { "stations": [...] }';

/**
 * A posted body as counts, or the first thing wrong with it ("free: free cannot be more than
 * total"). The shape is picked by its keys first, so the message is about that shape's fields.
 */
export function parseStationReport(
  json: unknown,
): { ok: true; counts: StationCounts } | { ok: false; problem: string } {
  const keys = json && typeof json === "object" && !Array.isArray(json) ? Object.keys(json) : [];
  const schema = keys.includes("stations") ? stationsBody : keys.includes("total") ? countsBody : null;
  if (!schema) return { ok: false, problem: EITHER_SHAPE };
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, counts: countsOf(parsed.data) };
  const issue = parsed.error.issues[0]!;
  return { ok: false, problem: issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message };
}
