import { createHmac, timingSafeEqual } from "node:crypto";

import { setInsightsDigest } from "~/features/accounts/insights-digest-setting.server";
import { env } from "~/lib/env.server";
import { refuse, type Refusal } from "~/lib/outcome";

/**
 * The monthly digest's one-click unsubscribe (RFC 8058): a link that names the account and is
 * signed with AUTH_SECRET, so nobody can make one for another account. It has no expiry: an old
 * mail's link must still work, and all it can do is turn one e-mail off.
 */

/** The purpose is in the MAC, so a signature made for anything else never passes for this. */
const PURPOSE = "insights-digest-unsubscribe";

export const UNSUBSCRIBE_MESSAGES = {
  invalid:
    "This unsubscribe link is not valid. Open the link from the e-mail again, or turn the e-mail off in your dashboard.",
  done: "You will no longer get the monthly insights e-mail.",
};

function mac(userId: string): string {
  return createHmac("sha256", env().AUTH_SECRET).update(`${PURPOSE}:${userId}`).digest("base64url");
}

/** `<account id, base64url>.<HMAC-SHA-256, base64url>`. */
export function unsubscribeToken(userId: string): string {
  return `${Buffer.from(userId, "utf8").toString("base64url")}.${mac(userId)}`;
}

/** The address in the mail and its List-Unsubscribe header. */
export function unsubscribeUrl(userId: string): string {
  return `${env().PUBLIC_URL}/unsubscribe?token=${unsubscribeToken(userId)}`;
}

/** The account a token names, or null when it is not one of ours (compared in constant time). */
export function accountOfToken(token: string | null | undefined): string | null {
  const [encodedId, signature, ...extra] = (token ?? "").split(".");
  if (!encodedId || !signature || extra.length > 0) return null;
  const userId = Buffer.from(encodedId, "base64url").toString("utf8");
  // Decoding is lenient: only the canonical spelling of an id is accepted.
  if (!userId || Buffer.from(userId, "utf8").toString("base64url") !== encodedId) return null;
  const expected = Buffer.from(mac(userId));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId;
}

/** Whether a token may be offered the unsubscribe button (a GET: nothing is changed). */
export function checkUnsubscribeToken(token: string | null | undefined): { ok: true } | Refusal<"invalid"> {
  return accountOfToken(token) ? { ok: true } : refuse("invalid", UNSUBSCRIBE_MESSAGES.invalid);
}

/**
 * Turns the monthly insights e-mail off for the account the token names: the page's button, or the
 * mail client's one-click POST. Saying it twice is no error.
 */
export async function unsubscribeFromDigest(
  token: string | null | undefined,
): Promise<{ ok: true; message: string } | Refusal<"invalid" | "failed">> {
  const userId = accountOfToken(token);
  if (!userId) return refuse("invalid", UNSUBSCRIBE_MESSAGES.invalid);
  const result = await setInsightsDigest({ userId }, false);
  // An account deleted since the mail was sent gets no more mail either.
  if (!result.ok && result.reason === "failed") return refuse("failed", result.message);
  return { ok: true, message: UNSUBSCRIBE_MESSAGES.done };
}
