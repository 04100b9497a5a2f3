import { describe, expect, it } from "vitest";

import { describeChange } from "./insight-change";

describe("describeChange", () => {
  it("says the rise or fall in whole percent against the previous period", () => {
    expect(describeChange(125, 100, 30)).toEqual({ direction: "up", text: "+25% vs previous 30 days" });
    expect(describeChange(80, 100, 7)).toEqual({ direction: "down", text: "-20% vs previous 7 days" });
    expect(describeChange(3, 1, 90)).toEqual({ direction: "up", text: "+200% vs previous 90 days" });
    expect(describeChange(0, 4, 30)).toEqual({ direction: "down", text: "-100% vs previous 30 days" });
    expect(describeChange(2, 3, 30).text).toBe("-33% vs previous 30 days");
  });

  it("says 'new' when there was nothing before, and 'no change' when the totals are equal", () => {
    expect(describeChange(7, 0, 30)).toEqual({ direction: "new", text: "New: none in the previous 30 days" });
    expect(describeChange(5, 5, 30)).toEqual({ direction: "same", text: "No change vs previous 30 days" });
    expect(describeChange(0, 0, 7)).toEqual({ direction: "same", text: "No change vs previous 7 days" });
  });

  it("keeps a change too small to round to 1% a change", () => {
    expect(describeChange(1001, 1000, 30).text).toBe("+<1% vs previous 30 days");
    expect(describeChange(999, 1000, 30).text).toBe("-<1% vs previous 30 days");
  });
});
