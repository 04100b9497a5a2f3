import type { Actor } from "~/features/accounts/actor";
import { readFaqItems } from "./list-faq-items.server";
import { readGameLists, type GameLists } from "./list-games.server";
import type { FaqItemView } from "./results";
import { ADMINISTRATORS_ONLY } from "./schemas";

export type ContentAdminResult =
  ({ ok: true; faq: FaqItemView[] } & GameLists) | { ok: false; status: 403 | 500; message: string };

/** Everything /admin/content edits: both game lists and the FAQ. Administrators only. */
export async function loadContentAdmin(actor: Actor): Promise<ContentAdminResult> {
  if (!actor.isAdmin) return { ok: false, status: 403, message: ADMINISTRATORS_ONLY };
  try {
    const [gameLists, faq] = await Promise.all([readGameLists(), readFaqItems()]);
    return { ok: true, ...gameLists, faq };
  } catch (error) {
    console.error("[content] could not load the content for administrators:", { actor: actor.userId }, error);
    return { ok: false, status: 500, message: "The games and FAQ could not be loaded. Please try again in a moment." };
  }
}
