import { data } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { PartyDetails } from "~/features/directory/components/party-details";
import { loadPublicPartyPage } from "~/features/directory/load-public-party.server";
import { notFoundMeta } from "~/components/layout/error-page";
import { pageMeta } from "~/features/directory/page-meta";
import { sharedPageHeaders } from "~/lib/shared-page";
import type { Route } from "./+types/lan-party";

// The same for every visitor without a session: answered from the shared copy (server/shared-pages.ts).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return notFoundMeta();
  const { party } = loaderData;
  return pageMeta({
    title: party.name,
    description: party.description,
    url: party.pageUrl,
    image: loaderData.shareCard,
  });
};

/** A verified party's public page (past ones too, marked as past); anything else is a 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await loadPublicPartyPage(params.id);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export default function LanPartyPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BackgroundVideo />
      <PartyDetails page={loaderData} />
    </>
  );
}
