import { useCallback, useEffect, useState } from "react";

const MINUTE = 60_000;

/**
 * The visitor's clock, read again at the start of every minute (and on `refresh`, when a filter
 * that depends on it is applied): "open now" and "closes 2 AM" stay true while the page is open.
 */
export function useMinuteClock(): [now: Date, refresh: () => void] {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE));
    };
    timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE));
    return () => clearTimeout(timer);
  }, []);
  const refresh = useCallback(() => setNow(new Date()), []);
  return [now, refresh];
}
