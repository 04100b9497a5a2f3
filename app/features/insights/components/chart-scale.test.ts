import { describe, expect, it } from "vitest";

import { labelledDays, niceScale } from "./chart-scale";

describe("niceScale", () => {
  it("rounds the top up to a step of 1, 2 or 5 times a power of ten", () => {
    expect(niceScale(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(niceScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
    expect(niceScale(40)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
  });

  it("counts in whole numbers, and draws an empty chart with a scale of its own", () => {
    expect(niceScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
  });
});

describe("labelledDays", () => {
  it("labels today and every step back", () => {
    expect(labelledDays(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelledDays(30)).toEqual([1, 8, 15, 22, 29]);
    expect(labelledDays(90)).toEqual([5, 26, 47, 68, 89]);
  });
});
