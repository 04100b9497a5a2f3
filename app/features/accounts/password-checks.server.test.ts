import { like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { rateLimitCounters } from "#db/schema/rate-limits";
import { useScratchSite } from "#test-support/scratch-site";
import { openDatabase } from "~/lib/db.server";
import { signInFromForm } from "~/routes/auth/sign-in-form.server";

import { messages } from "./auth-errors.server";
import { AdmissionGate, passwordCheckLimits, passwordChecks } from "./password-checks.server";
import { adminSignIn } from "./sign-in.server";

useScratchSite("password-checks", { PASSWORD_CHECK_CONCURRENCY: "1" });

/** `count` runs of `gate` that hold their place until `release()`; `settled` once all have ended. */
function hold(gate: AdmissionGate, count: number) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const runs = Array.from({ length: count }, () => gate.run(() => held));
  return { release, settled: Promise.all(runs) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the admission gate", () => {
  it("runs N at once, queues M, and refuses the next at once", async () => {
    const gate = new AdmissionGate({ running: 2, queued: 3, waitMs: 10_000 });
    let started = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const runs = Array.from({ length: 5 }, (_, index) =>
      gate.run(async () => {
        started++;
        await held;
        return index;
      }),
    );
    await tick();
    expect(started).toBe(2);

    // Answered while the places are still held, and long before a queued run's 10 s would end.
    const startedAt = performance.now();
    expect(await gate.run(async () => "late")).toEqual({ admitted: false });
    expect(performance.now() - startedAt).toBeLessThan(5_000);

    release();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4].map((value) => ({ admitted: true, value })));
    expect(started).toBe(5);
  });

  it("lets the waiting in first come, first served, as places free up", async () => {
    const gate = new AdmissionGate({ running: 1, queued: 2, waitMs: 10_000 });
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = gate.run(() => held);
    const waiting = ["second", "third"].map((name) => gate.run(async () => order.push(name)));
    await tick();
    expect(order).toEqual([]);
    release();
    await Promise.all([first, ...waiting]);
    expect(order).toEqual(["second", "third"]);
  });

  it("refuses one that waited its time out, and the queue goes on", async () => {
    const gate = new AdmissionGate({ running: 1, queued: 1, waitMs: 50 });
    const busy = hold(gate, 1);
    const startedAt = performance.now();
    expect(await gate.run(async () => "waited")).toEqual({ admitted: false });
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(45);
    // Its place in the queue is free again.
    const next = gate.run(async () => "next");
    busy.release();
    expect(await next).toEqual({ admitted: true, value: "next" });
  });

  it("gives the place back when the work fails", async () => {
    const gate = new AdmissionGate({ running: 1, queued: 0, waitMs: 10_000 });
    await expect(gate.run(() => Promise.reject(new Error("hash failed")))).rejects.toThrow("hash failed");
    expect(await gate.run(async () => "after")).toEqual({ admitted: true, value: "after" });
  });

  it("takes its size from PASSWORD_CHECK_CONCURRENCY (the CPU count without it)", () => {
    expect(passwordCheckLimits()).toEqual({ running: 1, queued: 4, waitMs: 100 });
  });
});

describe("a sign-in when every password check is taken", () => {
  const ip = "198.51.100.7";
  const email = "busy@example.com";
  const counters = async () =>
    (await openDatabase()).select().from(rateLimitCounters).where(like(rateLimitCounters.key, "sign-in:%"));
  async function signInByForm() {
    const form = new Request("http://localhost:3000/login", {
      method: "POST",
      body: new URLSearchParams({ email, password: "secret123" }),
    });
    const answer = await signInFromForm(form, ip);
    if (answer instanceof Response) throw new Error(`sent to ${answer.headers.get("location")}`);
    return answer;
  }

  // Opening a new embedded database takes seconds: not part of the answer's time.
  beforeAll(() => openDatabase());

  it("is answered at once with 503, Retry-After and the spec's message, and is not counted", async () => {
    const { limits } = passwordChecks();
    const busy = hold(passwordChecks(), limits.running + limits.queued);
    try {
      // Answered while every place is still held: the full queue is not joined.
      const answer = await signInByForm();
      expect(answer.data).toEqual({
        message: "Too many login attempts. Please wait a moment before trying again.",
        email,
      });
      expect(answer.init?.status).toBe(503);
      expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("2");
      expect(await counters()).toEqual([]);

      expect(await adminSignIn({ email, password: "secret123" }, { ip, headers: new Headers() })).toEqual({
        ok: false,
        reason: "unavailable",
        message: messages.signInTooMany,
        busy: { retryAfterSeconds: 2 },
      });
      expect(await counters()).toEqual([]);
    } finally {
      busy.release();
      await busy.settled;
    }

    // Admitted, it is checked and counted as before.
    expect((await signInByForm()).init?.status).toBe(400);
    expect((await counters()).map((row) => [row.key, row.hits]).sort()).toEqual([
      [`sign-in:email:${email}`, 1],
      [`sign-in:ip:${ip}`, 1],
    ]);
  });
});
