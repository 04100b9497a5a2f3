import "#test-support/venue-site";

import { beforeAll, describe, expect, it } from "vitest";

import { vendorConnections } from "#db/schema";
import { addTestCenter, createTestAccount } from "#test-support/venue-site";
import { openDatabase } from "~/lib/db.server";

import { connectVendor, vendorConnectionOf } from "./vendor-connections.server";
import { startVendorPolling } from "./vendor-polling.server";

/** A site without STATION_SECRETS_KEY: no vendor can be connected, and the owner's card says so. */

beforeAll(() => {
  delete process.env.STATION_SECRETS_KEY;
});

describe("a site without STATION_SECRETS_KEY", () => {
  it("refuses to connect a vendor, with words, and stores nothing", async () => {
    const owner = await createTestAccount();
    const center = await addTestCenter(owner, "Keyless Hall");
    expect(await vendorConnectionOf(owner, center.id)).toMatchObject({ available: false, connection: null });
    expect(await connectVendor(owner, center.id, { vendor: "ggleap", token: "gg-token" })).toEqual({
      ok: false,
      reason: "unavailable",
      message:
        "Vendor connections are not set up on this site yet (its operator has to add a key for them). The station-status API below works without them.",
    });
    expect(await (await openDatabase()).select().from(vendorConnections)).toEqual([]);
  });

  it("polls nothing, even a connection saved under a key it had before", async () => {
    const owner = await createTestAccount();
    const center = await addTestCenter(owner, "Once Keyed Hall");
    const database = await openDatabase();
    await database.insert(vendorConnections).values({ locationId: center.id, vendor: "ggleap", secret: "a.b.c" });
    const polling = startVendorPolling({ intervalSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    await polling.stop();
    const [row] = await database.select().from(vendorConnections);
    expect(row).toMatchObject({ lastPolledAt: null, leaseOwner: null, state: "waiting" });
  });
});
