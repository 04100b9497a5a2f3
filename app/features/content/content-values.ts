/**
 * The games' and FAQ's names, labels and limits, without the form schemas: what the public pages
 * need, so they do not load the validation library (schemas.ts builds on these).
 */
import { FAQ_CATEGORIES, type FaqCategory } from "#db/schema/values";

export { FAQ_CATEGORIES, type FaqCategory };

/** The filter buttons of /faq: "All" and then each category. */
export const FAQ_FILTERS = ["all", ...FAQ_CATEGORIES] as const;
export type FaqFilter = (typeof FAQ_FILTERS)[number];

export const FAQ_FILTER_LABELS: Record<FaqFilter, string> = {
  all: "All",
  general: "General",
  business: "Business",
  technical: "Technical",
  events: "Events",
  membership: "Membership",
};

/** The filter a `?category=` value names; anything else (or nothing) shows every question. */
export function readFaqFilter(value: string | null | undefined): FaqFilter {
  return FAQ_FILTERS.find((filter) => filter === value) ?? "all";
}

/** Length limits of every field (characters). */
export const CONTENT_LIMITS = {
  name: 120,
  publisher: 120,
  url: 500,
  reviewSummary: 40,
  question: 200,
  answer: 2000,
} as const;

export const ADMINISTRATORS_ONLY = "Only administrators can change the games and FAQ.";

/** True for an absolute https:// address with a host: never javascript:, data: or plain http:. */
export function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const MOVE_DIRECTIONS = ["up", "down"] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/** Review summaries that read as praise are shown in green; the rest stay neutral. */
export function reviewTone(summary: string): "success" | "warning" | "neutral" {
  if (/positive/i.test(summary)) return "success";
  if (/mixed/i.test(summary)) return "warning";
  return "neutral";
}
