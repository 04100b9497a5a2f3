import { afterEach, expect, it, vi } from "vitest";

import { useScratchSite } from "#test-support/scratch-site";
import { checkFields } from "~/lib/forms";
import * as mail from "~/lib/mail.server";

import { giveTicket } from "./give-ticket.server";
import { listMyTickets } from "./list-my-tickets.server";
import { describeMyTickets, member, partyWithFreeTickets } from "./my-tickets.cases";
import { giveTicketSchema } from "./schemas";
import { takeTickets } from "./take-tickets.server";
import { TICKET_MESSAGES } from "./ticket-values";

useScratchSite("my-tickets");

describeMyTickets("PGlite");

afterEach(() => {
  vi.restoreAllMocks();
});

it("keeps a gift when the friend's mail cannot be sent, and logs it", async () => {
  const send = vi.spyOn(mail, "sendMail").mockRejectedValue(new mail.MailDeliveryError("SMTP down"));
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const me = await member();
  const friend = await member();
  const party = await partyWithFreeTickets();
  const taken = await takeTickets(me, party.partyId, { ticketType: party.typeId, quantity: 1 });
  if (!taken.ok) throw new Error(taken.message);

  expect(await giveTicket(me, taken.ticketIds[0]!, friend.email)).toEqual({ ok: true, email: friend.email });

  expect(send).toHaveBeenCalled();
  expect(errors).toHaveBeenCalledWith(expect.stringContaining("could not tell the new holder"), expect.anything());
  const listed = await listMyTickets(friend);
  expect(listed.ok && listed.tickets.map((ticket) => ticket.id)).toEqual(taken.ticketIds);
});

it("reads the gift form's address as stored, and says what is wrong with it", () => {
  expect(giveTicketSchema.parse({ ticketId: "t", email: "  Sam@Example.COM " })).toEqual({
    ticketId: "t",
    email: "sam@example.com",
  });
  expect(checkFields(giveTicketSchema, { ticketId: "t", email: " " })).toEqual({
    ok: false,
    errors: { email: TICKET_MESSAGES.friendEmailRequired },
  });
  expect(checkFields(giveTicketSchema, { ticketId: "t", email: "sam@example" })).toEqual({
    ok: false,
    errors: { email: TICKET_MESSAGES.friendEmailInvalid },
  });
});
