import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { games } from "#db/schema/content";
import { photos } from "#db/schema/photos";
import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import { events, locationGames, locations } from "#db/schema/venues";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import { liveFeedSchema, locationLiveSchema, stationStatusAnswerSchema } from "~/features/stations/live-feed-schema";
import { stationReportSchema } from "~/features/stations/station-report";
import { createStationToken } from "~/features/stations/station-tokens.server";
import { openDatabase } from "~/lib/db.server";
import { loader as eventsLoader } from "~/routes/api/v1/events";
import { loader as liveLoader } from "~/routes/api/v1/live";
import { loader as locationLoader } from "~/routes/api/v1/location";
import { loader as locationLiveLoader } from "~/routes/api/v1/location-live";
import { loader as locationsLoader } from "~/routes/api/v1/locations";
import { loader as openApiLoader } from "~/routes/api/v1/openapi";
import { action as stationStatusAction } from "~/routes/api/v1/station-status";

import { apiErrorSchema } from "./api-error";
import { eventsPayloadSchema } from "./events-payload";
import { locationDetailSchema } from "./location-detail";
import { locationsPayloadSchema } from "./locations-payload";
import { forgetLiveFeed } from "./live-feed.server";
import type { OpenApiDocument, SchemaObject } from "./openapi";

function args<T>(path: string, params: Record<string, string> = {}): T {
  return { request: new Request(`http://localhost:3000${path}`), params, context: {} } as unknown as T;
}

let document: OpenApiDocument;
/** The bodies the API's routes answer with, read once. */
let sent: {
  locations: unknown;
  detail: unknown;
  events: unknown;
  error: unknown;
  live: unknown;
  locationLive: unknown;
  noLive: unknown;
};
/** What `POST /api/v1/station-status` answered, by case: its status, headers and body. */
type Posted = { status: number; headers: Headers; body: unknown };
let posted: { stored: Posted; tooSoon: Posted; notJson: Posted; noToken: Posted };
/** The report posted, as a venue's software sends it. */
const REPORT = { total: 30, free: 12, byKind: { pc: { total: 24, free: 10 }, console: { total: 6, free: 2 } } };

function resolve(schema: SchemaObject): SchemaObject {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace("#/components/schemas/", "");
  const target = document.components.schemas[name];
  if (!target) throw new Error(`Unresolved ${schema.$ref}`);
  return { ...target, ...schema, $ref: undefined };
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** How many of `alternatives` allow `value`. */
function matching(alternatives: SchemaObject[], value: unknown, path: string): number {
  return alternatives.filter((alternative) => {
    const found: string[] = [];
    check(alternative, value, path, found);
    return found.length === 0;
  }).length;
}

/**
 * Every value is allowed by its schema; every object has the properties its schema lists and no
 * others, the optional ones (the kinds of a status's `byKind`) only when they are there.
 */
function check(schema: SchemaObject, value: unknown, path: string, problems: string[]) {
  const resolved = resolve(schema);
  const types: string[] = [resolved.type ?? []].flat();
  const actual = typeOf(value);
  if (types.length > 0 && !types.includes(actual) && !(actual === "integer" && types.includes("number"))) {
    problems.push(`${path}: ${actual} is not ${types.join("|")}`);
  }
  if (resolved.enum && !resolved.enum.includes(value as string)) problems.push(`${path}: ${String(value)} not in enum`);
  if ("const" in resolved && value !== resolved.const) problems.push(`${path}: ${String(value)} is not its const`);
  if (resolved.oneOf && matching(resolved.oneOf, value, path) !== 1) {
    problems.push(`${path}: matches ${matching(resolved.oneOf, value, path)} of its oneOf schemas`);
  }
  if (resolved.anyOf && matching(resolved.anyOf, value, path) === 0) problems.push(`${path}: matches none of anyOf`);
  if (resolved.pattern && !new RegExp(resolved.pattern).test(String(value))) {
    problems.push(`${path}: ${String(value)} does not match ${resolved.pattern}`);
  }
  if (resolved.minimum !== undefined && typeof value === "number" && value < resolved.minimum) {
    problems.push(`${path}: ${value} is below ${resolved.minimum}`);
  }
  if (resolved.maximum !== undefined && typeof value === "number" && value > resolved.maximum) {
    problems.push(`${path}: ${value} is above ${resolved.maximum}`);
  }
  if (actual === "array") {
    const items = value as unknown[];
    if (items.length < (resolved.minItems ?? 0) || items.length > (resolved.maxItems ?? Infinity)) {
      problems.push(`${path}: ${items.length} items`);
    }
    // A tuple's positions first (prefixItems), then `items` for the rest: a schema, or false for none.
    const positions = (resolved.prefixItems ?? []) as SchemaObject[];
    items.forEach((item, i) => {
      const itemSchema = i < positions.length ? positions[i] : resolved.items;
      if (itemSchema === false) problems.push(`${path}[${i}]: no item allowed here`);
      else if (itemSchema && typeof itemSchema === "object") {
        check(itemSchema as SchemaObject, item, `${path}[${i}]`, problems);
      }
    });
  }
  // The alternatives of a oneOf or anyOf check the object's properties themselves.
  if (actual === "object" && !resolved.oneOf && !resolved.anyOf) {
    const properties = (resolved.properties ?? {}) as Record<string, SchemaObject>;
    const keys = Object.keys(value as object);
    for (const key of keys) if (!(key in properties)) problems.push(`${path}.${key}: not in the schema`);
    const required: string[] = resolved.required ?? [];
    for (const key of required) if (!keys.includes(key)) problems.push(`${path}.${key}: not sent`);
    for (const key of required) expect(properties, `${path} required`).toHaveProperty(key);
    for (const key of keys) {
      if (properties[key]) check(properties[key], (value as Record<string, unknown>)[key], `${path}.${key}`, problems);
    }
  }
}

function schemaOf(path: string, status = "200", method: "get" | "post" = "get"): SchemaObject {
  const response = document.paths[path]![method]!.responses[status]!;
  if ("$ref" in response) throw new Error("expected an inline response");
  return response.content!["application/json"]!.schema;
}

let slug: string;

async function post(body: string, authorization?: string): Promise<Posted> {
  const response = await stationStatusAction({
    request: new Request("http://localhost:3000/api/v1/station-status", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(authorization ? { Authorization: authorization } : {}) },
      body,
    }),
    params: {},
    context: { clientIp: "203.0.113.9" },
  } as unknown as Parameters<typeof stationStatusAction>[0]);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

