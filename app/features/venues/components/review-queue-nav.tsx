import clsx from "clsx";
import { Link } from "react-router";

import { Pagination } from "~/components/ui/pagination";

import {
  REVIEW_KIND_FILTERS,
  REVIEW_KIND_LABELS,
  REVIEW_STATUS_FILTERS,
  REVIEW_STATUS_LABELS,
  reviewQueueHref,
  type ReviewQueueFilters,
} from "../review-queue-filters";

function FilterGroup<T extends string>({
  label,
  values,
  labels,
  current,
  hrefFor,
}: {
  label: string;
  values: readonly T[];
  labels: Record<T, string>;
  current: T;
  hrefFor: (value: T) => string;
}) {
  return (
    <nav aria-label={label} className="flex flex-col gap-1.5">
      <span aria-hidden="true" className="text-xs font-semibold tracking-wider text-slate-400 uppercase">
        {label}
      </span>
      <ul
        className={clsx(
          "grid gap-1 rounded-xl border border-surface-700/80 bg-surface-900/85 p-1 backdrop-blur-sm sm:flex",
          values.length > 3 ? "grid-cols-2" : "grid-cols-3",
        )}
      >
        {values.map((value) => (
          <li key={value}>
            <Link
              to={hrefFor(value)}
              aria-current={value === current ? "page" : undefined}
              preventScrollReset
              className={clsx(
                "flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors duration-150 sm:px-4",
                value === current
                  ? "bg-accent-400 text-surface-950"
                  : "text-slate-300 hover:bg-white/5 hover:text-white",
              )}
            >
              {labels[value]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Status and kind filters, as links: the address bar keeps them, and they work without the script. */
export function ReviewQueueFiltersNav({ filters }: { filters: ReviewQueueFilters }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-6">
      <FilterGroup
        label="Status"
        values={REVIEW_STATUS_FILTERS}
        labels={REVIEW_STATUS_LABELS}
        current={filters.status}
        hrefFor={(status) => reviewQueueHref({ ...filters, status, page: 1 })}
      />
      <FilterGroup
        label="Kind"
        values={REVIEW_KIND_FILTERS}
        labels={REVIEW_KIND_LABELS}
        current={filters.kind}
        hrefFor={(kind) => reviewQueueHref({ ...filters, kind, page: 1 })}
      />
    </div>
  );
}

/** Previous / next page, with where the reader is. */
export function ReviewQueuePagination({ filters, pageCount }: { filters: ReviewQueueFilters; pageCount: number }) {
  return (
    <Pagination
      label="Pages"
      page={filters.page}
      pageCount={pageCount}
      hrefOf={(page) => reviewQueueHref({ ...filters, page })}
    />
  );
}
