import { administratorEmails } from "~/features/accounts/administrators.server";
import { env } from "~/lib/env.server";
import { sendMail, type MailMessage } from "~/lib/mail.server";
import { mailStyles, renderMailHtml, subjectLine, textField } from "~/lib/mail-template.server";

import type { LeadRow } from "./list-leads.server";

/** A stored lead as the notification names it. */
export type NotifiedLead = Omit<LeadRow, "createdAt">;

/** The message telling an administrator that someone asked to join from a join page. */
function leadMessage(to: string, lead: NotifiedLead): MailMessage {
  const leadsUrl = `${env().PUBLIC_URL}/admin/leads`;
  const subject = subjectLine(`New sign-up request from /${lead.page}: ${lead.venueName}`);
  const intro = `${lead.name} asked to join the network from the /${lead.page} page.`;
  const details: [string, string][] = [
    ["Name", lead.name],
    ["E-mail", lead.email],
    ["Venue", lead.venueName],
    ["Phone", lead.phone ?? "not given"],
    ["Page", `/${lead.page}`],
  ];
  const html = renderMailHtml(
    subject,
    <>
      <h1 style={{ fontSize: 20, margin: "8px 0 12px" }}>A new sign-up request</h1>
      <p style={{ margin: "0 0 12px" }}>{intro}</p>
      {details.map(([label, value]) => (
        <p key={label} style={{ margin: "0 0 4px" }}>
          <strong>{label}:</strong> {value}
        </p>
      ))}
      {lead.message ? (
        <p style={{ margin: "12px 0", padding: "12px 16px", borderLeft: "3px solid #38bdf8", whiteSpace: "pre-line" }}>
          {lead.message}
        </p>
      ) : null}
      <p style={{ margin: "16px 0 0" }}>
        <a href={leadsUrl} style={mailStyles.link}>
          See every sign-up request
        </a>
      </p>
    </>,
  );
  const text = [
    "A new sign-up request",
    "",
    intro,
    "",
    ...details.map(([label, value]) => textField(label, value)),
    ...(lead.message ? ["", "Message:", lead.message] : []),
    "",
    `See every sign-up request: ${leadsUrl}`,
  ].join("\n");
  return { to, subject, html, text };
}

/**
 * Tells every administrator about a new lead, one message each. Never throws: the lead is already
 * stored and the visitor already thanked; a message that could not be sent is logged.
 */
export async function notifyAdministratorsOfLead(lead: NotifiedLead): Promise<void> {
  let recipients: string[];
  try {
    recipients = await administratorEmails();
  } catch (error) {
    console.error(`[leads] could not find the administrators to tell about lead ${lead.id}:`, error);
    return;
  }
  if (recipients.length === 0) {
    console.warn(`[leads] no administrator to tell about lead ${lead.id}: none has the admin role`);
    return;
  }
  await Promise.all(
    recipients.map((to) =>
      sendMail(leadMessage(to, lead)).catch((error: unknown) => {
        console.error(`[leads] could not tell ${to} about lead ${lead.id}:`, error);
      }),
    ),
  );
}
