import clsx from "clsx";
import { useEffect, useState } from "react";

import { LIVE_REFRESH_SECONDS, type LiveStations, isLive, liveText } from "~/features/stations/station-values";

import { FreePcsLine } from "~/components/ui/free-pcs-line";
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
  return (
    <p
      aria-live="polite"
      className={clsx(
        "inline-flex w-fit rounded-full border px-3 py-1 font-semibold",
        live.free > 0 ? "border-emerald-400/40 bg-emerald-400/10" : "border-amber-400/40 bg-amber-400/10",
      )}
    >
      <FreePcsLine text={liveText(live, now)} free={live.free} />
    </p>
  );
}
