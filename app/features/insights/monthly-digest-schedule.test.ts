import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

import { scratchFolder } from "#test-support/scratch";

const folder = scratchFolder("lan-centers-digest-schedule-");

/** The schedule under fresh settings (env() is read once per module graph). */
async function scheduleWith(setting: string) {
  vi.resetModules();
  Object.assign(process.env, {
    DATA_DIR: folder.dir,
    AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
    DATABASE_URL: "",
    INSIGHTS_DIGEST: setting,
  });
  const { scheduleMonthlyDigest } = await import("./monthly-digest.server");
  return scheduleMonthlyDigest();
}

afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => folder.remove());

describe("the digest's schedule", () => {
  it("sets a first check and an hourly one, and stops them", async () => {
    vi.useFakeTimers();
    const stop = await scheduleWith("true");
    expect(vi.getTimerCount()).toBe(2);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("does nothing with INSIGHTS_DIGEST=false", async () => {
    vi.useFakeTimers();
    const stop = await scheduleWith("false");
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});
