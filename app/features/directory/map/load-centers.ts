import { decodeLiveFeed, type LiveFeed } from "~/features/stations/live-feed";
import type { LiveStations } from "~/features/stations/station-values";

import type { LocationPhoto } from "../location-detail";
import { decodeLocations, type LocationDetail, type MapCenter, type MapData } from "../map-data";

import { type ClusterItem, itemsOf } from "./cluster-client";
import { ITEM_STRIDE } from "./cluster-index";
import { firstViewAddress, type FirstViewPayload, takeEarlyFirstView } from "./first-view";
import type { InfoImage } from "./info-content";
import type { Bounds } from "./map-model";

import { dataFailure, type DataFailure } from "./map-messages";

export type CentersResult = { state: "ready"; data: MapData } | { state: DataFailure };

/** What the info window and the panel beside the map read of `GET /api/v1/locations/{slug}`. */
export type CenterDetail = Pick<LocationDetail, "slug" | "name" | "description" | "address" | "website" | "url"> & {
  /** Its cover photo's thumbnail, when it has photos. */
  cover: InfoImage | null;
};

/** The feed's answer before its body is read: its size on the wire (when given), and its reading. */
export type OpenedCenters = { state: "open"; bytes: number | null; read: () => Promise<CentersResult> };

/**
 * Asks for the map's centers (`GET /api/v1/locations`; its ETag makes a repeat visit cheap) and
 * stops at the answer's headers: reading 100,000 centers holds the page for a while, so the
 * caller decides when. A 503 is "no database"; any other failure (HTTP, network, a body that is
 * not a locations payload) is "could not load". Aborts are rethrown: the caller has gone.
 */
export async function openCenters(
  fetcher: typeof fetch,
  signal?: AbortSignal,
): Promise<OpenedCenters | { state: DataFailure }> {
  let status: number | null = null;
  try {
    const response = await fetcher("/api/v1/locations", { headers: { Accept: "application/json" }, signal });
    status = response.status;
    if (!response.ok) throw new Error(`GET /api/v1/locations answered ${response.status}`);
    const length = Number(response.headers.get("Content-Length"));
    let reading: Promise<CentersResult> | undefined;
    return {
      state: "open",
      bytes: Number.isInteger(length) && length > 0 ? length : null,
      // Read once, however often it is asked for.
      read: () => (reading ??= readCenters(response, signal)),
    };
  } catch (error) {
    return failed(error, status, signal);
  }
}

/** The map's centers, read at once. */
export async function loadCenters(fetcher: typeof fetch, signal?: AbortSignal): Promise<CentersResult> {
  const opened = await openCenters(fetcher, signal);
  return opened.state === "open" ? opened.read() : opened;
}

async function readCenters(response: Response, signal: AbortSignal | undefined): Promise<CentersResult> {
  try {
    return { state: "ready", data: decodeLocations(await response.json()) };
  } catch (error) {
    return failed(error, response.status, signal);
  }
}

function failed(error: unknown, status: number | null, signal: AbortSignal | undefined): { state: DataFailure } {
  if (signal?.aborted) throw error;
  console.warn("[directory] the map's centers could not be loaded:", error);
  return { state: dataFailure(status) };
}

/** The map's first view as the server made it (`first-view.ts`): its few centers, the list's, the bubbles. */
export type FirstView = { data: MapData; listed: readonly MapCenter[]; total: number; items: ClusterItem[] };

/**
 * The first view of the map at these edges, or null when it could not be had (the page then waits
 * for the whole feed, as without it). Aborts are rethrown: the caller has gone.
 */
export async function loadFirstView(
  fetcher: typeof fetch,
  bounds: Bounds,
  signal?: AbortSignal,
): Promise<FirstView | null> {
  try {
    const address = firstViewAddress(bounds);
    const response =
      (await takeEarlyFirstView(address)) ??
      (await fetcher(address, { headers: { Accept: "application/json" }, signal }));
    if (!response.ok) throw new Error(`GET ${address} answered ${response.status}`);
    const body = (await response.json()) as Partial<FirstViewPayload> | null;
    // The answer asked for early is not tied to this signal.
    signal?.throwIfAborted();
    // Anything malformed throws here, as the feed's decoding does.
    const data = decodeLocations(body?.centers);
    const { total, listed, items } = body ?? {};
    const size = data.centers.length;
    if (!isCount(total) || !isCount(listed) || listed > size || !areItems(items, size)) {
      throw new Error("Not a first view of the map");
    }
    return { data, listed: data.centers.slice(0, listed), total, items: itemsOf(items, data.centers) };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn("[directory] the map's first view could not be loaded:", error);
    return null;
  }
}

function isCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}

/** Four numbers an item, each lone center's index naming one of the `size` centers sent. */
function areItems(items: unknown, size: number): items is number[] {
  if (!Array.isArray(items) || items.length % ITEM_STRIDE !== 0) return false;
  if (!items.every((value) => typeof value === "number" && Number.isFinite(value))) return false;
  for (let at = 0; at < items.length; at += ITEM_STRIDE) {
    if (items[at + 2] < 0 && !(isCount(items[at + 3]) && items[at + 3] < size)) return false;
  }
  return true;
}

/** The first photo's thumbnail, if the body has a well-formed one. */
function coverOf(photos: unknown): InfoImage | null {
  const first = Array.isArray(photos) ? (photos[0] as Partial<LocationPhoto> | undefined) : undefined;
  if (!first || typeof first.thumbnailUrl !== "string") return null;
  return {
    src: first.thumbnailUrl,
    width: Number(first.thumbnailWidth) || 320,
    height: Number(first.thumbnailHeight) || 180,
  };
}

/** One center's info-window details, or null when they could not be loaded. */
export async function loadCenterDetail(fetcher: typeof fetch, slug: string): Promise<CenterDetail | null> {
  try {
    const response = await fetcher(`/api/v1/locations/${encodeURIComponent(slug)}`, {
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<LocationDetail> | null;
    if (!body || typeof body.name !== "string") return null;
    return {
      slug: String(body.slug ?? slug),
      name: body.name,
      description: typeof body.description === "string" ? body.description : "",
      address: typeof body.address === "string" ? body.address : "",
      website: typeof body.website === "string" ? body.website : null,
      url: typeof body.url === "string" ? body.url : `/lancenters/${encodeURIComponent(slug)}`,
      cover: coverOf(body.photos),
    };
  } catch {
    return null;
  }
}

/**
 * Every verified center's live numbers (`GET /api/v1/live`), by slug, or null when they could not
 * be had: the map works on without them. Aborts are rethrown: the caller has gone.
 */
export async function loadLiveStations(
  fetcher: typeof fetch,
  signal?: AbortSignal,
): Promise<Map<string, LiveStations> | null> {
  try {
    const response = await fetcher("/api/v1/live", { headers: { Accept: "application/json" }, signal });
    if (!response.ok) throw new Error(`GET /api/v1/live answered ${response.status}`);
    const body = (await response.json()) as Partial<LiveFeed> | null;
    if (typeof body?.at !== "string" || !Array.isArray(body.slug)) throw new Error("Not the live feed");
    return decodeLiveFeed(body);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn("[directory] the live numbers could not be loaded:", error);
    return null;
  }
}
