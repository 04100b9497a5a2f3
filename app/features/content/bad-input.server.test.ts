import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";

import { anyText, BAD_INPUT_SEED, BAD_URLS, storableText } from "../../../tests/support/hostile-input";
import { faqItems, games } from "#db/schema/content";
import { createTestAccount } from "#test-support/venue-site";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";
import { addFaqItem } from "./add-faq-item.server";
import { addGame } from "./add-game.server";
import { CONTENT_LIMITS, gameSchema } from "./schemas";

const runs = { seed: BAD_INPUT_SEED, numRuns: 20 };

let admin: Actor;

beforeAll(async () => {
  admin = await createTestAccount({ admin: true });
});

async function counts() {
  const database = await openDatabase();
  return Promise.all([database.$count(games), database.$count(faqItems)]);
}

describe("the games and FAQ services under bad input", () => {
  it("store a game's hostile but valid text verbatim", async () => {
    const game = fc.record({
      name: storableText(CONTENT_LIMITS.name),
      publisher: storableText(CONTENT_LIMITS.publisher),
      reviewSummary: storableText(CONTENT_LIMITS.reviewSummary),
    });
    await fc.assert(
      fc.asyncProperty(game, async (values) => {
        const posted = { ...values, storeUrl: 'https://store.example.com/app/1/?a=<b>&c="d"' };
        const result = await addGame(admin, posted);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const database = await openDatabase();
        const [stored] = await database.select().from(games).where(eq(games.id, result.id));
        const expected = gameSchema.parse(posted);
        expect(stored).toMatchObject({
          name: expected.name,
          publisher: expected.publisher,
          reviewSummary: expected.reviewSummary,
          storeUrl: expected.storeUrl,
        });
      }),
      runs,
    );
  });

  it("store nothing for a javascript:, data: or http: address, blank or overlong text, or a made-up category", async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BAD_URLS, "http://store.example.com/1"),
        anyText(CONTENT_LIMITS.answer),
        fc.constantFrom("", "All", "__proto__", "general "),
        async (storeUrl, text, category) => {
          const game = await addGame(admin, { name: text, publisher: "P", storeUrl, videoUrl: storeUrl });
          expect(game).toMatchObject({ ok: false, reason: "invalid" });
          const faq = await addFaqItem(admin, { category: category as "general", question: text, answer: text });
          expect(faq).toMatchObject({ ok: false, reason: "invalid" });
        },
      ),
      runs,
    );
    expect(await counts()).toEqual(before);
  });
});
