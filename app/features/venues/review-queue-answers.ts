import type { ReviewQueuePage } from "./list-review-queue.server";
import type { ModerationAction, ReviewKind, ReviewQueueFilters } from "./review-queue-filters";

/* The wire of /admin/venues: what its loader and action answer, read by the review queue's components. */

/** What the loader of /admin/venues answers. */
export type ReviewQueueState =
  | { state: "forbidden" }
  | { state: "error"; message: string }
  | ({ state: "ready"; filters: ReviewQueueFilters } & ReviewQueuePage);

/** What the page's action answers to a moderation form. */
export type ModerationResult = {
  intent: ModerationAction;
  kind: ReviewKind;
  id: string;
  ok: boolean;
  message: string;
  field?: "reason";
};

/** What the review queue's action answers to a photo's rejection. */
export type PhotoRejectionResult = { intent: "reject-photo"; photoId: string; ok: boolean; message: string };
