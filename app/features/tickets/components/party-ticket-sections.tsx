import type { PublicTicketType } from "~/features/tickets/party-tickets.server";
import type { SeatMap } from "~/features/tickets/seat-plan.server";
import { isPickSeatAnswer, type PartyPageAnswer } from "~/features/tickets/take-tickets-answer";

import { PartySeats } from "./party-seats";
import { PartyTickets, type PartyViewer } from "./party-tickets";

/** A party page's tickets and, when it has a plan, its seats. */
export function PartyTicketSections({
  partyPath,
  ended,
  tickets,
  seats,
  viewer,
  answer,
}: {
  partyPath: string;
  ended: boolean;
  tickets: PublicTicketType[];
  seats: SeatMap | null;
  viewer: PartyViewer;
  answer: PartyPageAnswer | undefined;
}) {
  return (
    <>
      <PartyTickets partyPath={partyPath} types={tickets} ended={ended} viewer={viewer} answer={answer} />
      {seats ? (
        <PartySeats
          seats={seats}
          viewer={viewer}
          ended={ended}
          answer={isPickSeatAnswer(answer) ? answer : undefined}
        />
      ) : null}
    </>
  );
}
