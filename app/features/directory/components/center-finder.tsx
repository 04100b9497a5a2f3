import {
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";

import { MapTilesNotice } from "~/components/map/tiles-notice";
import { usePublicSettings } from "~/lib/use-public-settings";

import type { FeedGame, MapCenter } from "../map-data";

import { type CenterFacts, describeCenters } from "~/features/directory/map/center-facts";
import { type ClusterItem, type Clusterer, startClusterer } from "~/features/directory/map/cluster-client";
import { CLUSTER_MAX_ZOOM } from "~/features/directory/map/cluster-index";
import { EARLY_FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_FEED_BYTES } from "~/features/directory/map/first-view";
import { buildInfoContent } from "~/features/directory/map/info-content";
import {
  type CenterDetail,
  type FirstView,
  loadCenterDetail,
  loadFirstView,
  type OpenedCenters,
  openCenters,
} from "~/features/directory/map/load-centers";
import {
  MAP_START,
  type DrawItem,
  type EngineEvents,
  type MapEngine,
  type MapView,
} from "~/features/directory/map/map-engine";
import { MapFilters } from "./map-filters";
import { MapList } from "./map-list";
import { MAP_TEXT, mapStatus, type DataState } from "~/features/directory/map/map-messages";
import {
  centersInView,
  countLine,
  hasFilters,
  LIST_LIMIT,
  type LiveLine,
  liveLine,
  makeSearchable,
  nearestCenters,
  nearestInList,
  nearestLine,
  placeCenters,
  type SearchableCenters,
} from "~/features/directory/map/map-model";
import { MapStatus } from "./map-status";
import { NearMe, type NearPoint } from "./near-me";
import { createLeafletEngine } from "~/features/directory/map/leaflet-engine-up-front.client";
import { useMapEngine } from "~/features/directory/map/use-map-engine";
import { useCenterFilters } from "~/features/directory/map/use-center-filters";
import { filterTerms, roundToKilometre } from "~/features/insights/insight-values";
import { countCenterEvent, countListed } from "~/features/insights/send-insight";
import { useDebouncedValue } from "~/lib/use-debounced-value";

/** Zoom after "near me" when no center matches the filters: a metropolitan area. */
const NEAR_ZOOM = 9;
/** "Near me" fits the map to the nearest centers, but zooms in no further than a town. */
const NEAR_MAX_ZOOM = 12;

const NO_GAMES: readonly FeedGame[] = [];
const NO_FACTS: CenterFacts = { status: null, price: null };
/**
 * The directory's map is this page's purpose: Leaflet comes with its code (the browser fetches it
 * beside the page's other modules), not after hydration. Empty on the server.
 */
const UP_FRONT_ENGINES = { leaflet: createLeafletEngine };

type Data = { state: DataState; centers: SearchableCenters | null };

/**
 * Performance marks for `npm run bench` (bench/README.md): when a move of the map began, how long
 * until its markers were drawn, and until both its markers and the list were. Marks cost next to nothing.
 */
const MARK = {
  move: "lan-map:move",
  draw: "lan-map:draw",
  list: "lan-map:list",
  /** The map's first bubbles and list (the server's first view, or the centers read). */
  ready: "lan-map:ready",
  /** The first bubbles drawn from every center read. */
  allRead: "lan-map:all-read",
} as const;
function measureSinceMove(name: string) {
  if (performance.getEntriesByName(MARK.move, "mark").length > 0) performance.measure(name, MARK.move);
}

/** What the last move of the map still waits for before it counts as shown: its markers, its list. */
type MoveWaits = { markers: boolean; list: boolean };

function markOnce(name: string) {
  if (performance.getEntriesByName(name, "mark").length === 0) performance.mark(name);
}

function moveShown(waiting: RefObject<MoveWaits | null>, part: keyof MoveWaits) {
  const waits = waiting.current;
  if (!waits) return;
  waits[part] = false;
  if (waits.markers || waits.list) return;
  waiting.current = null;
  measureSinceMove(MARK.list);
}

function drawItem(item: ClusterItem): DrawItem {
  // Cluster ids repeat across filter changes: the count and place keep a stale bubble from being kept.
  if (item.kind === "cluster") {
    return { ...item, key: `cluster:${item.id}:${item.count}:${item.latitude},${item.longitude}` };
  }
  const { center } = item;
  return {
    kind: "marker",
    key: center.slug,
    latitude: center.latitude,
    longitude: center.longitude,
    tone: center.adminCreated ? "admin" : "member",
    label: center.name,
  };
}

/** A center by its slug; the map behind it is made on the first look-up, not with every filter change. */
function lookupBySlug(centers: readonly MapCenter[]): (slug: string) => MapCenter | undefined {
  let bySlug: Map<string, MapCenter> | null = null;
  return (slug) => (bySlug ??= new Map(centers.map((center) => [center.slug, center]))).get(slug);
}

/**
 * "Find LAN Centers Near You": filters, "near me", the map of every verified center (clustered)
 * and the list of the centers in view beside it. The server renders the frame; the data and the
 * map's code arrive in the browser. `opensOnFirstView` is the server's word that the feed is big
 * (`feedOpensOnFirstView`): the first view is then asked for as soon as the map is made, without
 * waiting for the feed's headers; null leaves it to those headers.
 */
export function CenterFinder({ opensOnFirstView = null }: { opensOnFirstView?: boolean | null }) {
  const settings = usePublicSettings();
  const hintId = useId();

  // ---- Data ----
  const [data, setData] = useState<Data>({ state: "loading", centers: null });
  const [dataAttempt, setDataAttempt] = useState(0);
  // The feed is asked for at once (the page preloads a small one), or after the first view when the
  // server said it is big, and read when the page can spare the time.
  const [feed, setFeed] = useState<OpenedCenters | null>(null);
  // A big feed holds the page for seconds while it is read: the server answers the first view
  // (bubbles and list) meanwhile, and the feed is read once that view is painted, could not be
  // had, or cannot serve (filters, "near me", another zoom, no map).
  const wantsFirstView = opensOnFirstView === true || (feed !== null && (feed.bytes ?? 0) >= FIRST_VIEW_FEED_BYTES);
  const [firstView, setFirstView] = useState<FirstView | null>(null);
  const [firstViewDone, setFirstViewDone] = useState(false);

  // ---- Filters, kept in the address ----
  const filters = useCenterFilters(data.centers);
  const { filtered, now, live } = filters;
  const [near, setNear] = useState<NearPoint | null>(null);
  const dataReady = data.state === "ready";
  // The first view holds only until the feed is in, and only for the map without filters or "near me".
  const unfiltered = !hasFilters({ ...filters.picked, q: filters.text.trim() }) && !near;
  const shownFirstView = data.state === "loading" && unfiltered ? firstView : null;
  const shownData = data.centers?.data ?? shownFirstView?.data ?? null;
  // Open or closed and the price, worked out for the entries shown only (once a minute per schedule).
  const describe = useMemo(() => (shownData ? describeCenters(shownData) : null), [shownData]);
  const factsOf = useCallback((center: MapCenter): CenterFacts => describe?.(center, now) ?? NO_FACTS, [describe, now]);
  // "12 of 40 PCs free · 2 min ago", on the minute clock; nothing for a center without live numbers.
  const liveOf = useCallback(
    (center: MapCenter): LiveLine | null => liveLine(live.live.get(center.slug), now),
    [live.live, now],
  );
  const liveProblem = filters.picked.free && live.state === "failed" ? MAP_TEXT.liveFailed : null;
  const placed = useMemo(() => placeCenters(filtered), [filtered]);
  // The map's worker starts with the page, so it is ready when the centers arrive.
  const [clusterer, setClusterer] = useState<Clusterer | null>(null);
  useEffect(() => {
    const started = startClusterer();
    setClusterer(started);
    return () => started.stop();
  }, []);
  const index = useMemo(() => clusterer?.index(placed) ?? null, [clusterer, placed]);
  const findCenter = useMemo(
    () => lookupBySlug(dataReady ? filtered : (shownFirstView?.data.centers ?? filtered)),
    [dataReady, filtered, shownFirstView],
  );
  // One pass over the centers per search (or filter change while it holds), never per move.
  const nearest = useMemo(() => (near ? nearestCenters(filtered, near) : null), [filtered, near]);

  // ---- Selection and details ----
  const [selectedSlug, setSelectedSlug] = useState<string | null>(null);
  const selected: MapCenter | null = (selectedSlug && findCenter(selectedSlug)) || null;
  const [details, setDetails] = useState<Record<string, CenterDetail | null>>({});
  const requested = useRef(new Set<string>());
  useEffect(() => {
    if (!selected || requested.current.has(selected.slug)) return;
    const { slug } = selected;
    requested.current.add(slug);
    void loadCenterDetail(fetch, slug).then((detail) => {
      // A failure is not cached for good: choosing the center again asks again.
      if (!detail) requested.current.delete(slug);
      setDetails((current) => ({ ...current, [slug]: detail }));
    });
  }, [selected]);
  const detail = selected ? details[selected.slug] : undefined;
  const selectedFacts = selected ? factsOf(selected) : null;
  const statusText = selectedFacts?.status?.text;
  const selectedLive = selected ? liveOf(selected) : null;
  const liveText = selectedLive?.text;

  // ---- The map ----
  const containerRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<MapView | null>(null);
  const engineRef = useRef<MapEngine | null>(null);
  const indexRef = useRef(index);
  const dataReadyRef = useRef(dataReady);
  const moveWaits = useRef<MoveWaits | null>(null);
  function drawView(engine: MapEngine, view: MapView, afterMove: boolean) {
    const index = indexRef.current;
    // Until the feed is in, the map shows the server's first view (or nothing): the index is empty.
    if (!dataReadyRef.current) return;
    if (!index) return;
    // A clusterer without a worker answers at once, inside this call.
    let answeredAtOnce = true;
    index.query(view, (items) => {
      if (engineRef.current !== engine) return;
      engine.draw(items.map(drawItem));
      if (afterMove) {
        measureSinceMove(MARK.draw);
        moveShown(moveWaits, "markers");
        // The list of this view is rendered in the task that drew its markers, so one frame shows
        // both (React would otherwise render it in a task of its own, often after a frame between).
        if (answeredAtOnce) setView(view);
        else flushSync(() => setView(view));
      }
      if (index.size > 0) {
        markOnce(MARK.ready);
        markOnce(MARK.allRead);
      }
    });
    answeredAtOnce = false;
  }
  const events: EngineEvents = {
    onViewChange: (next) => {
      performance.clearMarks(MARK.move);
      performance.mark(MARK.move);
      moveWaits.current = { markers: true, list: true };
      const engine = engineRef.current;
      // With the centers in, the list follows the markers (drawView); until then it follows the map.
      if (engine && dataReadyRef.current && indexRef.current) drawView(engine, next, true);
      else setView(next);
    },
    onMarkerClick: (slug) => setSelectedSlug(slug),
    onClusterClick: (id, at) => {
      const engine = engineRef.current;
      const index = indexRef.current;
      if (!engine || !index) return;
      const zoom = engine.view().zoom;
      void index.clusterBounds(id, zoom).then((box) => {
        if (engineRef.current !== engine) return;
        if (!box) engine.setView(at, zoom + 2);
        else {
          const corners = [
            { latitude: box.south, longitude: box.west },
            { latitude: box.north, longitude: box.east },
          ];
          engine.fitTo(corners, CLUSTER_MAX_ZOOM + 1);
        }
      });
    },
    onMapClick: () => setSelectedSlug(null),
    onInfoClosed: () => setSelectedSlug(null),
  };
  const {
    engine,
    state: engineState,
    kind,
    tilesFailed,
    retry: retryEngine,
  } = useMapEngine(containerRef, settings, MAP_START, events, UP_FRONT_ENGINES);

  // The frame the server renders for a map that opens on its first view, as the page's Leaflet
  // code finds it before hydration (`leaflet-engine-up-front.client.ts`).
  const asksFirstViewEarly = opensOnFirstView === true && unfiltered && kind === "leaflet";

  // The worker clusters the first view's level while the map's own code may still be loading.
  useEffect(() => {
    index?.prepare(engineRef.current?.view().zoom ?? MAP_START.zoom);
  }, [index]);

  // In the commit that brought the map or the centers: the view they show is known before the
  // browser paints, and the first view is asked for without a frame between.
  useLayoutEffect(() => {
    engineRef.current = engine;
    indexRef.current = index;
    dataReadyRef.current = dataReady;
    if (!engine || !index) return;
    const current = engine.view();
    setView(current);
    drawView(engine, current, false);
  }, [engine, index, dataReady]);

  // The first view of the map, asked for each view at the start zoom until the feed is in.
  useEffect(() => {
    if (!wantsFirstView || !unfiltered || dataReady || !engine || !view) return;
    if (view.zoom !== MAP_START.zoom) {
      setFirstView(null);
      setFirstViewDone(true);
      return;
    }
    const controller = new AbortController();
    loadFirstView(fetch, view.bounds, controller.signal).then(
      (answer) => {
        setFirstView(answer);
        if (!answer) setFirstViewDone(true);
      },
      () => {}, // aborted: the view changed or the page left
    );
    return () => controller.abort();
  }, [wantsFirstView, unfiltered, dataReady, engine, view]);

  // Drawn before the browser paints: the first view's list and its bubbles show in one frame, not
  // the list first and the bubbles a frame (a full layout and paint of the page) later.
  useLayoutEffect(() => {
    if (!engine || dataReady) return;
    engine.draw(shownFirstView ? shownFirstView.items.map(drawItem) : []);
    if (!shownFirstView) return;
    if (shownFirstView.items.length > 0) markOnce(MARK.ready);
    // The feed is read once this view has been painted: its reading holds the page for a while.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setFirstViewDone(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [engine, dataReady, shownFirstView]);

  // Without a map there is no first view to wait for. (A retry that brings the map back holds the
  // read again until its first view; the feed's read is memoised, so nothing is read twice.)
  const mapFailed = engineState !== "loading" && engineState !== "ready";
  // A feed the server called big is asked for once the first view is shown (or cannot serve): its
  // megabytes would otherwise compete with that view and the map's tiles on a slow connection.
  const [feedAsked, setFeedAsked] = useState(opensOnFirstView !== true);
  if (!feedAsked && (!unfiltered || firstViewDone || mapFailed)) setFeedAsked(true);
  useEffect(() => {
    if (!feedAsked) return;
    const controller = new AbortController();
    openCenters(fetch, controller.signal).then(
      (opened) => (opened.state === "open" ? setFeed(opened) : setData({ state: opened.state, centers: null })),
      () => {}, // aborted: this effect was cleaned up
    );
    return () => controller.abort();
  }, [dataAttempt, feedAsked]);
  const readFeed = feed !== null && (!wantsFirstView || !unfiltered || firstViewDone || mapFailed);
  useEffect(() => {
    if (!feed || !readFeed) return;
    let current = true;
    feed.read().then(
      (result) => {
        if (!current) return;
        // A transition: the list beside the map (each entry's open/closed words) is rendered in
        // slices that let the page answer meanwhile, not in one long task.
        startTransition(() =>
          setData(
            result.state === "ready"
              ? { state: "ready", centers: makeSearchable(result.data) }
              : { state: result.state, centers: null },
          ),
        );
      },
      () => {}, // aborted: the page left
    );
    return () => {
      current = false;
    };
  }, [feed, readFeed]);

  useEffect(() => {
    engine?.showYou(near);
  }, [engine, near]);

  useEffect(() => {
    if (!engine) return;
    if (!selected) {
      engine.closeInfo();
      return;
    }
    engine.openInfo(
      selected,
      buildInfoContent({
        name: selected.name,
        status: selectedFacts?.status,
        price: selectedFacts?.price,
        live: selectedLive,
        description: detail === undefined ? null : (detail?.description ?? "Details could not be loaded."),
        website: detail?.website,
        image: detail?.cover,
        href: `/lancenters/${encodeURIComponent(selected.slug)}`,
      }),
    );
    // The info is filled again when its words change ("closes 2 AM" to "Closed", "2 min ago" to
    // "3 min ago"), not every minute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, selected, detail, statusText, liveText]);

  // A search shows its nearest centers: the map fits them once, when they are known (the data may
  // still be loading when the visitor searches), and not again while the visitor looks around.
  const fitNearest = useRef(false);
  useEffect(() => {
    if (!engine || !near || !nearest || !dataReady || !fitNearest.current) return;
    fitNearest.current = false;
    if (nearest.length === 0) engine.setView(near, NEAR_ZOOM);
    else engine.fitTo([near, ...nearest.map((entry) => entry.center)], NEAR_MAX_ZOOM);
  }, [engine, near, nearest, dataReady]);

  const hasView = engine !== null && view !== null;
  // After "near me" the list is the nearest centers wherever they are; otherwise the centers in view.
  const listView = useMemo(
    () =>
      shownFirstView
        ? { entries: shownFirstView.listed.map((center) => ({ center, miles: null })), total: shownFirstView.total }
        : near && nearest
          ? nearestInList(nearest, selected, near)
          : centersInView(placed, hasView ? view.bounds : null, selectedSlug),
    [shownFirstView, near, nearest, selected, placed, hasView, view, selectedSlug],
  );
  const listSummary =
    near && nearest
      ? nearestLine(listView.total)
      : countLine(Math.min(listView.total, LIST_LIMIT), listView.total, hasView);

  useEffect(() => {
    if (hasView) moveShown(moveWaits, "list");
  }, [listView, hasView]);

  // For the owners' insights: the list a visitor stopped on (a second without change, not every
  // step of a drag), with the place and filters that made it, and each center opened on the map.
  const settledList = useDebouncedValue(dataReady && (hasView || near) ? listView : null, 1000);
  const search = useMemo(
    () => ({
      // Two decimals (about a kilometre) is all that is kept; the rest never leaves the browser.
      place: near
        ? {
            label: near.label,
            latitude: roundToKilometre(near.latitude),
            longitude: roundToKilometre(near.longitude),
            ...(near.signature ? { signature: near.signature } : {}),
          }
        : undefined,
      filters: filterTerms(filters.picked),
    }),
    [near, filters.picked],
  );
  useEffect(() => {
    if (settledList)
      countListed(
        "map_list",
        settledList.entries.map((entry) => entry.center.slug),
        search,
      );
    // The search is read with the list it made, not counted again on its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledList]);
  useEffect(() => {
    if (selectedSlug) countCenterEvent("map_bubble", selectedSlug);
  }, [selectedSlug]);

  // Callbacks that keep their identity while the map moves, so the memoised list entries and
  // panels beside the map are not drawn again for a move.
  const choose = useCallback(
    (slug: string) => {
      const center = findCenter(slug);
      if (!center) return;
      setSelectedSlug(slug);
      engine?.setView(center);
    },
    [findCenter, engine],
  );

  const findNear = useCallback((point: NearPoint) => {
    // A new search starts afresh: the center chosen around the last place is not the answer to this one.
    setSelectedSlug(null);
    fitNearest.current = true;
    setNear(point);
  }, []);
  const clearNear = useCallback(() => setNear(null), []);

  function retry(what: "data" | "engine") {
    if (what === "engine") {
      retryEngine();
      return;
    }
    setData({ state: "loading", centers: null });
    setFeed(null);
    setDataAttempt((count) => count + 1);
  }

  const status = mapStatus(data.state, engineState, kind);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-xl border border-surface-600 bg-surface-900/60 p-4">
        <MapFilters
          picked={filters.picked}
          onChange={filters.change}
          text={filters.text}
          onTextChange={filters.setText}
          games={data.centers?.data.games ?? NO_GAMES}
          onClear={filters.clear}
          liveProblem={liveProblem}
        />
        <NearMe near={near} onFind={findNear} onClear={clearNear} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {/* `isolate` keeps Leaflet's high z-indexes under the sticky navigation bar. */}
          <div className="relative isolate h-[500px] overflow-hidden rounded-xl border border-surface-600">
            <div
              ref={containerRef}
              role="region"
              aria-label="Map of LAN centers"
              aria-describedby={hintId}
              className="lan-map h-[500px] w-full bg-surface-900"
              {...{ [EARLY_FIRST_VIEW_ATTRIBUTE]: asksFirstViewEarly ? "" : undefined }}
            />
            {status ? <MapStatus status={status} onRetry={retry} inCorner={shownFirstView !== null} /> : null}
          </div>
          {tilesFailed ? <MapTilesNotice stillWorks={MAP_TEXT.tilesFailedFinder} className="mt-2" /> : null}
          <p id={hintId} className="sr-only">
            The list beside the map shows the same centers, and choosing one there shows it on the map.
          </p>
        </div>
        {dataReady || shownFirstView ? (
          <MapList
            entries={listView.entries}
            summary={listSummary}
            selectedSlug={selected?.slug ?? null}
            onChoose={choose}
            factsOf={factsOf}
            liveOf={liveOf}
            selected={
              selected && selectedFacts
                ? { slug: selected.slug, name: selected.name, detail, facts: selectedFacts, live: selectedLive }
                : null
            }
          />
        ) : null}
      </div>
    </div>
  );
}
