import { env } from "~/lib/env.server";
import { outboxFolder, readOutbox, type OutboxMessage } from "~/lib/mail.server";

/**
 * The dev outbox page (/dev/mail). It shows sign-up and reset codes, so it exists only in
 * development, and there answers only requests from this machine itself: codes must never be
 * readable from elsewhere. In production it is not found, whatever the address.
 */
const LOOPBACK_ADDRESSES = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function isLoopbackAddress(ip: string | undefined): boolean {
  return ip !== undefined && LOOPBACK_ADDRESSES.has(ip);
}

export type DevOutbox =
  /** MAIL_DELIVERY is smtp or off: the outbox is not written. */
  { mode: "unused"; delivery: "smtp" | "off" } | { mode: "outbox"; folder: string; messages: OutboxMessage[] };

/** The outbox, newest first, or null in production or when `clientIp` is not this machine. */
export async function readDevOutbox(clientIp: string | undefined): Promise<DevOutbox | null> {
  if (env().NODE_ENV === "production" || !isLoopbackAddress(clientIp)) return null;
  const delivery = env().MAIL_DELIVERY;
  if (delivery !== "outbox") return { mode: "unused", delivery };
  return { mode: "outbox", folder: outboxFolder(), messages: await readOutbox() };
}
