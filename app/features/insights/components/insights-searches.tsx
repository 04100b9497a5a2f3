import { MapPin, SlidersHorizontal, type LucideIcon } from "lucide-react";
import { useId } from "react";

import { Card } from "~/components/ui/card";

import type { InsightSearch } from "../insight-report";
import { formatCount } from "./insight-format";

/** The places typed and the filters used on the map when the center(s) showed up, most first. */
export function InsightsSearches({ searches, several }: { searches: InsightSearch[]; several: boolean }) {
  const headingId = useId();
  const places = searches.filter((search) => search.kind === "place");
  const filters = searches.filter((search) => search.kind === "filter");
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-display text-lg font-bold tracking-tight text-white">
        Searches that found {several ? "your centers" : "your center"}
      </h3>
      <p className="mt-1 text-sm leading-relaxed text-slate-300">
        Where players looked on the map, and the filters they used, when {several ? "one of your centers" : "it"} was in
        the list.
      </p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <SearchList title="Places searched" icon={MapPin} searches={places} />
        <SearchList title="Filters used" icon={SlidersHorizontal} searches={filters} />
      </div>
    </Card>
  );
}

function SearchList({ title, icon: Icon, searches }: { title: string; icon: LucideIcon; searches: InsightSearch[] }) {
  const titleId = useId();
  const most = Math.max(1, ...searches.map((search) => search.count));
  return (
    <div className="flex flex-col gap-2">
      <h4 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-slate-100">
        <Icon aria-hidden="true" className="size-4 text-accent-300" />
        {title}
      </h4>
      {searches.length === 0 ? (
        <p className="text-sm text-slate-400">None in this period yet.</p>
      ) : (
        <ol aria-labelledby={titleId} className="flex flex-col gap-2">
          {searches.map((search) => (
            <li key={`${search.kind}:${search.term}`} className="flex flex-col gap-1 text-sm" data-search={search.term}>
              <span className="flex justify-between gap-3">
                <span className="min-w-0 break-words text-slate-200">{search.label}</span>
                <span className="shrink-0 font-semibold text-white tabular-nums">
                  {formatCount(search.count)}
                  <span className="sr-only"> times</span>
                </span>
              </span>
              <span aria-hidden="true" className="h-1 rounded-full bg-surface-700">
                <span
                  className="block h-full rounded-full bg-accent-400/70"
                  style={{ width: `${(search.count / most) * 100}%` }}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
