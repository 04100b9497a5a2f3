import clsx from "clsx";
import { memo, useEffect, useRef } from "react";
import { Link } from "react-router";

import { ButtonLink } from "~/components/ui/button";
import { VENUE_TYPE_LABELS } from "~/features/venues/venue-values";

import { coverThumbnailUrl, type MapCenter } from "../map-data";

import { FreePcsLine } from "~/components/ui/free-pcs-line";
import type { CenterFacts } from "~/features/directory/map/center-facts";
import type { CenterDetail } from "~/features/directory/map/load-centers";
import { formatMiles, type LiveLine, safeWebsite, type RankedCenter } from "~/features/directory/map/map-model";

/** The selected center's info; `detail` is undefined while it loads and null when it failed. */
export type SelectedInfo = {
  slug: string;
  name: string;
  detail: CenterDetail | null | undefined;
  facts: CenterFacts;
  live: LiveLine | null;
};

type MapListProps = {
  entries: readonly RankedCenter[];
  /** The count line above the entries ("3 centers in view.", "The 10 nearest centers."). */
  summary: string;
  selectedSlug: string | null;
  onChoose: (slug: string) => void;
  selected: SelectedInfo | null;
  /** Open or closed and the price, for the entries shown only. */
  factsOf: (center: MapCenter) => CenterFacts;
  /** "12 of 40 PCs free · 2 min ago", or null for a center without live numbers. */
  liveOf: (center: MapCenter) => LiveLine | null;
  className?: string;
};

/**
 * The centers of the map's view (or, after "near me", the nearest ones) as a list: the keyboard's
 * and screen reader's way through the map, and the only one when the map cannot show.
 */
export function MapList({
  entries,
  summary,
  selectedSlug,
  onChoose,
  selected,
  factsOf,
  liveOf,
  className,
}: MapListProps) {
  const listRef = useRef<HTMLUListElement>(null);

  // A marker chosen on the map: bring its entry into the list's own scroll area (not the page's).
  useEffect(() => {
    const list = listRef.current;
    if (!list || !selectedSlug) return;
    const item = list.querySelector<HTMLElement>(`li[data-slug="${CSS.escape(selectedSlug)}"]`);
    if (!item) return;
    // The list is `relative`, so an entry's offsetTop is measured from the list.
    const top = item.offsetTop;
    if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
    }
  }, [selectedSlug]);

  return (
    <div data-testid="map-list" className={clsx("flex min-w-0 flex-col gap-3", className)}>
      <p aria-live="polite" className="text-sm text-slate-300">
        {summary}
      </p>
      {entries.length > 0 ? (
        <ul
          ref={listRef}
          aria-label="LAN centers"
          className="relative flex max-h-[500px] flex-col gap-2 overflow-y-auto rounded-xl border border-surface-600 bg-surface-900/80 p-2"
        >
          {entries.map(({ center, miles }) => {
            const { status, price } = factsOf(center);
            const live = liveOf(center);
            return (
              <MapListEntry
                key={center.slug}
                center={center}
                miles={miles}
                current={center.slug === selectedSlug}
                status={status}
                price={price}
                liveText={live?.text ?? null}
                liveFree={live?.free ?? 0}
                onChoose={onChoose}
              />
            );
          })}
        </ul>
      ) : null}
      {selected ? <SelectedCenter info={selected} /> : null}
    </div>
  );
}

type MapListEntryProps = {
  center: MapCenter;
  miles: number | null;
  current: boolean;
  status: CenterFacts["status"];
  price: CenterFacts["price"];
  /** The live line's words and its free count: plain values, so a new read of the same numbers draws nothing. */
  liveText: string | null;
  liveFree: number;
  onChoose: (slug: string) => void;
};

/**
 * One entry of the list. Memoised: a move of the map changes a few entries of fifty, and the
 * entries still in view (same center, same words) are not rendered again.
 */
