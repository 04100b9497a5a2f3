import { DoorOpen, Mail, Ticket } from "lucide-react";
import { data } from "react-router";

import { ButtonLink } from "~/components/ui/button";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { ATTENDEE_MESSAGES, type AttendeesAnswer, type AttendeesPageState } from "~/features/tickets/attendee-values";
import { cancelAttendeeTicket, loadAttendees } from "~/features/tickets/attendees.server";
import { AttendeeList } from "~/features/tickets/components/attendee-list";
import { doorPath, PARTY_ROLE_LABELS } from "~/features/tickets/door-values";
import { partyTicketsPath } from "~/features/tickets/organiser-ticket-page";
import { partyMessagePath } from "~/features/tickets/party-message-values";
import { LanPartyPage, LanPartyPageProblem } from "~/features/venues/components/lan-party-page";
import { readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/party-attendees";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Attendees | LAN Centers" },
  { name: "description", content: "Who holds a ticket to a LAN party you organise: type, seat and check-in." },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The organiser's and co-organisers' list; door staff and everyone else are answered "not found". */
export const loader = answeringRefusals(async ({ request, params }: Route.LoaderArgs) => {
  const { account, headers } = await requireAccount(request, {
    page: true,
    messages: { unavailable: ATTENDEE_MESSAGES.loadFailed },
  });
  const result = await loadAttendees(account, params.id);
  if (result.ok) {
    const { ok: _ok, ...ready } = result;
    return data<AttendeesPageState>({ state: "ready", ...ready }, { headers });
  }
  const state = result.reason === "not-found" ? "not-found" : "error";
  return data<AttendeesPageState>({ state, message: result.message }, { status: httpStatus(result.reason), headers });
});

/** The organiser cancels one ticket (`intent=cancel-ticket`, `ticketId`). */
export const action = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const posted = await readFormValues(request);
  if (posted.intent !== "cancel-ticket") throw data("Unknown form", { status: 400 });
  const ticketId = posted.ticketId ?? "";
  const { account, headers } = await requireAccount(request, { form: { ticketId } });
  const result = await cancelAttendeeTicket(account, params.id, ticketId);
  if (!result.ok) {
    return data<AttendeesAnswer>(
      { ok: false, message: result.message, ticketId },
      { status: httpStatus(result.reason), headers },
    );
  }
  return data<AttendeesAnswer>(
    { ok: true, message: ATTENDEE_MESSAGES.cancelled(result.holder), ticketId },
    { headers },
  );
});

export default function PartyAttendees({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== "ready") {
    return <LanPartyPageProblem title="Attendees" state={loaderData.state} message={loaderData.message} />;
  }
  const { party } = loaderData;
  return (
    <LanPartyPage
      title="Attendees"
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
          <ButtonLink to={doorPath(party.id)} variant="secondary" size="sm" className="min-h-11">
            <DoorOpen aria-hidden="true" className="size-4" />
            Door check-in
          </ButtonLink>
          <ButtonLink to={partyMessagePath(party.id)} variant="secondary" size="sm" className="min-h-11">
            <Mail aria-hidden="true" className="size-4" />
            Message attendees
          </ButtonLink>
        </>
      }
    >
      <AttendeeList page={loaderData} answer={actionData} />
    </LanPartyPage>
  );
}
