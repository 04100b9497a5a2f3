import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { collectWhenQuiet } from "./idle-collection";

describe("collectWhenQuiet", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("collects once after a burst, when the server has been quiet for 5 s, and not while it serves", () => {
    const collect = vi.fn();
    const collection = collectWhenQuiet(collect);
    vi.advanceTimersByTime(30_000);
    expect(collect).not.toHaveBeenCalled(); // nothing served: nothing to give back

    for (let second = 0; second < 20; second++) {
      collection.served();
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).not.toHaveBeenCalled(); // still serving

    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1); // once per burst

    collection.served();
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(2);
    collection.stop();
  });
});
