import { Download } from "lucide-react";
import type { ReactNode } from "react";

import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

/**
 * A titled part of the administrators' insights, with its table's CSV download. The link's
 * accessible name says which table, since the page has several.
 */
export function NetworkSection({
  id,
  title,
  description,
  csvHref,
  csvName,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  csvHref: string;
  /** What the download holds, for screen readers: "the daily numbers". */
  csvName: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={`${id}-heading`} className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={`${id}-heading`} className="font-display text-xl font-bold text-white">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-300">{description}</p> : null}
        </div>
        <ButtonLink to={csvHref} reloadDocument variant="secondary" size="sm" className="min-h-11 self-start">
          <Download aria-hidden="true" className="size-4" />
          Download CSV<span className="sr-only"> of {csvName}</span>
        </ButtonLink>
      </div>
      {children}
    </Card>
  );
}

/** The look of the network-only tables (the daily one is the owner's `InsightsTable`). */
export const TABLE_CLASSES = {
  table: "w-full min-w-max text-left text-sm",
  head: "border-b border-surface-700/80 bg-surface-800/60 text-xs font-semibold tracking-wider text-slate-400 uppercase",
  headCell: "px-3 py-2.5",
  row: "border-b border-surface-700/60 last:border-b-0",
  cell: "px-3 py-2.5 text-slate-200",
  number: "px-3 py-2.5 text-right text-slate-200 tabular-nums",
} as const;
