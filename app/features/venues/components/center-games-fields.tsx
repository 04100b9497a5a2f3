import { useId } from "react";

import { Alert } from "~/components/ui/alert";
import { GroupError } from "~/components/ui/input";

import type { CatalogueGame } from "../venue-profile";
import type { LanCenterFormState } from "./center-profile-fields";
import { GamePicker, pickedSlugs } from "./game-picker";

/**
 * "Games at This Venue": games picked from the catalogue (posted as the `games` field, slugs
 * comma-separated) and the Steam PC Cafe library, which counts while the center's plan includes it.
 */
export function CenterGamesFields({
  form,
  catalogue,
  libraryPlan,
}: {
  form: LanCenterFormState;
  /** Null when the catalogue could not be read: the chosen games stay as they are. */
  catalogue: CatalogueGame[] | null;
  libraryPlan: boolean;
}) {
  const { values, errors, setField } = form;
  const id = useId();
  const errorId = `${id}-games-error`;
  const chosen = pickedSlugs(values.games).length;

  return (
    <>
      {/* Named like the field, so the form's "focus the first problem" lands on the games. */}
      <fieldset
        name="games"
        tabIndex={-1}
        aria-describedby={errors.games ? errorId : undefined}
        className="flex min-w-0 flex-col gap-3"
      >
        <legend className="sr-only">Games</legend>
        <input type="hidden" name="games" value={values.games} />
        {catalogue ? (
          <GamePicker
            catalogue={catalogue}
            value={values.games}
            onChange={(games) => setField("games", games)}
            describedBy={errors.games ? errorId : undefined}
          />
        ) : (
          <Alert tone="info">
            The game list could not be loaded. Your other changes can still be saved.
            {chosen > 0 ? ` The ${chosen === 1 ? "game" : `${chosen} games`} already chosen stay as they are.` : ""}
          </Alert>
        )}
        <GroupError id={errorId}>{errors.games}</GroupError>
      </fieldset>

      <div className="flex items-start gap-3 rounded-lg border border-surface-600 bg-surface-950/60 px-3.5 py-3">
        <input
          id={`${id}-library`}
          type="checkbox"
          name="fullLibrary"
          value="true"
          checked={values.fullLibrary === "true"}
          onChange={(event) => setField("fullLibrary", event.target.checked ? "true" : "")}
          aria-invalid={errors.fullLibrary ? true : undefined}
          aria-describedby={`${id}-library-hint${errors.fullLibrary ? ` ${id}-library-error` : ""}`}
          className="mt-0.5 size-5 shrink-0 accent-accent-400"
        />
        <div className="text-sm">
          <label htmlFor={`${id}-library`} className="font-medium text-slate-100">
            We offer the full Steam PC Cafe library
          </label>
          <p id={`${id}-library-hint`} className="text-slate-300">
            {libraryPlan
              ? "Every game in the catalogue is listed for your center."
              : "Counts while this center subscribes to the LAN Center plan, which includes the library."}
          </p>
          {errors.fullLibrary ? (
            <p id={`${id}-library-error`} className="font-medium text-rose-300">
              {errors.fullLibrary}
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}
