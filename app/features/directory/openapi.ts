/**
 * The OpenAPI 3.1 description of the public API, served at `/api/v1/openapi.json`. The bodies'
 * schemas are generated from their one declaration, the Zod schemas of locations-payload.ts,
 * location-detail.ts, events-payload.ts, api-error.ts and the stations feature's
 * live-feed-schema.ts and station-report.ts; what is written here is what a body's schema does
 * not say: the paths, their parameters, headers and responses.
 */
import {
  liveFeedSchema,
  liveStationsSchema,
  locationLiveSchema,
  stationStatusAnswerSchema,
} from "~/features/stations/live-feed-schema";
import { LIVE_FEED_SECONDS } from "~/features/stations/live-feed";
import { PUSH_MESSAGES } from "~/features/stations/push-status.server";
import { MIN_REPORT_SECONDS } from "~/features/stations/station-limits";
import { stationReportSchema } from "~/features/stations/station-report";
import { LIVE_FOR_MINUTES } from "~/features/stations/station-values";
import { z } from "~/lib/zod";

import { type ApiError, apiErrorSchema } from "./api-error";
import { eventsPayloadSchema, publicEventSchema } from "./events-payload";
import {
  dayHoursSchema,
  hoursExceptionSchema,
  locationDetailSchema,
  openingHoursSchema,
  timeSpanSchema,
} from "./location-detail";
import { locationsPayloadSchema } from "./locations-payload";

/** JSON Schema 2020-12, the dialect of OpenAPI 3.1's schemas. */
export type SchemaObject = z.core.JSONSchema.JSONSchema;

type Reference = { $ref: string };
type HeaderObject = { description: string; schema: SchemaObject };
type ParameterObject = {
  name: string;
  in: "path" | "header";
  required: boolean;
  description: string;
  schema: SchemaObject;
};
type ResponseObject = {
  description: string;
  headers?: Record<string, HeaderObject | Reference>;
  content?: Record<string, { schema: SchemaObject }>;
};
type RequestBodyObject = { description: string; required: boolean; content: Record<string, { schema: SchemaObject }> };
type SecuritySchemeObject = { type: "http"; scheme: "bearer"; description: string };
type OperationObject = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: (ParameterObject | Reference)[];
  requestBody?: RequestBodyObject;
  security?: Record<string, string[]>[];
  responses: Record<string, ResponseObject | Reference>;
};

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, { get?: OperationObject; post?: OperationObject }>;
  components: {
    schemas: Record<string, SchemaObject>;
    securitySchemes: Record<string, SecuritySchemeObject>;
    parameters: Record<string, ParameterObject>;
    headers: Record<string, HeaderObject>;
    responses: Record<string, ResponseObject>;
  };
};

/** The named schemas of `components.schemas`; a body that uses one refers to it by name. */
const namedSchemas = {
  LocationsPayload: locationsPayloadSchema,
  LocationDetail: locationDetailSchema,
  OpeningHours: openingHoursSchema,
  DayHours: dayHoursSchema,
  TimeSpan: timeSpanSchema,
  HoursException: hoursExceptionSchema,
  PublicEvent: publicEventSchema,
  EventsPayload: eventsPayloadSchema,
  LiveFeed: liveFeedSchema,
  LocationLive: locationLiveSchema,
  LiveStations: liveStationsSchema,
  StationStatus: stationStatusAnswerSchema,
  Error: apiErrorSchema,
};

/**
 * The named schemas of what clients send, generated as their input (a field with a default may
 * be left out).
 */
const namedRequestSchemas = {
  StationReport: stationReportSchema,
};

/**
 * Tidies what Zod writes for readers of the document, without changing what it allows: a plain
 * `z.int()`'s bounds are the safe integers; a literal 0 or 1 is a "number" of enum [0, 1], which is
 * an integer; a string's `format` (uuid, uri, date, date-time) says what the long pattern Zod adds
 * for validators that ignore formats says again.
 */
function tidy(schema: SchemaObject) {
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
  if (schema.type === "number" && schema.enum?.every(Number.isInteger)) schema.type = "integer";
  if (schema.format && schema.pattern) delete schema.pattern;
}

/** `components.schemas`, generated from the bodies' Zod schemas: what the API answers, then what it is sent. */
export function generateComponentSchemas(): Record<string, SchemaObject> {
  return { ...jsonSchemas(namedSchemas, "output"), ...jsonSchemas(namedRequestSchemas, "input") };
}

function jsonSchemas(named: Record<string, z.ZodType>, io: "input" | "output"): Record<string, SchemaObject> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    uri: (id) => `#/components/schemas/${id}`,
    override: ({ jsonSchema }) => tidy(jsonSchema),
  });
  // Each is emitted as a standalone document; inside components it is a plain schema.
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _, $id: __, ...schema }]) => [id, schema]));
}

