import { MapPinned, Star } from "lucide-react";
import { data } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { PageHeader } from "~/components/marketing/page-hero";
import { IconSectionTitle } from "~/components/marketing/section-heading";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { CenterFinder } from "~/features/directory/components/center-finder";
import { FeaturedCenterCard } from "~/features/directory/components/featured-center-card";
import { listFeaturedCenters } from "~/features/directory/list-featured-centers.server";
import { feedOpensOnFirstView } from "~/features/directory/locations-feed.server";
import { httpStatus } from "~/lib/outcome";
import { keepDataOnQueryChange } from "~/lib/revalidation";
import { sharedPageHeaders } from "~/lib/shared-page";
import type { Route } from "./+types/lancenters";

// The same for every visitor without a session: answered from the shared copy (server/shared-pages.ts).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: "LAN Centers | Find a LAN center near you" },
  {
    name: "description",
    content:
      "Find verified LAN centers near you on the map: game arenas, game cafes, colleges, libraries and more that run the Steam PC Cafe game library.",
  },
  // The map's data is asked for while the page's code loads, not after it has started, unless it
  // is big: then the map opens on the server's first view, and the feed would only hold up the
  // page's own code on a slow connection.
  ...(loaderData?.opensOnFirstView
    ? []
    : [{ tagName: "link", rel: "preload", href: "/api/v1/locations", as: "fetch", crossOrigin: "anonymous" } as const]),
];

export async function loader() {
  const opensOnFirstView = feedOpensOnFirstView();
  const result = await listFeaturedCenters();
  if (!result.ok)
    return data({ featured: [], error: result.message, opensOnFirstView }, { status: httpStatus(result.reason) });
  return { featured: result.centers, error: null, opensOnFirstView };
}

// The map's filters change only the query: the featured centers stay as they are.
export const shouldRevalidate = keepDataOnQueryChange;

export default function LanCentersPage({ loaderData }: Route.ComponentProps) {
  const { featured, error, opensOnFirstView } = loaderData;
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <PageHeader
          className="max-w-3xl"
          icon={MapPinned}
          eyebrow="The LAN Centers network"
          title="LAN Centers"
          intro="Verified venues that run the Steam PC Cafe library: find one near you, see what it offers, and drop in to play."
        />

        <section aria-labelledby="featured-heading" className="flex flex-col gap-6">
          <IconSectionTitle id="featured-heading" icon={<Star className="size-5" />}>
            Featured LAN Centers
          </IconSectionTitle>
          {error ? (
            <Alert tone="error" title={error} />
          ) : featured.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-2">
              {featured.map((center) => (
                <li key={center.slug} className="flex">
                  <FeaturedCenterCard center={center} />
                </li>
              ))}
            </ul>
          ) : (
            <Card>
              <p className="text-center text-slate-300">No featured LAN Centers available at the moment.</p>
            </Card>
          )}
        </section>

        <section aria-labelledby="map-heading" className="flex flex-col gap-6">
          <IconSectionTitle id="map-heading" icon={<MapPinned className="size-5" />}>
            Find LAN Centers Near You
          </IconSectionTitle>
          <CenterFinder opensOnFirstView={opensOnFirstView} />
        </section>
      </div>
    </>
  );
}
