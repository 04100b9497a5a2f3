import { ExternalLink, Gamepad2 } from "lucide-react";

import { PageEyebrow } from "~/components/marketing/page-hero";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { reviewTone } from "~/features/content/content-values";
import type { WhereToPlayGame } from "~/features/directory/where-to-play.server";

import { GameBanner } from "./game-banner";

/** The top of a game's "where to play" page: its art, name (the page's h1), publisher, reviews and Steam page. */
export function GameOverview({ game }: { game: WhereToPlayGame }) {
  return (
    <header className="flex max-w-3xl flex-col items-start gap-5">
      <GameBanner name={game.name} art={game.art} />
      <PageEyebrow icon={Gamepad2}>Where to play</PageEyebrow>
      <h1 className="font-display text-4xl font-extrabold tracking-tight break-words text-balance text-white sm:text-5xl">
        {game.name}
      </h1>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-lg text-slate-200">
          <span className="sr-only">Publisher: </span>
          {game.publisher}
        </p>
        {game.reviewSummary ? (
          <Badge tone={reviewTone(game.reviewSummary)}>
            <span className="sr-only">Steam reviews: </span>
            {game.reviewSummary}
          </Badge>
        ) : null}
      </div>
      <p className="text-lg leading-relaxed text-pretty text-slate-200">
        Play it on the Steam PC Cafe library at a verified LAN center: installed, licensed, and on your own Steam
        account.
      </p>
      <ButtonLink href={game.storeUrl} newTab variant="secondary">
        Visit Steam Page
        <span className="sr-only"> for {game.name}</span>
        <ExternalLink aria-hidden="true" className="size-4" />
      </ButtonLink>
    </header>
  );
}
