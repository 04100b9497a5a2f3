import type { ContentActor } from "./actor";
import { FAQ_LIST } from "./lists.server";
import { removeFromList } from "./ordered-list.server";
import type { ContentChangeResult } from "./results";

/** Removes a question from /faq for good. Administrators only. */
export function removeFaqItem(actor: ContentActor, id: string): Promise<ContentChangeResult> {
  return removeFromList(actor, FAQ_LIST, id);
}
