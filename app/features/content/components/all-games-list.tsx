import clsx from "clsx";
import { ExternalLink } from "lucide-react";
import { Link } from "react-router";

import { Badge } from "~/components/ui/badge";
import { NewTabHint } from "~/components/ui/button";

import type { GameView } from "../results";
import { reviewTone } from "../content-values";
import { GameArtImage } from "./game-art-image";

/** The generated thumbnails' washes, picked by the game's name so each keeps its own. */
const THUMBNAIL_WASHES = [
  "from-accent-500/70 to-glow-500/60",
  "from-glow-500/70 to-rose-500/50",
  "from-emerald-500/60 to-accent-500/60",
  "from-amber-500/60 to-glow-500/60",
];

function washOf(name: string): string {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + char.charCodeAt(0)) % 9973;
  return THUMBNAIL_WASHES[sum % THUMBNAIL_WASHES.length]!;
}

/**
 * "All Games": one column on phones, two on wide screens; each game with its art (or a thumbnail
 * drawn from its name), its name opening its "where to play" page, the Steam link beside it the
 * store page.
 */
export function AllGamesList({ games }: { games: GameView[] }) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2 lg:gap-x-6">
      {games.map((game) => (
        <li
          key={game.id}
          className="flex flex-col gap-2 rounded-xl border border-surface-700/80 bg-surface-900/85 px-4 py-3 backdrop-blur-sm transition-colors hover:border-accent-400/50 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
        >
          <div className="flex min-w-0 items-center gap-3">
            <GameThumbnail game={game} />
            <div className="min-w-0">
              <p className="text-xs font-medium tracking-wide text-slate-300 uppercase">{game.publisher}</p>
              <Link
                to={`/games/${game.slug}`}
                className="mt-0.5 inline-block font-semibold break-words text-white underline-offset-4 hover:text-accent-200 hover:underline"
              >
                {game.name}
              </Link>
            </div>
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

/** Steam's header shape (460×215), small: the art over the name's initials on a wash. Decorative. */
function GameThumbnail({ game }: { game: GameView }) {
  const initials = game.name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? "")
    .join("")
    .slice(0, 3)
    .toUpperCase();
  return (
    <div
      aria-hidden="true"
      className={clsx(
        "relative aspect-[460/215] w-24 shrink-0 overflow-hidden rounded-md border border-white/10 bg-linear-to-br sm:w-28",
        washOf(game.name),
      )}
    >
      <span className="absolute inset-0 flex items-center justify-center font-display text-lg font-extrabold tracking-tight text-white/90">
        {initials}
      </span>
      <GameArtImage
        art={game.art}
        steamImage="header"
        photoWidth={320}
        sizes="7rem"
        className="absolute inset-0 size-full object-cover"
      />
    </div>
  );
}
