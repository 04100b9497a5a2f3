import clsx from "clsx";
import { Link } from "react-router";

import { Badge } from "~/components/ui/badge";

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

/** The "opens elsewhere" arrow (Lucide's external-link), drawn once and used by every row. */
const EXTERNAL_ICON_ID = "all-games-external-icon";

/**
 * "All Games": one column on phones, two on wide screens; each game with its art (or a thumbnail
 * drawn from its name), its name opening its "where to play" page, the Steam link beside it the
 * store page. The rows are the page's bulk: their styles are classes (app.css), the arrow one
 * shared symbol, the screen-reader words one span.
 */
export function AllGamesList({ games }: { games: GameView[] }) {
  return (
    <>
      <svg aria-hidden="true" className="hidden">
        <symbol
          id={EXTERNAL_ICON_ID}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
        </symbol>
      </svg>
      <ul className="grid gap-3 lg:grid-cols-2 lg:gap-x-6">
        {games.map((game) => (
          <li key={game.id} className="game-row">
            <div className="flex min-w-0 items-center gap-3">
              <GameThumbnail game={game} />
              <div className="min-w-0">
                <p className="game-row-publisher">{game.publisher}</p>
                <Link to={`/games/${game.slug}`} className="game-row-name">
                  {game.name}
                </Link>
              </div>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-3">
              {game.reviewSummary ? <Badge tone={reviewTone(game.reviewSummary)}>{game.reviewSummary}</Badge> : null}
              <a href={game.storeUrl} target="_blank" rel="noopener noreferrer" className="game-row-steam">
                Steam
                <span className="sr-only">{` page for ${game.name} (opens in a new tab)`}</span>
                <svg aria-hidden="true" className="size-3.5 shrink-0">
                  <use href={`#${EXTERNAL_ICON_ID}`} />
                </svg>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </>
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
    <div aria-hidden="true" className={clsx("game-row-thumbnail", washOf(game.name))}>
      <span className="game-row-initials">{initials}</span>
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
