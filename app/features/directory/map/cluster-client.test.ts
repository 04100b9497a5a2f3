import Supercluster from "supercluster";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { MapCenter } from "../map-data";

import { type ClusterItem, startClusterer } from "./cluster-client";
import { createClusterService, type ClusterReply, type ClusterRequest } from "./cluster-service";
import { NO_PROFILE } from "./feed-profile";
import type { MapView } from "./map-engine";
import { placeCenters } from "./map-model";

function center(i: number, latitude: number, longitude: number): MapCenter {
  return {
    slug: `c${i}`,
    name: `Center ${i}`,
    latitude,
    longitude,
    venueType: null,
    adminCreated: false,
    ...NO_PROFILE,
  };
}

// Twenty centers around Denver (about 1 km apart) and one in New York.
const centers = [
  ...Array.from({ length: 20 }, (_, i) => center(i, 39.7 + (i % 5) * 0.01, -105 + Math.floor(i / 5) * 0.01)),
  center(99, 40.71, -74),
];
const country: MapView = { bounds: { west: -130, south: 20, east: -60, north: 52 }, zoom: 4 };
const newYork: MapView = { bounds: { west: -80, south: 35, east: -70, north: 45 }, zoom: 10 };

const summary = (items: ClusterItem[]) =>
  items.map((item) => (item.kind === "cluster" ? `bubble of ${item.count}` : item.center.slug)).sort();

/** A stand-in for the browser's Worker: runs the worker's service a turn later, as a thread would. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  posted: ClusterRequest[] = [];
  terminated = false;
  private readonly service = createClusterService(
    (message) => setTimeout(() => this.dispatchEvent(new MessageEvent("message", { data: message }))),
    (run) => setTimeout(run, 0),
  );

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }

  postMessage(message: ClusterRequest) {
    this.posted.push(message);
    setTimeout(() => {
      if (!this.terminated) this.service.receive(message);
    });
  }

  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  FakeWorker.made = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The zoom of each level supercluster clusters from now on, in order. */
function levelsClustered(): number[] {
  const levels: number[] = [];
  const load = Supercluster.prototype.load;
  vi.spyOn(Supercluster.prototype, "load").mockImplementation(function (this: Supercluster, points) {
    levels.push((this as unknown as { options: { minZoom: number } }).options.minZoom);
    return load.call(this, points);
  });
  return levels;
}

describe("the clustering service", () => {
  it("answers a view and a bubble's box, then clusters the nearby levels one per turn once the view is drawn", () => {
    const replies: ClusterReply[] = [];
    const transfers: Transferable[][] = [];
    const queued: (() => void)[] = [];
    const service = createClusterService(
      (message, transfer) => {
        replies.push(message);
        transfers.push(transfer);
      },
      (run) => queued.push(run),
    );
    const levels = levelsClustered();

    service.receive({ type: "load", version: 3, positions: placeCenters(centers).positions });
    service.receive({ type: "view", version: 3, request: 1, ...country });
    const view = replies[0];
    if (view?.type !== "view") throw new Error("expected a view's answer");
    expect(view).toMatchObject({ version: 3, request: 1 });
    // One bubble and New York, as [longitude, latitude, id, count] and [longitude, latitude, -1, index].
    expect(view.items).toHaveLength(8);
    expect([...view.items.subarray(6)]).toEqual([-1, 20]);
    // Its array crosses to the page without a copy.
    expect(transfers[0]).toEqual([view.items.buffer]);

    service.receive({ type: "bounds", version: 3, request: 2, clusterId: view.items[2]!, zoom: 4 });
    expect(replies[1]).toEqual({
      type: "bounds",
      version: 3,
      request: 2,
      bounds: { west: -105, south: 39.7, east: -104.97, north: 39.74 },
    });

    // Nothing is clustered ahead while the page draws the view: only once it says it is drawn.
    expect(levels).toEqual([4]);
    expect(queued).toHaveLength(0);
    service.receive({ type: "ahead", version: 2, zoom: 4 });
    expect(queued).toHaveLength(0);
    service.receive({ type: "ahead", version: 3, zoom: 4 });
    // Zooming in is likelier than out: the next level in first, one per turn.
    expect(queued).toHaveLength(1);
    while (queued.length > 0) queued.shift()!();
    expect(levels).toEqual([4, 5, 3]);
  });

  it("clusters the level a first view will ask for before it asks, and answers that view from it", () => {
    const replies: ClusterReply[] = [];
    const queued: (() => void)[] = [];
    const service = createClusterService(
      (message) => replies.push(message),
      (run) => queued.push(run),
    );
    const levels = levelsClustered();

    service.receive({ type: "load", version: 3, positions: placeCenters(centers).positions });
    // A zoom for centers that were replaced meanwhile is not clustered.
    service.receive({ type: "prepare", version: 2, zoom: 7 });
    service.receive({ type: "prepare", version: 3, zoom: 4.4 });
    expect(levels).toEqual([]);
    expect(queued).toHaveLength(1);
    queued.shift()!();
    expect(levels).toEqual([4]);

    service.receive({ type: "view", version: 3, request: 1, ...country });
    expect(replies[0]).toMatchObject({ type: "view", version: 3, request: 1 });
    expect(levels).toEqual([4]);
  });

  it("clusters nothing ahead where it runs on the page's thread", () => {
    const replies: ClusterReply[] = [];
    const service = createClusterService((message) => replies.push(message), null);
    service.receive({ type: "view", version: 0, request: 1, ...country });
    // Nothing loaded yet: an empty view.
    expect(replies).toEqual([{ type: "view", version: -1, request: 1, items: new Float64Array(0) }]);
  });
});

