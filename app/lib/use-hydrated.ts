import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the page is server-rendered HTML, true once React runs in the browser. Forms use it
 * to add their browser-only rules (a disabled button, our messages instead of the browser's) only
 * when the script that lifts them is there too, so they still work before it loads.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
