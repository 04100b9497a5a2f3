import { asc } from "drizzle-orm";

import { faqItems } from "#db/schema/content";
import { openDatabase } from "~/lib/db.server";
import { type Refusal, refuse } from "~/lib/outcome";

import type { FaqItemView } from "./results";
import type { FaqCategory } from "./schemas";

export type ListFaqItemsResult = { ok: true; items: FaqItemView[] } | Refusal<"unavailable">;

const FAQ_UNAVAILABLE = "The questions could not be loaded. Please try again in a moment.";

/** Every question of /faq in its administrators' order; the page filters by category. */
export async function listFaqItems(): Promise<ListFaqItemsResult> {
  try {
    return { ok: true, items: await readFaqItems() };
  } catch (error) {
    console.error("[content] could not list the FAQ:", error);
    return refuse("unavailable", FAQ_UNAVAILABLE);
  }
}

/** Every question, straight from the database (throws on failure). */
export async function readFaqItems(): Promise<FaqItemView[]> {
  const database = await openDatabase();
  const rows = await database
    .select({ id: faqItems.id, category: faqItems.category, question: faqItems.question, answer: faqItems.answer })
    .from(faqItems)
    .orderBy(asc(faqItems.position), asc(faqItems.createdAt), asc(faqItems.id));
  // The table's CHECK constraint keeps `category` to FAQ_CATEGORIES.
  return rows.map((row) => ({ ...row, category: row.category as FaqCategory }));
}
