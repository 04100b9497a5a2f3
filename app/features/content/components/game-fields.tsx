import { useId } from "react";

import { TextField } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";

import type { GameView } from "../results";
import { CONTENT_LIMITS } from "../content-values";
import { GameArtField } from "./game-art-field";

/** The fields of a game, empty for a new one or filled from `game` for an edit. */
export function GameFields({ game, errors }: { game?: GameView; errors: FieldErrors }) {
  const featuredId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Name"
        name="name"
        required
        autoComplete="off"
        maxLength={CONTENT_LIMITS.name}
        defaultValue={game?.name}
        error={errors.name}
      />
      <TextField
        label="Publisher"
        name="publisher"
        required
        autoComplete="off"
        maxLength={CONTENT_LIMITS.publisher}
        defaultValue={game?.publisher}
        error={errors.publisher}
      />
      <TextField
        label="Store page URL"
        name="storeUrl"
        type="url"
        inputMode="url"
        required
        autoComplete="off"
        placeholder="https://store.steampowered.com/app/…"
        maxLength={CONTENT_LIMITS.url}
        defaultValue={game?.storeUrl}
        error={errors.storeUrl}
        className="sm:col-span-2"
      />
      <TextField
        label="Review summary"
        name="reviewSummary"
        autoComplete="off"
        maxLength={CONTENT_LIMITS.reviewSummary}
        defaultValue={game?.reviewSummary ?? ""}
        hint="Steam's own words, e.g. Very Positive. Leave it empty when you don't know it."
        error={errors.reviewSummary}
      />
      <TextField
        label="Trailer video URL"
        name="videoUrl"
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={CONTENT_LIMITS.url}
        defaultValue={game?.videoUrl ?? ""}
        hint="Featured games only: an https:// MP4 or WebM file. Without one the card shows a poster."
        error={errors.videoUrl}
      />
      <TextField
        label="Steam app id"
        name="steamAppId"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        defaultValue={game?.steamAppId ?? ""}
        hint="The number in its Steam store address, e.g. 730 for store.steampowered.com/app/730/. Its art then comes from Steam."
        error={errors.steamAppId}
      />
      <GameArtField initialPhoto={game?.art?.kind === "photo" ? game.art.photo : null} error={errors.imagePhotoId} />
      <div className="flex items-start gap-3 rounded-lg border border-surface-600 bg-surface-950/60 px-3.5 py-3 sm:col-span-2">
        <input
          id={featuredId}
          type="checkbox"
          name="featured"
          defaultChecked={game?.featured ?? false}
          aria-describedby={`${featuredId}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-accent-400"
        />
        <div className="text-sm">
          <label htmlFor={featuredId} className="font-medium text-slate-100">
            Featured game
          </label>
          <p id={`${featuredId}-hint`} className="text-slate-300">
            Shown as a large card at the top of the Games page.
          </p>
        </div>
      </div>
    </div>
  );
}
