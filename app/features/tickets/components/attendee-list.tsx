import { Download, TicketX } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmedPost } from "~/components/ui/confirmed-post";
import { TableScrollBox } from "~/components/ui/table-scroll-box";

import {
  ATTENDEE_MESSAGES,
  attendeeCountsText,
  attendeesCsvPath,
  attendeeSeatText,
  type AttendeesAnswer,
  type AttendeesPageState,
  attendeePaymentText,
  cancelConsequence,
} from "../attendee-values";
import type { DoorTicket } from "../door-values";

type Ready = Extract<AttendeesPageState, { state: "ready" }>;

const CELL = "px-3 py-2.5 align-top text-slate-200";

/**
 * The party's tickets as a table: holder and address, type, seat, and whether and when they were
 * let in; cancelled ones after the live ones. On a phone the table scrolls sideways in its own box,
 * the name column kept in view. The CSV file holds the same rows.
 */
export function AttendeeList({ page, answer }: { page: Ready; answer: AttendeesAnswer | undefined }) {
  const captionId = useId();
  // The answer takes the focus: after a cancel, the button that had it may have left with its row.
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);
  return (
    <div className="flex flex-col gap-5">
      {answer ? (
        <div ref={answerRef} tabIndex={-1} className="rounded-xl">
          <Alert tone={answer.ok ? "success" : "error"}>{answer.message}</Alert>
        </div>
      ) : null}
      <Card className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-white" data-testid="attendee-counts">
          {attendeeCountsText(page.counts)}
        </p>
        {page.attendees.length > 0 ? (
          <ButtonLink
            to={attendeesCsvPath(page.party.id)}
            reloadDocument
            variant="secondary"
            size="sm"
            className="min-h-11"
          >
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </ButtonLink>
        ) : null}
      </Card>

      {page.cut ? <Alert tone="info">{ATTENDEE_MESSAGES.cut}</Alert> : null}

      {page.attendees.length === 0 ? (
        <Card>
          <p className="text-slate-300">{ATTENDEE_MESSAGES.empty}</p>
        </Card>
      ) : (
        <TableScrollBox labelledBy={captionId}>
          <table className="w-full min-w-max border-collapse text-left text-sm md:min-w-0">
            <caption id={captionId} className="px-3 py-2 text-left text-slate-300">
              Attendees of {page.party.name}
            </caption>
            <thead>
              <tr className="border-y border-surface-700 bg-surface-800/80 text-slate-200">
                <th scope="col" className="sticky left-0 bg-surface-800 px-3 py-2 font-semibold">
                  Attendee
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Ticket
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Seat
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Payment
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Checked in
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.attendees.map((ticket) => (
                <tr key={ticket.id} data-ticket={ticket.id} className="border-b border-surface-700/60 last:border-b-0">
                  <th
                    scope="row"
                    className="sticky left-0 max-w-56 bg-surface-900 px-3 py-2.5 text-left align-top font-normal"
                  >
                    <span className="block font-semibold break-words text-white">{ticket.name}</span>
                    {ticket.name !== ticket.email ? (
                      <span className="block break-words text-slate-300">{ticket.email}</span>
                    ) : null}
                  </th>
                  <td className={CELL}>
                    <span className="block">{ticket.typeName}</span>
                    {ticket.cancelled ? (
                      <Badge tone="neutral" className="mt-1">
                        Cancelled
                      </Badge>
                    ) : null}
                  </td>
                  <td className={CELL}>{attendeeSeatText(ticket)}</td>
                  <td className={CELL}>{attendeePaymentText(ticket)}</td>
                  <td className={CELL}>
                    {ticket.checkedIn ? (
                      <>
                        <span className="block">{ticket.checkedIn.at}</span>
                        {ticket.checkedIn.by ? (
                          <span className="block text-slate-400">by {ticket.checkedIn.by}</span>
                        ) : null}
                      </>
                    ) : (
                      <span className="text-slate-400">Not yet</span>
                    )}
                  </td>
                  <td className={CELL}>{ticket.cancelled ? null : <CancelTicket ticket={ticket} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollBox>
      )}
    </div>
  );
}

/** Cancel one ticket, confirmed first (a dialog, or the form folded into the row before the script runs). */
function CancelTicket({ ticket }: { ticket: DoorTicket }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("ticketId") === ticket.id;
  const label = `Cancel ${ticket.name}'s ticket`;
  return (
    <ConfirmedPost
      fields={{ intent: "cancel-ticket", ticketId: ticket.id }}
      summary="Cancel"
      label={label}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11"
          aria-label={label}
          loading={busy}
          loadingLabel="Cancelling..."
        >
          {busy ? null : <TicketX aria-hidden="true" className="size-4" />}
          {busy ? "Cancelling..." : "Cancel"}
        </Button>
      }
      title={`Cancel ${ticket.name}'s ticket?`}
      description={
        <>
          <span className="font-semibold break-words text-white">{ticket.typeName}</span>. {cancelConsequence(ticket)}
        </>
      }
      foldedDescription={cancelConsequence(ticket)}
      cancelLabel="Keep the ticket"
      confirmLabel="Cancel ticket"
      foldedConfirmLabel="Yes, cancel this ticket"
    />
  );
}
