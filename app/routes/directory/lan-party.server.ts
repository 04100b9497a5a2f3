import { data } from "react-router";

import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { pickSeat } from "~/features/tickets/pick-seat.server";
import { pickSeatSchema, takeTicketsSchema } from "~/features/tickets/schemas";
import {
  PICK_SEAT_INTENT,
  TAKE_TICKETS_INTENT,
  type PickSeatAnswer,
  type TakeTicketsAnswer,
} from "~/features/tickets/take-tickets-answer";
import { takeTickets } from "~/features/tickets/take-tickets.server";
import { checkForm, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/lan-party";

/** The party page's two forms: "Get ticket" and a seat picked on the plan. */
export const partyPageAction = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const posted = await readFormValues(request);
  const ticketType = posted.ticketType ?? "";
  const { account, headers } = await requireAccount(request, { form: { ticketType, intent: posted.intent ?? "" } });

  if (posted.intent === PICK_SEAT_INTENT) {
    const refused = (message: string, status: number) =>
      data<PickSeatAnswer>({ intent: PICK_SEAT_INTENT, ok: false, message }, { status, headers });
    const check = checkForm(pickSeatSchema, posted);
    if (!check.ok) return refused(check.message, 400);
    const result = await pickSeat(account, params.id, check.data.ticket, check.data.seat);
    if (!result.ok) return refused(result.message, httpStatus(result.reason));
    return data<PickSeatAnswer>({ intent: PICK_SEAT_INTENT, ok: true, label: result.label }, { headers });
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
  return data<TakeTicketsAnswer>({ ok: true, ticketType, taken: result.ticketIds.length }, { headers });
});
