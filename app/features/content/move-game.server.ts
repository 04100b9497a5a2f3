import type { ContentActor } from "./actor";
import { GAME_LIST } from "./lists.server";
import { moveInList } from "./ordered-list.server";
import type { ContentChangeResult } from "./results";
import type { MoveDirection } from "./schemas";

/** Moves a game one place up or down within its own list (featured or All Games). Administrators only. */
export function moveGame(
  actor: ContentActor,
  input: { id: string; direction: MoveDirection },
): Promise<ContentChangeResult> {
  return moveInList(actor, GAME_LIST, input);
}
