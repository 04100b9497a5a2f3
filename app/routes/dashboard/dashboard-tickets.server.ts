import { data } from "react-router";

import type { Actor } from "~/features/accounts/actor";
import { cancelTicket } from "~/features/tickets/cancel-ticket.server";
import { giveTicket } from "~/features/tickets/give-ticket.server";
import type { TicketAnswer, TicketIntent } from "~/features/tickets/my-tickets";
import { giveTicketSchema } from "~/features/tickets/schemas";
import { TICKET_MESSAGES } from "~/features/tickets/ticket-values";
import { checkForm } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";

/**
 * The My tickets tab's two forms, for the dashboard's action once its guard has passed: cancel a
 * ticket, or give it to a friend's address. The account comes from the session, never the form.
 */
export async function answerTicketForm(
  account: Actor,
  intent: TicketIntent,
  values: Record<string, string | undefined>,
  headers: Headers,
) {
  const ticketId = values.ticketId ?? "";
  if (intent === "cancel-ticket") {
    const result = await cancelTicket(account, ticketId);
    return data<TicketAnswer>(
      {
        intent,
        ok: result.ok,
        ticketId,
        message: result.ok ? TICKET_MESSAGES.cancelled(result.party) : result.message,
      },
      { status: result.ok ? 200 : httpStatus(result.reason), headers },
    );
  }
  const check = checkForm(giveTicketSchema, values);
  if (!check.ok) {
    return data<TicketAnswer>(
      {
        intent,
        ok: false,
        ticketId,
        message: check.message,
        field: check.field === "email" ? "email" : undefined,
        email: values.email ?? "",
      },
      { status: 400, headers },
    );
  }
  const result = await giveTicket(account, check.data.ticketId, check.data.email);
  return data<TicketAnswer>(
    result.ok
      ? { intent, ok: true, ticketId, message: TICKET_MESSAGES.given(result.email), email: result.email }
      : {
          intent,
          ok: false,
          ticketId,
          message: result.message,
          // Only the address can be wrong in this form: the rest is about the ticket.
          field: result.reason === "invalid" ? "email" : undefined,
          email: check.data.email,
        },
    { status: result.ok ? 200 : httpStatus(result.reason), headers },
  );
}
