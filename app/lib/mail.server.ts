import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import nodemailer, { type Transporter } from "nodemailer";

import { env } from "~/lib/env.server";

/**
 * One message: every mail the site sends has an HTML and a plain-text part. `headers` are added as
 * they are (List-Unsubscribe, a Message-ID of our own) and kept in the dev outbox. `replyTo` sends
 * an answer to a person rather than to the site's own address (an organiser's message to attendees).
 */
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  replyTo?: string;
};

/** A message as the dev outbox keeps it. */
export type OutboxMessage = MailMessage & { id: string; from: string; sentAt: string };

export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super("The message could not be sent", { cause });
    this.name = "MailDeliveryError";
  }
}

/**
 * Sends one message as MAIL_DELIVERY says: over SMTP (`SMTP_URL`); into the dev outbox
 * (`DATA_DIR/outbox`, listed at /dev/mail to the machine itself; development only); or not at all
 * (`off`: only the subject and recipient are logged, never the text, which may hold a code). Throws
 * MailDeliveryError when the message could not be handed over, so a flow can tell the user and let
 * them ask again.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const settings = env();
  try {
    if (settings.MAIL_DELIVERY === "smtp") {
      await smtpTransport(settings.SMTP_URL!).sendMail({ from: settings.MAIL_FROM, ...message });
    } else if (settings.MAIL_DELIVERY === "outbox") {
      await writeToOutbox(message, settings.MAIL_FROM);
    } else {
      console.info(`[mail] delivery is off: "${message.subject}" to ${message.to} was not sent`);
    }
  } catch (error) {
    console.error(`[mail] could not send "${message.subject}" to ${message.to}:`, error);
    throw new MailDeliveryError(error);
  }
}

let transport: { url: string; transporter: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

export function outboxFolder(): string {
  return path.join(path.resolve(env().DATA_DIR), "outbox");
}

let outboxAnnounced = false;

async function writeToOutbox(message: MailMessage, from: string): Promise<void> {
  const folder = outboxFolder();
  await mkdir(folder, { recursive: true });
  const sentAt = new Date();
  const id = `${sentAt.toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}`;
  const stored: OutboxMessage = { id, from, sentAt: sentAt.toISOString(), ...message };
  await writeFile(path.join(folder, `${id}.json`), JSON.stringify(stored, null, 2));
  if (!outboxAnnounced) {
    outboxAnnounced = true;
    console.warn(
      `[mail] SMTP_URL is not set: messages go to the dev outbox ${folder} (listed at /dev/mail on this machine), not to their recipients.`,
    );
  }
  console.log(`[mail] dev outbox: "${message.subject}" to ${message.to}\n${message.text}`);
}

/** The dev outbox, newest first. */
export async function readOutbox(): Promise<OutboxMessage[]> {
  const folder = outboxFolder();
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  const messages = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(folder, name), "utf8")) as OutboxMessage),
  );
  return messages.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}
