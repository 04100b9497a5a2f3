import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

import { env } from "~/lib/env.server";

import { isVenueId } from "~/features/venues/venue-id";

/**
 * A ticket's code, as its QR code and the text under it carry it: `lcT1.<ticket id>.<signature>`.
 * Nothing about the person is in it; the signature is an HMAC-SHA-256 (its first 128 bits, RFC
 * 2104's truncation) under a key derived from AUTH_SECRET, over the ticket's id and its holder's
 * address. The address is in the MAC, not in the code: a ticket given to a friend gets a new code,
 * and the giver's old one stops letting anyone in.
 */
const VERSION = "lcT1";
const SIGNATURE_BYTES = 16;
const SIGNATURE_TEXT = /^[A-Za-z0-9_-]{22}$/;

/** The derived key, one per secret: a key made for anything else never signs a ticket. */
const keys = new Map<string, Buffer>();

function codeKey(): Buffer {
  const secret = env().AUTH_SECRET;
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", "lan-centers ticket code v1", 32));
    keys.set(secret, key);
  }
  return key;
}

function signature(ticketId: string, holderEmail: string): Buffer {
  return createHmac("sha256", codeKey())
    .update(`${ticketId}\n${holderEmail.toLowerCase()}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

/** The code of a ticket for its holder now. */
export function ticketCode(ticket: { id: string; holderEmail: string }): string {
  return `${VERSION}.${ticket.id}.${signature(ticket.id, ticket.holderEmail).toString("base64url")}`;
}

/** A code read from a QR or typed in, taken apart; null for anything that is not one at all. */
export type ReadCode = { ticketId: string; signature: Buffer };

export function readTicketCode(text: string): ReadCode | null {
  const parts = text.trim().split(".");
  if (parts.length !== 3) return null;
  const [version, ticketId, mac] = parts as [string, string, string];
  if (version !== VERSION || !isVenueId(ticketId) || ticketId !== ticketId.toLowerCase()) return null;
  if (!SIGNATURE_TEXT.test(mac)) return null;
  return { ticketId, signature: Buffer.from(mac, "base64url") };
}

/** Whether the code was made by this site for this ticket and holder (compared in constant time). */
export function isGenuineCode(code: ReadCode, holderEmail: string): boolean {
  const expected = signature(code.ticketId, holderEmail);
  return code.signature.length === expected.length && timingSafeEqual(code.signature, expected);
}
