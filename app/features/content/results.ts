import type { FieldErrors } from "~/lib/forms";
import { refuse, type Refusal } from "~/lib/outcome";

import type { GameArt } from "./game-art";
import type { FaqCategory } from "./schemas";

/** What an administrator's change to the games or FAQ answers: a message either way, per-field problems. */
export type ContentChangeResult =
  | { ok: true; id: string; message: string }
  | (Refusal<"invalid" | "forbidden" | "not-found" | "failed"> & { errors?: FieldErrors });

/** A game as /games and the administrators' page show it. */
export type GameView = {
  id: string;
  /** Its "where to play" page is `/games/{slug}`. */
  slug: string;
  name: string;
  publisher: string;
  storeUrl: string;
  reviewSummary: string | null;
  featured: boolean;
  videoUrl: string | null;
  steamAppId: number | null;
  /** Its art (`game-art.ts`); null draws the generated poster. */
  art: GameArt | null;
};

/** A question as /faq and the administrators' page show it. */
export type FaqItemView = {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
};

/** A form with problems: nothing was stored. */
export function invalidInput(errors: FieldErrors): ContentChangeResult {
  return { ...refuse("invalid", "Please correct the highlighted fields."), errors };
}
