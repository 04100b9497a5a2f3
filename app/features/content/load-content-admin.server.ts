import type { Actor } from "~/features/accounts/actor";
import { readFaqItems } from "./list-faq-items.server";
import { readGameLists, type GameLists } from "./list-games.server";
import type { FaqItemView } from "./results";
import { ADMINISTRATORS_ONLY } from "./schemas";
import { refuse, type Refusal } from "~/lib/outcome";

export type ContentAdminResult = ({ ok: true; faq: FaqItemView[] } & GameLists) | Refusal<"forbidden" | "failed">;

/** Everything /admin/content edits: both game lists and the FAQ. Administrators only. */
export async function loadContentAdmin(actor: Actor): Promise<ContentAdminResult> {
  if (!actor.isAdmin) return refuse("forbidden", ADMINISTRATORS_ONLY);
  try {
    const [gameLists, faq] = await Promise.all([readGameLists(), readFaqItems()]);
    return { ok: true, ...gameLists, faq };
  } catch (error) {
    console.error("[content] could not load the content for administrators:", { actor: actor.userId }, error);
    return refuse("failed", "The games and FAQ could not be loaded. Please try again in a moment.");
  }
}
