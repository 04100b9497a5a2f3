import { describe, expect, it } from "vitest";

import { mergeReviewChanges } from "./review-changes";

describe("mergeReviewChanges", () => {
  it("records a first edit as from → to, and nothing for unchanged fields", () => {
    expect(
      mergeReviewChanges(
        null,
        { name: "Pixel Palace", address: "1 Main St" },
        { name: "Pixel Place", address: "1 Main St" },
      ),
    ).toEqual({ name: { from: "Pixel Palace", to: "Pixel Place" } });
  });

  it("returns null when an edit changes nothing", () => {
    expect(mergeReviewChanges(null, { name: "A", lat: 40.5 }, { name: "A", lat: 40.5 })).toBeNull();
  });

  it("keeps the reviewed value as 'from' when the same field is edited twice", () => {
    const first = mergeReviewChanges(null, { name: "Original" }, { name: "Second" });
    expect(mergeReviewChanges(first, { name: "Second" }, { name: "Third" })).toEqual({
      name: { from: "Original", to: "Third" },
    });
  });

  it("keeps earlier changes to other fields", () => {
    const first = mergeReviewChanges(null, { name: "A", website: null }, { name: "B", website: null });
    expect(
      mergeReviewChanges(first, { name: "B", website: null }, { name: "B", website: "https://b.example" }),
    ).toEqual({
      name: { from: "A", to: "B" },
      website: { from: null, to: "https://b.example" },
    });
  });

  it("drops a field edited back to its reviewed value, and returns null when nothing is left", () => {
    const first = mergeReviewChanges(null, { name: "Original", lat: 40 }, { name: "Changed", lat: 40 });
    expect(mergeReviewChanges(first, { name: "Changed" }, { name: "Original" })).toBeNull();
    const two = mergeReviewChanges(null, { name: "A", address: "X" }, { name: "B", address: "Y" });
    expect(mergeReviewChanges(two, { name: "B", address: "Y" }, { name: "A", address: "Y" })).toEqual({
      address: { from: "X", to: "Y" },
    });
  });

  it("treats empty text as null, and shows numbers and dates as text", () => {
    expect(mergeReviewChanges(null, { website: null }, { website: "" })).toBeNull();
    expect(
      mergeReviewChanges(
        null,
        { lat: 40.1, startDate: new Date("2027-03-07T18:00:00Z") },
        { lat: 41, startDate: new Date("2027-03-08T18:00:00Z") },
      ),
    ).toEqual({
      lat: { from: "40.1", to: "41" },
      startDate: { from: "2027-03-07T18:00:00.000Z", to: "2027-03-08T18:00:00.000Z" },
    });
  });
});
