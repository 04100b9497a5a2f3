import { DoorOpen, Globe2, ListChecks, Pencil } from "lucide-react";
import { data } from "react-router";

import { ButtonLink } from "~/components/ui/button";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { attendeesPath } from "~/features/tickets/attendee-values";
import { PartyTicketsView } from "~/features/tickets/components/party-tickets-view";
import { doorPath } from "~/features/tickets/door-values";
import {
  isTicketPageIntent,
  postedTicketTypeValues,
  TICKET_PAGE_NOTICES,
  type PartyTicketsAnswer,
  type PartyTicketsState,
} from "~/features/tickets/organiser-ticket-page";
import {
  deleteTicketType,
  LOAD_TICKET_TYPES_FAILED,
  loadOrganiserTicketTypes,
  saveTicketType,
} from "~/features/tickets/organiser-ticket-types.server";
import { ticketTypeSchema } from "~/features/tickets/schemas";
import { LanPartyPage, LanPartyProblem } from "~/features/venues/components/lan-party-page";
import { checkFields, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/party-tickets";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Tickets | LAN Centers" },
  { name: "description", content: "Add, change and remove the ticket types of a LAN party you organise." },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const loader = answeringRefusals(async ({ request, params }: Route.LoaderArgs) => {
  const { account, headers } = await requireAccount(request, {
    page: true,
    messages: { unavailable: LOAD_TICKET_TYPES_FAILED },
  });
  const result = await loadOrganiserTicketTypes(account, params.id);
  if (result.ok)
    return data<PartyTicketsState>({ state: "ready", party: result.party, types: result.types }, { headers });
  // Another member's party is answered exactly like one that does not exist.
  const state = result.reason === "not-found" ? "not-found" : "error";
  return data<PartyTicketsState>({ state, message: result.message }, { status: httpStatus(result.reason), headers });
});

export const action = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const posted = await readFormValues(request);
  const intent = posted.intent;
  if (!isTicketPageIntent(intent)) throw data("Unknown form", { status: 400 });
  const typeId = posted.typeId ?? "";
  const values = postedTicketTypeValues(posted);
  const { account, headers } = await requireAccount(request, { form: { intent, typeId, values } });
  const answer = (body: PartyTicketsAnswer, status?: number) => data(body, { status, headers });

  if (intent === "delete") {
    const result = await deleteTicketType(account, params.id, typeId);
    if (!result.ok) return answer({ ok: false, intent, typeId, message: result.message }, httpStatus(result.reason));
    return answer({ ok: true, intent, notice: TICKET_PAGE_NOTICES.deleted(result.name) });
  }

  const check = checkFields(ticketTypeSchema, posted);
  if (!check.ok) return answer({ ok: false, intent, typeId, values, errors: check.errors }, 400);
  const result = await saveTicketType(account, params.id, typeId || null, check.data);
  if (!result.ok) {
    const errors = "errors" in result ? result.errors : undefined;
    const message = errors ? undefined : result.message;
    return answer({ ok: false, intent, typeId, values, errors, message }, httpStatus(result.reason));
  }
  const notice = typeId ? TICKET_PAGE_NOTICES.saved(check.data.name) : TICKET_PAGE_NOTICES.added(check.data.name);
  return answer({ ok: true, intent, notice });
});

export default function PartyTickets({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== "ready") {
    return (
      <LanPartyPage title="Tickets">
        <LanPartyProblem
          title={loaderData.message}
          message={
            loaderData.state === "not-found"
              ? "Check the link, or choose the party from your dashboard."
              : "Please try again in a moment."
          }
        />
      </LanPartyPage>
    );
  }

  const { party, types } = loaderData;
  return (
    <LanPartyPage
      title="Tickets"
      description={
        <>
          The ticket types of <span className="font-semibold break-words text-white">{party.name}</span>
        </>
      }
      actions={
        <>
          <ButtonLink
            to={`/edit-lan-party/${encodeURIComponent(party.id)}`}
            variant="secondary"
            size="sm"
            className="min-h-11"
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit LAN Party
          </ButtonLink>
          <ButtonLink to={attendeesPath(party.id)} variant="secondary" size="sm" className="min-h-11">
            <ListChecks aria-hidden="true" className="size-4" />
            Attendees
          </ButtonLink>
          <ButtonLink to={doorPath(party.id)} variant="secondary" size="sm" className="min-h-11">
            <DoorOpen aria-hidden="true" className="size-4" />
            Door check-in
          </ButtonLink>
          {party.verified ? (
            <ButtonLink
              to={`/lanparties/${encodeURIComponent(party.id)}`}
              variant="secondary"
              size="sm"
              className="min-h-11"
            >
              <Globe2 aria-hidden="true" className="size-4" />
              Public page
            </ButtonLink>
          ) : null}
        </>
      }
    >
      <PartyTicketsView party={party} types={types} answer={actionData as PartyTicketsAnswer | undefined} />
    </LanPartyPage>
  );
}
