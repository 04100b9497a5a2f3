import { env } from "~/lib/env.server";
import { outboxFolder, readOutbox, type OutboxMessage } from "~/lib/mail.server";

/**
 * The dev outbox page (/dev/mail). It shows sign-up and reset codes, so it answers only requests
 * from this machine itself: codes must never be readable from elsewhere.
 */
const LOOPBACK_ADDRESSES = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export function isLoopbackAddress(ip: string | undefined): boolean {
  return ip !== undefined && LOOPBACK_ADDRESSES.has(ip);
}

export type DevOutbox =
  /** SMTP_URL is set: mail leaves over SMTP and the outbox is not written. */
  { mode: "smtp" } | { mode: "outbox"; folder: string; messages: OutboxMessage[] };

/** The outbox, newest first, or null when `clientIp` is not this machine. */
export async function readDevOutbox(clientIp: string | undefined): Promise<DevOutbox | null> {
  if (!isLoopbackAddress(clientIp)) return null;
  if (env().SMTP_URL) return { mode: "smtp" };
  return { mode: "outbox", folder: outboxFolder(), messages: await readOutbox() };
}
