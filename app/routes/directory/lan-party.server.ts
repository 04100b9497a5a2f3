import { data, redirect } from "react-router";

import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { pickSeat } from "~/features/tickets/pick-seat.server";
import { pickSeatSchema, takeTicketsSchema } from "~/features/tickets/schemas";
import {
  isWaitlistIntent,
  PICK_SEAT_INTENT,
  TAKE_TICKETS_INTENT,
  type PickSeatAnswer,
  type TakeTicketsAnswer,
} from "~/features/tickets/take-tickets-answer";
import { takeTickets } from "~/features/tickets/take-tickets.server";
import { TICKET_MESSAGES } from "~/features/tickets/ticket-values";
import { claimOffer, joinWaitlist, leaveWaitlist } from "~/features/tickets/waitlist.server";
import { checkForm, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/lan-party";

const WAITLIST_ACTIONS = { "join-waitlist": joinWaitlist, "leave-waitlist": leaveWaitlist, "claim-offer": claimOffer };
const WAITLIST_NOTES: Record<"join-waitlist" | "leave-waitlist", string> = {
  "join-waitlist": "You are on the waiting list: if a ticket comes back, we e-mail you and keep it for you.",
  "leave-waitlist": "You left the waiting list.",
};

/** The party page's forms: "Get ticket" (or "Buy ticket", on to the checkout), a sold-out type's waiting list, and a seat picked on the plan. */
export const partyPageAction = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const posted = await readFormValues(request);
  const ticketType = posted.ticketType ?? "";
  const { account, headers } = await requireAccount(request, {
    form: { ticketType, intent: posted.intent ?? "" },
    // A session that could not be read (every connection busy) is not a signed-out member: 503.
    messages: { unavailable: TICKET_MESSAGES.busy },
  });

  if (posted.intent === PICK_SEAT_INTENT) {
    const refused = (message: string, status: number) =>
      data<PickSeatAnswer>({ intent: PICK_SEAT_INTENT, ok: false, message }, { status, headers });
    const check = checkForm(pickSeatSchema, posted);
    if (!check.ok) return refused(check.message, 400);
    const result = await pickSeat(account, params.id, check.data.ticket, check.data.seat);
    if (!result.ok) return refused(result.message, httpStatus(result.reason));
    return data<PickSeatAnswer>({ intent: PICK_SEAT_INTENT, ok: true, label: result.label }, { headers });
  }

  if (isWaitlistIntent(posted.intent)) {
    const result = await WAITLIST_ACTIONS[posted.intent](account, params.id!, ticketType);
    // A paid type's ticket offered back is paid for like any other: on to its checkout.
    if (result.ok && "checkoutUrl" in result && result.checkoutUrl) return redirect(result.checkoutUrl, { headers });
    if (!result.ok) {
      return data<TakeTicketsAnswer>(
        { ok: false, ticketType, message: result.message },
        { status: httpStatus(result.reason), headers },
      );
    }
    const answer: TakeTicketsAnswer =
      posted.intent === "claim-offer"
        ? { ok: true, ticketType, taken: 1 }
        : { ok: true, ticketType, note: WAITLIST_NOTES[posted.intent] };
    return data(answer, { headers });
  }

  if (posted.intent !== TAKE_TICKETS_INTENT) {
    return data<TakeTicketsAnswer>({ ok: false, ticketType, message: "Unknown action" }, { status: 400, headers });
  }
  const check = checkForm(takeTicketsSchema, posted);
  if (!check.ok) {
    return data<TakeTicketsAnswer>({ ok: false, ticketType, message: check.message }, { status: 400, headers });
  }
  const result = await takeTickets(account, params.id, check.data);
  if (!result.ok) {
    return data<TakeTicketsAnswer>(
      { ok: false, ticketType, message: result.message },
      { status: httpStatus(result.reason), headers },
    );
  }
  // Paid tickets are held for the buyer while they pay at the checkout.
  if (result.checkoutUrl) return redirect(result.checkoutUrl, { headers });
  return data<TakeTicketsAnswer>({ ok: true, ticketType, taken: result.ticketIds.length }, { headers });
});
