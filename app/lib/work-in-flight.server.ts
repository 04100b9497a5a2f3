import type { ServerInstrumentation } from "react-router";

import { processWide } from "~/lib/process-wide";

/**
 * Work still running for requests, even for clients that have gone: a shutdown waits for it before
 * it closes the database. React Router answers a request whose client disconnected at once, while
 * its loader or action runs on (a sign-in waiting for its turn at the password gate, then its
 * statements); closing the database under it failed those statements, or the exit cut them off.
 * Kept on the process (like the database, db.server.ts): the server's start and the route modules
 * are separate module graphs.
 */
function running(): Set<Promise<unknown>> {
  return processWide("work-in-flight", () => new Set<Promise<unknown>>());
}

/** Counts `work` as in flight until it settles; returns it unchanged. */
export function trackWork<T>(work: Promise<T>): Promise<T> {
  const works = running();
  works.add(work);
  const forget = () => works.delete(work);
  work.then(forget, forget);
  return work;
}

/** Resolves once no tracked work is running, including work started while it waited. */
export async function workSettled(): Promise<void> {
  const works = running();
  while (works.size > 0) await Promise.allSettled([...works]);
}

/**
 * Every route's loader and action counted as work in flight (React Router's instrumentation runs
 * around the route's own function, not the answer, so a loader outlives its aborted request here).
 */
export const routeWorkInFlight: ServerInstrumentation = {
  route(route) {
    route.instrument({
      loader: async (handler) => {
        await trackWork(handler());
      },
      action: async (handler) => {
        await trackWork(handler());
      },
    });
  },
};