describe("startClusterer", () => {
  it("answers at once in place when there is no worker", async () => {
    vi.stubGlobal("Worker", undefined);
    const clusterer = startClusterer();
    const index = clusterer.index(placeCenters(centers));
    let items: ClusterItem[] = [];
    index.query(country, (answer) => (items = answer));
    expect(summary(items)).toEqual(["bubble of 20", "c99"]);
    expect(items.find((item) => item.kind === "center")).toMatchObject({ latitude: 40.71, longitude: -74 });
    const bubble = items.find((item) => item.kind === "cluster")!;
    expect(await index.clusterBounds(bubble.kind === "cluster" ? bubble.id : -1, 4)).toEqual({
      west: -105,
      south: 39.7,
      east: -104.97,
      north: 39.74,
    });
  });

  it("asks the worker, sends the centers once per index, and drops a view overtaken by a later one", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const clusterer = startClusterer();
    const [worker] = FakeWorker.made;
    expect(worker?.options).toEqual({ type: "module", name: "map-clusters" });
    expect(worker?.url.pathname).toMatch(/cluster-worker\.ts$/);

    const index = clusterer.index(placeCenters(centers));
    const answers: string[][] = [];
    index.query(country, (items) => answers.push(summary(items)));
    index.query(newYork, (items) => answers.push(summary(items)));
    expect(answers).toEqual([]);
    // The answers come in order: once New York's is in, the country's was dropped.
    await vi.waitFor(() => expect(answers).toEqual([["c99"]]));
    // Once New York's answer is drawn, the worker is told to cluster the levels next to its zoom.
    await vi.waitFor(() => expect(worker!.posted.at(-1)).toEqual({ type: "ahead", version: 0, zoom: 10 }));
    expect(worker!.posted.map((message) => message.type)).toEqual(["load", "view", "view", "ahead"]);

    // New centers (a filter changed): sent once, and an answer for the old ones is not drawn.
    const fewer = clusterer.index(placeCenters(centers.slice(0, 20)));
    fewer.query(newYork, (items) => answers.push(summary(items)));
    fewer.query(country, (items) => answers.push(summary(items)));
    await vi.waitFor(() => expect(answers).toEqual([["c99"], ["bubble of 20"]]));
    await vi.waitFor(() => expect(worker!.posted.at(-1)).toEqual({ type: "ahead", version: 1, zoom: 4 }));
    expect(worker!.posted.map((message) => message.type)).toEqual([
      ...["load", "view", "view", "ahead"],
      ...["load", "view", "view", "ahead"],
    ]);

    // Asked to prepare, an index sends its centers at once (and only once) with the zoom to cluster.
    const again = clusterer.index(placeCenters(centers));
    again.prepare(4);
    again.query(country, (items) => answers.push(summary(items)));
    await vi.waitFor(() => expect(answers.at(-1)).toEqual(["bubble of 20", "c99"]));
    expect(worker!.posted.slice(8, 11)).toMatchObject([
      { type: "load", version: 2 },
      { type: "prepare", version: 2, zoom: 4 },
      { type: "view", version: 2 },
    ]);
    answers.pop();

    // A bubble of the old centers is not one of the new ones.
    expect(await index.clusterBounds(0, 4)).toBeNull();

    clusterer.stop();
    expect(worker!.terminated).toBe(true);
    fewer.query(country, (items) => answers.push(summary(items)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answers).toHaveLength(2);
  });

  it("clusters in place when the worker cannot start, answering what it was asked", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const clusterer = startClusterer();
    const index = clusterer.index(placeCenters(centers));
    const answers: string[][] = [];
    index.query(country, (items) => answers.push(summary(items)));

    const worker = FakeWorker.made[0]!;
    worker.terminated = true;
    worker.dispatchEvent(Object.assign(new Event("error", { cancelable: true }), { message: "refused" }));
    expect(answers).toEqual([["bubble of 20", "c99"]]);
    expect(warn).toHaveBeenCalledOnce();

    index.query(newYork, (items) => answers.push(summary(items)));
    expect(answers.at(-1)).toEqual(["c99"]);
  });
});
