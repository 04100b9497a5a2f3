import { data } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { notFoundMeta } from "~/components/layout/error-page";
import { BackLink } from "~/features/directory/components/back-link";
import { GameOverview } from "~/features/directory/components/game-overview";
import { GameVenues } from "~/features/directory/components/game-venues";
import { pageMeta } from "~/features/directory/page-meta";
import { loadWhereToPlay, readWhereToPlaySearch } from "~/features/directory/where-to-play.server";
import { sharedPageHeaders } from "~/lib/shared-page";
import type { Route } from "./+types/game";

// The same for every visitor without a session: answered from the shared copy (server/shared-pages.ts).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return notFoundMeta();
  const { game } = loaderData;
  return pageMeta({
    title: `Where to play ${game.name}`,
    description: `Find verified LAN centers where you can play ${game.name} by ${game.publisher} on the Steam PC Cafe library: addresses, opening hours, prices and PCs, nearest first.`,
    url: game.pageUrl,
    image: loaderData.shareCard,
  });
};

/**
 * A game's "where to play" page: the verified centers that offer it, nearest first from `?near=`
 * (a city or ZIP code) or `?lat=&lng=` (the visitor's position), by name otherwise. An unknown game is a 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const search = readWhereToPlaySearch(new URL(request.url).searchParams);
  const page = await loadWhereToPlay(params.slug, search, { clientIp: context.clientIp });
  if (!page) throw data(null, { status: 404 });
  return page;
}

export default function GamePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <BackLink to="/games">All Games</BackLink>
        <GameOverview game={loaderData.game} />
        <GameVenues page={loaderData} />
      </div>
    </>
  );
}
