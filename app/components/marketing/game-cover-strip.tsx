import { Pause, Play } from "lucide-react";
import { useState } from "react";

import { FallbackImage, type ImageFile } from "~/components/ui/fallback-image";
import type { CoverStripGame } from "~/content/cover-strip";

/** A cover: the game, and its art when the page has it (Steam's header, from the loader). */
type Cover = CoverStripGame & { image?: ImageFile | null };

/**
 * A strip of game covers that scrolls sideways on its own. It stops while the pointer or the focus
 * is on it and when the visitor presses Pause; under reduced motion it stands still and scrolls by
 * hand. The second copy of the covers only closes the loop, so it is hidden from assistive tech.
 */
export function GameCoverStrip({ games, headingId }: { games: readonly Cover[]; headingId: string }) {
  const [paused, setPaused] = useState(false);
  return (
    <div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <h2 id={headingId} className="text-sm font-semibold tracking-widest text-accent-300 uppercase">
          Now playing across the network
        </h2>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/15 bg-surface-900/80 px-4 text-sm font-medium text-slate-100 hover:border-accent-300 motion-reduce:hidden"
        >
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          {paused ? "Play" : "Pause"}
          <span className="sr-only"> the game covers</span>
        </button>
      </div>
      <div className="cover-strip mt-5" data-paused={paused}>
        <ul className="cover-strip-track flex w-max gap-4 px-4 sm:px-6 lg:px-8">
          {games.map((game) => (
            <li key={game.name}>
              <GameCover game={game} />
            </li>
          ))}
          {games.map((game) => (
            <li key={`${game.name}-again`} aria-hidden="true" className="cover-strip-copy">
              <GameCover game={game} focusable={false} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The drawn cover (the game's colours and name); its art, when there is some, across the top. */
function GameCover({ game, focusable = true }: { game: Cover; focusable?: boolean }) {
  return (
    <a
      href={game.storeUrl}
      target="_blank"
      rel="noopener noreferrer"
      tabIndex={focusable ? undefined : -1}
      style={{ backgroundImage: `linear-gradient(160deg, ${game.colors[0]}, ${game.colors[1]})` }}
      className="group relative flex aspect-[3/4] w-36 flex-col justify-end overflow-hidden rounded-2xl border border-white/10 p-4 shadow-lg shadow-black/40 transition hover:-translate-y-1 hover:border-accent-300 sm:w-44"
    >
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(255,255,255,0.25),transparent_55%)]"
      />
      {game.image ? (
        <FallbackImage image={game.image} alt="" className="absolute inset-x-0 top-0 h-auto w-full object-cover" />
      ) : null}
      <span
        className="absolute inset-x-0 bottom-0 h-2/3 bg-linear-to-t from-black/85 to-transparent"
        aria-hidden="true"
      />
      <span className="relative font-display text-lg leading-tight font-bold text-balance text-white">{game.name}</span>
      <span className="relative mt-1 text-xs text-slate-200">{game.publisher}</span>
      <span className="sr-only"> on Steam (opens in a new tab)</span>
    </a>
  );
}
