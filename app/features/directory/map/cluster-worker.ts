/**
 * The map's worker: clusters the centers off the page's thread, so building a level (100-300 ms
 * with 100,000 centers) never holds up a zoom, a click or the list. Started by `cluster-client.ts`.
 */
import { createClusterService, type ClusterRequest } from "./cluster-service";

const service = createClusterService(
  (message, transfer) => self.postMessage(message, { transfer }),
  (run) => setTimeout(run, 0),
);

self.addEventListener("message", (event: MessageEvent<ClusterRequest>) => service.receive(event.data));
