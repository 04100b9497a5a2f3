import { like } from "drizzle-orm";

import { baseGameSlug, uniqueGameSlug } from "#db/slugs";
import { games } from "#db/schema/content";
import { checkFields } from "~/lib/forms";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";
import { GAME_ART_UNKNOWN, isGameArtPhoto } from "./game-art.server";
import { GAME_LIST } from "./lists.server";
import { asAdministrator, nextPosition } from "./ordered-list.server";
import { invalidInput, type ContentChangeResult } from "./results";
import { gameSchema, type GameFormValues } from "./schemas";

/** Adds a game at the end of its list (Featured Games or All Games). Administrators only. */
export function addGame(actor: Actor, values: GameFormValues): Promise<ContentChangeResult> {
  return asAdministrator(actor, GAME_LIST, { verb: "add" }, async () => {
    const check = checkFields(gameSchema, values);
    if (!check.ok) return invalidInput(check.errors);
    const game = check.data;
    const database = await openDatabase();
    if (game.imagePhotoId && !(await isGameArtPhoto(database, game.imagePhotoId))) {
      return invalidInput({ imagePhotoId: GAME_ART_UNKNOWN });
    }
    const [added] = await database.transaction(async (tx) => {
      const position = await nextPosition(tx, GAME_LIST, game.featured);
      const similar = await tx
        .select({ slug: games.slug })
        .from(games)
        .where(like(games.slug, `${baseGameSlug(game.name)}%`));
      const slug = uniqueGameSlug(game.name, new Set(similar.map((row) => row.slug)));
      return tx
        .insert(games)
        .values({ ...game, slug, position })
        .returning({ id: games.id });
    });
    const list = game.featured ? "Featured Games" : "All Games";
    return { ok: true, id: added!.id, message: `Added “${game.name}” to ${list}.` };
  });
}
