import { describe, expect, it } from "vitest";

import { checkFields } from "~/lib/forms";

import { faqItemSchema, gameSchema, isHttpsAddress, readFaqFilter, reviewTone } from "./schemas";

describe("the game form", () => {
  it("trims, turns blank optionals into null and reads the checkbox", () => {
    const check = checkFields(gameSchema, {
      name: "  Portal 2 ",
      publisher: " Valve ",
      storeUrl: " https://store.steampowered.com/app/620/ ",
      reviewSummary: "   ",
      featured: "on",
      videoUrl: "",
    });
    expect(check).toEqual({
      ok: true,
      data: {
        name: "Portal 2",
        publisher: "Valve",
        storeUrl: "https://store.steampowered.com/app/620/",
        reviewSummary: null,
        featured: true,
        videoUrl: null,
      },
    });
    // Its own output passes again unchanged (a service checks what a route already parsed).
    if (check.ok) expect(checkFields(gameSchema, check.data)).toEqual(check);
    const unticked = checkFields(gameSchema, { name: "A", publisher: "B", storeUrl: "https://example.com/" });
    expect(unticked.ok && unticked.data.featured).toBe(false);
  });

  it("accepts only https addresses for the store page and the trailer", () => {
    for (const address of [
      "javascript:alert(1)",
      "data:text/html,x",
      "http://example.com/",
      "//example.com",
      "https://",
    ]) {
      expect(isHttpsAddress(address), address).toBe(false);
    }
    expect(isHttpsAddress("https://store.steampowered.com/search/?term=Parcel%20Corps")).toBe(true);
    const check = checkFields(gameSchema, {
      name: "A",
      publisher: "B",
      storeUrl: "https://example.com/",
      videoUrl: "javascript:play()",
    });
    expect(check).toEqual({ ok: false, errors: { videoUrl: "The video must be an https:// address of a video file" } });
  });

  it("names every missing or over-long field", () => {
    expect(checkFields(gameSchema, { name: "x".repeat(121) })).toEqual({
      ok: false,
      errors: {
        name: "The name can be at most 120 characters",
        publisher: "Please enter the publisher",
        storeUrl: "Please enter the store page address",
      },
    });
  });
});

describe("the FAQ form and filter", () => {
  it("takes only the five categories", () => {
    expect(checkFields(faqItemSchema, { category: "all", question: "Q", answer: "A" })).toEqual({
      ok: false,
      errors: { category: "Please choose a category" },
    });
    expect(checkFields(faqItemSchema, { category: "events", question: " Q ", answer: " A " })).toEqual({
      ok: true,
      data: { category: "events", question: "Q", answer: "A" },
    });
  });

  it("reads ?category=, falling back to all", () => {
    expect(readFaqFilter("technical")).toBe("technical");
    expect(readFaqFilter("TECHNICAL")).toBe("all");
    expect(readFaqFilter(null)).toBe("all");
  });

  it("colours praise green and mixed reviews amber", () => {
    expect(reviewTone("Overwhelmingly Positive")).toBe("success");
    expect(reviewTone("Mixed")).toBe("warning");
    expect(reviewTone("Mostly Negative")).toBe("neutral");
  });
});
