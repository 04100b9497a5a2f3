import { data } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { readSignedInAccount } from "~/features/accounts/viewer.server";
import { PartyDetails } from "~/features/directory/components/party-details";
import { loadPublicPartyPage } from "~/features/directory/load-public-party.server";
import { notFoundMeta } from "~/components/layout/error-page";
import { pageMeta } from "~/features/directory/page-meta";
import { heldAtParty } from "~/features/tickets/party-tickets.server";
import { takeTicketsSchema } from "~/features/tickets/schemas";
import { TAKE_TICKETS_INTENT, type TakeTicketsAnswer } from "~/features/tickets/take-tickets-answer";
import { takeTickets } from "~/features/tickets/take-tickets.server";
import { checkForm, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import { sharedPageHeaders } from "~/lib/shared-page";
import type { Route } from "./+types/lan-party";

// The same for every visitor without a session: answered from the shared copy (server/shared-pages.ts).
// A member's page is their own (which tickets they hold), and is never shared.
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
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await loadPublicPartyPage(params.id);
  if (!page) throw data(null, { status: 404 });
  // Signed out, the page is everybody's; signed in, it also says which tickets the member holds.
  const { account, headers } = await readSignedInAccount(request, context);
  const held = account ? await heldAtParty(account.userId, page.party.id) : null;
  return data({ ...page, viewer: { signedIn: account !== null, held } }, { headers });
}

/** "Get ticket": free tickets of one type, taken at once for the signed-in member. */
export const action = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const posted = await readFormValues(request);
  const ticketType = posted.ticketType ?? "";
  const { account, headers } = await requireAccount(request, { form: { ticketType } });
  if (posted.intent !== TAKE_TICKETS_INTENT) {
    return data<TakeTicketsAnswer>({ ok: false, ticketType, message: "Unknown action" }, { status: 400, headers });
  }
  const check = checkForm(takeTicketsSchema, posted);
  if (!check.ok)
    return data<TakeTicketsAnswer>({ ok: false, ticketType, message: check.message }, { status: 400, headers });

  const result = await takeTickets(account, params.id, check.data);
  if (!result.ok) {
    return data<TakeTicketsAnswer>(
      { ok: false, ticketType, message: result.message },
      { status: httpStatus(result.reason), headers },
    );
  }
  return data<TakeTicketsAnswer>({ ok: true, ticketType, taken: result.ticketIds.length }, { headers });
});

export default function LanPartyPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <BackgroundVideo />
      <PartyDetails page={loaderData} viewer={loaderData.viewer} answer={actionData as TakeTicketsAnswer | undefined} />
    </>
  );
}
