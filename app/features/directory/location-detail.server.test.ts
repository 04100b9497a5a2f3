import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { locations } from "#db/schema/venues";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import { openDatabase } from "~/lib/db.server";
import { loader } from "~/routes/api/v1/location";

let listed: typeof locations.$inferSelect;
let pending: typeof locations.$inferSelect;

function get(slug: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost:3000/api/v1/locations/${encodeURIComponent(slug)}`, { headers });
  return loader({ request, params: { slug }, context: {} } as unknown as Parameters<typeof loader>[0]);
}

beforeAll(async () => {
  const owner = await createTestAccount();
  const database = await openDatabase();
  const a = await addTestCenter(owner, "Pixel Arena");
  const rows = await database
    .update(locations)
    .set({
      verified: true,
      reviewStatus: "verified",
      lat: 30.267153,
      lng: -97.743057,
      venueType: "game_cafe",
      website: "https://pixel.example",
    })
    .where(eq(locations.id, a.id))
    .returning();
  listed = rows[0]!;
  pending = await addTestCenter(owner, "Hidden Hall");
});

describe("GET /api/v1/locations/:slug", () => {
  it("answers a verified center's details with an absolute page address", async () => {
    const response = await get(listed!.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(await response.json()).toEqual({
      slug: listed!.slug,
      name: "Pixel Arena",
      description: "A place to play",
      address: "1 Main St",
      website: "https://pixel.example",
      imageUrl: null,
      latitude: 30.26715,
      longitude: -97.74306,
      venueType: "game_cafe",
      adminCreated: false,
      url: `http://localhost:3000/lancenters/${listed!.slug}`,
    });
  });

  it("answers a repeat with 304 and changes its ETag with the center", async () => {
    const etag = (await get(listed!.slug)).headers.get("ETag")!;
    expect((await get(listed!.slug, { "If-None-Match": etag })).status).toBe(304);
    const database = await openDatabase();
    await database.update(locations).set({ description: "Now open late" }).where(eq(locations.id, listed!.id));
    const changed = await get(listed!.slug, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });

  it("answers 404 for an unverified, unknown or malformed slug", async () => {
    for (const slug of [
      pending.slug,
      "no-such-center-abc123",
      "bad slug'; drop table",
      "nul\u0000byte",
      "x".repeat(300),
    ]) {
      const response = await get(slug);
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toEqual({ error: "Not found" });
    }
  });
});
