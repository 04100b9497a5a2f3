import { Gamepad2, Library, Sparkles } from "lucide-react";
import { data } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { PageHeader } from "~/components/marketing/page-hero";
import { IconSectionTitle } from "~/components/marketing/section-heading";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { AllGamesList } from "~/features/content/components/all-games-list";
import { FeaturedGameCard } from "~/features/content/components/featured-game-card";
import { listGames } from "~/features/content/list-games.server";
import { httpStatus } from "~/lib/outcome";
import { sharedPageHeaders } from "~/lib/shared-page";
import type { Route } from "./+types/games";

// The same for every visitor without a session: answered from the shared copy (server/shared-pages.ts).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Games | LAN Centers" },
  {
    name: "description",
    content:
      "The games your players get with the Steam PC Cafe library: featured titles, co-op and competitive favourites, and popular indies, with new titles added bi-weekly.",
  },
];

export async function loader() {
  const result = await listGames();
  if (!result.ok) return data({ featured: [], all: [], error: result.message }, { status: httpStatus(result.reason) });
  return { featured: result.featured, all: result.all, error: null };
}

export default function GamesPage({ loaderData }: Route.ComponentProps) {
  const { featured, all, error } = loaderData;
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <PageHeader
          className="max-w-3xl"
          icon={Gamepad2}
          eyebrow="Steam PC Cafe library"
          title="Games for every station"
          intro="Licensed for play in your venue, installed from your local cache, and played on your players' own Steam accounts. New titles are added bi-weekly."
        />

        {error ? <Alert tone="error" title={error} /> : null}

        <section aria-labelledby="featured-games-heading" className="flex flex-col gap-6">
          <IconSectionTitle id="featured-games-heading" icon={<Sparkles className="size-5" />}>
            Featured Games
          </IconSectionTitle>
          {featured.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-2">
              {featured.map((game, index) => (
                <li key={game.id} className="flex">
                  <FeaturedGameCard game={game} index={index} priority={index < 2} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState />
          )}
        </section>

        <section aria-labelledby="all-games-heading" className="flex flex-col gap-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <IconSectionTitle id="all-games-heading" icon={<Library className="size-5" />}>
              All Games
            </IconSectionTitle>
            {all.length > 0 ? (
              <p className="text-sm text-slate-300">{all.length === 1 ? "1 game" : `${all.length} games`}</p>
            ) : null}
          </div>
          {all.length > 0 ? <AllGamesList games={all} /> : <EmptyState />}
        </section>
      </div>
    </>
  );
}

function EmptyState() {
  return (
    <Card className="text-center">
      <p className="text-lg font-semibold text-white">No games listed yet.</p>
      <p className="mt-1 text-sm text-slate-300">New titles are added bi-weekly: check back soon.</p>
    </Card>
  );
}
