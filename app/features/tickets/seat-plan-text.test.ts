import { describe, expect, it } from "vitest";

import { parseSeatPlan, seatPlanText, toggleBlocked } from "./seat-plan-text";

describe("the seat plan's text form", () => {
  it("reads areas, rows, ranges, gaps and blocked seats", () => {
    const parsed = parseSeatPlan("[Main hall]\nA: 1-3 | 4\nb: 1 2x 3\n\n# the stage\n[Streamer row]\nS: 1-2");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.plan.seatCount).toBe(9);
    expect(parsed.plan.areas.map((area) => area.name)).toEqual(["Main hall", "Streamer row"]);
    const [a, b] = parsed.plan.areas[0]!.rows;
    expect(a!.cells.map((cell) => (cell.kind === "gap" ? "|" : cell.label))).toEqual(["A1", "A2", "A3", "|", "A4"]);
    expect(b!.label).toBe("B");
    expect(
      b!.cells.filter((cell) => cell.kind === "seat" && cell.blocked).map((cell) => cell.kind === "seat" && cell.label),
    ).toEqual(["B2"]);
  });

  it("puts rows before any area in the Hall", () => {
    const parsed = parseSeatPlan("A: 1-4");
    expect(parsed.ok && parsed.plan.areas[0]!.name).toBe("Hall");
  });

  it.each([
    ["A: 1-4\n[Side]\nB: 3 | 3", "Seat B3 appears twice in the plan"],
    ["A: 1-4\nA: 5-8", "Line 2: row A appears twice in the plan"],
    ["A: 4-1", 'Line 1: "4-1" is not a range from low to high'],
    ["A: one", 'Line 1: "one" is not a seat, a range like 1-12, or a gap "|"'],
    ["Main hall", 'Line 1: write a row as "A: 1-12", or an area as "[Main hall]"'],
    ["A: |", "Line 1: row A has no seats"],
    ["", 'The plan has no seats yet: add a row such as "A: 1-12"'],
    ["A: 1-81", "Line 1: a row has at most 80 seats"],
  ])("refuses %j: %s", (source, message) => {
    expect(parseSeatPlan(source)).toEqual({ ok: false, message });
  });

  it("refuses more than 2,000 seats", () => {
    const rows = Array.from({ length: 26 }, (_, index) => `${String.fromCharCode(65 + index)}: 1-80`).join("\n");
    expect(parseSeatPlan(rows)).toEqual({ ok: false, message: "A plan has at most 2,000 seats" });
  });

  it("writes the plan back as ranges, and a click blocks or frees one seat", () => {
    const source = "[Main hall]\nA: 1-4 | 5-8\nB: 1 2x 3-4";
    const parsed = parseSeatPlan(source);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(seatPlanText(parsed.plan)).toBe("[Main hall]\nA: 1-4 | 5-8\nB: 1 2x 3-4");
    expect(seatPlanText(toggleBlocked(parsed.plan, "A3"))).toBe("[Main hall]\nA: 1-2 3x 4 | 5-8\nB: 1 2x 3-4");
    expect(seatPlanText(toggleBlocked(parsed.plan, "B2"))).toBe("[Main hall]\nA: 1-4 | 5-8\nB: 1-4");
  });
});
