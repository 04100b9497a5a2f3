import { eq } from "drizzle-orm";

import { faqItems } from "#db/schema/content";
import { checkFields } from "~/lib/forms";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";
import { FAQ_LIST } from "./lists.server";
import { asAdministrator, notFound } from "./ordered-list.server";
import { invalidInput, type ContentChangeResult } from "./results";
import { faqItemSchema, type FaqItemFormValues } from "./schemas";

/** Saves an administrator's edit of a question; it keeps its place. Administrators only. */
export function updateFaqItem(
  actor: Actor,
  input: { id: string; values: FaqItemFormValues },
): Promise<ContentChangeResult> {
  return asAdministrator(actor, FAQ_LIST, { verb: "edit", id: input.id }, async () => {
    const check = checkFields(faqItemSchema, input.values);
    if (!check.ok) return invalidInput(check.errors);
    const database = await openDatabase();
    const saved = await database
      .update(faqItems)
      .set(check.data)
      .where(eq(faqItems.id, input.id))
      .returning({ id: faqItems.id });
    if (saved.length === 0) return notFound(FAQ_LIST);
    return { ok: true, id: input.id, message: `Saved “${check.data.question}”.` };
  });
}
