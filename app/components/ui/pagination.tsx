import { ChevronLeft, ChevronRight } from "lucide-react";

import { ButtonLink } from "~/components/ui/button";

/**
 * Previous and next links around "Page 2 of 5", for server-paginated lists (the links are plain
 * addresses, so they work before hydration). Nothing is shown for a single page.
 */
export function Pagination({
  label,
  page,
  pageCount,
  hrefOf,
  previousLabel = "Previous",
  nextLabel = "Next",
}: {
  /** The navigation landmark's name ("Contact pages"). */
  label: string;
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-24">
        {page > 1 ? (
          <ButtonLink to={hrefOf(page - 1)} rel="prev" variant="secondary">
            <ChevronLeft aria-hidden="true" className="size-4" />
            {previousLabel}
          </ButtonLink>
        ) : null}
      </div>
      <p className="text-sm text-slate-300">
        Page {page} of {pageCount}
      </p>
      <div className="flex min-w-24 justify-end">
        {page < pageCount ? (
          <ButtonLink to={hrefOf(page + 1)} rel="next" variant="secondary">
            {nextLabel}
            <ChevronRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        ) : null}
      </div>
    </nav>
  );
}
