import { env } from "~/lib/env.server";
import { sendMail, type MailMessage } from "~/lib/mail.server";
import { mailStyles, renderMailHtml, subjectLine } from "~/lib/mail-template.server";
import { singleLine } from "~/lib/single-line";

/** An organiser's message to a party's attendees, as each copy of it is sent. */
export type PartyMessageMail = {
  partyId: string;
  partyName: string;
  subject: string;
  /** The organiser's text, line breaks kept; never read as HTML. */
  message: string;
  /** The address of the organiser who wrote it: a reply goes to them, not to the site. */
  replyTo: string;
};

/** One copy of the message, to one address: the party named in the subject, replies to the organiser. */
export function partyMessageMail(mail: PartyMessageMail, to: string): MailMessage {
  const party = singleLine(mail.partyName);
  const subject = subjectLine(`${party}: ${mail.subject}`);
  const partyUrl = `${env().PUBLIC_URL}/lanparties/${encodeURIComponent(mail.partyId)}`;
  const why = `You get this because you hold a ticket to ${party}. Reply to this email to answer the organiser.`;
  const html = renderMailHtml(
    subject,
    <>
      <p style={{ margin: "8px 0 4px", ...mailStyles.muted }}>A message from the organiser of {party}</p>
      <h1 style={{ fontSize: 20, margin: "0 0 12px" }}>{singleLine(mail.subject)}</h1>
      <p style={{ margin: "0 0 16px", whiteSpace: "pre-wrap" }}>{mail.message}</p>
      <p style={{ margin: "16px 0 12px" }}>
        <a href={partyUrl} style={mailStyles.link}>
          See the party
        </a>
      </p>
      <p style={{ margin: 0, ...mailStyles.muted }}>{why}</p>
    </>,
  );
  const text = [
    `A message from the organiser of ${party}`,
    "",
    mail.message,
    "",
    `The party: ${partyUrl}`,
    "",
    why,
  ].join("\n");
  return { to, subject, html, text, replyTo: mail.replyTo };
}

/**
 * Sends one copy to each address, a few at a time (a big party's list must not open hundreds of
 * SMTP connections at once). Never throws: a copy that could not be sent is counted (`sendMail`
 * logged it).
 */
export async function mailPartyMessage(mail: PartyMessageMail, recipients: string[]): Promise<{ failed: number }> {
  let failed = 0;
  const queue = [...recipients];
  async function worker() {
    for (let to = queue.shift(); to !== undefined; to = queue.shift()) {
      try {
        await sendMail(partyMessageMail(mail, to));
      } catch {
        failed += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(SENDING_AT_ONCE, queue.length) }, worker));
  return { failed };
}

const SENDING_AT_ONCE = 4;
