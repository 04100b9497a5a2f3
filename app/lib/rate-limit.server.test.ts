import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { rateLimitCounters } from "#db/schema/rate-limits";
import { openTestDatabase, type TestDatabase } from "#test-support/database";
import { type Database } from "~/lib/db.server";

import {
  consumeRateLimit,
  giveBackRateSlot,
  pruneRateLimits,
  rateSlotsLeft,
  type RateRule,
  takeRateSlot,
} from "./rate-limit.server";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "lan-centers-rate-limit-"));
// Read by env() on first use: the limits as written.
process.env.DATA_DIR = dataDir;
process.env.RATE_LIMIT_SCALE = "1";
process.env.AUTH_SECRET = "test-secret-that-is-long-enough-0123456789";
delete process.env.DATABASE_URL;

let testDatabase: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDatabase = await openTestDatabase();
  database = testDatabase.db;
});

afterAll(async () => {
  await testDatabase?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Each test its own rule name, so counters never mix. */
let rules = 0;
const rule = (max: number, windowSeconds = 60): RateRule => ({ name: `test-${++rules}`, max, windowSeconds });

async function attempts(limit: RateRule, subjects: { ip?: string; email?: string }[]) {
  const decisions = [];
  for (const subject of subjects) {
    decisions.push((await consumeRateLimit(limit, { ip: subject.ip, email: subject.email }, database)).allowed);
  }
  return decisions;
}

describe("consumeRateLimit", () => {
  it("allows `max` attempts per address in a window and refuses the next, saying when to retry", async () => {
    const limit = rule(3, 60);
    const subject = { ip: undefined, email: "a@example.com" };
    expect(await attempts(limit, [subject, subject, subject])).toEqual([true, true, true]);
    const refused = await consumeRateLimit(limit, subject, database);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // Another address has its own count; the same address in other case does not.
    expect(await attempts(limit, [{ email: "b@example.com" }, { email: " A@Example.com " }])).toEqual([true, false]);
  });

  it("counts per IP too, with four times the budget, across addresses", async () => {
    const limit = rule(2);
    const fromOneIp = Array.from({ length: 8 }, (_, index) => ({ ip: "203.0.113.7", email: `u${index}@example.com` }));
    expect(await attempts(limit, fromOneIp)).toEqual(Array(8).fill(true));
    expect(await attempts(limit, [{ ip: "203.0.113.7", email: "fresh@example.com" }])).toEqual([false]);
    expect(await attempts(limit, [{ ip: "198.51.100.1", email: "fresh2@example.com" }])).toEqual([true]);
    // An address refused on its own count stays refused from another IP.
    const addressLimit = rule(1);
    expect(
      await attempts(addressLimit, [
        { ip: "192.0.2.1", email: "x@example.com" },
        { ip: "192.0.2.2", email: "x@example.com" },
      ]),
    ).toEqual([true, false]);
  });

  it("keeps counting refused attempts, and starts over once the window has ended", async () => {
    const limit = rule(2, 600);
    const subject = { ip: undefined, email: "window@example.com" };
    expect(await attempts(limit, [subject, subject, subject, subject])).toEqual([true, true, false, false]);
    const key = `${limit.name}:email:window@example.com`;
    const [counter] = await database.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    expect(counter?.hits).toBe(4);

    await database
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, key));
    expect(await attempts(limit, [subject])).toEqual([true]);
    const [restarted] = await database.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    expect(restarted?.hits).toBe(1);
    expect(restarted!.windowEndsAt.getTime()).toBeGreaterThan(Date.now() + 590_000);
    expect(await attempts(limit, [subject, subject])).toEqual([true, false]);
  });

  it("counts nothing for a subject with neither IP nor address", async () => {
    const limit = rule(1);
    expect(await attempts(limit, [{}, {}, {}])).toEqual([true, true, true]);
    const rows = await database
      .select()
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} like ${`${limit.name}:%`}`);
    expect(rows).toEqual([]);
  });

  it("prunes counters whose window ended more than a day ago", async () => {
    const limit = rule(5);
    await attempts(limit, [{ email: "old@example.com" }, { email: "new@example.com" }]);
    await database
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '2 days'` })
      .where(eq(rateLimitCounters.key, `${limit.name}:email:old@example.com`));
    await pruneRateLimits(database);
    const keys = (
      await database
        .select({ key: rateLimitCounters.key })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} like ${`${limit.name}:%`}`)
    ).map((row) => row.key);
    expect(keys).toEqual([`${limit.name}:email:new@example.com`]);
  });
});

describe("takeRateSlot", () => {
  it("takes a use only while one is left: a refusal changes nothing, and a use given back can be taken again", async () => {
    const limit = rule(2, 600);
    expect(await rateSlotsLeft(limit, "party-1", database)).toEqual({ left: 2, nextAt: null });
    expect(await takeRateSlot(limit, "party-1", database)).toEqual({ allowed: true });
    expect(await takeRateSlot(limit, "party-1", database)).toEqual({ allowed: true });
    const refused = await takeRateSlot(limit, "party-1", database);
    expect(refused.allowed).toBe(false);
    const nextAt = refused.allowed ? 0 : refused.nextAt.getTime();
    expect(nextAt).toBeGreaterThan(Date.now() + 590_000);
    expect(nextAt).toBeLessThanOrEqual(Date.now() + 600_000);
    expect((await takeRateSlot(limit, "party-1", database)).allowed).toBe(false);
    const [counter] = await database
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `${limit.name}:party-1`));
    expect(counter?.hits).toBe(2);
    expect(await rateSlotsLeft(limit, "party-1", database)).toMatchObject({ left: 0 });
    // Another subject has its own.
    expect(await takeRateSlot(limit, "party-2", database)).toEqual({ allowed: true });

    await giveBackRateSlot(limit, "party-1", database);
    expect(await rateSlotsLeft(limit, "party-1", database)).toMatchObject({ left: 1 });
    expect(await takeRateSlot(limit, "party-1", database)).toEqual({ allowed: true });
  });

  it("starts over once the window has ended", async () => {
    const limit = rule(1, 600);
    expect(await takeRateSlot(limit, "party", database)).toEqual({ allowed: true });
    expect((await takeRateSlot(limit, "party", database)).allowed).toBe(false);
    await database
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, `${limit.name}:party`));
    expect(await rateSlotsLeft(limit, "party", database)).toEqual({ left: 1, nextAt: null });
    // A use given back after its window ended gives nothing back to the next window.
    await giveBackRateSlot(limit, "party", database);
    expect(await takeRateSlot(limit, "party", database)).toEqual({ allowed: true });
    expect((await takeRateSlot(limit, "party", database)).allowed).toBe(false);
  });
});

describe("RATE_LIMIT_SCALE", () => {
  /** rate-limit.server as a process with this scale would load it (env() is parsed once per module graph). */
  async function withScale(scale: string) {
    process.env.RATE_LIMIT_SCALE = scale;
    vi.resetModules();
    try {
      const fresh = await import("./rate-limit.server");
      // The fresh module graph's settings, parsed now while the scale is set.
      expect((await import("./env.server")).env().RATE_LIMIT_SCALE).toBe(Number(scale));
      return fresh;
    } finally {
      process.env.RATE_LIMIT_SCALE = "1";
    }
  }

  it("multiplies every limit", async () => {
    const scaled = await withScale("2.5");
    const limit = rule(2);
    const subject = { ip: undefined, email: "scaled@example.com" };
    const decisions = [];
    for (let index = 0; index < 6; index++) {
      decisions.push((await scaled.consumeRateLimit(limit, subject, database)).allowed);
    }
    expect(decisions).toEqual([true, true, true, true, true, false]);
  });

  it("never lowers a limit below one attempt", async () => {
    const scaled = await withScale("0.01");
    const limit = rule(3);
    const subject = { ip: undefined, email: "tiny@example.com" };
    expect((await scaled.consumeRateLimit(limit, subject, database)).allowed).toBe(true);
    expect((await scaled.consumeRateLimit(limit, subject, database)).allowed).toBe(false);
  });
});
