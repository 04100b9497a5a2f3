import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { standInMachines, startGgLeapStandIn, startICafeCloudStandIn } from "#test-support/vendor-stand-ins";

import type { VendorReadOptions } from "./connector";
import { ggleap } from "./ggleap.server";
import { icafecloud } from "./icafecloud.server";
import { retryAfterSeconds } from "./vendor-http.server";

/** The connectors against local stand-ins of the vendors' APIs (tests/support/vendor-stand-ins.ts). */

let ggleapApi: Awaited<ReturnType<typeof startGgLeapStandIn>>;
let icafeApi: Awaited<ReturnType<typeof startICafeCloudStandIn>>;

beforeAll(async () => {
  ggleapApi = await startGgLeapStandIn();
  icafeApi = await startICafeCloudStandIn();
});

afterAll(async () => {
  await ggleapApi.close();
  await icafeApi.close();
});

const options = (baseUrl: string, timeoutMs = 2000): VendorReadOptions => ({
  fetch,
  signal: AbortSignal.timeout(timeoutMs),
  baseUrl,
});
let n = 0;
const unique = (what: string) => `${what}-${++n}-${Math.random().toString(36).slice(2)}`;

describe("ggLeap", () => {
  it("counts the machines by state and kind: offline ones in the total, not free", async () => {
    const token = unique("gg");
    ggleapApi.venue(token, [
      ...standInMachines({ free: 3, inUse: 2, offline: 1 }),
      ...standInMachines({ free: 1, inUse: 1, kind: "console" }),
    ]);
    expect(await ggleap.read({ token, accountRef: null }, options(ggleapApi.url))).toEqual({
      ok: true,
      counts: { total: 8, free: 4, byKind: { pc: { total: 6, free: 3 }, console: { total: 2, free: 1 } } },
    });
  });

  it("keeps the JWT between reads, and exchanges the token again when ggLeap no longer takes it", async () => {
    const token = unique("gg");
    const venue = ggleapApi.venue(token, standInMachines({ free: 2 }));
    await ggleap.read({ token, accountRef: null }, options(ggleapApi.url));
    await ggleap.read({ token, accountRef: null }, options(ggleapApi.url));
    // One exchange, two lists.
    expect([venue.requests.length, venue.reads.length]).toEqual([3, 2]);
    ggleapApi.expireJwts();
    expect(await ggleap.read({ token, accountRef: null }, options(ggleapApi.url))).toMatchObject({ ok: true });
    expect(venue.reads).toHaveLength(3);
  });

  it("says a revoked or unknown token is refused", async () => {
    const token = unique("gg");
    const venue = ggleapApi.venue(token, standInMachines({ free: 2 }));
    expect((await ggleap.read({ token, accountRef: null }, options(ggleapApi.url))).ok).toBe(true);
    venue.revoked = true;
    const refusal = { ok: false, reason: "refused", message: "ggLeap refused the token" };
    expect(await ggleap.read({ token, accountRef: null }, options(ggleapApi.url))).toEqual(refusal);
    expect(await ggleap.read({ token: "never-issued", accountRef: null }, options(ggleapApi.url))).toEqual(refusal);
  });

  it("passes on a 429's Retry-After", async () => {
    const token = unique("gg");
    ggleapApi.venue(token, standInMachines({ free: 1 })).rateLimit(90);
    expect(await ggleap.read({ token, accountRef: null }, options(ggleapApi.url))).toEqual({
      ok: false,
      reason: "rate-limited",
      message: "ggLeap asked us to slow down",
      retryAfterSeconds: 90,
    });
  });

  it("calls an outage, an answer that never comes and a body it cannot read unavailable", async () => {
    const token = unique("gg");
    const venue = ggleapApi.venue(token, standInMachines({ free: 1 }));
    venue.outage = "503";
    expect(await ggleap.read({ token, accountRef: null }, options(ggleapApi.url))).toEqual({
      ok: false,
      reason: "unavailable",
      message: "ggLeap answered with an error (503)",
    });
    venue.outage = "no-answer";
    const started = Date.now();
    expect(await ggleap.read({ token, accountRef: null }, options(ggleapApi.url, 300))).toEqual({
      ok: false,
      reason: "unavailable",
      message: "ggLeap did not answer in time",
    });
    expect(Date.now() - started).toBeLessThan(2000);
    const html: typeof fetch = async () => new Response("<html>Maintenance</html>", { status: 200 });
    expect(
      await ggleap.read({ token: unique("gg"), accountRef: null }, { ...options(ggleapApi.url), fetch: html }),
    ).toMatchObject({
      reason: "unavailable",
      message: "ggLeap answered something we could not read",
    });
    expect(await ggleap.read({ token, accountRef: null }, options("http://127.0.0.1:1"))).toMatchObject({
      reason: "unavailable",
      message: "ggLeap could not be reached",
    });
  });
});

