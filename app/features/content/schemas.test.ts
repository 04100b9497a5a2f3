import { describe, expect, it } from "vitest";

import { checkFields } from "~/lib/forms";

import {
  faqItemSchema,
  GAME_ART_ID_MESSAGE,
  gameSchema,
  isHttpsAddress,
  readFaqFilter,
  reviewTone,
  STEAM_APP_ID_MESSAGE,
} from "./schemas";

const VALID = { name: "A", publisher: "B", storeUrl: "https://example.com/" };

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
        steamAppId: null,
        imagePhotoId: null,
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

describe("the game form's Steam app id and art", () => {
  it("reads the app id as a whole number, blank as none", () => {
    const read = (steamAppId: unknown) => {
      const check = checkFields(gameSchema, { ...VALID, steamAppId });
      return check.ok ? check.data.steamAppId : check.errors;
    };
    expect(read(" 730 ")).toBe(730);
    expect(read("2147483647")).toBe(2147483647);
    expect(read(1172470)).toBe(1172470);
    expect(read("")).toBeNull();
    expect(read("   ")).toBeNull();
    expect(read(undefined)).toBeNull();
    expect(read(null)).toBeNull();
    for (const bad of ["0", "-730", "7.5", "730a", "1e3", "0x2da", "2147483648", "99999999999", "seven", 0, 7.5, -1]) {
      expect(read(bad), String(bad)).toEqual({ steamAppId: STEAM_APP_ID_MESSAGE });
    }
    expect(read({ id: 730 })).toEqual({ steamAppId: STEAM_APP_ID_MESSAGE });
  });

  it("takes the art's photo id only as an id, blank as none", () => {
    const id = "0b5c8f0e-4d7a-4f3e-9d7e-2f4b9a1c6e01";
    const check = checkFields(gameSchema, { ...VALID, imagePhotoId: ` ${id} ` });
    expect(check.ok && check.data.imagePhotoId).toBe(id);
    const blank = checkFields(gameSchema, { ...VALID, imagePhotoId: "" });
    expect(blank.ok && blank.data.imagePhotoId).toBeNull();
    for (const bad of ["not-an-id", `${id},${id}`, "../photos/1", id.slice(1)]) {
      expect(checkFields(gameSchema, { ...VALID, imagePhotoId: bad }), bad).toEqual({
        ok: false,
        errors: { imagePhotoId: GAME_ART_ID_MESSAGE },
      });
    }
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
