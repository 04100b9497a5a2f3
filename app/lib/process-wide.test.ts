import { describe, expect, it, vi } from "vitest";

import { processWide } from "./process-wide";

describe("processWide", () => {
  it("makes a value once per name, and keeps it where another copy of the module finds it", () => {
    const make = vi.fn(() => ({ made: true }));
    const first = processWide("process-wide-test", make);
    expect(processWide("process-wide-test", make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for("lan-centers.process-wide-test")]).toBe(first);
    expect(processWide("process-wide-other", () => 2)).toBe(2);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("lan-centers.process-wide-test")];
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("lan-centers.process-wide-other")];
  });
});
