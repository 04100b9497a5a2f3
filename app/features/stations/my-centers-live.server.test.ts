import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { vendorConnections } from "#db/schema";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import { openDatabase } from "~/lib/db.server";

import { loadMyCentersLive } from "./my-centers-live.server";
import { recordStationStatus } from "./record-status.server";

describe("the dashboard's live PCs", () => {
  it("says each own center's free PCs, its venue software's trouble, and nothing of stale or others' centers", async () => {
    const owner = await createTestAccount();
    const other = await createTestAccount();
    const live = await addTestCenter(owner, "Live Hall");
    const stale = await addTestCenter(owner, "Stale Hall");
    const refused = await addTestCenter(owner, "Refused Hall");
    const theirs = await addTestCenter(other, "Their Hall");
    const now = new Date();
    await recordStationStatus(live.id, { total: 40, free: 12, byKind: {} }, "push", {
      at: new Date(now.getTime() - 2 * 60_000),
    });
    await recordStationStatus(stale.id, { total: 40, free: 12, byKind: {} }, "push", {
      at: new Date(now.getTime() - 60 * 60_000),
    });
    await recordStationStatus(refused.id, { total: 20, free: 5, byKind: {} }, "ggleap", { at: now });
    await recordStationStatus(theirs.id, { total: 8, free: 8, byKind: {} }, "push", { at: now });
    await (
      await openDatabase()
    )
      .insert(vendorConnections)
      .values({ locationId: refused.id, vendor: "ggleap", secret: "x.y.z", state: "refused", lastError: "refused" });

    const notes = await loadMyCentersLive(owner, now);
    expect(notes).toEqual({
      [live.id]: { text: "12 of 40 PCs free · 2 min ago", free: 12, problem: false },
      [refused.id]: { text: "ggLeap refused the token: paste a new one", free: null, problem: true },
    });
    await (
      await openDatabase()
    )
      .update(vendorConnections)
      .set({ state: "working" })
      .where(eq(vendorConnections.locationId, refused.id));
    expect((await loadMyCentersLive(owner, now))?.[refused.id]).toMatchObject({
      problem: false,
      text: "5 of 20 PCs free · just now",
    });
  });
});
