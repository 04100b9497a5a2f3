/**
 * The page's side of the clustering: sends the centers' positions to the map's worker once per
 * filter change, asks it for each view, and turns its answers back into centers and bubbles. A
 * view's answer that arrives after a later view was asked for is dropped. Where no worker can
 * start (none in the environment, or a policy refuses its file), the same service runs in place
 * and answers at once.
 */
import type { MapCenter } from "../map-data";

import { ITEM_STRIDE } from "./cluster-index";
import { createClusterService, type ClusterReply, type ClusterRequest } from "./cluster-service";
import type { MapView } from "./map-engine";
import type { Bounds, PlacedCenters } from "./map-model";

export type ClusterItem =
  | { kind: "center"; center: MapCenter; latitude: number; longitude: number }
  | { kind: "cluster"; id: number; count: number; latitude: number; longitude: number };

export type ClusterIndex = {
  /** How many centers the index holds. */
  size: number;
  /**
   * Sends the centers to the worker now and has it cluster this zoom's level while nothing asks,
   * so the first view (once the map has loaded) finds it ready.
   */
  prepare: (zoom: number) => void;
  /**
   * Asks for a view's bubbles and centers; `onItems` gets them unless a later view was asked for
   * first. Once they are painted, the worker clusters the levels one zoom step from this view.
   */
  query: (view: MapView, onItems: (items: ClusterItem[]) => void) => void;
  /** The box around a bubble's centers, or null for a bubble the current centers do not have. */
  clusterBounds: (clusterId: number, zoom: number) => Promise<Bounds | null>;
};

export type Clusterer = {
  /** The index of these centers: its levels are made in the worker when a view first asks. */
  index: (placed: PlacedCenters) => ClusterIndex;
  /** Ends the worker; nothing is answered after. */
  stop: () => void;
};

type Channel = { send: (message: ClusterRequest, transfer: Transferable[]) => void; stop: () => void };
type Question = Extract<ClusterRequest, { request: number }>;
type Waiting = { message: Question; done: (reply: ClusterReply) => void };

export function startClusterer(): Clusterer {
  const waiting = new Map<number, Waiting>();
  let loaded: { version: number; placed: PlacedCenters } | null = null;
  let versions = 0;
  let requests = 0;
  let latestView = 0;
  let stopped = false;

  function receive(reply: ClusterReply) {
    const entry = waiting.get(reply.request);
    waiting.delete(reply.request);
    entry?.done(reply);
  }

  // A worker that fails to start (or breaks) hands over to one in place, with what it was asked.
  function fallBack() {
    if (stopped) return;
    channel.stop();
    channel = inPlace(receive);
    const current = loaded;
    loaded = null;
    if (current) load(current.version, current.placed);
    for (const { message } of [...waiting.values()]) channel.send(message, []);
  }

  let channel: Channel = openWorker(receive, fallBack) ?? inPlace(receive);

  function load(version: number, placed: PlacedCenters) {
    if (loaded?.version === version) return;
    loaded = { version, placed };
    // A copy crosses to the worker: the page keeps its own for the list.
    const positions = placed.positions.slice();
    channel.send({ type: "load", version, positions }, [positions.buffer]);
  }

  function ask(message: Question, done: (reply: ClusterReply) => void) {
    waiting.set(message.request, { message, done });
    channel.send(message, []);
  }

  return {
    index(placed) {
      const version = versions++;
      return {
        size: placed.centers.length,
        prepare(zoom) {
          if (stopped) return;
          load(version, placed);
          channel.send({ type: "prepare", version, zoom }, []);
        },
        query(view, onItems) {
          if (stopped) return;
          load(version, placed);
          const request = ++requests;
          latestView = request;
          ask({ type: "view", version, request, bounds: view.bounds, zoom: view.zoom }, (reply) => {
            if (request !== latestView || reply.type !== "view" || reply.version !== version) return;
            onItems(itemsOf(reply.items, placed.centers));
            afterPaint(() => {
              if (!stopped && request === latestView) channel.send({ type: "ahead", version, zoom: view.zoom }, []);
            });
          });
        },
        clusterBounds(clusterId, zoom) {
          if (stopped) return Promise.resolve(null);
          load(version, placed);
          return new Promise((resolve) => {
            ask({ type: "bounds", version, request: ++requests, clusterId, zoom }, (reply) =>
              resolve(reply.type === "bounds" && reply.version === version ? reply.bounds : null),
            );
          });
        },
      };
    },
    stop() {
      stopped = true;
      waiting.clear();
      channel.stop();
    },
  };
}

/** Runs `run` once the browser has painted what was just drawn (at once where nothing paints). */
function afterPaint(run: () => void) {
  if (typeof requestAnimationFrame !== "function") setTimeout(run, 0);
  else requestAnimationFrame(() => setTimeout(run, 0));
}

/** A view's answer (`ClusterAnswer`'s four numbers an item) as bubbles and the centers it names. */
export function itemsOf(answer: ArrayLike<number>, centers: readonly MapCenter[]): ClusterItem[] {
  const items: ClusterItem[] = [];
  for (let at = 0; at < answer.length; at += ITEM_STRIDE) {
    const longitude = answer[at]!;
    const latitude = answer[at + 1]!;
    const id = answer[at + 2]!;
    if (id >= 0) items.push({ kind: "cluster", id, count: answer[at + 3]!, latitude, longitude });
    else {
      const center = centers[answer[at + 3]!]!;
      items.push({ kind: "center", center, latitude: center.latitude, longitude: center.longitude });
    }
  }
  return items;
}

function openWorker(receive: (reply: ClusterReply) => void, onFailure: () => void): Channel | null {
  if (typeof Worker !== "function") return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL("./cluster-worker.ts", import.meta.url), { type: "module", name: "map-clusters" });
  } catch (error) {
    console.warn("[directory] the map's worker could not start; clustering on the page:", error);
    return null;
  }
  worker.addEventListener("message", (event: MessageEvent<ClusterReply>) => receive(event.data));
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    console.warn("[directory] the map's worker failed; clustering on the page:", event.message);
    onFailure();
  });
  return { send: (message, transfer) => worker.postMessage(message, transfer), stop: () => worker.terminate() };
}

function inPlace(receive: (reply: ClusterReply) => void): Channel {
  const service = createClusterService(receive, null);
  return { send: (message) => service.receive(message), stop: () => {} };
}
