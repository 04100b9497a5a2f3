import { describe, expect, it } from "vitest";

import { trackWork, workSettled } from "./work-in-flight.server";

describe("work in flight", () => {
  it("settles once tracked work ends, including work begun while it waited, and failures count as ended", async () => {
    const ended: string[] = [];
    let finishFirst!: () => void;
    const first = trackWork(new Promise<void>((resolve) => (finishFirst = resolve))).then(() => {
      ended.push("first");
      // Work a request starts while the shutdown already waits.
      void trackWork(new Promise((resolve) => setTimeout(resolve, 20))).then(() => ended.push("second"));
    });
    void trackWork(Promise.reject(new Error("a failed action"))).catch(() => ended.push("failed"));

    let settled = false;
    const waiting = workSettled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);

    finishFirst();
    await first;
    await waiting;
    expect(ended).toEqual(["failed", "first", "second"]);
  });

  it("returns the work unchanged", async () => {
    await expect(trackWork(Promise.resolve(42))).resolves.toBe(42);
    await workSettled();
  });
});
