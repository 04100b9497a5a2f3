import { ExternalLink } from "lucide-react";

import { Badge } from "~/components/ui/badge";
import { NewTabHint } from "~/components/ui/button";

import type { GameView } from "../results";
import { reviewTone } from "../content-values";

/** "All Games": one column on phones, two on wide screens; each name opens its store page. */
export function AllGamesList({ games }: { games: GameView[] }) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2 lg:gap-x-6">
      {games.map((game) => (
        <li
          key={game.id}
          className="flex flex-col gap-2 rounded-xl border border-surface-700/80 bg-surface-900/85 px-4 py-3 backdrop-blur-sm transition-colors hover:border-accent-400/50 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
        >
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-slate-300 uppercase">{game.publisher}</p>
            <a
              href={game.storeUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-0.5 inline-flex items-baseline gap-1.5 font-semibold break-words text-white underline-offset-4 hover:text-accent-200 hover:underline"
            >
              {game.name}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 self-center text-slate-300" />
              <NewTabHint />
            </a>
          </div>
          {game.reviewSummary ? (
            <Badge tone={reviewTone(game.reviewSummary)} className="self-start sm:self-center">
              {game.reviewSummary}
            </Badge>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
