import { describe, expect, it } from "vitest";

import { describeSearchTerm, filterTerms, isFilterTerm } from "./insight-values";

describe("the map's filters as search terms", () => {
  it("counts 'Free PCs now' beside 'Open now', and names it for the owner", () => {
    const terms = filterTerms({ type: null, open: true, free: true, game: null, amenities: [], pcs: null });
    expect(terms).toEqual(["open", "free"]);
    expect(terms.every(isFilterTerm)).toBe(true);
    expect(describeSearchTerm("filter", "free")).toBe("Free PCs now");
    expect(describeSearchTerm("filter", "open")).toBe("Open now");
  });

  it("leaves 'free' out when the filter is off, and keeps nothing that is not a term", () => {
    expect(filterTerms({ type: null, open: false, free: false, game: null, amenities: [], pcs: 20 })).toEqual([
      "pcs:20",
    ]);
    expect(isFilterTerm("free:1")).toBe(false);
    expect(isFilterTerm("freebies")).toBe(false);
  });
});
