import { ExternalLink } from "lucide-react";
import { Link } from "react-router";

import { Badge } from "~/components/ui/badge";
import { NewTabHint } from "~/components/ui/button";

import type { GameView } from "../results";
import { reviewTone } from "../content-values";

/**
 * "All Games": one column on phones, two on wide screens; each name opens its "where to play" page,
 * the Steam link beside it the store page.
 */
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
            <Link
              to={`/games/${game.slug}`}
              className="mt-0.5 inline-block font-semibold break-words text-white underline-offset-4 hover:text-accent-200 hover:underline"
            >
              {game.name}
            </Link>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-3">
            {game.reviewSummary ? <Badge tone={reviewTone(game.reviewSummary)}>{game.reviewSummary}</Badge> : null}
            <a
              href={game.storeUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-9 items-center gap-1.5 text-sm font-medium text-accent-300 underline-offset-4 hover:text-accent-200 hover:underline"
            >
              Steam
              <span className="sr-only"> page for {game.name}</span>
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              <NewTabHint />
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
