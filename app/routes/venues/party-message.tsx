import { Users } from "lucide-react";
import { data } from "react-router";

import { ButtonLink } from "~/components/ui/button";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { attendeesPath } from "~/features/tickets/attendee-values";
import { PartyMessageForm } from "~/features/tickets/components/party-message-form";
import { PARTY_ROLE_LABELS } from "~/features/tickets/door-values";
import { loadPartyMessagePage, sendPartyMessage } from "~/features/tickets/party-message.server";
import {
  NEW_PARTY_MESSAGE,
  PARTY_MESSAGE_MESSAGES,
  type PartyMessageAnswer,
  type PartyMessagePageState,
  type PartyMessageValues,
} from "~/features/tickets/party-message-values";
import { LanPartyPage, LanPartyPageProblem } from "~/features/venues/components/lan-party-page";
import { readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/party-message";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Message attendees | LAN Centers" },
  { name: "description", content: "Email everyone holding a ticket to a LAN party you organise, or one ticket type." },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The organiser's and co-organisers' page; door staff and everyone else are answered "not found". */
export const loader = answeringRefusals(async ({ request, params }: Route.LoaderArgs) => {
  const { account, headers } = await requireAccount(request, {
    page: true,
    messages: { unavailable: PARTY_MESSAGE_MESSAGES.loadFailed },
  });
  const result = await loadPartyMessagePage(account, params.id);
  if (result.ok) {
    const { ok: _ok, ...ready } = result;
    return data<PartyMessagePageState>({ state: "ready", ...ready }, { headers });
  }
  const state = result.reason === "not-found" ? "not-found" : "error";
  return data<PartyMessagePageState>(
    { state, message: result.message },
    { status: httpStatus(result.reason), headers },
  );
});

/** Sends the message; every refusal answers with what was typed, so nothing is lost. */
export const action = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const posted = await readFormValues(request);
  const values: PartyMessageValues = {
    audience: posted.audience ?? NEW_PARTY_MESSAGE.audience,
    subject: posted.subject ?? "",
    message: posted.message ?? "",
  };
  const { account, headers } = await requireAccount(request, { form: { values } });
  const result = await sendPartyMessage(account, params.id, posted);
  if (!result.ok) {
    return data<PartyMessageAnswer>(
      { ok: false, values, errors: result.errors, message: result.message },
      { status: httpStatus(result.reason), headers },
    );
  }
  return data<PartyMessageAnswer>(
    { ok: true, notice: PARTY_MESSAGE_MESSAGES.sent(result.sent, result.failed) },
    { headers },
  );
});

export default function PartyMessage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== "ready") {
    return <LanPartyPageProblem title="Message attendees" state={loaderData.state} message={loaderData.message} />;
  }
  const { party } = loaderData;
  return (
    <LanPartyPage
      title="Message attendees"
      description={
        <>
          <span className="font-semibold break-words text-white">{party.name}</span> · {PARTY_ROLE_LABELS[party.role]}
        </>
      }
      actions={
        <ButtonLink to={attendeesPath(party.id)} variant="secondary" size="sm" className="min-h-11">
          <Users aria-hidden="true" className="size-4" />
          Attendees
        </ButtonLink>
      }
    >
      <PartyMessageForm page={loaderData} answer={actionData as PartyMessageAnswer | undefined} />
    </LanPartyPage>
  );
}
