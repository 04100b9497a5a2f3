import { faqItems, games } from "#db/schema/content";

import type { OrderedList } from "./ordered-list.server";

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
