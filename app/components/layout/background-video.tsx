import { useEffect, useRef } from "react";

import { media } from "~/content/media";

const motionAllowed = "(prefers-reduced-motion: no-preference)";

/** Runs `start` once the page has loaded and the browser has a moment (or after 2 s at most); returns a cancel. */
function whenPageSettled(start: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  function afterLoad() {
    // Safari has no idle callbacks: the next task stands in.
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(start, { timeout: 2000 });
    else timer = setTimeout(start, 0);
  }
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    window.removeEventListener("load", afterLoad);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/**
 * The blurred, looping video behind a page: purely decorative, fixed to the viewport, under a dark
 * overlay so text above it keeps its contrast. A page opts in by rendering it anywhere.
 *
 * The clip and its poster are blurred in the files themselves (docs/decisions/011-performance.md
 * says how they were made), not with a CSS filter: a filter over a playing video is drawn again
 * for every frame of it, which in headless Chromium (no GPU) made each frame of the page cost
 * ~50 ms instead of ~17 (the map's zoom steps waited for those frames).
 *
 * Under reduced motion it never plays: the sources only match when motion is allowed (so nothing
 * is even downloaded), and an effect follows the preference if it changes while the page is open.
 *
 * It starts once the page has loaded and the browser is idle, the poster standing in until then:
 * started with the page, its download and decoding competed with the page's own code (the map's
 * first draw at 100,000 centers came ~0.2 s later on a 2-core machine).
 */
export function BackgroundVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const query = window.matchMedia(motionAllowed);

    function followPreference() {
      if (!video) return;
      if (!query.matches) {
        video.pause();
        return;
      }
      // React sets `muted` as a property only; browsers allow autoplay for muted video alone.
      video.muted = true;
      // No source matched when the page loaded under reduced motion: choose one again.
      if (!video.currentSrc) video.load();
      // Autoplay can still be refused (battery saver, data saver); the poster stays, which is fine.
      video.play().catch(() => {});
    }

    const cancelStart = whenPageSettled(() => {
      followPreference();
      query.addEventListener("change", followPreference);
    });
    return () => {
      cancelStart();
      query.removeEventListener("change", followPreference);
    };
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <video
        ref={videoRef}
        className="size-full object-cover"
        poster={media.backgroundVideo.poster}
        muted
        playsInline
        loop
        preload="none"
        disablePictureInPicture
        disableRemotePlayback
        tabIndex={-1}
      >
        <source src={media.backgroundVideo.webm} type="video/webm" media={motionAllowed} />
        <source src={media.backgroundVideo.mp4} type="video/mp4" media={motionAllowed} />
      </video>
      {/* Darkens the clip to a backdrop and fades it into the page colour towards the bottom. */}
      <div className="absolute inset-0 bg-surface-950/55" />
      <div className="absolute inset-0 bg-linear-to-b from-surface-950/30 via-surface-950/40 to-surface-950" />
    </div>
  );
}
