import { addTestCenter, createTestAccount } from "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";

import { listFeaturedCenters } from "./list-featured-centers.server";

async function verify(id: string, changes: Partial<typeof locations.$inferInsert> = {}) {
  const database = await openDatabase();
  await database
    .update(locations)
    .set({ verified: true, reviewStatus: "verified", ...changes })
    .where(eq(locations.id, id));
}

async function featuredNames() {
  const result = await listFeaturedCenters();
  if (!result.ok) throw new Error(result.message);
  return result.centers.map((center) => center.name);
}

describe("listFeaturedCenters", () => {
  beforeEach(async () => {
    const database = await openDatabase();
    await database.delete(locations);
  });

  it("is empty while no center is verified", async () => {
    const owner = await createTestAccount();
    await addTestCenter(owner, "Pending Place");
    expect(await featuredNames()).toEqual([]);
  });

  it("shows the two newest verified centers when none is marked featured, never a pending one", async () => {
    const owner = await createTestAccount();
    const oldest = await addTestCenter(owner, "Oldest");
    const middle = await addTestCenter(owner, "Middle");
    const newest = await addTestCenter(owner, "Newest");
    await addTestCenter(owner, "Pending Newer");
    await verify(oldest.id, { createdAt: new Date("2026-01-01T00:00:00Z") });
    await verify(middle.id, { createdAt: new Date("2026-02-01T00:00:00Z") });
    await verify(newest.id, { createdAt: new Date("2026-03-01T00:00:00Z") });

    expect(await featuredNames()).toEqual(["Newest", "Middle"]);
  });

  it("puts the administrators' featured centers first, whatever their age", async () => {
    const owner = await createTestAccount();
    const marked = await addTestCenter(owner, "Marked");
    const recent = await addTestCenter(owner, "Recent");
    const recentest = await addTestCenter(owner, "Most Recent");
    await verify(marked.id, { featured: true, createdAt: new Date("2025-01-01T00:00:00Z") });
    await verify(recent.id, { createdAt: new Date("2026-05-01T00:00:00Z") });
    await verify(recentest.id, { createdAt: new Date("2026-06-01T00:00:00Z") });

    expect(await featuredNames()).toEqual(["Marked", "Most Recent"]);
  });

  it("returns the fields a card needs, with the slug for its page", async () => {
    const owner = await createTestAccount();
    const center = await addTestCenter(owner, "Card Fields");
    await verify(center.id, { website: "https://example.com/card", imageUrl: null });

    const result = await listFeaturedCenters();
    expect(result).toEqual({
      ok: true,
      centers: [
        {
          id: center.id,
          slug: center.slug,
          name: "Card Fields",
          description: "A place to play",
          website: "https://example.com/card",
          imageUrl: null,
          cover: null,
        },
      ],
    });
  });
});
