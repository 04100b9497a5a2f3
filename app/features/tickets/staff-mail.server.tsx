import { env } from "~/lib/env.server";
import { sendMail, type MailMessage } from "~/lib/mail.server";
import { mailStyles, renderMailHtml, subjectLine } from "~/lib/mail-template.server";
import { singleLine } from "~/lib/single-line";

import { doorPath, PARTY_ROLE_LABELS, type PartyStaffRole } from "./door-values";

/** Someone added to help run a party, as their mail names it. */
export type StaffInvite = { to: string; partyId: string; partyName: string; role: PartyStaffRole; addedBy: string };

/** The message with the link to the party's check-in page, and how to get in with this address. */
export function staffInviteMessage(invite: StaffInvite): MailMessage {
  const site = env().PUBLIC_URL;
  const doorUrl = `${site}${doorPath(invite.partyId)}`;
  const party = singleLine(invite.partyName);
  const adder = singleLine(invite.addedBy) || "The organiser";
  const role = PARTY_ROLE_LABELS[invite.role].toLowerCase();
  const subject = subjectLine(`You help run ${party}: ${role}`);
  const what =
    invite.role === "door"
      ? "You can check tickets in at the door: scan a ticket's QR code, or find it by name."
      : "You can check tickets in at the door and change who helps run the party.";
  const account = `Sign in with this address (${invite.to}), or sign up with it if you are new to LAN Centers.`;
  const html = renderMailHtml(
    subject,
    <>
      <h1 style={{ fontSize: 20, margin: "8px 0 12px" }}>
        {adder} added you to {party} as {role}
      </h1>
      <p style={{ margin: "0 0 12px" }}>{what}</p>
      <p style={{ margin: "16px 0 12px" }}>
        <a href={doorUrl} style={mailStyles.link}>
          Open the check-in page
        </a>
      </p>
      <p style={{ margin: 0, ...mailStyles.muted }}>{account}</p>
    </>,
  );
  const text = [
    `${adder} added you to ${party} as ${role}.`,
    "",
    what,
    "",
    `Check-in page: ${doorUrl}`,
    "",
    account,
  ].join("\n");
  return { to: invite.to, subject, html, text };
}

/** Never throws: the person is on the staff list whether the message arrives or not; a failure is logged. */
export async function notifyStaffInvite(invite: StaffInvite): Promise<void> {
  try {
    await sendMail(staffInviteMessage(invite));
  } catch (error) {
    console.error(`[tickets] could not tell ${invite.to} they help run party ${invite.partyId}:`, error);
  }
}
