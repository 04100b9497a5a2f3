import { useState } from "react";
import { Form, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { SeatMap, type MapArea } from "./seat-map";
import type { SeatableTicket } from "~/features/tickets/pick-seat.server";
import type { SeatMap as PartySeatMap } from "~/features/tickets/seat-plan.server";
import { PICK_SEAT_INTENT, type PickSeatAnswer } from "~/features/tickets/take-tickets-answer";

import type { PartyViewer } from "./party-tickets";

/**
 * The party's hall: free and taken seats for everyone, and for a member with a seated ticket the
 * plan to pick from (each free seat posts the form, so it works before the page's script runs).
 * Taken seats show no names: who sits where is the attendees' own business.
 */
export function PartySeats({
  seats,
  viewer,
  ended,
  answer,
}: {
  seats: PartySeatMap;
  viewer: PartyViewer;
  ended: boolean;
  answer: PickSeatAnswer | undefined;
}) {
  const navigation = useNavigation();
  const mine = viewer.seatable;
  const [ticketId, setTicketId] = useState(() => (mine.find((ticket) => !ticket.seatLabel) ?? mine[0])?.id ?? "");
  const fixed = ended || (viewer.seatDeadline?.passed ?? false);
  const picking = mine.length > 0 && !fixed;
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === PICK_SEAT_INTENT;

  const holders = new Map(mine.filter((ticket) => ticket.seatLabel).map((ticket) => [ticket.seatLabel!, ticket]));
  const areas: MapArea[] = seats.areas.map((area) => ({
    name: area.name,
    rows: area.rows.map((row) => ({
      label: row.label,
      cells: row.cells.map((cell) => {
        if (cell.kind === "gap") return cell;
        const holder = holders.get(cell.label);
        return {
          ...cell,
          key: cell.id,
          mine: !!holder,
          note: holder ? (holder.own ? "your seat" : `seat of ${holder.holderEmail}`) : undefined,
        };
      }),
    })),
  }));
  const { free, taken } = seats.counts;

  return (
    <section id="seats" aria-labelledby="party-seats-heading" className="flex scroll-mt-24 flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="party-seats-heading" className="font-display text-2xl font-bold tracking-tight text-white">
          Seats
        </h2>
        <p className="text-sm text-slate-300">
          {free.toLocaleString("en-US")} free · {taken.toLocaleString("en-US")} taken
        </p>
      </div>
      {viewer.seatDeadline?.text ? (
        <p className="text-sm text-slate-400">
          {viewer.seatDeadline.passed
            ? `Seats are fixed since ${viewer.seatDeadline.text}.`
            : `Seats can be picked and changed until ${viewer.seatDeadline.text}.`}
        </p>
      ) : null}
      {answer ? (
        answer.ok ? (
          <Alert tone="success">You are in seat {answer.label}.</Alert>
        ) : (
          <Alert tone="error">{answer.message}</Alert>
        )
      ) : null}
      {picking ? (
        <Form method="post" preventScrollReset aria-busy={submitting || undefined} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value={PICK_SEAT_INTENT} />
          <TicketChoice tickets={mine} value={ticketId} onChange={setTicketId} />
          <SeatMap
            label="Pick a free seat"
            areas={areas}
            action={{
              kind: "submit",
              name: "seat",
              value: (seat) => seat.key,
              choosable: (seat) => seat.state === "free",
            }}
          />
        </Form>
      ) : (
        <SeatMap label="Seat plan" areas={areas} action={{ kind: "view" }} />
      )}
    </section>
  );
}

/** Which ticket a click seats: the member's own first, then the friends' they bought for. */
function TicketChoice({
  tickets,
  value,
  onChange,
}: {
  tickets: SeatableTicket[];
  value: string;
  onChange: (id: string) => void;
}) {
  const describe = (ticket: SeatableTicket) =>
    `${ticket.own ? "Your ticket" : `Ticket for ${ticket.holderEmail}`} (${ticket.typeName}) · ${ticket.seatLabel ? `seat ${ticket.seatLabel}` : "no seat yet"}`;
  if (tickets.length === 1) {
    return (
      <>
        <input type="hidden" name="ticket" value={tickets[0]!.id} />
        <p className="text-sm text-slate-300">{describe(tickets[0]!)}. Select a free seat to sit there.</p>
      </>
    );
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-white">Which ticket to seat</legend>
      {tickets.map((ticket) => (
        <label key={ticket.id} className="flex items-center gap-2 text-sm text-slate-200">
          <input
            type="radio"
            name="ticket"
            value={ticket.id}
            checked={value === ticket.id}
            onChange={() => onChange(ticket.id)}
            className="size-4 accent-accent-400"
          />
          {describe(ticket)}
        </label>
      ))}
      <p className="text-sm text-slate-400">Then select a free seat: friends you bought for can sit beside you.</p>
    </fieldset>
  );
}
