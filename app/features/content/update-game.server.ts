import { eq } from "drizzle-orm";

import { games } from "#db/schema/content";
import { checkFields } from "~/lib/forms";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";
import { GAME_ART_UNKNOWN, isGameArtPhoto } from "./game-art.server";
import { GAME_LIST } from "./lists.server";
import { asAdministrator, nextPosition, notFound } from "./ordered-list.server";
import { invalidInput, type ContentChangeResult } from "./results";
import { gameSchema, type GameFormValues } from "./schemas";

/**
 * Saves an administrator's edit of a game. A game that becomes featured (or stops being) moves to
 * the end of its new list. Administrators only.
 */
export function updateGame(actor: Actor, input: { id: string; values: GameFormValues }): Promise<ContentChangeResult> {
  return asAdministrator(actor, GAME_LIST, { verb: "edit", id: input.id }, async () => {
    const check = checkFields(gameSchema, input.values);
    if (!check.ok) return invalidInput(check.errors);
    const game = check.data;
    const database = await openDatabase();
    if (game.imagePhotoId && !(await isGameArtPhoto(database, game.imagePhotoId))) {
      return invalidInput({ imagePhotoId: GAME_ART_UNKNOWN });
    }
    const saved = await database.transaction(async (tx) => {
      const [current] = await tx
        .select({ featured: games.featured })
        .from(games)
        .where(eq(games.id, input.id))
        .for("update");
      if (!current) return false;
      const moved = current.featured !== game.featured;
      const position = moved ? await nextPosition(tx, GAME_LIST, game.featured) : undefined;
      await tx
        .update(games)
        .set({ ...game, ...(position === undefined ? {} : { position }) })
        .where(eq(games.id, input.id));
      return true;
    });
    if (!saved) return notFound(GAME_LIST);
    return { ok: true, id: input.id, message: `Saved “${game.name}”.` };
  });
}
