import clsx from "clsx";
import { CalendarPlus, Gift, TicketX } from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";

import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { ConfirmDialog } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/input";
import { useFieldErrors } from "~/lib/use-field-errors";

import { MY_TICKETS_HREF, type MyTicket, type TicketAnswer, type TicketIntent } from "../my-tickets";
import { giveTicketSchema } from "../schemas";
import { TicketQrCode } from "./ticket-qr";
import { useHydrated } from "~/lib/use-hydrated";

/** Which of this ticket's forms is being posted now, if one is. */
function usePosting(ticketId: string): TicketIntent | null {
  const navigation = useNavigation();
  if (navigation.state !== "submitting" || navigation.formData?.get("ticketId") !== ticketId) return null;
  const intent = navigation.formData.get("intent");
  return intent === "cancel-ticket" || intent === "give-ticket" ? intent : null;
}

/** A ticket to a party that has not ended: what it is, when and where, and what the holder can do with it. */
export function TicketCard({ ticket, answer }: { ticket: MyTicket; answer: TicketAnswer | undefined }) {
  const refused = answer && !answer.ok && answer.ticketId === ticket.id ? answer : undefined;
  const started = !ticket.changeable;
  return (
    <Card as="li" className="flex min-w-0 flex-col gap-4">
      <TicketHeading ticket={ticket} badge={started ? <Badge tone="info">Happening now</Badge> : null} />
      <TicketDetails ticket={ticket} />
      {ticket.entry ? <TicketQrCode entry={ticket.entry} partyName={ticket.party.name} /> : null}
      <div className="mt-auto flex flex-col gap-3">
        {ticket.changeable ? (
          <TicketActions ticket={ticket} refused={refused} />
        ) : (
          <>
            <div className="flex flex-wrap gap-2">
              <CalendarLink ticket={ticket} />
            </div>
            <p className="text-sm text-slate-400">The party has started: this ticket can no longer be changed.</p>
          </>
        )}
        {refused && refused.field !== "email" ? (
          <p role="alert" className="text-sm font-medium text-rose-300">
            {refused.message}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

/** The party's calendar file (a download, so a plain link: the router has no page there). */
function CalendarLink({ ticket }: { ticket: MyTicket }) {
  return (
    <ButtonLink
      href={`/lanparties/${encodeURIComponent(ticket.party.id)}/calendar.ics`}
      variant="secondary"
      size="sm"
      className={ACTION_CLASSES}
      aria-label={`Add ${ticket.party.name} to calendar`}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      Add to calendar
    </ButtonLink>
  );
}

/** A card's buttons: a row on wide screens, one full-width button a row on a phone. */
const ACTION_CLASSES = "min-h-11 flex-1 whitespace-nowrap sm:flex-none";

/** A ticket to a party that has ended, or a cancelled one: kept for the record, nothing to do. */
export function PastTicketCard({ ticket }: { ticket: MyTicket }) {
  const cancelled = ticket.status === "cancelled";
  return (
    <Card as="li" padding="md" className="flex min-w-0 flex-col gap-3">
      <TicketHeading
        ticket={ticket}
        badge={cancelled ? <Badge tone="danger">Cancelled</Badge> : <Badge>Ended</Badge>}
      />
      <TicketDetails ticket={ticket} />
    </Card>
  );
}

function TicketHeading({ ticket, badge }: { ticket: MyTicket; badge: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h4 className="min-w-0 text-lg font-semibold break-words text-white">
        <Link
          to={`/lanparties/${encodeURIComponent(ticket.party.id)}`}
          className="underline-offset-2 hover:text-accent-200 hover:underline"
        >
          {ticket.party.name}
        </Link>
      </h4>
      {badge}
    </div>
  );
}

function TicketDetails({ ticket }: { ticket: MyTicket }) {
  return (
    <DetailList>
      <Detail label="Ticket">
        {ticket.typeName}
        {ticket.includesSeat ? (
          <span className="text-slate-400">
            {" · "}
            {ticket.seatLabel ? (
              `seat ${ticket.seatLabel}`
            ) : ticket.changeable ? (
              <Link
                to={`/lanparties/${ticket.party.id}#seats`}
                className="text-accent-200 underline underline-offset-2"
              >
                pick your seat
              </Link>
            ) : (
              "seat included"
            )}
          </span>
        ) : null}
      </Detail>
      <Detail label="When">
        <time dateTime={ticket.party.startsAt}>{ticket.party.start}</time> to{" "}
        <time dateTime={ticket.party.endsAt}>{ticket.party.end}</time>
      </Detail>
      {ticket.party.place ? <Detail label="Where">{ticket.party.place}</Detail> : null}
      {ticket.boughtBy ? <Detail label="From">{ticket.boughtBy}</Detail> : null}
      {ticket.paid ? (
        <Detail label="Paid">
          {ticket.paid}
          {ticket.refunded ? ", refunded" : ticket.status === "cancelled" ? ", refund on its way" : null}
        </Detail>
      ) : null}
    </DetailList>
  );
}

/**
 * Give to a friend and Cancel ticket. Once the script runs: a toggle that opens the gift's form in
 * the card and a dialog that confirms the cancel. Before it (or without it) both are plain forms
 * folded into the card, opened with their summary, so the confirmation is a second click there.
 */
function TicketActions({ ticket, refused }: { ticket: MyTicket; refused: TicketAnswer | undefined }) {
  const hydrated = useHydrated();
  const posting = usePosting(ticket.id);
  const giveRefused = refused?.intent === "give-ticket" ? refused : undefined;

  if (!hydrated) {
    return (
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <CalendarLink ticket={ticket} />
        </div>
        <details open={giveRefused ? true : undefined} className="rounded-lg border border-surface-700 p-3">
          <summary className={clsx(buttonClasses({ variant: "secondary", size: "sm" }), "min-h-11 cursor-pointer")}>
            <Gift aria-hidden="true" className="size-4" />
            Give to a friend
          </summary>
          <GiveForm ticket={ticket} refused={giveRefused} hydrated={false} busy={false} />
        </details>
        {ticket.cancellable ? (
          <details className="rounded-lg border border-surface-700 p-3">
            <summary className={clsx(buttonClasses({ variant: "secondary", size: "sm" }), "min-h-11 cursor-pointer")}>
              <TicketX aria-hidden="true" className="size-4" />
              Cancel ticket
            </summary>
            <Form method="post" action={MY_TICKETS_HREF} className="mt-3 flex flex-col items-start gap-3">
              <input type="hidden" name="intent" value="cancel-ticket" />
              <input type="hidden" name="ticketId" value={ticket.id} />
              <p className="text-sm text-slate-300">{cancelConsequence(ticket)}</p>
              <Button type="submit" variant="danger" size="sm" className="min-h-11">
                Yes, cancel my ticket
              </Button>
            </Form>
          </details>
        ) : null}
        <CancelNote ticket={ticket} />
      </div>
    );
  }

  return <HydratedActions ticket={ticket} giveRefused={giveRefused} posting={posting} />;
}

/** Until when the ticket may be cancelled, or that it no longer may (the organiser's refund deadline). */
function CancelNote({ ticket }: { ticket: MyTicket }) {
  if (!ticket.cancelUntil) return null;
  return (
    <p className="text-sm text-slate-400">
      {ticket.cancellable
        ? `You can cancel until ${ticket.cancelUntil}.`
        : `Cancelling closed on ${ticket.cancelUntil}; you can still give it to a friend.`}
    </p>
  );
}

/** What cancelling does, said before it is confirmed; a paid ticket's price is refunded. */
const cancelConsequence = (ticket: MyTicket) =>
  `Your place goes back to the party for someone else${ticket.paid ? `, and the ${ticket.paid} you paid is refunded to your card` : ""}. This cannot be undone.`;

function HydratedActions({
  ticket,
  giveRefused,
  posting,
}: {
  ticket: MyTicket;
  giveRefused: TicketAnswer | undefined;
  posting: TicketIntent | null;
}) {
  const [giving, setGiving] = useState(Boolean(giveRefused));
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const submit = useSubmit();
  const busy = posting !== null;

  const confirmCancel = () => {
    void submit(
      { intent: "cancel-ticket", ticketId: ticket.id },
      { method: "post", action: MY_TICKETS_HREF, preventScrollReset: true },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <CalendarLink ticket={ticket} />
        <button
          ref={toggleRef}
          type="button"
          className={clsx(buttonClasses({ variant: "secondary", size: "sm" }), ACTION_CLASSES)}
          aria-expanded={giving}
          aria-controls={panelId}
          disabled={busy}
          onClick={() => setGiving((open) => !open)}
        >
          <Gift aria-hidden="true" className="size-4" />
          Give to a friend
        </button>
        {ticket.cancellable ? (
          <ConfirmDialog
            trigger={
              <Button
                variant="secondary"
                size="sm"
                className={ACTION_CLASSES}
                disabled={busy}
                loading={posting === "cancel-ticket"}
                loadingLabel="Cancelling..."
              >
                {posting === "cancel-ticket" ? null : <TicketX aria-hidden="true" className="size-4" />}
                {posting === "cancel-ticket" ? "Cancelling..." : "Cancel ticket"}
              </Button>
            }
            title="Cancel this ticket?"
            description={
              <>
                <span className="font-semibold break-words text-white">
                  {ticket.party.name}, {ticket.typeName}
                </span>
                . {cancelConsequence(ticket)}
              </>
            }
            cancelLabel="Keep my ticket"
            confirmLabel="Cancel ticket"
            onConfirm={confirmCancel}
          />
        ) : null}
      </div>
      <CancelNote ticket={ticket} />
      <div id={panelId} hidden={!giving}>
        {giving ? (
          <GiveForm
            ticket={ticket}
            refused={giveRefused}
            hydrated
            busy={posting === "give-ticket"}
            focusOnOpen={!giveRefused}
            onClose={() => {
              setGiving(false);
              toggleRef.current?.focus();
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

/** The friend's address and the button that gives the ticket; the address is checked before it posts. */
function GiveForm({
  ticket,
  refused,
  hydrated,
  busy,
  focusOnOpen = false,
  onClose,
}: {
  ticket: MyTicket;
  refused: TicketAnswer | undefined;
  hydrated: boolean;
  busy: boolean;
  focusOnOpen?: boolean;
  onClose?: () => void;
}) {
  const serverErrors = useMemo(() => (refused?.field === "email" ? { email: refused.message } : undefined), [refused]);
  const { errors, setErrors, formRef, checkBeforeSubmit } = useFieldErrors(serverErrors);
  useEffect(() => {
    const field = formRef.current?.elements.namedItem("email");
    if (focusOnOpen && field instanceof HTMLInputElement) field.focus();
  }, [focusOnOpen, formRef]);

  return (
    <Form
      ref={formRef}
      method="post"
      action={MY_TICKETS_HREF}
      preventScrollReset
      // Our messages once the script runs; the browser's own before that.
      noValidate={hydrated}
      onSubmit={(event) => checkBeforeSubmit(event, giveTicketSchema)}
      className="mt-3 flex flex-col gap-3"
    >
      <input type="hidden" name="intent" value="give-ticket" />
      <input type="hidden" name="ticketId" value={ticket.id} />
      <TextField
        label="Your friend's email"
        name="email"
        type="email"
        autoComplete="off"
        required
        defaultValue={refused?.email}
        // A message about what was typed goes once it is changed.
        onChange={() => {
          if (errors.email) setErrors({});
        }}
        error={errors.email}
        hint="We email them the ticket. It shows under their tickets once they sign in with this address."
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" className="min-h-11" loading={busy} loadingLabel="Giving...">
          Give ticket
        </Button>
        {onClose ? (
          <Button variant="ghost" size="sm" className="min-h-11" onClick={onClose} disabled={busy}>
            Keep it
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
