import { useEffect, useState } from "react";

import { LIVE_REFRESH_SECONDS, type LiveStations, freeText, isLive, reportedAgo } from "~/features/stations/station-values";

import { useNow } from "./venue-clock";

/**
 * "12 of 40 PCs free · 2 min ago" on a center's page, kept current while the page is open: asked
 * again every LIVE_REFRESH_SECONDS while the tab is visible (the page itself is a shared copy, so
 * the numbers come from their own small answer). Nothing when the center has no recent numbers.
 */
export function CenterLiveLine({ slug, initial }: { slug: string; initial: LiveStations | null }) {
  const [live, setLive] = useState(initial);
  const now = useNow();

  useEffect(() => {
    let stopped = false;
    const refresh = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const response = await fetch(`/api/v1/locations/${encodeURIComponent(slug)}/live`);
        if (!response.ok) return;
        const body = (await response.json()) as { live: LiveStations | null };
        if (!stopped) setLive(body.live);
      } catch {
        // Offline or the server unreachable: keep what is shown; it stops showing once it is old.
      }
    };
    const timer = setInterval(() => void refresh(), LIVE_REFRESH_SECONDS * 1000);
    const onVisible = () => void refresh();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [slug]);

  if (!live || !isLive(live.reportedAt, now)) return null;
  const none = live.free === 0;
  return (
    <p
      data-testid="live-stations"
      aria-live="polite"
      className={
        none
          ? "inline-flex w-fit items-center gap-2 rounded-full border border-amber-400/40 bg-amber-400/10 px-3 py-1 text-sm font-semibold text-amber-200"
          : "inline-flex w-fit items-center gap-2 rounded-full border border-emerald-400/40 bg-emerald-400/10 px-3 py-1 text-sm font-semibold text-emerald-300"
      }
    >
      <span aria-hidden="true" className={none ? "size-2 rounded-full bg-amber-300" : "size-2 animate-pulse rounded-full bg-emerald-300"} />
      {freeText(live)}
      <span className="font-normal text-slate-300">· {reportedAgo(live.reportedAt, now)}</span>
    </p>
  );
}
