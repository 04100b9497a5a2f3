import { data, redirect } from "react-router";

import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { PartyTicketsLinks, PartyTicketsView } from "~/features/tickets/components/party-tickets-view";
import {
  isTicketPageIntent,
  partyTicketsPath,
  REFUND_DEADLINE_INTENT,
  postedTicketTypeValues,
  TICKET_PAGE_NOTICES,
  type PartyTicketsAnswer,
  type PartyTicketsState,
} from "~/features/tickets/organiser-ticket-page";
import {
  deleteTicketType,
  LOAD_TICKET_TYPES_FAILED,
  loadOrganiserTicketTypes,
  saveRefundDeadline,
  saveTicketType,
} from "~/features/tickets/organiser-ticket-types.server";
import { connectPayouts } from "~/features/tickets/payout-accounts.server";
import { CONNECT_PAYOUTS_INTENT } from "~/features/tickets/payout-values";
import { refundDeadlineSchema, ticketTypeSchema } from "~/features/tickets/schemas";
import { LanPartyPage, LanPartyPageProblem } from "~/features/venues/components/lan-party-page";
import { env } from "~/lib/env.server";
import { checkFields, checkForm, readFormValues } from "~/lib/forms";
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
    return data<PartyTicketsState>(
      { state: "ready", party: result.party, types: result.types, payouts: result.payouts },
      { headers },
    );
  // Another member's party is answered exactly like one that does not exist.
  const state = result.reason === "not-found" ? "not-found" : "error";
  return data<PartyTicketsState>({ state, message: result.message }, { status: httpStatus(result.reason), headers });
});

export const action = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const posted = await readFormValues(request);
  const intent = posted.intent;
  if (intent === CONNECT_PAYOUTS_INTENT) {
    const { account, headers } = await requireAccount(request, { form: { intent } });
    const back = new URL(partyTicketsPath(params.id), env().PUBLIC_URL).toString();
    const result = await connectPayouts(account, params.id, back);
    if (result.ok) return redirect(result.url, { headers });
    return data<PartyTicketsAnswer>(
      { ok: false, intent, message: result.message },
      { status: httpStatus(result.reason), headers },
    );
  }
  if (intent === REFUND_DEADLINE_INTENT) {
    const { account, headers } = await requireAccount(request, { form: { intent } });
    const value = posted.refundDeadline ?? "";
    const refused = (message: string, status: number) =>
      data<PartyTicketsAnswer>({ ok: false, intent, value, message }, { status, headers });
    const check = checkForm(refundDeadlineSchema, posted);
    if (!check.ok) return refused(check.message, 400);
    const result = await saveRefundDeadline(account, params.id, check.data.refundDeadline);
    if (!result.ok) return refused(result.message, httpStatus(result.reason));
    return data<PartyTicketsAnswer>({ ok: true, intent, notice: TICKET_PAGE_NOTICES.deadline }, { headers });
  }
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
    return <LanPartyPageProblem title="Tickets" state={loaderData.state} message={loaderData.message} />;
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
      actions={<PartyTicketsLinks party={party} />}
    >
      <PartyTicketsView
        party={party}
        types={types}
        payouts={loaderData.payouts}
        answer={actionData as PartyTicketsAnswer | undefined}
      />
    </LanPartyPage>
  );
}
