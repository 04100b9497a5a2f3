/**
 * The OpenAPI 3.1 description of the public API, served at `/api/v1/openapi.json`. The bodies'
 * schemas are generated from their one declaration, the Zod schemas of locations-payload.ts,
 * location-detail.ts, events-payload.ts and api-error.ts; what is written here is what a body's
 * schema does not say: the paths, their parameters, headers and responses.
 */
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
type OperationObject = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: (ParameterObject | Reference)[];
  responses: Record<string, ResponseObject | Reference>;
};

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, { get: OperationObject }>;
  components: {
    schemas: Record<string, SchemaObject>;
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
  Error: apiErrorSchema,
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

/** `components.schemas`, generated from the bodies' Zod schemas. */
export function generateComponentSchemas(): Record<string, SchemaObject> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(namedSchemas)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
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

const answer = (description: string, schemaName: keyof typeof namedSchemas): ResponseObject => ({
  description,
  headers: cachedResponseHeaders,
  content: { "application/json": { schema: ref("schemas", schemaName) } },
});

const errorAnswer = (description: string, example?: ApiError): ResponseObject => ({
  description,
  content: { "application/json": { schema: { ...ref("schemas", "Error"), ...(example ? { example } : {}) } } },
});

export function openApiDocument(origin: string): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: {
      title: "LAN Centers public API",
      version: "1.0.0",
      description:
        "Read-only data of the LAN Centers directory for partners and maps: verified LAN centers and upcoming " +
        "verified LAN parties. Nothing unverified is ever returned. No key is needed and any origin may read it " +
        "(CORS). Every answer carries a strong `ETag` and `Cache-Control: public, max-age=60, " +
        "stale-while-revalidate=300`; send the ETag back in `If-None-Match` to get `304 Not Modified` without a " +
        "body when nothing changed. Bodies are sent with brotli or gzip when `Accept-Encoding` allows.",
    },
    servers: [{ url: origin }],
    tags: [
      { name: "centers", description: "Verified LAN centers" },
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
          parameters: [
            {
              name: "slug",
              in: "path",
              required: true,
              description: "The center's slug, as in its page address `/lancenters/{slug}`.",
              schema: { type: "string" },
            },
            ...conditionalGet,
          ],
          responses: {
            "200": answer("The center.", "LocationDetail"),
            "404": ref("responses", "NotFound"),
            ...commonResponses,
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
