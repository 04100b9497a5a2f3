import { Gamepad2 } from "lucide-react";

import { FallbackImage } from "~/components/ui/fallback-image";
import { Picture } from "~/components/ui/picture";
import type { GameArt } from "~/features/content/game-art";
import { photoPicture } from "~/features/photos/photo-values";

/**
 * The banner at the top of a game's "where to play" page, in Steam's header shape (460×215): its
 * art, above the fold so loaded at once, over a banner drawn from its name, which shows when there
 * is no art or Steam's host cannot give it. Decorative: the page's heading names the game.
 */
export function GameBanner({ name, art }: { name: string; art: GameArt | null }) {
  const imageClasses = "absolute inset-0 size-full object-cover";
  return (
    <div
      aria-hidden="true"
      className="relative aspect-[460/215] w-full max-w-md overflow-hidden rounded-2xl border border-white/10 bg-linear-to-br from-accent-500/70 via-surface-800 to-glow-500/70 shadow-lg shadow-black/40"
    >
      <span className="absolute inset-0 bg-[repeating-linear-gradient(135deg,rgb(255_255_255/0.05)_0_2px,transparent_2px_16px)]" />
      <Gamepad2 className="absolute top-4 right-4 size-12 text-white/15" />
      <span className="absolute inset-x-0 bottom-0 p-4 font-display text-2xl font-extrabold tracking-tight text-balance break-words text-white uppercase drop-shadow-lg">
        {name}
      </span>
      {art?.kind === "photo" ? (
        <Picture
          picture={photoPicture(art.photo, 640)}
          sizes="(min-width: 480px) 28rem, 100vw"
          alt=""
          priority
          className={imageClasses}
        />
      ) : null}
      {art?.kind === "steam" ? <FallbackImage image={art.header} alt="" priority className={imageClasses} /> : null}
    </div>
  );
}
