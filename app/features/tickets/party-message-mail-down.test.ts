import { describe, expect, it } from "vitest";

import { useScratchSite } from "#test-support/scratch-site";

import { party, ticketFor } from "./door.cases";
import { loadPartyMessagePage, sendPartyMessage } from "./party-message.server";
import { ALL_ATTENDEES, PARTY_MESSAGE_MESSAGES } from "./party-message-values";

// A mail server that refuses every connection (port 9, discard, closed here): no copy goes out.
useScratchSite("party-message-mail-down", { SMTP_URL: "smtp://127.0.0.1:9", MAIL_DELIVERY: "smtp" });

describe("a message to a party's attendees while mail is down", () => {
  it("says it could not be sent, and keeps the hour's message for the next try", async () => {
    const at = await party();
    await ticketFor(at);
    const form = { audience: ALL_ATTENDEES, subject: "Doors at six", message: "See you there." };
    expect(await sendPartyMessage(at.organiser, at.partyId, form)).toEqual({
      ok: false,
      reason: "failed",
      message: PARTY_MESSAGE_MESSAGES.failed,
    });
    expect(await loadPartyMessagePage(at.organiser, at.partyId)).toMatchObject({ allowance: { left: 3 } });
  });
});