const ref = (kind: "schemas" | "parameters" | "headers" | "responses", name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

const cachedResponseHeaders = {
  ETag: ref("headers", "ETag"),
  "Cache-Control": ref("headers", "CacheControl"),
};

const conditionalGet = [ref("parameters", "IfNoneMatch")];

const commonResponses = {
  "304": ref("responses", "NotModified"),
  "500": ref("responses", "ServerError"),
  "503": ref("responses", "DatabaseUnavailable"),
};

const answer = (
  description: string,
  schemaName: keyof typeof namedSchemas,
  headers: Record<string, HeaderObject | Reference> = cachedResponseHeaders,
): ResponseObject => ({
  description,
  headers,
  content: { "application/json": { schema: ref("schemas", schemaName) } },
});

/** The live numbers are kept for less time than the rest: they change by the minute. */
const liveResponseHeaders = { ETag: ref("headers", "ETag"), "Cache-Control": ref("headers", "LiveCacheControl") };

const errorAnswer = (
  description: string,
  example?: ApiError,
  headers?: Record<string, HeaderObject | Reference>,
): ResponseObject => ({
  description,
  ...(headers ? { headers } : {}),
  content: { "application/json": { schema: { ...ref("schemas", "Error"), ...(example ? { example } : {}) } } },
});

const slugParameter: ParameterObject = {
  name: "slug",
  in: "path",
  required: true,
  description: "The center's slug, as in its page address `/lancenters/{slug}`.",
  schema: { type: "string" },
};

export function openApiDocument(origin: string): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: {
      title: "LAN Centers public API",
      version: "1.0.0",
      description:
        "Data of the LAN Centers directory for partners and maps: verified LAN centers, their free PCs now, and " +
        "upcoming verified LAN parties. Nothing unverified is ever returned. Reading needs no key and any origin " +
        "may read (CORS). Every answer carries a strong `ETag` and `Cache-Control: public, max-age=60, " +
        `stale-while-revalidate=300\` (the live numbers: \`public, max-age=${LIVE_FEED_SECONDS}\`); send the ETag ` +
        "back in `If-None-Match` to get `304 Not Modified` without a body when nothing changed. Bodies are sent " +
        "with brotli or gzip when `Accept-Encoding` allows. One operation writes: a center's venue software " +
        "reports its stations with the center's station-status token (`POST /api/v1/station-status`).",
    },
    servers: [{ url: origin }],
    tags: [
      { name: "centers", description: "Verified LAN centers" },
      { name: "live", description: "Free PCs now: the centers' stations as their venue software reports them" },
      { name: "parties", description: "Upcoming verified LAN parties" },
    ],
    paths: {
      "/api/v1/locations": {
        get: {
          operationId: "listLocations",
          summary: "Every verified LAN center with a position, for a map",
          description:
            "All verified centers that have coordinates, ordered by name then slug, in a columnar body: one array " +
            "per field, all of length `count`, where index `i` of every array describes the same center. Center " +
            "`i` is `{ slug: slug[i], name: name[i], latitude: lat[i], longitude: lng[i], venueType: type[i], " +
            "adminCreated: admin[i] === 1 }`. What the directory's filters need of a center's profile follows: " +
            "lists sent once (`schedules`, `games`, `gameSets`, `prices`) and per-center indexes into them. " +
            "Columns compress far better than one object per center. The rest of a center is at " +
            "`/api/v1/locations/{slug}`.",
          tags: ["centers"],
          parameters: conditionalGet,
          responses: { "200": answer("The centers.", "LocationsPayload"), ...commonResponses },
        },
      },
      "/api/v1/locations/{slug}": {
        get: {
          operationId: "getLocation",
          summary: "One verified LAN center",
          description:
            "The details of a verified center, by the slug from `/api/v1/locations`: who and where it is, its " +
            "opening hours (in its own time zone), phone, stations, prices, amenities and games.",
          tags: ["centers"],
          parameters: [slugParameter, ...conditionalGet],
          responses: {
            "200": answer("The center.", "LocationDetail"),
            "404": ref("responses", "NotFound"),
            ...commonResponses,
          },
        },
      },
      "/api/v1/live": {
        get: {
          operationId: "listLiveStations",
          summary: "Free PCs now at every verified center that reports them",
          description:
            `Every verified center whose venue reported its stations in the last ${LIVE_FOR_MINUTES} minutes, in ` +
            "a columnar body like `/api/v1/locations`: center `i` has `free[i]` of `total[i]` PCs free (stations " +
            "when `pcs[i]` is 0), reported `age[i]` seconds before `at`. A center without a recent report is " +
            `left out. Each server reads the statuses at most every ${LIVE_FEED_SECONDS} seconds; asking more ` +
            "often gives the same body.",
          tags: ["live"],
          parameters: conditionalGet,
          responses: {
            "200": answer("The centers' live numbers.", "LiveFeed", liveResponseHeaders),
            ...commonResponses,
          },
        },
      },
      "/api/v1/locations/{slug}/live": {
        get: {
          operationId: "getLocationLive",
          summary: "Free PCs now at one verified LAN center",
          description:
            "The center's stations as its venue last reported them: free and in all, per kind, and when. " +
            `\`live\` is null when the center has no report from the last ${LIVE_FOR_MINUTES} minutes.`,
          tags: ["live"],
          parameters: [slugParameter, ...conditionalGet],
          responses: {
            "200": answer("The center's live numbers.", "LocationLive", liveResponseHeaders),
            "404": ref("responses", "NotFound"),
            ...commonResponses,
          },
        },
      },
      "/api/v1/station-status": {
        post: {
          operationId: "reportStationStatus",
          summary: "Report a center's stations now (for the venue's software)",
          description:
            "The center's venue software (or a script) reports its stations: counts, or one state per station. " +
            "The bearer token, made by the center's owner, says which center. The status replaces the last " +
            `one and shows on the center's page and the map for ${LIVE_FOR_MINUTES} minutes; a center takes ` +
            `one report per ${MIN_REPORT_SECONDS} seconds. Addresses that keep sending tokens that are not ` +
            "valid are stopped for a while.",
          tags: ["live"],
          security: [{ stationToken: [] }],
          requestBody: {
            description: "The center's stations now.",
            required: true,
            content: { "application/json": { schema: ref("schemas", "StationReport") } },
          },
          responses: {
            "200": {
              description: "Stored.",
              content: { "application/json": { schema: ref("schemas", "StationStatus") } },
            },
            "400": errorAnswer("The body is not JSON, or not a report: the message names the first thing wrong.", {
              error: "free: free cannot be more than total",
            }),
            "401": errorAnswer(
              "No token, or one the site does not know (revoked, mistyped).",
              { error: PUSH_MESSAGES.badToken },
              { "WWW-Authenticate": ref("headers", "WwwAuthenticate") },
            ),
            "429": errorAnswer(
              `Too soon after the center's last report (one per ${MIN_REPORT_SECONDS} seconds), or too many ` +
                "requests with tokens that are not valid from this address.",
              { error: `One status every ${MIN_REPORT_SECONDS} seconds: this center's last one came in moments ago` },
              { "Retry-After": ref("headers", "RetryAfter") },
            ),
          },
        },
      },
      "/api/v1/events": {
        get: {
          operationId: "listEvents",
          summary: "Upcoming verified LAN parties",
          description:
            "Verified parties that have not ended yet (ongoing ones included), soonest first, at most 500. A party " +
            "held at a verified center carries that center's slug, and its address as `place`; otherwise `place` " +
            "is the organizer's description of where it is. Its position is its own, else its center's.",
          tags: ["parties"],
          parameters: conditionalGet,
          responses: { "200": answer("The parties.", "EventsPayload"), ...commonResponses },
        },
      },
    },
    components: {
      schemas: generateComponentSchemas(),
      securitySchemes: {
        stationToken: {
          type: "http",
          scheme: "bearer",
          description:
            "A center's station-status token (`lcs_…`), made by its owner on the center's Live PCs page and " +
            "shown once: `Authorization: Bearer <token>`.",
        },
      },
      parameters: {
        IfNoneMatch: {
          name: "If-None-Match",
          in: "header",
          required: false,
          description: "The ETag of a body you hold: answered 304 without a body when it is still current.",
          schema: { type: "string" },
        },
      },
      headers: {
        ETag: {
          description: "A strong validator of the body (the same for every Content-Encoding).",
          schema: { type: "string" },
        },
        CacheControl: {
          description: "`public, max-age=60, stale-while-revalidate=300`.",
          schema: { type: "string" },
        },
        LiveCacheControl: {
          description: `\`public, max-age=${LIVE_FEED_SECONDS}\`.`,
          schema: { type: "string" },
        },
        RetryAfter: {
          description: "Seconds to wait before sending again.",
          schema: { type: "integer", minimum: 1 },
        },
        WwwAuthenticate: {
          description: '`Bearer realm="station-status"`.',
          schema: { type: "string" },
        },
      },
      responses: {
        NotModified: {
          description: "The body you hold (its ETag was in If-None-Match) is current.",
          headers: cachedResponseHeaders,
        },
        NotFound: errorAnswer("No verified center has this slug.", { error: "Not found" }),
        ServerError: errorAnswer("An unexpected failure on our side."),
        DatabaseUnavailable: errorAnswer("The database cannot be reached; try again later.", {
          error: "Database connection not available.",
        }),
      },
    },
  };
}
