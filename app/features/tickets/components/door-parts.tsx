import clsx from "clsx";
import { CircleAlert, CircleCheck, CloudUpload, History, TicketX } from "lucide-react";
import type { FormEvent } from "react";
import { Form } from "react-router";

import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

import { DOOR_MESSAGES, type DoorSearch, type DoorStatus, type DoorTicket } from "../door-values";
import type { DeskAnswer } from "./use-door-desk";

const ANSWER_LOOKS = {
  "checked-in": { icon: CircleCheck, classes: "border-emerald-400/60 bg-emerald-950/90 text-emerald-50" },
  already: { icon: History, classes: "border-amber-400/60 bg-amber-950/90 text-amber-50" },
  refused: { icon: TicketX, classes: "border-rose-400/60 bg-rose-950/90 text-rose-50" },
  saved: { icon: CloudUpload, classes: "border-accent-400/60 bg-cyan-950/90 text-cyan-50" },
} as const;

/**
 * The answer to the last check-in, to be read at arm's length: let in (green), already let in
 * (amber: when and by whom), refused (red), or kept on this device until the network returns. The
 * desk's live region around it has it read out.
 */
export function DoorAnswer({ shown }: { shown: DeskAnswer }) {
  const look = shown.kind === "saved" ? "saved" : shown.answer.outcome;
  const { icon: Icon, classes } = ANSWER_LOOKS[look];
  const message = shown.kind === "saved" ? DOOR_MESSAGES.saved(shown.waiting) : shown.answer.message;
  const ticket = shown.kind === "answer" ? shown.answer.ticket : undefined;
  return (
    <div className={clsx("flex gap-3 rounded-2xl border-2 p-4 sm:p-5", classes)}>
      <Icon aria-hidden="true" className="mt-1 size-8 shrink-0" />
      <div className="min-w-0">
        <p className="text-xl leading-snug font-bold break-words sm:text-2xl">{message}</p>
        {ticket && look !== "checked-in" ? (
          <p className="mt-1 text-base break-words opacity-90">
            {ticket.name}, {ticket.typeName}
          </p>
        ) : null}
        {shown.kind === "answer" && shown.sentLater ? (
          <p className="mt-1 text-sm opacity-90">Scanned while offline, sent now.</p>
        ) : null}
        {shown.kind === "saved" ? <p className="mt-1 text-sm opacity-90">Scanned: {shown.label}.</p> : null}
      </div>
    </div>
  );
}

/** Where a ticket stands at the door, in a word. */
function TicketState({ ticket }: { ticket: DoorTicket }) {
  if (ticket.checkedIn) {
    return (
      <Badge tone="warning">
        In at {ticket.checkedIn.at}
        {ticket.checkedIn.by ? ` by ${ticket.checkedIn.by}` : null}
      </Badge>
    );
  }
  return <Badge tone="info">Not in yet</Badge>;
}

/** The search's answer: each ticket with what the door needs, and "Check in" for one not in yet. */
export function SearchResults({
  search,
  busy,
  onCheckIn,
}: {
  search: DoorSearch;
  busy: boolean;
  /** With the script: the desk sends it (or keeps it offline); without, the form posts. */
  onCheckIn: ((event: FormEvent<HTMLFormElement>, ticketId: string, name: string) => void) | undefined;
}) {
  if (search.message) {
    return (
      <p role="status" className="flex gap-2 text-sm text-slate-300">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {search.message}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm text-slate-400">
        {search.results.length === 1 ? "1 ticket" : `${search.results.length} tickets`} for “{search.query}”
      </p>
      <ul className="flex flex-col divide-y divide-surface-700">
        {search.results.map((ticket) => (
          <li key={ticket.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-white">{ticket.name}</p>
              <p className="text-sm break-words text-slate-300">{ticket.email}</p>
              <p className="text-sm text-slate-400">
                {ticket.typeName}
                {ticket.seat ? ` · seat ${ticket.seat}` : ticket.includesSeat ? " · no seat picked yet" : null}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <TicketState ticket={ticket} />
              {ticket.checkedIn ? null : (
                <Form
                  method="post"
                  onSubmit={onCheckIn ? (event) => onCheckIn(event, ticket.id, ticket.name) : undefined}
                >
                  <input type="hidden" name="ticketId" value={ticket.id} />
                  <Button
                    type="submit"
                    size="sm"
                    className="min-h-11"
                    disabled={busy}
                    aria-label={`Check in ${ticket.name}`}
                  >
                    Check in
                  </Button>
                </Form>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The latest check-ins at this party, from every device at the door, newest first. */
export function LatestCheckIns({ latest }: { latest: DoorStatus["latest"] }) {
  return (
    <Card as="section" aria-labelledby="latest-check-ins" className="flex flex-col gap-3">
      <h2 id="latest-check-ins" className="text-lg font-semibold text-white">
        Latest check-ins
      </h2>
      {latest.length === 0 ? (
        <p className="text-sm text-slate-300">Nobody is checked in yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-surface-700">
          {latest.map((entry) => (
            <li key={entry.ticketId} className="flex items-baseline gap-3 py-2">
              <span className="w-20 shrink-0 text-sm text-slate-400 tabular-nums">{entry.at}</span>
              <span className="min-w-0 flex-1 text-sm break-words text-slate-200">
                <span className="font-semibold text-white">{entry.name}</span>, {entry.typeName}
                {entry.seat ? `, seat ${entry.seat}` : null}
                {entry.by ? <span className="text-slate-400"> · by {entry.by}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
