import { DoorOpen, Globe2, ListChecks, Pencil, Plus, Ticket } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigation, useSearchParams, useSubmit } from "react-router";

import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

import {
  formAsked,
  NEW_TICKET_TYPE_VALUES,
  partyTicketsPath,
  ticketTypeFormValues,
  type OrganiserParty,
  type OrganiserTicketType,
  type PartyTicketsAnswer,
} from "../organiser-ticket-page";
import { attendeesPath } from "../attendee-values";
import { doorPath } from "../door-values";
import { TICKET_LIMITS, TICKET_MESSAGES } from "../ticket-values";
import { CONNECT_PAYOUTS_INTENT, paidTicketsHint, type PayoutState } from "../payout-values";
import { PayoutsCard } from "./payouts-card";
import { RefundDeadlineCard } from "./refund-deadline-card";
import { TicketTypeForm } from "./ticket-type-form";
import { TicketTypeList } from "./ticket-type-list";

/**
 * The organiser's ticket types of one party: the list, and the add or edit form the address asks
 * for (`?add`, `?edit={id}`). The form posts to the bare address, so a saved form closes and the
 * notice shows over the list; a refused one stays open with what was typed.
 */
export function PartyTicketsView({
  party,
  types,
  payouts,
  answer,
}: {
  party: OrganiserParty;
  types: OrganiserTicketType[];
  payouts: PayoutState;
  answer: PartyTicketsAnswer | undefined;
}) {
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const submit = useSubmit();
  const listPath = partyTicketsPath(party.id);
  const busy = navigation.state !== "idle" ? navigation.formData : undefined;
  const refusedSave = answer && !answer.ok && answer.intent === "save" && !busy ? answer : null;
  const refusedDelete = answer && !answer.ok && answer.intent === "delete" ? answer : null;
  const notice = answer?.ok && !busy ? answer.notice : null;

  // A refused save keeps its form open, whatever the address says.
  const asked = refusedSave
    ? refusedSave.typeId
      ? { edit: refusedSave.typeId }
      : { add: true as const }
    : formAsked(search);
  const editing = asked && "edit" in asked ? types.find((type) => type.id === asked.edit) : undefined;
  // A refused edit of a type deleted meanwhile is still that type's form, not a new one.
  const formTypeId = editing?.id ?? refusedSave?.typeId ?? "";
  const full = types.length >= TICKET_LIMITS.typesPerParty;

  function deleteType(type: OrganiserTicketType) {
    void submit({ intent: "delete", typeId: type.id }, { method: "post", action: listPath, preventScrollReset: true });
  }

  return (
    <div className="flex flex-col gap-6">
      {notice ? <Notice message={notice} /> : null}

      {asked && "edit" in asked && !editing && !refusedSave ? (
        <Alert tone="error" title={TICKET_MESSAGES.notFound}>
          It may have been deleted. Choose a type from the list below.
        </Alert>
      ) : asked ? (
        <Card as="section" padding="lg" aria-labelledby="ticket-type-form-heading">
          <h2 id="ticket-type-form-heading" className="mb-5 text-xl font-semibold break-words text-white">
            {editing ? `Edit “${editing.name}”` : formTypeId ? "Edit the ticket type" : "Add a ticket type"}
          </h2>
          <TicketTypeForm
            key={formTypeId || "new"}
            typeId={formTypeId}
            initialValues={refusedSave?.values ?? (editing ? ticketTypeFormValues(editing) : NEW_TICKET_TYPE_VALUES)}
            serverErrors={refusedSave?.errors}
            formError={refusedSave?.message ? <Alert tone="error">{refusedSave.message}</Alert> : null}
            timeZone={party.timeZone}
            taken={editing?.taken}
            action={listPath}
            cancelTo={listPath}
            submitting={busy?.get("intent") === "save"}
            paidHint={paidTicketsHint(payouts)}
          />
        </Card>
      ) : null}

      <section aria-labelledby="ticket-types-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="ticket-types-heading" className="font-display text-2xl font-bold tracking-tight text-white">
            Ticket types
          </h2>
          {types.length > 0 && !asked && !full ? <AddLink to={partyTicketsPath(party.id, { add: true })} /> : null}
        </div>
        {types.length > 0 ? (
          <p className="text-sm text-slate-300">
            Sale times are in the party&apos;s time zone, {party.timeZone.replaceAll("_", " ")}.
            {full ? ` ${TICKET_MESSAGES.tooManyTypes}.` : null}
          </p>
        ) : null}
        {types.length === 0 ? (
          <Card padding="lg" className="flex flex-col items-start gap-4">
            <Ticket aria-hidden="true" className="size-8 text-accent-300" />
            <div className="flex flex-col gap-2 text-sm leading-relaxed text-slate-300">
              <p className="text-base font-semibold text-white">No ticket types yet</p>
              <p>
                Ticket types are what people take to come to your party: a weekend seat for their PC, a visitor&apos;s
                pass without one. Each has its own quantity, sale window and limit per person, and shows on the
                party&apos;s public page once it is verified.
              </p>
            </div>
            {asked ? null : <AddLink to={partyTicketsPath(party.id, { add: true })} />}
          </Card>
        ) : (
          <TicketTypeList
            types={types}
            editPath={(typeId) => partyTicketsPath(party.id, { edit: typeId })}
            onDelete={deleteType}
            deletingId={busy?.get("intent") === "delete" ? String(busy.get("typeId")) : null}
            deleteRefusal={refusedDelete}
          />
        )}
      </section>

      <RefundDeadlineCard party={party} action={listPath} answer={answer} />

      <PayoutsCard
        payouts={payouts}
        action={listPath}
        refusal={answer && !answer.ok && answer.intent === CONNECT_PAYOUTS_INTENT ? answer.message : null}
      />
    </div>
  );
}

function AddLink({ to }: { to: string }) {
  return (
    <ButtonLink to={to} size="sm" className="min-h-11">
      <Plus aria-hidden="true" className="size-4" />
      Add a ticket type
    </ButtonLink>
  );
}

/** What just changed; it takes the focus, since the form or the item the person was on is gone. */
function Notice({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <div ref={ref} tabIndex={-1} className="rounded-xl focus:outline-none">
      <Alert tone="success">{message}</Alert>
    </div>
  );
}

/** The links under the page's heading: the party's other organiser pages, and its public page once verified. */
export function PartyTicketsLinks({ party }: { party: OrganiserParty }) {
  const link = { variant: "secondary", size: "sm", className: "min-h-11" } as const;
  return (
    <>
      <ButtonLink to={`/edit-lan-party/${encodeURIComponent(party.id)}`} {...link}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit LAN Party
      </ButtonLink>
      <ButtonLink to={attendeesPath(party.id)} {...link}>
        <ListChecks aria-hidden="true" className="size-4" />
        Attendees
      </ButtonLink>
      <ButtonLink to={doorPath(party.id)} {...link}>
        <DoorOpen aria-hidden="true" className="size-4" />
        Door check-in
      </ButtonLink>
      {party.verified ? (
        <ButtonLink to={`/lanparties/${encodeURIComponent(party.id)}`} {...link}>
          <Globe2 aria-hidden="true" className="size-4" />
          Public page
        </ButtonLink>
      ) : null}
    </>
  );
}