beforeAll(async () => {
  const owner = await createTestAccount();
  const database = await openDatabase();
  const center = await addTestCenter(owner, "Pixel Arena");
  slug = center.slug;
  await database
    .update(locations)
    .set({
      verified: true,
      reviewStatus: "verified",
      lat: 30.2,
      lng: -97.7,
      venueType: "game_arena",
      timeZone: "America/Chicago",
      // Every kind of day, a span past midnight, and special dates with and without a note.
      openingHours: {
        week: [
          { kind: "closed" },
          { kind: "open24" },
          ...Array.from({ length: 5 }, () => ({
            kind: "spans" as const,
            spans: [
              { open: "10:00", close: "14:00", overnight: false },
              { open: "16:00", close: "02:00", overnight: true },
            ],
          })),
        ],
        exceptions: [
          { date: "2027-12-24", hours: { kind: "closed" }, note: "Christmas Eve" },
          {
            date: "2027-12-31",
            hours: { kind: "spans", spans: [{ open: "18:00", close: "04:00", overnight: true }] },
            note: null,
          },
        ],
      },
      phone: "+1 (512) 555-0100",
      pcCount: 24,
      consoleCount: 0,
      hardware: "RTX 4070",
      priceMinCents: 550,
      priceMaxCents: 800,
      currency: "USD",
      passes: "Day pass $25",
      amenities: ["parking", "free_wifi"],
      fullLibrary: true,
    })
    .where(eq(locations.id, center.id));
  const [game] = await database
    .insert(games)
    .values({
      name: "Arena Brawl",
      slug: "arena-brawl-api",
      publisher: "Valve",
      storeUrl: "https://example.com/g",
      position: 900,
    })
    .returning();
  await database.insert(locationGames).values({ locationId: center.id, gameId: game!.id });
  await database
    .insert(lanCenterSubscriptions)
    .values({ locationId: center.id, userId: owner.userId, plan: "lan_center", status: "active" });
  const start = new Date(Date.now() + 86_400_000);
  await database.insert(events).values([
    {
      organizationName: "At the arena",
      description: "Games",
      startDate: start,
      endDate: start,
      locationId: center.id,
      verified: true,
      reviewStatus: "verified",
      website: "https://party.example",
    },
    {
      organizationName: "Elsewhere",
      description: "Games",
      startDate: start,
      endDate: start,
      customLocation: "Town hall",
      verified: true,
      reviewStatus: "verified",
    },
  ]);
  await database.insert(photos).values({
    ownerId: owner.userId,
    purpose: "venue",
    locationId: center.id,
    status: "approved",
    width: 900,
    height: 600,
    widths: [320, 640],
    storage: "database",
    originalBytes: 1,
  });

  // The center's venue reports its stations, as its software does; a second report at once is too soon.
  const made = await createStationToken(owner, center.id, "Front desk");
  if (!made.ok) throw new Error(made.message);
  const token = `Bearer ${made.token}`;
  posted = {
    stored: await post(JSON.stringify(REPORT), token),
    tooSoon: await post(JSON.stringify(REPORT), token),
    notJson: await post("{ total: 3", token),
    noToken: await post(JSON.stringify(REPORT)),
  };
  const quiet = await addTestCenter(owner, "Quiet Arena");
  await database.update(locations).set({ verified: true, reviewStatus: "verified" }).where(eq(locations.id, quiet.id));
  forgetLiveFeed();

  const response = openApiLoader(args<Parameters<typeof openApiLoader>[0]>("/api/v1/openapi.json"));
  expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
  document = (await response.json()) as OpenApiDocument;

  sent = {
    locations: await (await locationsLoader(args<Parameters<typeof locationsLoader>[0]>("/api/v1/locations"))).json(),
    detail: await (
      await locationLoader(args<Parameters<typeof locationLoader>[0]>(`/api/v1/locations/${slug}`, { slug }))
    ).json(),
    events: await (await eventsLoader(args<Parameters<typeof eventsLoader>[0]>("/api/v1/events"))).json(),
    error: await (
      await locationLoader(args<Parameters<typeof locationLoader>[0]>("/api/v1/locations/nope", { slug: "nope" }))
    ).json(),
    live: await (await liveLoader(args<Parameters<typeof liveLoader>[0]>("/api/v1/live"))).json(),
    locationLive: await (
      await locationLiveLoader(
        args<Parameters<typeof locationLiveLoader>[0]>(`/api/v1/locations/${slug}/live`, { slug }),
      )
    ).json(),
    noLive: await (
      await locationLiveLoader(
        args<Parameters<typeof locationLiveLoader>[0]>(`/api/v1/locations/${quiet.slug}/live`, { slug: quiet.slug }),
      )
    ).json(),
  };
});

