/**
 * The OpenAPI 3.1 description of the public API, served at `/api/v1/openapi.json`. Its schemas
 * mirror map-data.ts field for field; openapi.test.ts holds them to the bodies the API really sends.
 */
import { VENUE_TYPES } from "#db/schema/values";

import { COORDINATE_DECIMALS } from "./map-data";

/** The part of JSON Schema 2020-12 this document uses. */
export type SchemaObject = {
  $ref?: string;
  type?: string | string[];
  description?: string;
  format?: string;
  enum?: readonly (string | number | null)[];
  minimum?: number;
  maximum?: number;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean;
  example?: unknown;
};

type HeaderObject = { description: string; schema: SchemaObject };
type ParameterObject = {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  description: string;
  schema: SchemaObject;
};
type ResponseObject = {
  description: string;
  headers?: Record<string, HeaderObject | { $ref: string }>;
  content?: Record<string, { schema: SchemaObject }>;
};
type OperationObject = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: (ParameterObject | { $ref: string })[];
  responses: Record<string, ResponseObject | { $ref: string }>;
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

const ref = (kind: "schemas" | "parameters" | "headers" | "responses", name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

const venueType: SchemaObject = {
  type: ["string", "null"],
  enum: [...VENUE_TYPES, null],
  description: "The kind of venue, or null when the owner did not say.",
};

const coordinate = (axis: "latitude" | "longitude", nullable: boolean): SchemaObject => ({
  type: nullable ? ["number", "null"] : "number",
  minimum: axis === "latitude" ? -90 : -180,
  maximum: axis === "latitude" ? 90 : 180,
  description: `Degrees of ${axis} (WGS 84), rounded to ${COORDINATE_DECIMALS} decimals${nullable ? "; null when unknown" : ""}.`,
});

const column = (description: string, items: SchemaObject): SchemaObject => ({ type: "array", description, items });

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
            "adminCreated: admin[i] === 1 }`. Columns compress far better than one object per center. The rest " +
            "of a center is at `/api/v1/locations/{slug}`.",
          tags: ["centers"],
          parameters: conditionalGet,
          responses: {
            "200": {
              description: "The centers.",
              headers: cachedResponseHeaders,
              content: { "application/json": { schema: ref("schemas", "LocationsPayload") } },
            },
            ...commonResponses,
          },
        },
      },
      "/api/v1/locations/{slug}": {
        get: {
          operationId: "getLocation",
          summary: "One verified LAN center",
          description: "The details of a verified center, by the slug from `/api/v1/locations`.",
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
            "200": {
              description: "The center.",
              headers: cachedResponseHeaders,
              content: { "application/json": { schema: ref("schemas", "LocationDetail") } },
            },
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
          responses: {
            "200": {
              description: "The parties.",
              headers: cachedResponseHeaders,
              content: { "application/json": { schema: ref("schemas", "EventsPayload") } },
            },
            ...commonResponses,
          },
        },
      },
    },
    components: {
      schemas: {
        LocationsPayload: {
          type: "object",
          description: "Verified centers with a position, column by column (see the operation's description).",
          additionalProperties: false,
          required: ["count", "slug", "name", "lat", "lng", "type", "admin"],
          properties: {
            count: { type: "integer", minimum: 0, description: "The number of centers: the length of every array." },
            slug: column("The public page of center i is `/lancenters/{slug[i]}`.", { type: "string" }),
            name: column("The center's name.", { type: "string" }),
            lat: column("Latitudes.", coordinate("latitude", false)),
            lng: column("Longitudes.", coordinate("longitude", false)),
            type: column("Venue types.", venueType),
            admin: column("1 when an administrator created the center (a green marker), else 0.", {
              type: "integer",
              enum: [0, 1],
            }),
          },
          example: {
            count: 2,
            slug: ["frag-factory-chicago-demo", "pixel-arena-austin-demo"],
            name: ["Frag Factory", "Pixel Arena"],
            lat: [41.87811, 30.26715],
            lng: [-87.6298, -97.74306],
            type: ["game_arena", null],
            admin: [1, 0],
          },
        },
        LocationDetail: {
          type: "object",
          additionalProperties: false,
          required: [
            "slug",
            "name",
            "description",
            "address",
            "website",
            "imageUrl",
            "latitude",
            "longitude",
            "venueType",
            "adminCreated",
            "url",
          ],
          properties: {
            slug: { type: "string" },
            name: { type: "string" },
            description: { type: "string" },
            address: { type: "string" },
            website: { type: ["string", "null"], description: "The center's web site, if it has one." },
            imageUrl: { type: ["string", "null"], description: "A picture of the center, if it has one." },
            latitude: coordinate("latitude", true),
            longitude: coordinate("longitude", true),
            venueType,
            adminCreated: { type: "boolean", description: "True when an administrator created the center." },
            url: { type: "string", format: "uri", description: "The center's public page." },
          },
        },
        PublicEvent: {
          type: "object",
          additionalProperties: false,
          required: [
            "id",
            "name",
            "description",
            "startDate",
            "endDate",
            "timeZone",
            "latitude",
            "longitude",
            "locationSlug",
            "place",
            "website",
            "imageUrl",
            "url",
          ],
          properties: {
            id: { type: "string", format: "uuid" },
            name: { type: "string" },
            description: { type: "string" },
            startDate: { type: "string", format: "date-time", description: "Start, an ISO 8601 instant in UTC." },
            endDate: { type: "string", format: "date-time", description: "End, an ISO 8601 instant in UTC." },
            timeZone: { type: "string", description: "The IANA time zone the party's dates are shown in." },
            latitude: coordinate("latitude", true),
            longitude: coordinate("longitude", true),
            locationSlug: {
              type: ["string", "null"],
              description: "The slug of the verified center it is held at, if any.",
            },
            place: {
              type: ["string", "null"],
              description: "Where it is, in words: the center's address or the organizer's text.",
            },
            website: { type: ["string", "null"] },
            imageUrl: { type: ["string", "null"] },
            url: { type: "string", format: "uri", description: "The party's public page." },
          },
        },
        EventsPayload: {
          type: "object",
          additionalProperties: false,
          required: ["count", "events"],
          properties: {
            count: { type: "integer", minimum: 0, description: "The number of parties in `events`." },
            events: { type: "array", items: ref("schemas", "PublicEvent") },
          },
        },
        Error: {
          type: "object",
          additionalProperties: false,
          required: ["error"],
          properties: { error: { type: "string", description: "What went wrong, in words." } },
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
      },
      responses: {
        NotModified: {
          description: "The body you hold (its ETag was in If-None-Match) is current.",
          headers: cachedResponseHeaders,
        },
        NotFound: {
          description: "No verified center has this slug.",
          content: { "application/json": { schema: { ...ref("schemas", "Error"), example: { error: "Not found" } } } },
        },
        ServerError: {
          description: "An unexpected failure on our side.",
          content: { "application/json": { schema: ref("schemas", "Error") } },
        },
        DatabaseUnavailable: {
          description: "The database cannot be reached; try again later.",
          content: {
            "application/json": {
              schema: { ...ref("schemas", "Error"), example: { error: "Database connection not available." } },
            },
          },
        },
      },
    },
  };
}
