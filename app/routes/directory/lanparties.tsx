import { CalendarDays } from "lucide-react";

import { BackgroundVideo } from "~/components/layout/background-video";
import { PageHeader } from "~/components/marketing/page-hero";
import { PartiesOverview } from "~/features/directory/components/party-overview";
import { listPublicParties, readPageNumber } from "~/features/directory/list-public-parties.server";
import { sharedPageHeaders } from "~/lib/shared-page";
import type { Route } from "./+types/lanparties";

// The same for every visitor without a session: answered from the shared copy (server/shared-pages.ts).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "LAN Parties | LAN Centers" },
  {
    name: "description",
    content:
      "Upcoming LAN parties at verified LAN centers and venues: dates in each event's local time, where they are, and a calendar file to save them.",
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  const page = readPageNumber(new URL(request.url).searchParams.get("page"));
  return listPublicParties({ page });
}

export default function LanPartiesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <PageHeader
          className="max-w-3xl"
          icon={CalendarDays}
          eyebrow="Events"
          title="LAN Parties"
          intro="Upcoming LAN parties, reviewed and verified by our team. Times are shown in each event's local time zone."
        />
        <PartiesOverview data={loaderData} />
      </div>
    </>
  );
}