describe("/api/v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document of the six endpoints on this site", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "http://localhost:3000" }]);
    expect(Object.keys(document.paths).sort()).toEqual([
      "/api/v1/events",
      "/api/v1/live",
      "/api/v1/locations",
      "/api/v1/locations/{slug}",
      "/api/v1/locations/{slug}/live",
      "/api/v1/station-status",
    ]);
    for (const [path, operations] of Object.entries(document.paths)) {
      if (path === "/api/v1/station-status") continue;
      expect(Object.keys(operations)).toEqual(["get"]);
      expect(Object.keys(operations.get!.responses)).toEqual(expect.arrayContaining(["200", "304", "500", "503"]));
    }
  });

  it("describes the venue's report: a bearer token, the body, and every answer the route gives", () => {
    const push = document.paths["/api/v1/station-status"]!;
    expect(Object.keys(push)).toEqual(["post"]);
    expect(push.post!.security).toEqual([{ stationToken: [] }]);
    expect(document.components.securitySchemes.stationToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(Object.keys(push.post!.responses).sort()).toEqual(["200", "400", "401", "429"]);
    expect(push.post!.requestBody?.content["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/StationReport",
    });
    // What a client sends: a station's kind may be left out (it defaults to a PC).
    const report = JSON.stringify(document.components.schemas.StationReport);
    expect(report).toContain('"required":["state"]');

    expect(posted.stored.status).toBe(200);
    expect(posted.tooSoon.status).toBe(429);
    expect(Number(posted.tooSoon.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(posted.notJson.status).toBe(400);
    expect(posted.noToken.status).toBe(401);
    expect(posted.noToken.headers.get("WWW-Authenticate")).toMatch(/^Bearer /);
    const problems: string[] = [];
    check(schemaOf("/api/v1/station-status", "200", "post"), posted.stored.body, "stored", problems);
    for (const [name, answer] of Object.entries(posted)) {
      if (name === "stored") continue;
      check(schemaOf("/api/v1/station-status", String(answer.status), "post"), answer.body, name, problems);
    }
    for (const status of ["429", "401"]) {
      const response = push.post!.responses[status]!;
      expect("headers" in response && Object.keys(response.headers ?? {})).toEqual([
        status === "429" ? "Retry-After" : "WWW-Authenticate",
      ]);
    }
    expect(problems).toEqual([]);
  });

  it("describes exactly what the API sends", () => {
    expect(sent.locations).toMatchObject({ count: 1, covers: [[0, expect.any(String), 320, 213]] });
    expect(sent.detail).toMatchObject({
      price: { min: 5.5, max: 8, currency: "USD" },
      games: [{ slug: "arena-brawl-api", name: "Arena Brawl" }],
      fullLibrary: true,
      photos: [{ width: 640, thumbnailWidth: 320 }],
    });
    expect(sent.events).toMatchObject({ count: 2 });

    const problems: string[] = [];
    check(schemaOf("/api/v1/locations"), sent.locations, "locations", problems);
    check(schemaOf("/api/v1/locations/{slug}"), sent.detail, "detail", problems);
    check(schemaOf("/api/v1/events"), sent.events, "events", problems);
    check(document.components.schemas.Error!, sent.error, "error", problems);
    check(schemaOf("/api/v1/live"), sent.live, "live", problems);
    check(schemaOf("/api/v1/locations/{slug}/live"), sent.locationLive, "locationLive", problems);
    check(schemaOf("/api/v1/locations/{slug}/live"), sent.noLive, "noLive", problems);
    expect(problems).toEqual([]);
  });

  it("sends the live numbers the venue reported, on the map's feed and the center's own", () => {
    expect(sent.live).toMatchObject({ count: 1, slug: [slug], free: [10], total: [24], pcs: [1] });
    expect(sent.locationLive).toEqual({
      live: {
        free: 10,
        total: 24,
        noun: "PCs",
        byKind: REPORT.byKind,
        reportedAt: (posted.stored.body as { reportedAt: string }).reportedAt,
      },
    });
    expect(sent.noLive).toEqual({ live: null });
  });

  it("finds what a body that strays from it gets wrong", () => {
    const problems: string[] = [];
    const detail = sent.detail as Record<string, unknown>;
    check(schemaOf("/api/v1/locations/{slug}"), { ...detail, venueType: "castle", extra: 1 }, "detail", problems);
    expect(problems).toEqual(["detail.extra: not in the schema", "detail.venueType: matches none of anyOf"]);
  });

  it("answers a repeat with the same ETag, and 304 when the client holds it", () => {
    const request = (headers: Record<string, string> = {}) =>
      openApiLoader({
        request: new Request("http://localhost:3000/api/v1/openapi.json", { headers }),
        params: {},
        context: {},
      } as unknown as Parameters<typeof openApiLoader>[0]);
    const first = request();
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(request().headers.get("ETag")).toBe(etag);
    const repeat = request({ "If-None-Match": etag! });
    expect(repeat.status).toBe(304);
    expect(repeat.body).toBeNull();
  });

  it("resolves every reference", () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, kind, name] of refs) {
      expect(document.components[kind as keyof OpenApiDocument["components"]], `${kind}/${name}`).toHaveProperty(name!);
    }
  });

  it("gives an example the feed's own schema accepts", () => {
    const example = document.components.schemas.LocationsPayload!.example;
    expect(locationsPayloadSchema.parse(example)).toEqual(example);
    const liveExample = document.components.schemas.LiveFeed!.example;
    expect(liveFeedSchema.parse(liveExample)).toEqual(liveExample);
  });
});

