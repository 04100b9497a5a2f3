import type { ReviewChanges } from "#db/schema/values";

export type { ReviewChanges };

/** A field's value as the edit services hand it over: text, a number, a date or nothing. */
export type ReviewValue = string | number | boolean | Date | null | undefined;

/** The value as the queue shows it: text, with an empty value as null (so "" and null are the same). */
function asText(value: ReviewValue): string | null {
  if (value === null || value === undefined) return null;
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text === "" ? null : text;
}

/**
 * What an owner's edit changed in a venue the team already reviewed, merged into what was changed
 * before and not yet reviewed again: each field keeps the value the team last saw as its `from`,
 * so a field edited twice shows one change, and a field edited back to what was reviewed is no
 * change at all. Null when nothing differs any more (the venue leaves the queue).
 */
export function mergeReviewChanges(
  previous: ReviewChanges | null,
  before: Record<string, ReviewValue>,
  after: Record<string, ReviewValue>,
): ReviewChanges | null {
  const merged: ReviewChanges = { ...previous };
  for (const [field, value] of Object.entries(after)) {
    const from = asText(before[field]);
    const to = asText(value);
    if (from === to) continue;
    const reviewed = field in merged ? merged[field]!.from : from;
    if (reviewed === to) delete merged[field];
    else merged[field] = { from: reviewed, to };
  }
  return Object.keys(merged).length > 0 ? merged : null;
}
