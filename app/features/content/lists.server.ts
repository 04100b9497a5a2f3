import { faqItems, games } from "#db/schema/content";

import type { Actor } from "~/features/accounts/actor";
import { moveInList, removeFromList, type OrderedList } from "./ordered-list.server";
import type { ContentChangeResult } from "./results";
import type { MoveDirection } from "./schemas";

/** The games: the featured cards and "All Games" are two lists, each in its own order. */
export const GAME_LIST: OrderedList = {
  table: games,
  id: games.id,
  position: games.position,
  createdAt: games.createdAt,
  label: games.name,
  group: games.featured,
  noun: "game",
};

/** The FAQ: one list, filtered by category on the page. */
export const FAQ_LIST: OrderedList = {
  table: faqItems,
  id: faqItems.id,
  position: faqItems.position,
  createdAt: faqItems.createdAt,
  label: faqItems.question,
  noun: "question",
};

/** Moves a game one place up or down within its own list (featured or All Games). Administrators only. */
export function moveGame(actor: Actor, input: { id: string; direction: MoveDirection }): Promise<ContentChangeResult> {
  return moveInList(actor, GAME_LIST, input);
}

/** Moves a question one place up or down the FAQ. Administrators only. */
export function moveFaqItem(
  actor: Actor,
  input: { id: string; direction: MoveDirection },
): Promise<ContentChangeResult> {
  return moveInList(actor, FAQ_LIST, input);
}

/** Removes a game from /games for good. Administrators only. */
export function removeGame(actor: Actor, id: string): Promise<ContentChangeResult> {
  return removeFromList(actor, GAME_LIST, id);
}

/** Removes a question from /faq for good. Administrators only. */
export function removeFaqItem(actor: Actor, id: string): Promise<ContentChangeResult> {
  return removeFromList(actor, FAQ_LIST, id);
}