describe("the Zod schemas the document is generated from", () => {
  it("parse what the API sends, unchanged", () => {
    expect(locationsPayloadSchema.parse(sent.locations)).toEqual(sent.locations);
    expect(locationDetailSchema.parse(sent.detail)).toEqual(sent.detail);
    expect(eventsPayloadSchema.parse(sent.events)).toEqual(sent.events);
    expect(apiErrorSchema.parse(sent.error)).toEqual(sent.error);
    expect(liveFeedSchema.parse(sent.live)).toEqual(sent.live);
    expect(locationLiveSchema.parse(sent.locationLive)).toEqual(sent.locationLive);
    expect(locationLiveSchema.parse(sent.noLive)).toEqual(sent.noLive);
    expect(stationStatusAnswerSchema.parse(posted.stored.body)).toEqual(posted.stored.body);
    expect(stationReportSchema.parse(REPORT)).toEqual(REPORT);
    for (const refused of [posted.tooSoon, posted.notJson, posted.noToken]) {
      expect(apiErrorSchema.parse(refused.body)).toEqual(refused.body);
    }
  });

  it("refuse a property the declaration does not have", () => {
    expect(locationDetailSchema.safeParse({ ...(sent.detail as object), rating: 5 }).success).toBe(false);
    expect(eventsPayloadSchema.safeParse({ ...(sent.events as object), page: 1 }).success).toBe(false);
    expect(liveFeedSchema.safeParse({ ...(sent.live as object), source: "push" }).success).toBe(false);
    expect(
      locationLiveSchema.safeParse({ live: { ...(sent.locationLive as { live: object }).live, source: "push" } })
        .success,
    ).toBe(false);
  });
});
