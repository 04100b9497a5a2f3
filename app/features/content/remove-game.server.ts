import type { ContentActor } from "./actor";
import { GAME_LIST } from "./lists.server";
import { removeFromList } from "./ordered-list.server";
import type { ContentChangeResult } from "./results";

/** Removes a game from /games for good. Administrators only. */
export function removeGame(actor: ContentActor, id: string): Promise<ContentChangeResult> {
  return removeFromList(actor, GAME_LIST, id);
}
