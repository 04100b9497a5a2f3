import "#test-support/venue-site";

import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { locations } from "#db/schema/venues";
import type { Actor } from "~/features/accounts/actor";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import { openDatabase } from "~/lib/db.server";
import { loader } from "~/routes/api/v1/locations";

import { loadLocationsFeed } from "./locations-feed.server";
import { compareCenters, decodeLocations } from "./map-data";

let owner: Actor;

async function center(name: string, values: Partial<typeof locations.$inferInsert> = {}) {
  const row = await addTestCenter(owner, name);
  const database = await openDatabase();
  const [updated] = await database.update(locations).set(values).where(eq(locations.id, row.id)).returning();
  return updated!;
}

const verified = { verified: true, reviewStatus: "verified" } as const;

function get(headers: Record<string, string> = {}, method = "GET") {
  const request = new Request("http://localhost:3000/api/v1/locations", { method, headers });
  return loader({ request, params: {}, context: {} } as unknown as Parameters<typeof loader>[0]);
}

async function names(response: Response): Promise<string[]> {
  return decodeLocations(await response.json()).map((c) => c.name);
}

let pending: typeof locations.$inferSelect;
let noPosition: typeof locations.$inferSelect;

beforeAll(async () => {
  owner = await createTestAccount();
  // Enough centers for a body worth compressing (over 1 KB); numbered as people number them.
  for (let i = 0; i < 20; i++) {
    await center(`Bulk Arena ${i}`, { ...verified, lat: 30 + i / 10, lng: -97 - i / 10 });
  }
  await center("Zeta Lounge", { ...verified, lat: 47.6062095, lng: -122.3320708 });
  await center("Alpha Arena", {
    ...verified,
    lat: 30.26715,
    lng: -97.74306,
    venueType: "game_arena",
    createdByAdmin: true,
  });
  noPosition = await center("No Position Cafe", { ...verified, lat: null, lng: null });
  pending = await center("Pending Place", { lat: 41.1, lng: -87.6 });
});

describe("GET /api/v1/locations", () => {
  it("lists verified centers with a position, by name, in the columnar format", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const body = await response.json();
    expect(body.count).toBe(22);
    const centers = decodeLocations(body);
    expect(centers[0]).toMatchObject({
      name: "Alpha Arena",
      latitude: 30.26715,
      longitude: -97.74306,
      venueType: "game_arena",
      adminCreated: true,
    });
    expect(centers.at(-1)).toMatchObject({ name: "Zeta Lounge", latitude: 47.60621, longitude: -122.33207 });
    expect(body.admin.at(-1)).toBe(0);
    expect(body.type.at(-1)).toBeNull();
    const listed = centers.map((c) => c.name);
    // The list's order, so the browser does not sort: "Bulk Arena 2" before "Bulk Arena 10".
    expect(listed.filter((name) => name.startsWith("Bulk"))).toEqual(
      Array.from({ length: 20 }, (_, i) => `Bulk Arena ${i}`),
    );
    expect(centers).toEqual([...centers].sort(compareCenters));
    expect(listed).not.toContain("Pending Place");
    expect(listed).not.toContain("No Position Cafe");
  });

  it("keeps one body while nothing changes, and answers a repeat with 304", async () => {
    const first = await loadLocationsFeed();
    const [again, concurrent] = await Promise.all([loadLocationsFeed(), loadLocationsFeed()]);
    expect(again).toBe(first);
    expect(concurrent).toBe(first);

    const response = await get();
    const etag = response.headers.get("ETag")!;
    expect(etag).toBe(first.etag);
    const repeat = await get({ "If-None-Match": etag });
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get("ETag")).toBe(etag);
    expect(await repeat.text()).toBe("");
    expect((await get({ "If-None-Match": `W/${etag}` })).status).toBe(304);
  });

  it("sends brotli or gzip as accepted, decoding to the same JSON", async () => {
    const plain = await (await get()).text();
    const br = await get({ "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gzip = await get({ "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
    expect(gzip.headers.get("ETag")).toBe(br.headers.get("ETag"));
  });

  it("answers HEAD without a body", async () => {
    const response = await get({}, "HEAD");
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
    expect(response.headers.get("ETag")).toBeTruthy();
  });

  it("changes its ETag when a center is verified, edited, unverified or deleted", async () => {
    const database = await openDatabase();
    const etags = [(await get()).headers.get("ETag")];
    const step = async () => {
      const response = await get();
      etags.push(response.headers.get("ETag"));
      return names(response);
    };

    await database.update(locations).set(verified).where(eq(locations.id, pending.id));
    expect(await step()).toContain("Pending Place");

    await database.update(locations).set({ organizationName: "Renamed Place" }).where(eq(locations.id, pending.id));
    const renamed = await step();
    expect(renamed).toContain("Renamed Place");
    expect(renamed).not.toContain("Pending Place");

    await database.update(locations).set({ lat: 40.1, lng: -88.2 }).where(eq(locations.id, noPosition.id));
    expect(await step()).toContain("No Position Cafe");

    await database
      .update(locations)
      .set({ verified: false, reviewStatus: "pending" })
      .where(eq(locations.id, noPosition.id));
    expect(await step()).not.toContain("No Position Cafe");

    await database.delete(locations).where(eq(locations.id, pending.id));
    // Two requests after a change wait for one rebuild.
    const [one, other] = await Promise.all([loadLocationsFeed(), loadLocationsFeed()]);
    expect(one).toBe(other);
    expect(await step()).not.toContain("Renamed Place");

    for (let i = 1; i < etags.length; i++) expect(etags[i], `step ${i}`).not.toBe(etags[i - 1]);
    // The ETag is the body's: the same list again is the same version (unverifying undid step 3,
    // deleting the center verified in step 1 brought back the first list).
    expect(etags[4]).toBe(etags[2]);
    expect(etags[5]).toBe(etags[0]);
    // A version that is gone no longer earns a 304.
    expect((await get({ "If-None-Match": etags[1]! })).status).toBe(200);
  });
});
