import type { ReviewChanges } from "#db/schema/values";

export type { ReviewChanges };

/**
 * What an owner's edit changed in a venue the team already reviewed, merged into what was changed
 * before and not yet reviewed again. Null when nothing differs any more. (Filled in by the
 * moderation work.)
 */
export function mergeReviewChanges(
  previous: ReviewChanges | null,
  before: Record<string, string | number | null>,
  after: Record<string, string | number | null>,
): ReviewChanges | null {
  const merged: ReviewChanges = { ...previous };
  for (const [field, value] of Object.entries(after)) {
    const from = before[field] ?? null;
    if (String(from ?? "") === String(value ?? "")) continue;
    merged[field] = {
      from: merged[field]?.from ?? (from === null ? null : String(from)),
      to: value === null ? null : String(value),
    };
  }
  return Object.keys(merged).length > 0 ? merged : null;
}
