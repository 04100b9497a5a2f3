import { FallbackImage } from "~/components/ui/fallback-image";
import { Picture } from "~/components/ui/picture";
import { photoPicture } from "~/features/photos/photo-values";

import type { GameArt } from "../game-art";

/**
 * A game's art, laid over its generated art: the uploaded image, or Steam's (`steamImage` picks
 * the wide header or the larger capsule), which takes itself away when Steam's host cannot give
 * it, so the generated art beneath shows instead of a broken image. Nothing without art.
 * Decorative: the game's name is always written beside it.
 */
export function GameArtImage({
  art,
  steamImage,
  photoWidth,
  sizes,
  priority = false,
  className,
}: {
  art: GameArt | null;
  steamImage: "header" | "capsule";
  /** About how wide an uploaded image is drawn, in pixels (its `src`); `sizes` lets the browser pick. */
  photoWidth: number;
  sizes: string;
  /** Above the fold: loaded at once. */
  priority?: boolean;
  className?: string;
}) {
  if (!art) return null;
  if (art.kind === "photo") {
    return (
      <Picture
        picture={photoPicture(art.photo, photoWidth)}
        sizes={sizes}
        alt=""
        priority={priority}
        className={className}
      />
    );
  }
  return <FallbackImage image={art[steamImage]} alt="" priority={priority} className={className} />;
}
