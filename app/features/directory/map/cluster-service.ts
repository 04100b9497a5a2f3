/**
 * The map worker's side of the clustering (`cluster-worker.ts` runs it; a page without workers runs
 * it in place): it holds the levels of the centers last sent, answers views and bubble boxes, and
 * between messages clusters the level the first view will ask for (while the page is still busy
 * with the rest of the data and the map) and, once the page has drawn a view, the levels one zoom
 * step from it, so a first draw and a zoom step find their level ready.
 */
import { type ClusterAnswer, type ClusterLevels, createClusterLevels } from "./cluster-index";
import type { Bounds } from "./map-model";

export type ClusterRequest =
  /** New centers (a filter changed): `positions` is [longitude, latitude] for each, in the list's order. */
  | { type: "load"; version: number; positions: Float64Array }
  | { type: "view"; version: number; request: number; bounds: Bounds; zoom: number }
  /** The zoom the first view of these centers will likely ask for: clustered now, before it asks. */
  | { type: "prepare"; version: number; zoom: number }
  /**
   * The page has drawn and painted a view at this zoom: the levels one step in and out are clustered
   * now. Not as soon as the view is answered: a level takes 100-300 ms of CPU at 100,000 centers,
   * and on a two-core machine that would be taken from the page while it draws the step.
   */
  | { type: "ahead"; version: number; zoom: number }
  | { type: "bounds"; version: number; request: number; clusterId: number; zoom: number };

export type ClusterReply =
  | { type: "view"; version: number; request: number; items: ClusterAnswer }
  | { type: "bounds"; version: number; request: number; bounds: Bounds | null };

export type ClusterService = { receive: (message: ClusterRequest) => void };

/**
 * Zooming in before out: the next step is likelier in than out. Only one step each way: a view that
 * arrives while a level is being made waits for it, so levels further away cost more than they save.
 */
const NEARBY_STEPS = [1, -1];

/**
 * `reply` sends an answer (with the arrays to transfer); `later` runs work after the messages
 * already waiting, or is null where nothing should be clustered ahead (in place, on the page's thread).
 */
export function createClusterService(
  reply: (message: ClusterReply, transfer: Transferable[]) => void,
  later: ((run: () => void) => void) | null,
): ClusterService {
  let levels: ClusterLevels | null = null;
  let version = -1;
  let ahead: number[] = [];
  let scheduled = false;

  // One level per turn: a view that arrives meanwhile waits for one level at most.
  function prepareNext() {
    scheduled = false;
    const zoom = ahead.shift();
    if (zoom === undefined || !levels) return;
    levels.prepare(zoom);
    scheduleAhead();
  }
  function scheduleAhead() {
    if (!later || scheduled || ahead.length === 0) return;
    scheduled = true;
    later(prepareNext);
  }

  return {
    receive(message) {
      switch (message.type) {
        case "load":
          levels = createClusterLevels(message.positions);
          version = message.version;
          ahead = [];
          return;
        case "prepare": {
          if (message.version !== version) return;
          const zoom = Math.floor(message.zoom);
          ahead = [zoom, ...ahead.filter((next) => next !== zoom)];
          scheduleAhead();
          return;
        }
        case "view": {
          const items = levels?.query(message.bounds, message.zoom) ?? new Float64Array(0);
          reply({ type: "view", version, request: message.request, items }, [items.buffer]);
          return;
        }
        case "ahead": {
          if (message.version !== version) return;
          const zoom = Math.floor(message.zoom);
          ahead = NEARBY_STEPS.map((step) => zoom + step).filter((next) => next >= 0);
          scheduleAhead();
          return;
        }
        case "bounds":
          reply(
            {
              type: "bounds",
              version,
              request: message.request,
              bounds: levels?.clusterBounds(message.clusterId, message.zoom) ?? null,
            },
            [],
          );
      }
    },
  };
}
