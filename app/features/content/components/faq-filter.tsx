import clsx from "clsx";
import { Link } from "react-router";

import { FAQ_FILTER_LABELS, FAQ_FILTERS, type FaqFilter } from "../content-values";

/**
 * The category buttons of /faq. Each is a link to `?category=…`, so a filter works before the
 * script loads, can be shared, and is reached with Tab and chosen with Enter; the page keeps its
 * scroll position when one is chosen.
 */
export function FaqFilterBar({ active, counts }: { active: FaqFilter; counts: Record<FaqFilter, number> }) {
  return (
    <nav aria-label="Question categories">
      <ul className="flex flex-wrap gap-2">
        {FAQ_FILTERS.map((filter) => {
          const current = filter === active;
          return (
            <li key={filter}>
              <Link
                to={filter === "all" ? "/faq" : `/faq?category=${filter}`}
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={clsx(
                  "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors",
                  current
                    ? "border-accent-400 bg-accent-400 text-surface-950"
                    : "border-surface-600 bg-surface-900/85 text-slate-100 hover:border-accent-400/60 hover:bg-surface-800",
                )}
              >
                {FAQ_FILTER_LABELS[filter]}
                <span
                  aria-hidden="true"
                  className={clsx(
                    "rounded-full px-1.5 text-xs tabular-nums",
                    current ? "bg-surface-950/15 text-surface-950" : "bg-white/10 text-slate-200",
                  )}
                >
                  {counts[filter]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
