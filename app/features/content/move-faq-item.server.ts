import type { ContentActor } from "./actor";
import { FAQ_LIST } from "./lists.server";
import { moveInList } from "./ordered-list.server";
import type { ContentChangeResult } from "./results";
import type { MoveDirection } from "./schemas";

/** Moves a question one place up or down the FAQ. Administrators only. */
export function moveFaqItem(
  actor: ContentActor,
  input: { id: string; direction: MoveDirection },
): Promise<ContentChangeResult> {
  return moveInList(actor, FAQ_LIST, input);
}
