import { env } from "~/lib/env.server";
import { sendMail, type MailMessage } from "~/lib/mail.server";
import { mailStyles, renderMailHtml, subjectLine, textField } from "~/lib/mail-template.server";
import { singleLine } from "~/lib/single-line";

import { ticketQr } from "./ticket-qr.server";

/** A ticket given to a friend, as the friend's mail names it. */
export type TicketGift = {
  ticketId: string;
  to: string;
  /** The ticket's code for its new holder (`ticket-code.server.ts`), shown at the door. */
  code: string;
  giverName: string;
  partyName: string;
  typeName: string;
  includesSeat: boolean;
  /** The party's start and end, already written in its own time zone. */
  start: string;
  end: string;
  place: string | null;
};

/** The message telling the new holder about their ticket, and where to find it. */
export function giftMessage(gift: TicketGift): MailMessage {
  const site = env().PUBLIC_URL;
  const ticketsUrl = `${site}/dashboard?tab=tickets`;
  const signUpUrl = `${site}/signup-form`;
  const giver = singleLine(gift.giverName) || "A friend";
  const party = singleLine(gift.partyName);
  const subject = subjectLine(`${giver} gave you a ticket to ${party}`);
  const details: [string, string][] = [
    ["Ticket", gift.includesSeat ? `${gift.typeName} (with a seat)` : gift.typeName],
    ["When", `${gift.start} to ${gift.end}`],
    ["Where", gift.place ?? "The organiser will say"],
  ];
  const signUpLine = `New to LAN Centers? Sign up with this address (${gift.to}) and the ticket is waiting for you.`;
  const html = renderMailHtml(
    subject,
    <>
      <h1 style={{ fontSize: 20, margin: "8px 0 12px" }}>{subject}</h1>
      {details.map(([label, value]) => (
        <p key={label} style={{ margin: "0 0 4px" }}>
          <strong>{label}:</strong> {singleLine(value)}
        </p>
      ))}
      <TicketCodeBlock code={gift.code} party={party} />
      <p style={{ margin: "16px 0 12px" }}>
        <a href={ticketsUrl} style={mailStyles.link}>
          See your tickets
        </a>
      </p>
      <p style={{ margin: 0, ...mailStyles.muted }}>
        New to LAN Centers?{" "}
        <a href={signUpUrl} style={mailStyles.link}>
          Sign up
        </a>{" "}
        with this address ({gift.to}) and the ticket is waiting for you.
      </p>
    </>,
  );
  const text = [
    subject,
    "",
    ...details.map(([label, value]) => textField(label, value)),
    "",
    `Your ticket's code, to show at the door (its QR code is under your tickets): ${gift.code}`,
    "",
    `See your tickets: ${ticketsUrl}`,
    "",
    signUpLine,
    `Sign up: ${signUpUrl}`,
  ].join("\n");
  return { to: gift.to, subject, html, text };
}

/**
 * The ticket's QR code and its code as text. The QR is inline SVG, which some mail programs do
 * not draw (Gmail, Outlook): the text and the QR under My tickets are there for those.
 */
function TicketCodeBlock({ code, party }: { code: string; party: string }) {
  const { size, path } = ticketQr(code);
  return (
    <div style={{ margin: "16px 0", textAlign: "center" }}>
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={180}
        height={180}
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={`Ticket QR code for ${party}`}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
      <p style={{ margin: "8px 0 0", ...mailStyles.muted }}>Show this at the door. Its code:</p>
      <p
        style={{
          margin: "4px 0 0",
          fontFamily: "'Courier New', Courier, monospace",
          fontSize: 13,
          wordBreak: "break-all",
        }}
      >
        {code}
      </p>
    </div>
  );
}

/**
 * Tells the friend a ticket is theirs. Never throws: the gift is already saved and shows under
 * their tickets whether the message arrives or not; one that could not be sent is logged.
 */
