import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useSearchParams } from "react-router";

import { useDebouncedValue } from "~/lib/use-debounced-value";

import type { FeedGame, MapCenter } from "../map-data";

import {
  type CenterFilters,
  filterCenters,
  freeNow,
  hasFilters,
  NO_FILTERS,
  parseFilters,
  type PickedFilters,
  type SearchableCenters,
  withFilters,
} from "./map-model";
import { trackOpenSchedules } from "./open-now";
import { useLiveStations } from "./use-live-stations";
import { useMinuteClock } from "./use-minute-clock";

/** How long typing in the name search waits before filtering. */
const SEARCH_DEBOUNCE_MS = 200;
const FILTER_NAVIGATION = { replace: true, preventScrollReset: true } as const;
/** Marks the address changes the filters made themselves, in the history entry's state. */
const OWN_FILTER_CHANGE = "lanFilters";

function pickedFrom({ q: _q, ...picked }: CenterFilters): PickedFilters {
  return picked;
}

/**
 * The finder's filters: the page's own state, mirrored into the address. The state leads and the
 * address follows, so a quick series of changes never reads a stale address; an address that did
 * not come from the filters (a link to a filtered list) sets them. Gives the centers they let
 * through, and the visitor's clock, read once a minute ("open now", "closes 2 AM"). The live
 * numbers ("Free PCs now") are read once the centers are in, or at once when that filter is on.
 */
export function useCenterFilters(centers: SearchableCenters | null) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const [picked, setPicked] = useState(() => pickedFrom(parseFilters(searchParams)));
  const [text, setText] = useState(() => parseFilters(searchParams).q);
  const q = useDebouncedValue(text.trim().slice(0, 100), SEARCH_DEBOUNCE_MS);
  const filters = useMemo(() => ({ ...picked, q }), [picked, q]);
  const [now, refreshClock] = useMinuteClock();
  const live = useLiveStations(centers !== null || picked.free);

  useEffect(() => {
    const current = new URLSearchParams(location.search);
    const next = withFilters(current, filters);
    if (next.toString() === current.toString()) return;
    setSearchParams(next, { ...FILTER_NAVIGATION, state: { [OWN_FILTER_CHANGE]: true } });
    // Only the filters lead here; the address is read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters, setSearchParams]);
  useEffect(() => {
    if ((location.state as Record<string, unknown> | null)?.[OWN_FILTER_CHANGE]) return;
    const fromAddress = parseFilters(new URLSearchParams(location.search));
    setPicked(pickedFrom(fromAddress));
    setText(fromAddress.q);
    if (fromAddress.open || fromAddress.free) refreshClock();
    // Only a new entry in the history counts, not each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  // A game the feed does not know (a removed game, a mistyped link) is dropped, like an unknown type.
  const games: readonly FeedGame[] | undefined = centers?.data.games;
  useEffect(() => {
    if (!games || !picked.game || games.some((game) => game.slug === picked.game)) return;
    setPicked((current) => ({ ...current, game: null }));
  }, [games, picked.game]);

  // "Open now" is read once a minute, but filters again only when a center opened or closed.
  const [trackOpen] = useState(trackOpenSchedules);
  const schedules = centers?.data.schedules;
  const openNow = useMemo(
    () => (filters.open && schedules ? trackOpen(schedules, now) : null),
    [filters.open, schedules, now, trackOpen],
  );
  // "Free PCs now" filters again only when the centers with free PCs change, not with every read
  // of the numbers or tick of the clock: the set is kept while its slugs stay the same.
  const freeSlugs = useMemo(
    () => (filters.free ? [...freeNow(live.live, now)].sort().join("\n") : null),
    [filters.free, live.live, now],
  );
  const withFreePcs = useMemo(
    () => (freeSlugs === null ? null : new Set(freeSlugs ? freeSlugs.split("\n") : [])),
    [freeSlugs],
  );
  // Once per data or filter change; a move of the map only queries what is built from them.
  const filtered: MapCenter[] = useMemo(
    () => (centers ? filterCenters(centers, filters, openNow ?? undefined, withFreePcs) : []),
    [centers, filters, openNow, withFreePcs],
  );

  // The same functions from render to render: the filters' panel is not drawn again when the map moves.
  /** "Open now" and "Free PCs now" read the clock when turned on, then once a minute while on. */
  const change = useCallback(
    (change: Partial<PickedFilters>) => {
      if (change.open || change.free) refreshClock();
      setPicked((current) => ({ ...current, ...change }));
    },
    [refreshClock],
  );
  /** Turns every filter off, or null when none is on. */
  const anyFilter = hasFilters({ ...picked, q: text.trim() });
  const clear = useMemo(
    () =>
      anyFilter
        ? () => {
            setPicked(pickedFrom(NO_FILTERS));
            setText("");
          }
        : null,
    [anyFilter],
  );

  return {
    picked,
    text,
    setText,
    filtered,
    now,
    live,
    change,
    clear,
  };
}
