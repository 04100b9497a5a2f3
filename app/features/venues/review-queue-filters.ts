/**
 * The review queue's filters as the address bar carries them (`?status=&kind=&page=`), shared by
 * the page (links, tabs) and the loader (parsing). No server imports: the browser bundle uses it.
 */

export const REVIEW_KINDS = ["lan_center", "lan_party"] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const REVIEW_KIND_FILTERS = ["all", ...REVIEW_KINDS] as const;
export type ReviewKindFilter = (typeof REVIEW_KIND_FILTERS)[number];

export const REVIEW_STATUS_FILTERS = ["needs_review", "verified", "rejected", "all"] as const;
export type ReviewStatusFilter = (typeof REVIEW_STATUS_FILTERS)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatusFilter, string> = {
  needs_review: "Needs review",
  verified: "Verified",
  rejected: "Rejected",
  all: "All",
};

export const REVIEW_KIND_LABELS: Record<ReviewKindFilter, string> = {
  all: "All",
  lan_center: "LAN Centers",
  lan_party: "LAN Parties",
};

/** An administrator's decisions on a venue (the moderation forms' `intent`). */
export const MODERATION_ACTIONS = ["verify", "unverify", "reject", "feature", "unfeature"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export type ReviewQueueFilters = { status: ReviewStatusFilter; kind: ReviewKindFilter; page: number };

/** The filters an address asks for; anything unknown falls back to the default (what needs review, every kind, page 1). */
export function readReviewQueueFilters(search: URLSearchParams): ReviewQueueFilters {
  const status = REVIEW_STATUS_FILTERS.find((value) => value === search.get("status")) ?? "needs_review";
  const kind = REVIEW_KIND_FILTERS.find((value) => value === search.get("kind")) ?? "all";
  const page = Number(search.get("page"));
  return { status, kind, page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1 };
}

/** The queue's address for a set of filters; defaults are left out, so the plain address is the queue. */
export function reviewQueueHref(filters: ReviewQueueFilters): string {
  const search = new URLSearchParams();
  if (filters.status !== "needs_review") search.set("status", filters.status);
  if (filters.kind !== "all") search.set("kind", filters.kind);
  if (filters.page > 1) search.set("page", String(filters.page));
  const query = search.toString();
  return query ? `/admin/venues?${query}` : "/admin/venues";
}
