import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { expectFormMessages, expectStoredText, expectWebAddress } from "../../../tests/support/form-properties";
import {
  BAD_INPUT_SEED,
  BAD_NUMBERS,
  BAD_URLS,
  field,
  postedForm,
  storableText,
  wrongTypes,
} from "../../../tests/support/hostile-input";

import { CONTENT_LIMITS, FAQ_CATEGORIES, faqItemSchema, gameSchema } from "./schemas";

const runs = { seed: BAD_INPUT_SEED, numRuns: 300 };

const httpsUrl = field(fc.constantFrom("https://store.steampowered.com/app/730/", "https://x.example/a?<b>"), 500, [
  ...BAD_URLS,
  "http://store.example.com/plain-http",
]);

const gameFields = {
  name: field(storableText(CONTENT_LIMITS.name + 5), CONTENT_LIMITS.name),
  publisher: field(storableText(CONTENT_LIMITS.publisher + 5), CONTENT_LIMITS.publisher),
  storeUrl: httpsUrl,
  reviewSummary: field(storableText(CONTENT_LIMITS.reviewSummary + 5), CONTENT_LIMITS.reviewSummary),
  featured: field(fc.constantFrom("on", "", "true"), 5, ["off", "1", "<script>"]),
  videoUrl: field(fc.constantFrom("", "https://cdn.example.com/trailer.webm"), 500, BAD_URLS),
  steamAppId: field(fc.oneof(fc.constant(""), fc.integer({ min: 1, max: 2_147_483_647 }).map(String)), 12, [
    ...BAD_NUMBERS,
    "0",
    "-1",
    "2147483648",
    "7.5",
  ]),
  imagePhotoId: field(fc.oneof(fc.constant(""), fc.uuid()), 40, ["x", "../1", "0b5c8f0e"]),
};
const faqFields = {
  category: field(fc.constantFrom(...FAQ_CATEGORIES), 20, ["", "All", "__proto__", "general "]),
  question: field(storableText(CONTENT_LIMITS.question + 5), CONTENT_LIMITS.question),
  answer: field(storableText(400), CONTENT_LIMITS.answer),
};

describe("the games and FAQ forms' schemas under generated input", () => {
  it("game: never throws, keeps trimmed text within limits and only https:// addresses", () => {
    let accepted = 0;
    fc.assert(
      fc.property(postedForm(gameFields), (posted) => {
        const result = gameSchema.safeParse(posted);
        if (!result.success) return expectFormMessages(result.error.issues, Object.keys(gameFields));
        accepted += 1;
        const game = result.data;
        expectStoredText(game.name, CONTENT_LIMITS.name, true);
        expectStoredText(game.publisher, CONTENT_LIMITS.publisher, true);
        expectStoredText(game.reviewSummary, CONTENT_LIMITS.reviewSummary, false);
        expectWebAddress(game.storeUrl, true);
        expectWebAddress(game.videoUrl, true);
        expect(typeof game.featured).toBe("boolean");
        if (game.steamAppId !== null) {
          expect(Number.isInteger(game.steamAppId)).toBe(true);
          expect(game.steamAppId).toBeGreaterThan(0);
          expect(game.steamAppId).toBeLessThanOrEqual(2_147_483_647);
        }
        if (game.imagePhotoId !== null) expect(game.imagePhotoId).toMatch(/^[0-9a-f-]{36}$/i);
      }),
      runs,
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it("game: refuses javascript:, data: and plain http: store and video addresses", () => {
    const valid = { name: "Game", publisher: "Pub", storeUrl: "https://store.example.com/1" };
    for (const bad of [...BAD_URLS, "http://store.example.com/1"]) {
      expect(gameSchema.safeParse({ ...valid, storeUrl: bad }).error?.issues[0]?.path, bad).toEqual(["storeUrl"]);
      expect(gameSchema.safeParse({ ...valid, videoUrl: bad }).error?.issues[0]?.message, bad).toBe(
        "The video must be an https:// address of a video file",
      );
    }
  });

  it("FAQ item: never throws, keeps a known category and trimmed text within limits", () => {
    let accepted = 0;
    fc.assert(
      fc.property(postedForm(faqFields), (posted) => {
        const result = faqItemSchema.safeParse(posted);
        if (!result.success) return expectFormMessages(result.error.issues, Object.keys(faqFields));
        accepted += 1;
        expect(FAQ_CATEGORIES).toContain(result.data.category);
        expectStoredText(result.data.question, CONTENT_LIMITS.question, true);
        expectStoredText(result.data.answer, CONTENT_LIMITS.answer, true);
      }),
      runs,
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it("answers wrong types without throwing", () => {
    fc.assert(
      fc.property(
        wrongTypes,
        fc.dictionary(fc.constantFrom("name", "featured", "category", "steamAppId", "imagePhotoId"), wrongTypes),
        (a, b) => {
          expect(gameSchema.safeParse(a).success).toBe(false);
          expect(faqItemSchema.safeParse(a).success).toBe(false);
          gameSchema.safeParse(b);
          faqItemSchema.safeParse(b);
        },
      ),
      runs,
    );
  });
});