const MapListEntry = memo(function MapListEntry({
  center,
  miles,
  current,
  status,
  price,
  liveText,
  liveFree,
  onChoose,
}: MapListEntryProps) {
  return (
    <li
      data-slug={center.slug}
      className={clsx(
        "flex items-start gap-2 rounded-lg border p-1",
        current ? "border-accent-400 bg-surface-700" : "border-transparent",
      )}
    >
      {center.cover ? (
        <img
          src={coverThumbnailUrl(center.cover)}
          width={center.cover.width}
          height={center.cover.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="mt-1.5 ml-1 aspect-[4/3] w-16 shrink-0 rounded-md bg-surface-900 object-cover"
        />
      ) : null}
      <button
        type="button"
        aria-current={current ? "true" : undefined}
        onClick={() => onChoose(center.slug)}
        className="flex min-w-0 flex-1 flex-col items-start gap-0.5 rounded-md px-2 py-1.5 text-left hover:bg-white/5"
      >
        <span className="flex w-full items-center gap-2">
          <span
            aria-hidden="true"
            className={clsx("size-2.5 shrink-0 rounded-full", center.adminCreated ? "bg-green-500" : "bg-blue-400")}
          />
          <span className="truncate font-semibold text-white">{center.name}</span>
        </span>
        <span className="flex flex-wrap gap-x-3 text-sm text-slate-300">
          {center.venueType ? <span>{VENUE_TYPE_LABELS[center.venueType]}</span> : null}
          {price ? <span>{price}</span> : null}
          {miles !== null ? <span>{formatMiles(miles)}</span> : null}
        </span>
        {status ? (
          <span
            data-state={status.open ? "open" : "closed"}
            className={clsx("text-sm", status.open ? "font-medium text-emerald-300" : "text-slate-300")}
          >
            {status.text}
          </span>
        ) : null}
        {liveText !== null ? <FreePcsLine text={liveText} free={liveFree} /> : null}
      </button>
      {/* Not discovered ahead: every move of the map brings new entries, and each new address would
          cost a request for React Router's route manifest; the route is looked up on the click. */}
      <Link
        to={`/lancenters/${encodeURIComponent(center.slug)}`}
        discover="none"
        className="shrink-0 self-center rounded-md px-2 py-1.5 text-sm font-medium text-accent-300 underline-offset-2 hover:underline"
      >
        Page<span className="sr-only"> of {center.name}</span>
      </Link>
    </li>
  );
});

function SelectedCenter({ info }: { info: SelectedInfo }) {
  const website = safeWebsite(info.detail?.website);
  const description =
    info.detail === undefined
      ? "Loading details…"
      : info.detail === null
        ? "Details could not be loaded."
        : info.detail.description;
  return (
    <section
      data-testid="map-info"
      aria-label={`About ${info.name}`}
      className="flex flex-col gap-2 rounded-xl border border-surface-600 bg-surface-800 p-4"
    >
      {info.detail?.cover ? (
        <img
          src={info.detail.cover.src}
          width={info.detail.cover.width}
          height={info.detail.cover.height}
          alt=""
          decoding="async"
          className="aspect-video w-full rounded-lg bg-surface-900 object-cover"
        />
      ) : null}
      <h3 className="font-display text-lg font-semibold text-white">{info.name}</h3>
      <FactsLine facts={info.facts} />
      {info.live ? <FreePcsLine text={info.live.text} free={info.live.free} /> : null}
      <p className="line-clamp-4 text-sm text-slate-300" aria-busy={info.detail === undefined || undefined}>
        {description}
      </p>
      <div className="flex flex-wrap gap-2">
        {website ? (
          <ButtonLink href={website} newTab variant="secondary" size="sm">
            Visit Website
          </ButtonLink>
        ) : null}
        <ButtonLink to={`/lancenters/${encodeURIComponent(info.slug)}`} variant="ghost" size="sm">
          View details
        </ButtonLink>
      </div>
    </section>
  );
}

/** "Open now · closes 2 AM · $5–8/hr" under the selected center's name. */
function FactsLine({ facts: { status, price } }: { facts: CenterFacts }) {
  if (!status && !price) return null;
  return (
    <p className="flex flex-wrap gap-x-3 text-sm text-slate-300">
      {status ? (
        <span
          data-state={status.open ? "open" : "closed"}
          className={clsx(status.open && "font-medium text-emerald-300")}
        >
          {status.text}
        </span>
      ) : null}
      {price ? <span>{price}</span> : null}
    </p>
  );
}
