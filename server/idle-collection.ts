import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** How long without a request counts as the load having passed. */
const QUIET_MS = 5_000;

/**
 * After a burst of requests V8 keeps the heap it grew to (measured: 190 MB held for 85 MB in use, a
 * minute after the bench's page load), memory the machine's other processes could use. Once the
 * server has been quiet for a few seconds after serving, one full collection gives it back (to
 * below the idle size). It runs only when nothing is being answered, and once per burst. The
 * collector is reached as Node's documentation shows for `v8.setFlagsFromString`.
 */
export function collectWhenQuiet(collect: () => void = fullCollection()): { served: () => void; stop: () => void } {
  let lastServedAt = 0;
  let collectedAt = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    if (lastServedAt > collectedAt && now - lastServedAt >= QUIET_MS) {
      collect();
      collectedAt = now;
    }
  }, QUIET_MS);
  timer.unref();
  return {
    served: () => {
      lastServedAt = Date.now();
    },
    stop: () => clearInterval(timer),
  };
}

function fullCollection(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}
