import { eq, sql } from "drizzle-orm";

import { userProfiles } from "#db/schema/accounts";
import { user } from "#db/schema/auth";
import { type Database, openDatabase } from "~/lib/db.server";
import { consumeRateLimit, RATE_RULES } from "~/lib/rate-limit.server";

import { messages } from "./auth-errors.server";
import { looksLikeEmail, normalizeEmail } from "./schemas";

export type EmailAvailability =
  | { status: "available" }
  | { status: "taken"; message: string }
  | { status: "invalid" }
  | { status: "rate-limited"; message: string }
  | { status: "unavailable"; message: string };

/** Whether an address already belongs to an account (the auth user table or a profile), case-insensitively. */
export async function emailIsRegistered(database: Database, email: string): Promise<boolean> {
  const address = normalizeEmail(email);
  const [inAuth] = await database.select({ id: user.id }).from(user).where(eq(user.email, address)).limit(1);
  if (inAuth) return true;
  const [inProfiles] = await database
    .select({ id: userProfiles.userId })
    .from(userProfiles)
    .where(sql`lower(${userProfiles.userEmail}) = ${address}`)
    .limit(1);
  return Boolean(inProfiles);
}

/**
 * The Create Account form's check, 500 ms after typing stops. It tells whether an address is
 * registered, so it is rate-limited per IP and per address.
 */
export async function checkEmailAvailability(
  rawEmail: string,
  clientIp: string | undefined,
): Promise<EmailAvailability> {
  const email = normalizeEmail(rawEmail);
  if (!looksLikeEmail(email)) return { status: "invalid" };
  try {
    const database = await openDatabase();
    const limit = await consumeRateLimit(RATE_RULES.emailAvailability, { ip: clientIp, email }, database);
    if (!limit.allowed) return { status: "rate-limited", message: messages.signUpTooMany };
    return (await emailIsRegistered(database, email))
      ? { status: "taken", message: messages.taken }
      : { status: "available" };
  } catch (error) {
    console.error("[accounts] e-mail availability check failed:", error);
    return { status: "unavailable", message: messages.notConfigured };
  }
}
