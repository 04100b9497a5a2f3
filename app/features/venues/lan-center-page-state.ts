import type { OwnedPhoto } from "~/features/photos/photo-values";
import type { FieldErrors } from "~/lib/forms";

import type { LanCenterFormValues } from "./lan-center-form-values";
import type { CatalogueGame } from "./venue-profile";

/*
 * The wire between the center form's route and its page: what the loader and the action answer,
 * read by the page view (components/lan-center-page-view.tsx). Plain types, no UI.
 */

/** What the loader of /register-lan-center and /edit-lan-center answers (a redirect only from the clientLoader). */
export type LanCenterPageState =
  | {
      state: "form";
      mode: "register" | "edit";
      signedIn: boolean;
      values: LanCenterFormValues;
      /** The game catalogue the picker offers; null when it could not be read. */
      catalogue: CatalogueGame[] | null;
      /** The center subscribes to the plan that includes the full library (editing only). */
      libraryPlan: boolean;
      /** Its photos (editing; none when registering). */
      photos: OwnedPhoto[];
    }
  | { state: "error"; message: string }
  | { state: "redirect"; to: string };

/** What the page's action answers to the form. */
export type LanCenterActionResult =
  | { status: "signed-out"; message: string; values: LanCenterFormValues }
  | { status: "invalid"; errors: FieldErrors; values: LanCenterFormValues }
  | { status: "failed"; message: string; values: LanCenterFormValues }
  | { status: "registered"; id: string }
  | { status: "saved" };
