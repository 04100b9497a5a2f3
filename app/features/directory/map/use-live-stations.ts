import { useEffect, useState } from "react";

import { LIVE_REFRESH_SECONDS, type LiveStations } from "~/features/stations/station-values";

import { loadLiveStations } from "./load-centers";
import { sameLiveStations } from "./map-model";

/** The live numbers as the map knows them: the last good read, and how the latest one went. */
export type LiveNumbers = {
  live: ReadonlyMap<string, LiveStations>;
  state: "waiting" | "ready" | "failed";
};

const NONE: ReadonlyMap<string, LiveStations> = new Map();
const WAITING: LiveNumbers = { live: NONE, state: "waiting" };

/**
 * Every center's live numbers, asked for once `enabled` turns on and again every
 * LIVE_REFRESH_SECONDS while the page is visible (a hidden tab asks again when it is shown, if its
 * last read is older than that). A read that says what the last one said keeps the same value, so
 * nothing is filtered or drawn again for it; a failed read keeps the numbers already had (they age
 * out on their own) and says so.
 */
export function useLiveStations(enabled: boolean): LiveNumbers {
  const [numbers, setNumbers] = useState<LiveNumbers>(WAITING);
  useEffect(() => {
    if (!enabled) return;
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let askedAt = 0;

    const ask = () => {
      timer = undefined;
      // A hidden page asks nothing; `shown` starts again when it is visible.
      if (document.hidden) return;
      askedAt = Date.now();
      controller = new AbortController();
      loadLiveStations(fetch, controller.signal).then(
        (live) => {
          controller = null;
          setNumbers((current) => {
            if (!live) return current.state === "failed" ? current : { live: current.live, state: "failed" };
            if (current.state === "ready" && sameLiveStations(current.live, live)) return current;
            return { live, state: "ready" };
          });
          timer = setTimeout(ask, LIVE_REFRESH_SECONDS * 1000);
        },
        () => {}, // aborted: the page left
      );
    };
    const shown = () => {
      if (document.hidden || timer !== undefined || controller) return;
      timer = setTimeout(ask, Math.max(0, askedAt + LIVE_REFRESH_SECONDS * 1000 - Date.now()));
    };
    const visibilityChanged = () => {
      if (!document.hidden) shown();
      else if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
    };

    ask();
    document.addEventListener("visibilitychange", visibilityChanged);
    return () => {
      document.removeEventListener("visibilitychange", visibilityChanged);
      clearTimeout(timer);
      controller?.abort();
    };
  }, [enabled]);
  return numbers;
}
