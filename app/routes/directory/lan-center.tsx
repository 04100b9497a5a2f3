import { data } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { CenterDetails } from "~/features/directory/components/center-details";
import { loadPublicCenter } from "~/features/directory/load-public-center.server";
import { notFoundMeta } from "~/components/layout/error-page";
import { pageMeta } from "~/features/directory/page-meta";
import { sharedPageHeaders } from "~/lib/shared-page";
import type { Route } from "./+types/lan-center";

// The same for every visitor without a session: answered from the shared copy (server/shared-pages.ts).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return notFoundMeta();
  const { center } = loaderData;
  return pageMeta({
    title: center.name,
    description: center.description,
    url: center.pageUrl,
    image: loaderData.shareCard,
  });
};

/** A verified center's public page; anything else (unknown, pending, rejected, malformed) is a 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await loadPublicCenter(params.slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export default function LanCenterPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BackgroundVideo />
      <CenterDetails page={loaderData} />
    </>
  );
}
