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
 * What Create Account may do with an address: make a new account, start again an account whose
 * address was never confirmed (a new code, the newest name and password), or nothing: only a
 * confirmed account (or a profile that names the address) makes it taken.
 */
export type SignUpState = { state: "new" } | { state: "unconfirmed"; userId: string } | { state: "taken" };

export async function signUpStateOf(database: Database, email: string): Promise<SignUpState> {
  const address = normalizeEmail(email);
  const [account] = await database
    .select({ id: user.id, confirmed: user.emailVerified })
    .from(user)
    .where(eq(user.email, address))
    .limit(1);
  if (account) return account.confirmed ? { state: "taken" } : { state: "unconfirmed", userId: account.id };
  return (await emailIsRegistered(database, address)) ? { state: "taken" } : { state: "new" };
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
    return (await signUpStateOf(database, email)).state === "taken"
      ? { status: "taken", message: messages.taken }
      : { status: "available" };
  } catch (error) {
    console.error("[accounts] e-mail availability check failed:", error);
    return { status: "unavailable", message: messages.notConfigured };
  }
}