describe("iCafeCloud", () => {
  it("counts online PCs nobody uses as free and offline ones in the total", async () => {
    const cafeId = String(80000 + ++n);
    const venue = icafeApi.cafe(cafeId, "key-1", standInMachines({ free: 5, inUse: 10, offline: 2 }));
    expect(await icafecloud.read({ token: "key-1", accountRef: cafeId }, options(icafeApi.url))).toEqual({
      ok: true,
      counts: { total: 17, free: 5, byKind: { pc: { total: 17, free: 5 } } },
    });
    expect(venue.reads).toHaveLength(1);
  });

  it("says a wrong key is refused, whether iCafeCloud answers 401 or a code 401 in the body", async () => {
    const cafeId = String(80000 + ++n);
    const venue = icafeApi.cafe(cafeId, "right-key", standInMachines({ free: 1 }));
    const refusal = { ok: false, reason: "refused", message: "iCafeCloud refused the token" };
    expect(await icafecloud.read({ token: "wrong-key", accountRef: cafeId }, options(icafeApi.url))).toEqual(refusal);
    venue.refuseInBody();
    expect(await icafecloud.read({ token: "wrong-key", accountRef: cafeId }, options(icafeApi.url))).toEqual(refusal);
  });

  it("says which field is wrong when the cafe does not exist", async () => {
    expect(await icafecloud.read({ token: "key", accountRef: "404404" }, options(icafeApi.url))).toEqual({
      ok: false,
      reason: "refused",
      message: "iCafeCloud knows no cafe with this ID",
      field: "accountRef",
    });
  });

  it("passes on a 429's Retry-After and calls a 503 unavailable", async () => {
    const cafeId = String(80000 + ++n);
    const venue = icafeApi.cafe(cafeId, "key", standInMachines({ free: 1 }));
    venue.rateLimit(30);
    expect(await icafecloud.read({ token: "key", accountRef: cafeId }, options(icafeApi.url))).toMatchObject({
      reason: "rate-limited",
      retryAfterSeconds: 30,
    });
    venue.limitedUntil = 0;
    venue.outage = "503";
    expect(await icafecloud.read({ token: "key", accountRef: cafeId }, options(icafeApi.url))).toEqual({
      ok: false,
      reason: "unavailable",
      message: "iCafeCloud answered with an error (503)",
    });
  });
});

describe("Retry-After", () => {
  it("reads seconds or a date, within 1 second and an hour, a minute when missing", () => {
    const now = Date.parse("2026-11-27T20:00:00Z");
    expect(retryAfterSeconds("120", now)).toBe(120);
    expect(retryAfterSeconds("Fri, 27 Nov 2026 20:02:30 GMT", now)).toBe(150);
    expect(retryAfterSeconds("0", now)).toBe(1);
    expect(retryAfterSeconds("999999", now)).toBe(3600);
    expect(retryAfterSeconds(null, now)).toBe(60);
    expect(retryAfterSeconds("soon", now)).toBe(60);
  });
});
