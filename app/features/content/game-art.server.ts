import { and, eq } from "drizzle-orm";

import type { Database, Transaction } from "#db/database";
import { games } from "#db/schema/content";
import { photos } from "#db/schema/photos";
import type { ImageFile } from "~/components/ui/fallback-image";
import { env, publicEnv } from "~/lib/env.server";

import { resolveGameArt, type GameArt } from "./game-art";

/** A photo a game may show: uploaded as game art, and public (game art is approved as it is uploaded). */
const isPublicGameArt = and(eq(photos.purpose, "game"), eq(photos.status, "approved"))!;

/**
 * A game's art from the database: select `gameArtColumns` from `games` left-joined on
 * `gameArtPhotoJoin`, then `gameArtOf(row)`. The join finds the uploaded image only while it
 * exists as game art; a removed one leaves Steam's art or the generated one.
 */
export const gameArtPhotoJoin = and(eq(photos.id, games.imagePhotoId), isPublicGameArt)!;

export const gameArtColumns = {
  steamAppId: games.steamAppId,
  artPhotoId: photos.id,
  artPhotoWidth: photos.width,
  artPhotoHeight: photos.height,
  artPhotoWidths: photos.widths,
};

type GameArtRow = {
  steamAppId: number | null;
  artPhotoId: string | null;
  artPhotoWidth: number | null;
  artPhotoHeight: number | null;
  artPhotoWidths: number[] | null;
};

export function gameArtOf(row: GameArtRow): GameArt | null {
  const photo =
    row.artPhotoId && row.artPhotoWidth && row.artPhotoHeight && row.artPhotoWidths?.length
      ? { id: row.artPhotoId, width: row.artPhotoWidth, height: row.artPhotoHeight, widths: row.artPhotoWidths }
      : null;
  return resolveGameArt({ photo, steamAppId: row.steamAppId }, env().STEAM_IMAGE_HOST);
}

/**
 * Games listed in code rather than the database (the home page's strip), each with Steam's header
 * art as `image`: null without STEAM_IMAGE_HOST. They have no uploaded image to prefer.
 */
export function withSteamHeaders<T extends { steamAppId: number | null }>(
  list: readonly T[],
): (T & { image: ImageFile | null })[] {
  // The home page is prerendered (at build and again at start), where only the public settings exist.
  const host = publicEnv().STEAM_IMAGE_HOST;
  return list.map((game) => {
    const art = resolveGameArt({ photo: null, steamAppId: game.steamAppId }, host);
    return { ...game, image: art?.kind === "steam" ? art.header : null };
  });
}

export const GAME_ART_UNKNOWN = "This image is no longer available. Upload it again, or remove it.";

/** Whether `photoId` is an uploaded image an administrator may give a game (a photo kept as game art). */
export async function isGameArtPhoto(database: Database | Transaction, photoId: string): Promise<boolean> {
  const [row] = await database
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.id, photoId), isPublicGameArt))
    .limit(1);
  return Boolean(row);
}
