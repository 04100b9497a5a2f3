import { asc } from "drizzle-orm";

import { games } from "#db/schema/content";
import { photos } from "#db/schema/photos";
import { openDatabase } from "~/lib/db.server";
import { type Refusal, refuse } from "~/lib/outcome";

import { gameArtColumns, gameArtOf, gameArtPhotoJoin } from "./game-art.server";
import type { GameView } from "./results";

export type GameLists = { featured: GameView[]; all: GameView[] };
export type ListGamesResult = ({ ok: true } & GameLists) | Refusal<"unavailable">;

const GAMES_UNAVAILABLE = "The games could not be loaded. Please try again in a moment.";

/** The games of /games: the featured cards and "All Games", each in its administrators' order. */
export async function listGames(): Promise<ListGamesResult> {
  try {
    return { ok: true, ...(await readGameLists()) };
  } catch (error) {
    console.error("[content] could not list the games:", error);
    return refuse("unavailable", GAMES_UNAVAILABLE);
  }
}

/** Both lists, straight from the database (throws on failure). */
export async function readGameLists(): Promise<GameLists> {
  const database = await openDatabase();
  const rows = await database
    .select({
      id: games.id,
      slug: games.slug,
      name: games.name,
      publisher: games.publisher,
      storeUrl: games.storeUrl,
      reviewSummary: games.reviewSummary,
      featured: games.featured,
      videoUrl: games.videoUrl,
      art: gameArtColumns,
    })
    .from(games)
    .leftJoin(photos, gameArtPhotoJoin)
    .orderBy(asc(games.position), asc(games.createdAt), asc(games.id));
  const views: GameView[] = rows.map(({ art, ...game }) => ({
    ...game,
    steamAppId: art.steamAppId,
    art: gameArtOf(art),
  }));
  return { featured: views.filter((game) => game.featured), all: views.filter((game) => !game.featured) };
}
