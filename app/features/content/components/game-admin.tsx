import { Badge } from "~/components/ui/badge";
import { NewTabHint } from "~/components/ui/button";

import type { GameView } from "../results";
import { reviewTone } from "../content-values";
import { gameSchema } from "../schemas";
import { AdminRow, GAME_KIND } from "./admin-row";
import { AddForm } from "./content-form";
import { EditRowDialog } from "./edit-dialog";
import { GameFields } from "./game-fields";

/** Where the game's art comes from, as its row says it. */
function artLabel(game: GameView): string {
  if (game.art?.kind === "photo") return "Own art";
  if (game.steamAppId !== null) return `Steam app ${game.steamAppId}`;
  return "Drawn art";
}

/** "Add a game". */
export function AddGameForm() {
  return (
    <AddForm
      headingId="add-game-heading"
      title="Add a game"
      intent="add-game"
      schema={gameSchema}
      submitLabel="Add Game"
      busyLabel="Adding the game…"
      fields={(errors) => <GameFields errors={errors} />}
    />
  );
}

/** One of the two game lists (Featured Games, All Games), in its order on /games. */
export function GameAdminList({ headingId, title, games }: { headingId: string; title: string; games: GameView[] }) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-white">
        {title} <span className="text-sm font-normal text-slate-300">({games.length})</span>
      </h3>
      {games.length === 0 ? (
        <p className="rounded-xl border border-dashed border-surface-600 p-4 text-sm text-slate-300">
          No games in this list yet.
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {games.map((game, index) => (
            <AdminRow
              key={game.id}
              kind={GAME_KIND}
              id={game.id}
              label={game.name}
              first={index === 0}
              last={index === games.length - 1}
              edit={
                <EditRowDialog
                  title="Edit game"
                  label={game.name}
                  intent="update-game"
                  id={game.id}
                  schema={gameSchema}
                  fields={(errors) => <GameFields game={game} errors={errors} />}
                />
              }
            >
              <p className="inline-block max-w-full font-semibold break-words text-white">{game.name}</p>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-300">
                <span>{game.publisher}</span>
                {game.reviewSummary ? (
                  <Badge tone={reviewTone(game.reviewSummary)}>{game.reviewSummary}</Badge>
                ) : (
                  <span className="text-slate-400">No review summary</span>
                )}
                {game.featured ? <span>{game.videoUrl ? "Trailer set" : "Poster only"}</span> : null}
                <span>{artLabel(game)}</span>
                <a
                  href={game.storeUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-accent-300 underline-offset-2 hover:underline"
                >
                  Store page
                  <span className="sr-only"> of {game.name}</span>
                  <NewTabHint />
                </a>
              </div>
            </AdminRow>
          ))}
        </ol>
      )}
    </section>
  );
}
