import { ListChecks, Ticket, Users } from "lucide-react";
import { data } from "react-router";

import { ButtonLink } from "~/components/ui/button";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { attendeesPath } from "~/features/tickets/attendee-values";
import { DoorDesk } from "~/features/tickets/components/door-desk";
import { checkInPosted } from "~/features/tickets/door-check-in.server";
import { loadDoorPage } from "~/features/tickets/door-status.server";
import {
  type CheckInAnswer,
  DOOR_MESSAGES,
  type DoorPageState,
  PARTY_ROLE_LABELS,
  staffPath,
} from "~/features/tickets/door-values";
import { partyTicketsPath } from "~/features/tickets/organiser-ticket-page";
import { LanPartyPage, LanPartyProblem } from "~/features/venues/components/lan-party-page";
import { readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/party-door";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Check-in | LAN Centers" },
  {
    name: "description",
    content: "Let a LAN party's ticket holders in at the door: scan their QR code or find them by name.",
  },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The door page: the organiser's, a co-organiser's and door staff's (`partyAccess`); `?q=` searches. */
export const loader = answeringRefusals(async ({ request, params }: Route.LoaderArgs) => {
  const { account, headers } = await requireAccount(request, {
    page: true,
    messages: { unavailable: DOOR_MESSAGES.loadFailed },
  });
  const query = new URL(request.url).searchParams.get("q");
  const result = await loadDoorPage(account, params.id, query);
  if (result.ok) {
    const { ok: _ok, ...ready } = result;
    return data<DoorPageState>({ state: "ready", ...ready }, { headers });
  }
  // Another member's party is answered exactly like one that does not exist.
  const state = result.reason === "not-found" ? "not-found" : "error";
  return data<DoorPageState>({ state, message: result.message }, { status: httpStatus(result.reason), headers });
});

/** A check-in posted without the script (with it, the page posts to `door.json`). */
export const action = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const posted = await readFormValues(request);
  const { account, headers } = await requireAccount(request, { form: true });
  const result = await checkInPosted(account, params.id, posted);
  if (!result.ok) return data<CheckInAnswer>(result.answer, { status: httpStatus(result.reason), headers });
  return data<CheckInAnswer>(result.answer, { headers });
});

export default function PartyDoor({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== "ready") {
    return (
      <LanPartyPage title="Check-in">
        <LanPartyProblem
          title={loaderData.message}
          message={
            loaderData.state === "not-found"
              ? "Check the link, or ask the party's organiser to add your email address to its staff."
              : "Please try again in a moment."
          }
        />
      </LanPartyPage>
    );
  }
  const { party } = loaderData;
  const posted = actionData && "outcome" in actionData ? (actionData as CheckInAnswer) : undefined;
  return (
    <LanPartyPage
      title="Check-in"
      description={
        <>
          <span className="font-semibold break-words text-white">{party.name}</span> · {PARTY_ROLE_LABELS[party.role]}
        </>
      }
      actions={
        <>
          {party.role === "organiser" ? (
            <ButtonLink to={partyTicketsPath(party.id)} variant="secondary" size="sm" className="min-h-11">
              <Ticket aria-hidden="true" className="size-4" />
              Tickets
            </ButtonLink>
          ) : null}
          {party.role !== "door" ? (
            <>
              <ButtonLink to={attendeesPath(party.id)} variant="secondary" size="sm" className="min-h-11">
                <ListChecks aria-hidden="true" className="size-4" />
                Attendees
              </ButtonLink>
              <ButtonLink to={staffPath(party.id)} variant="secondary" size="sm" className="min-h-11">
                <Users aria-hidden="true" className="size-4" />
                Staff
              </ButtonLink>
            </>
          ) : null}
        </>
      }
    >
      <DoorDesk page={loaderData} posted={posted} />
    </LanPartyPage>
  );
}