export async function notifyTicketGift(gift: TicketGift): Promise<void> {
  try {
    await sendMail(giftMessage(gift));
  } catch (error) {
    console.error(`[tickets] could not tell the new holder of ticket ${gift.ticketId} about it:`, error);
  }
}

/** A ticket that came back, offered to the next person on its waiting list. */
export type WaitlistOffer = {
  email: string;
  partyId: string;
  partyName: string;
  typeId: string;
  typeName: string;
  /** When the offer runs out, written in the party's time zone. */
  expires: string;
};

export function waitlistOfferMessage(offer: WaitlistOffer): MailMessage {
  const url = `${env().PUBLIC_URL}/lanparties/${offer.partyId}?${new URLSearchParams({ ticket: offer.typeId })}#tickets`;
  const party = singleLine(offer.partyName);
  const subject = subjectLine(`A ticket to ${party} is free for you`);
  const lines = [
    `A "${singleLine(offer.typeName)}" ticket came back and you are next on its waiting list.`,
    `It is kept for you until ${offer.expires}; after that it goes to the next person waiting.`,
  ];
  const html = renderMailHtml(
    subject,
    <>
      <h1 style={{ fontSize: 20, margin: "8px 0 12px" }}>{subject}</h1>
      {lines.map((line) => (
        <p key={line} style={{ margin: "0 0 8px" }}>
          {line}
        </p>
      ))}
      <p style={{ margin: "16px 0 0" }}>
        <a href={url} style={mailStyles.link}>
          Get your ticket
        </a>
      </p>
    </>,
  );
  const text = [subject, "", ...lines, "", `Get your ticket: ${url}`].join("\n");
  return { to: offer.email, subject, html, text };
}

/** Mails the offer; never throws (the offer stands, and shows on the party page either way). */
export async function notifyWaitlistOffer(offer: WaitlistOffer): Promise<void> {
  try {
    await sendMail(waitlistOfferMessage(offer));
  } catch (error) {
    console.error(`[tickets] could not mail a waiting list offer for ${offer.typeId}:`, error);
  }
}

/** A ticket the party's organiser cancelled, as its holder's mail names it. */
export type CancelledTicket = {
  ticketId: string;
  to: string;
  partyId: string;
  partyName: string;
  typeName: string;
  /** What a paid ticket cost ("€15"), refunded with the cancel; null for a free one. */
  refund: string | null;
};

export function ticketCancelledMessage(ticket: CancelledTicket): MailMessage {
  const url = `${env().PUBLIC_URL}/lanparties/${ticket.partyId}`;
  const party = singleLine(ticket.partyName);
  const subject = subjectLine(`Your ticket to ${party} was cancelled`);
  const lines = [
    `The organiser of ${party} cancelled your "${singleLine(ticket.typeName)}" ticket. It no longer lets you in.`,
    ...(ticket.refund
      ? [`The ${ticket.refund} you paid is refunded to your card; your bank may take a few days to show it.`]
      : []),
    "If you think this is a mistake, please contact the organiser.",
  ];
  const html = renderMailHtml(
    subject,
    <>
      <h1 style={{ fontSize: 20, margin: "8px 0 12px" }}>{subject}</h1>
      {lines.map((line) => (
        <p key={line} style={{ margin: "0 0 8px" }}>
          {line}
        </p>
      ))}
      <p style={{ margin: "16px 0 0" }}>
        <a href={url} style={mailStyles.link}>
          See the party
        </a>
      </p>
    </>,
  );
  const text = [subject, "", ...lines, "", `See the party: ${url}`].join("\n");
  return { to: ticket.to, subject, html, text };
}

/** Mails the holder; never throws (the ticket is cancelled either way, and shows so under their tickets). */
export async function notifyTicketCancelled(ticket: CancelledTicket): Promise<void> {
  try {
    await sendMail(ticketCancelledMessage(ticket));
  } catch (error) {
    console.error(`[tickets] could not tell the holder of ticket ${ticket.ticketId} it was cancelled:`, error);
  }
}
