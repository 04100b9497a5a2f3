import { faqItems } from "#db/schema/content";
import { checkFields } from "~/lib/forms";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";
import { FAQ_LIST } from "./lists.server";
import { asAdministrator, nextPosition } from "./ordered-list.server";
import { invalidInput, type ContentChangeResult } from "./results";
import { faqItemSchema, type FaqItemFormValues } from "./schemas";

/** Adds a question at the end of the FAQ. Administrators only. */
export function addFaqItem(actor: Actor, values: FaqItemFormValues): Promise<ContentChangeResult> {
  return asAdministrator(actor, FAQ_LIST, { verb: "add" }, async () => {
    const check = checkFields(faqItemSchema, values);
    if (!check.ok) return invalidInput(check.errors);
    const database = await openDatabase();
    const [added] = await database.transaction(async (tx) =>
      tx
        .insert(faqItems)
        .values({ ...check.data, position: await nextPosition(tx, FAQ_LIST) })
        .returning({ id: faqItems.id }),
    );
    return { ok: true, id: added!.id, message: `Added “${check.data.question}” to the FAQ.` };
  });
}
