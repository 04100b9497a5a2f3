import { describe, expect, it } from "vitest";

import { amenitiesText, priceRangeText, stationsText } from "./venue-profile";

describe("a center's facts in words", () => {
  it("writes the hourly price as a range, in the currency's own symbol", () => {
    expect(priceRangeText(500, 800, "USD")).toBe("$5–8/hr");
    expect(priceRangeText(600, 950, "USD")).toBe("$6–9.50/hr");
    expect(priceRangeText(400, 400, "EUR")).toBe("€4/hr");
    expect(priceRangeText(0, 300, "USD")).toBe("$0–3/hr");
    expect(priceRangeText(0, 0, "USD")).toBe("Free");
    expect(priceRangeText(null, null, null)).toBeNull();
  });

  it("counts stations and lists amenities in the list's order", () => {
    expect(stationsText({ pcCount: 24, consoleCount: 1, vrCount: null })).toBe("24 gaming PCs · 1 console");
    expect(stationsText({})).toBeNull();
    expect(amenitiesText(["tournaments", "food_drinks"])).toBe("Food and drinks, Tournaments");
  });
});
