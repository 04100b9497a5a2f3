import { useEffect, useState } from "react";

/** A loader's answer that a clientLoader hands over while the server's answer is on its way. */
export type Pending<T> = { pending: Promise<T> };

/**
 * The loader's data, or undefined while it is on its way. No Suspense: React may stream a large
 * ready boundary after its fallback and swap it in with a script, which a browser without
 * JavaScript never runs. The page keeps one tree, so a revalidation that replaces the pending data
 * mounts nothing afresh (what is being typed survives).
 */
export function useArrived<T extends object>(loaded: T | Pending<T>): T | undefined {
  const pending = "pending" in loaded ? loaded.pending : undefined;
  const [arrived, setArrived] = useState<{ from: Promise<T>; value: T }>();
  useEffect(() => {
    if (!pending) return;
    let current = true;
    void pending.then((value) => {
      if (current) setArrived({ from: pending, value });
    });
    return () => {
      current = false;
    };
  }, [pending]);
  if (!pending) return loaded as T;
  return arrived?.from === pending ? arrived.value : undefined;
}

/**
 * Whether a page is on screen, for its clientLoader: arriving from another page hands over a
 * pending answer (the page shows its loading state at once), while a revalidation of the page on
 * screen (after a form) waits for the answer, so nothing typed or shown is blanked.
 */
export function createArrivalTracker() {
  let mounted = 0;
  return {
    /** True while the page is on screen: a load now is a revalidation, not an arrival. */
    get onScreen() {
      return mounted > 0;
    },
    /** Marks the page as on screen while its component is mounted. */
    useOnScreen() {
      useEffect(() => {
        mounted += 1;
        return () => {
          mounted -= 1;
        };
      }, []);
    },
  };
}
