import clsx from "clsx";
import { ExternalLink, Gamepad2, MapPin, Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";

import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";

import type { GameView } from "../results";
import { reviewTone } from "../content-values";
import { GameArtImage } from "./game-art-image";

/** Poster washes in the site's colours: by the card's place, so neighbours never share one. */
const POSTER_WASHES = [
  "from-accent-500/70 via-surface-800 to-glow-500/70",
  "from-glow-500/75 via-surface-800 to-rose-500/60",
  "from-emerald-500/60 via-surface-800 to-accent-500/70",
  "from-amber-500/60 via-surface-800 to-glow-500/70",
];

const motionAllowed = "(prefers-reduced-motion: no-preference)";

/**
 * A featured game: its art (uploaded, or Steam's capsule) over a poster drawn from its name, which
 * shows when there is none or Steam's cannot be loaded; its trailer when an administrator has set
 * one, its name linking to its "where to play" page, and a link to its Steam page.
 */
export function FeaturedGameCard({
  game,
  index = 0,
  headingLevel = "h3",
  priority = false,
}: {
  game: GameView;
  /** The card's place among the featured ones (picks its poster's colours). */
  index?: number;
  headingLevel?: "h2" | "h3";
  /** Near the top of the page: its art is loaded at once. */
  priority?: boolean;
}) {
  return (
    <Card as="article" padding="none" className="flex w-full flex-col overflow-hidden">
      <div
        className={clsx(
          "relative aspect-video overflow-hidden bg-linear-to-br",
          POSTER_WASHES[index % POSTER_WASHES.length],
        )}
      >
        <div aria-hidden="true" className="absolute inset-0 flex flex-col justify-end p-5 sm:p-6">
          <span className="absolute inset-0 bg-[repeating-linear-gradient(135deg,rgb(255_255_255/0.05)_0_2px,transparent_2px_16px)]" />
          <span className="absolute -top-12 -right-12 size-56 rounded-full bg-white/15 blur-3xl" />
          <Gamepad2 className="absolute top-5 right-5 size-16 text-white/15 sm:size-20" />
          <span className="relative font-display text-3xl font-extrabold tracking-tight text-balance break-words text-white uppercase drop-shadow-lg sm:text-5xl">
            {game.name}
          </span>
          <span className="relative mt-1 text-sm font-semibold tracking-widest text-white/90 uppercase">
            {game.publisher}
          </span>
        </div>
        <GameArtImage
          art={game.art}
          steamImage="capsule"
          photoWidth={640}
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
          priority={priority}
          className="absolute inset-0 size-full object-cover"
        />
        {game.videoUrl ? <Trailer src={game.videoUrl} title={game.name} /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <div className="min-w-0">
            <CardTitle as={headingLevel} className="break-words">
              <Link
                to={`/games/${game.slug}`}
                className="underline-offset-4 hover:text-accent-200 hover:underline focus-visible:text-accent-200"
              >
                {game.name}
              </Link>
            </CardTitle>
            <p className="mt-1 text-sm text-slate-300">{game.publisher}</p>
          </div>
          {game.reviewSummary ? <Badge tone={reviewTone(game.reviewSummary)}>{game.reviewSummary}</Badge> : null}
        </div>
        <div className="mt-auto flex flex-wrap gap-3">
          <ButtonLink href={game.storeUrl} newTab>
            Visit Steam Page
            <span className="sr-only"> for {game.name}</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink to={`/games/${game.slug}`} variant="secondary">
            <MapPin aria-hidden="true" className="size-4" />
            Where to play
            <span className="sr-only"> {game.name}</span>
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}

/**
 * The trailer over the poster: muted and looping, loaded only once the card comes near the
 * screen, playing only while it is visible. Under reduced motion it stays still until the visitor
 * presses play; the button pauses it at any time, and a pause is kept while scrolling.
 */
function Trailer({ src, title }: { src: string; title: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const pausedByVisitor = useRef(false);
  const [load, setLoad] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || typeof IntersectionObserver === "undefined") return;
    const motion = window.matchMedia(motionAllowed);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) {
          video.pause();
          return;
        }
        if (!motion.matches || pausedByVisitor.current) return;
        setLoad(true);
        // React sets `muted` as a property only; browsers allow autoplay for muted video alone.
        video.muted = true;
        video.play().catch(() => {});
      },
      { rootMargin: "200px" },
    );
    observer.observe(video);
    const followPreference = () => {
      if (!motion.matches) video.pause();
    };
    motion.addEventListener("change", followPreference);
    return () => {
      observer.disconnect();
      motion.removeEventListener("change", followPreference);
    };
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (!video.paused) {
      pausedByVisitor.current = true;
      video.pause();
      return;
    }
    pausedByVisitor.current = false;
    setLoad(true);
    video.muted = true;
    video.play().catch(() => {});
  };

  return (
    <>
      <video
        ref={videoRef}
        src={load ? src : undefined}
        aria-hidden="true"
        tabIndex={-1}
        muted
        loop
        playsInline
        preload="none"
        disablePictureInPicture
        className={clsx(
          "absolute inset-0 size-full object-cover transition-opacity duration-500",
          playing ? "opacity-100" : "opacity-0",
        )}
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      <button
        type="button"
        onClick={toggle}
        className="absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full border border-white/20 bg-surface-950/80 text-white backdrop-blur-sm transition-colors hover:bg-surface-800"
      >
        {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
        <span className="sr-only">{playing ? `Pause the ${title} trailer` : `Play the ${title} trailer`}</span>
      </button>
    </>
  );
}
