import { data } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { readSignedInAccount } from "~/features/accounts/viewer.server";
import { PartyDetails } from "~/features/directory/components/party-details";
import { PartyTicketSections } from "~/features/tickets/components/party-ticket-sections";
import { loadPublicPartyPage } from "~/features/directory/load-public-party.server";
import { notFoundMeta } from "~/components/layout/error-page";
import { pageMeta } from "~/features/directory/page-meta";
import { heldAtParty } from "~/features/tickets/party-tickets.server";
import { listSeatableTickets, seatDeadlineText } from "~/features/tickets/pick-seat.server";
import { ticketPayments } from "~/features/tickets/ticket-payments.server";
import { waitlistPlaces } from "~/features/tickets/waitlist.server";
import type { PartyPageAnswer } from "~/features/tickets/take-tickets-answer";
import { sharedPageHeaders } from "~/lib/shared-page";
import type { Route } from "./+types/lan-party";
import { partyPageAction } from "./lan-party.server";

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
  const [held, waiting, seatable, deadline] = await Promise.all([
    account ? heldAtParty(account.userId, page.party.id) : null,
    account ? waitlistPlaces(account.userId, page.party.id) : null,
    account && page.seats ? listSeatableTickets(account, page.party.id) : [],
    page.seats ? seatDeadlineText(page.party.id) : null,
  ]);
  const viewer = {
    signedIn: account !== null,
    held,
    waiting,
    seatable,
    seatDeadline: deadline,
    testPayments: ticketPayments()?.kind === "test",
  };
  return data({ ...page, viewer }, { headers });
}

export const action = partyPageAction;

export default function LanPartyPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <BackgroundVideo />
      <PartyDetails page={loaderData}>
        <PartyTicketSections
          partyPath={loaderData.party.path}
          ended={loaderData.party.ended}
          tickets={loaderData.tickets}
          seats={loaderData.seats}
          viewer={loaderData.viewer}
          answer={actionData as PartyPageAnswer | undefined}
        />
      </PartyDetails>
    </>
  );
}
