/**
 * The OpenAPI 3.1 description of the public API, served at `/api/v1/openapi.json`. Its schemas
 * mirror map-data.ts and location-detail.ts field for field; openapi.test.ts holds them to the
 * bodies the API really sends.
 */
import { AMENITIES, CURRENCIES, VENUE_TYPES } from "#db/schema/values";

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
  pattern?: string;
  items?: SchemaObject;
  /** A tuple: the schema of each position (JSON Schema 2020-12, OpenAPI 3.1). */
  prefixItems?: SchemaObject[];
  minItems?: number;
  maxItems?: number;
  /** Exactly one of these (a value that may be null is `oneOf: [{ $ref }, { type: "null" }]`). */
  oneOf?: SchemaObject[];
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

const orNull = (schema: SchemaObject, description: string): SchemaObject => ({
  description,
  oneOf: [schema, { type: "null" }],
});

const nullableText = (description: string): SchemaObject => ({ type: ["string", "null"], description });

const stationCount = (what: string): SchemaObject => ({
  type: ["integer", "null"],
  minimum: 0,
  description: `How many ${what}; null when not given.`,
});

/** An object whose every property is required and no other is allowed. */
const closedObject = (properties: Record<string, SchemaObject>, description?: string): SchemaObject => ({
  type: "object",
  ...(description ? { description } : {}),
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});

const timeOfDay = (description: string): SchemaObject => ({
  type: "string",
  pattern: "^([01]\\d|2[0-3]):[0-5]\\d$",
  description,
});

/** The opening hours' schemas (db/schema/values.ts: OpeningHours). */
const hoursSchemas: Record<string, SchemaObject> = {
  TimeSpan: closedObject(
    {
      open: timeOfDay('Opens, "HH:MM".'),
      close: timeOfDay('Closes, "HH:MM"; "00:00" is midnight.'),
      overnight: {
        type: "boolean",
        description: "True when it closes on the next day (16:00–02:00, or at midnight).",
      },
    },
    "One opening span, on the venue's wall clock.",
  ),
  DayHours: {
    description: "A day's hours: closed, open 24 hours, or one or more spans.",
    oneOf: [
      closedObject({ kind: { type: "string", enum: ["closed"] } }),
      closedObject({ kind: { type: "string", enum: ["open24"] } }),
      closedObject({
        kind: { type: "string", enum: ["spans"] },
        spans: { type: "array", minItems: 1, items: ref("schemas", "TimeSpan") },
      }),
    ],
  },
  HoursException: closedObject(
    {
      date: { type: "string", format: "date", description: 'The day, "YYYY-MM-DD", in the venue\'s zone.' },
      hours: ref("schemas", "DayHours"),
      note: nullableText('Why the hours differ ("Christmas Day"), if the owner said.'),
    },
    "A special date: its hours replace the week's for that day.",
  ),
  OpeningHours: closedObject(
    {
      week: {
        type: "array",
        minItems: 7,
        maxItems: 7,
        description: "Monday first, Sunday last.",
        items: ref("schemas", "DayHours"),
      },
      exceptions: {
        type: "array",
        description: "Special dates, by date.",
        items: ref("schemas", "HoursException"),
      },
    },
    "Opening hours in the venue's own time zone (`timeZone`).",
  ),
};

/** What a player chooses a center by (location-detail.ts: LocationProfile). */
const profileProperties: Record<string, SchemaObject> = {
  timeZone: { type: "string", description: "The IANA time zone its hours are read in." },
  openingHours: orNull(ref("schemas", "OpeningHours"), "Its opening hours; null when not given."),
  phone: nullableText("Its public phone number, as the owner wrote it."),
  stations: closedObject(
    {
      pcs: stationCount("gaming PCs"),
      consoles: stationCount("consoles"),
      vr: stationCount("VR stations"),
      sims: stationCount("racing simulators"),
    },
    "Its stations.",
  ),
  hardware: nullableText("The hardware, in a line."),
  price: orNull(
    closedObject(
      {
        min: { type: "number", minimum: 0, description: "The lowest hourly price, in whole units (5.5 is 5.50)." },
        max: { type: "number", minimum: 0, description: "The highest hourly price; the same as min for one price." },
        currency: { type: "string", enum: CURRENCIES, description: "ISO 4217." },
      },
      "The hourly price range.",
    ),
    "Its hourly prices; null when not given.",
  ),
  passes: nullableText("Memberships and passes, in the owner's words."),
  amenities: { type: "array", description: "Its amenities.", items: { type: "string", enum: AMENITIES } },
  games: {
    type: "array",
    description: "The games of the site's catalogue it offers, by name; each has a page at `/games/{slug}`.",
    items: closedObject({ slug: { type: "string" }, name: { type: "string" } }),
  },
  fullLibrary: {
    type: "boolean",
    description: "True when it offers the whole Steam PC Cafe library: every game of the catalogue.",
  },
};

