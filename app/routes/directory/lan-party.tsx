import { data } from "react-router";

import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { takeTicketsSchema } from "~/features/tickets/schemas";
import { takeTickets } from "~/features/tickets/take-tickets.server";
import { checkFields, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";

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

// THROWAWAY (branch rush): a minimal take-tickets action to try the ticket rush against; reverted.
export const action = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const posted = await readFormValues(request);
  const { account, headers } = await requireAccount(request, { form: true });
  if (posted.intent !== "take-tickets") return data({ ok: false, message: "Unknown action" }, { status: 400, headers });
  const check = checkFields(takeTicketsSchema, posted);
  if (!check.ok) return data({ ok: false, message: "Invalid input" }, { status: 400, headers });
  const result = await takeTickets(account, params.id, check.data);
  if (!result.ok) return data({ ok: false, message: result.message }, { status: httpStatus(result.reason), headers });
  return data({ ok: true, message: null }, { headers });
});

export default function LanPartyPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BackgroundVideo />
      <PartyDetails page={loaderData} />
    </>
  );
}
