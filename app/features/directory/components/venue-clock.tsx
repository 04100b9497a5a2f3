import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";

import { localClock, type LocalClock } from "~/features/venues/opening-hours";
import { isTimeZone } from "~/features/venues/venue-values";

/**
 * "Now" for a venue's page: what is open, which day is today. The server renders with its own
 * clock and writes that instant on the page's root element; hydration reads it back, so the first
 * render in the browser prints exactly what the server printed. Right after, the browser's clock
 * takes over, and again at every minute (and when the tab comes back), so a page left open, or
 * read from far away, keeps telling the truth.
 */
const ClockContext = createContext<Date | null>(null);

const ATTRIBUTE = "data-venue-clock";

const noSubscription = () => () => {};

/** The instant the server rendered the page with, while hydrating it; null otherwise. */
function renderedInstant(): string | null {
  if (typeof document === "undefined") return null;
  const value = document.querySelector(`[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE);
  return value && !Number.isNaN(Date.parse(value)) ? value : null;
}

/** The page's root element, holding the clock that the venue's hours are read against. */
export function VenueClock({ className, children }: { className?: string; children: ReactNode }) {
  // True on the server and while hydrating; false when the page is rendered after a navigation.
  const fromServerHtml = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [renderedAt] = useState(() => (fromServerHtml ? renderedInstant() : null) ?? new Date().toISOString());
  const [now, setNow] = useState(() => new Date(renderedAt));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const current = new Date();
      setNow(current);
      // The next turn of the minute, when "closes in…" or "opens at…" may change.
      timer = setTimeout(tick, 60_000 - (current.getTime() % 60_000));
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") tick();
    };
    tick();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  return (
    <ClockContext value={now}>
      <div className={className} {...{ [ATTRIBUTE]: renderedAt }}>
        {children}
      </div>
    </ClockContext>
  );
}

/** Now (outside a VenueClock: the moment of rendering). */
export function useNow(): Date {
  return useContext(ClockContext) ?? new Date();
}

/** A zone the runtime knows: the venue's, or UTC for one it does not. */
export function knownZone(timeZone: string): string {
  return isTimeZone(timeZone) ? timeZone : "UTC";
}

/** The venue's date, weekday and minute now, on its own wall clock. */
export function useVenueClock(timeZone: string): LocalClock {
  return localClock(useNow(), knownZone(timeZone));
}