/** The map feed's profile columns (map/feed-profile.ts: ProfileColumns): lists sent once, and indexes into them. */
const index = (list: string): SchemaObject => ({
  type: "integer",
  minimum: -1,
  description: `An index into \`${list}\`, or -1 when not given.`,
});

const feedProfileProperties: Record<string, SchemaObject> = {
  schedules: column(
    "Distinct opening hours, each one line: the IANA zone, then Monday to Sunday, then special dates " +
      "(`YYYY-MM-DD=day`), separated by `|`. A day is `-` (closed), `*` (open 24 hours) or spans `HHMM-HHMM` " +
      "joined by `,`; a span that closes at or before it opens runs past midnight. Special dates already past " +
      "are left out.",
    { type: "string" },
  ),
  schedule: column("Center i's hours.", index("schedules")),
  games: column("The game catalogue's slugs; each game's page is `/games/{slug}`.", { type: "string" }),
  gameNames: column("The catalogue's game names, in the order of `games`.", { type: "string" }),
  gameSets: column("Distinct sets of games, each ascending indexes into `games`.", {
    type: "array",
    items: { type: "integer", minimum: 0 },
  }),
  gameSet: column("Center i's games.", index("gameSets")),
  library: column("1 when center i offers the whole Steam PC Cafe library (every game of the catalogue), else 0.", {
    type: "integer",
    enum: [0, 1],
  }),
  amenities: column(`Center i's amenities as a bitmask: bit k for the k-th of ${AMENITIES.join(", ")}.`, {
    type: "integer",
    minimum: 0,
  }),
  pcs: column("Center i's gaming PCs; 0 when not given.", { type: "integer", minimum: 0 }),
  prices: column('Distinct hourly prices in words ("$5–8/hr").', { type: "string" }),
  price: column("Center i's hourly price.", index("prices")),
};

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
            "adminCreated: admin[i] === 1 }`. What the directory's filters need of a center's profile follows: " +
            "lists sent once (`schedules`, `games`, `gameSets`, `prices`) and per-center indexes into them. " +
            "Columns compress far better than one object per center. The rest of a center is at " +
            "`/api/v1/locations/{slug}`.",
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
          ...closedObject(
            {
              count: { type: "integer", minimum: 0, description: "The number of centers: the length of every column." },
              slug: column("The public page of center i is `/lancenters/{slug[i]}`.", { type: "string" }),
              name: column("The center's name.", { type: "string" }),
              lat: column("Latitudes.", coordinate("latitude", false)),
              lng: column("Longitudes.", coordinate("longitude", false)),
              type: column("Venue types.", venueType),
              admin: column("1 when an administrator created the center (a green marker), else 0.", {
                type: "integer",
                enum: [0, 1],
              }),
              covers: {
                type: "array",
                description:
                  "The centers that have a cover photo, and only those: `[center index, photo id, width, height]` of " +
                  "its thumbnail, at `/photos/{id}/{width}.webp` (also `.avif` and `.jpg`).",
                items: {
                  type: "array",
                  prefixItems: [
                    { type: "integer", minimum: 0 },
                    { type: "string", format: "uuid" },
                    { type: "integer", minimum: 1 },
                    { type: "integer", minimum: 1 },
                  ],
                  minItems: 4,
                  maxItems: 4,
                },
              },
              ...feedProfileProperties,
            },
            "Verified centers with a position, column by column (see the operation's description).",
          ),
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
          },
        },
        LocationDetail: closedObject(
          {
            slug: { type: "string" },
            name: { type: "string" },
            description: { type: "string" },
            address: { type: "string" },
            website: nullableText("The center's web site, if it has one."),
            imageUrl: nullableText("A picture of the center, if it has one."),
            photos: {
              type: "array",
              description:
                "Its approved photos, the cover first (JPEG; the same address ending .avif or .webp gives those formats).",
              items: closedObject({
                url: { type: "string", format: "uri", description: "The largest width there is." },
                width: { type: "integer" },
                height: { type: "integer" },
                thumbnailUrl: { type: "string", format: "uri", description: "About 320 pixels wide." },
                thumbnailWidth: { type: "integer" },
                thumbnailHeight: { type: "integer" },
              }),
            },
            latitude: coordinate("latitude", true),
            longitude: coordinate("longitude", true),
            venueType,
            adminCreated: { type: "boolean", description: "True when an administrator created the center." },
            url: { type: "string", format: "uri", description: "The center's public page." },
            ...profileProperties,
          },
          "A verified center: who and where it is, and what a player chooses it by.",
        ),
        ...hoursSchemas,
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
