import { and, eq } from "drizzle-orm";

import { userProfiles } from "#db/schema/accounts";
import { user } from "#db/schema/auth";
import { deliveringCode, getAuth } from "~/lib/auth.server";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";
import { consumeRateLimit, RATE_RULES } from "~/lib/rate-limit.server";

import { codeErrorMessage, isMailFailure, logUnexpected, messages } from "./auth-errors.server";
import { countedCodeTry } from "./code-tries.server";
import { signUpStateOf } from "./email-availability.server";
import type { createAccountSchema } from "./schemas";

type NewAccount = ReturnType<(typeof createAccountSchema)["parse"]>;
type Client = { ip: string | undefined };

export type SignUpResult =
  /** The account exists, unverified; `codeSent` false means the mail failed and Resend Code is the way on. */
  | { ok: true; email: string; codeSent: boolean }
  /**
   * `conflict`: the address is taken (the form says so with `taken`); `unavailable`: the database
   * is down. The sign-up form answers every other refusal as a form error (400), so they are `invalid`.
   */
  | Refusal<"invalid" | "conflict" | "unavailable">;

/**
 * Creates an unverified account with its profile, then mails the 6-digit code. An address whose
 * account was never confirmed is started again: the newest name and password replace the old ones
 * and a new code is mailed (within the mailed-code limits), so Back from the code step never
 * strands anyone. A confirmed address gets the spec's neutral "Invalid credentials." and nothing
 * changes.
 */
export async function signUp(input: NewAccount, client: Client): Promise<SignUpResult> {
  let database;
  try {
    database = await openDatabase();
  } catch (error) {
    logUnexpected("sign-up (database)", error);
    return refuse("unavailable", messages.notConfigured);
  }
  try {
    const limit = await consumeRateLimit(RATE_RULES.signUp, { ip: client.ip, email: input.email }, database);
    if (!limit.allowed) return refuse("invalid", messages.signUpTooMany);
    const existing = await signUpStateOf(database, input.email);
    if (existing.state === "taken") return refuse("conflict", messages.taken);
    if (existing.state === "unconfirmed") return await startAgain(database, existing.userId, input, client);

    const auth = await getAuth();
    const displayName = `${input.firstName} ${input.lastName}`;
    const { user: created } = await auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: displayName },
    });
    // Two sign-ups racing for one address: Better Auth answers the loser with a made-up user.
    const [stored] = await database
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, created.id), eq(user.email, input.email)))
      .limit(1);
    if (!stored) return refuse("conflict", messages.taken);

    await database
      .insert(userProfiles)
      .values({
        userId: stored.id,
        userEmail: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        displayName,
        // Never "admin": ADMIN_EMAILS is read at each request (viewer.server.ts), so removing an
        // address from it takes the role away; only the admin command grants the stored role.
        role: "user",
      })
      .onConflictDoNothing();
  } catch (error) {
    logUnexpected("sign-up", error);
    return refuse("invalid", messages.signUpSystemError);
  }
  return { ok: true, email: input.email, codeSent: await sendVerificationCode(input.email) };
}

/** An unconfirmed account signed up for again: the newest name and password, and a new code. */
async function startAgain(
  database: Awaited<ReturnType<typeof openDatabase>>,
  userId: string,
  input: NewAccount,
  client: Client,
): Promise<SignUpResult> {
  const limit = await consumeRateLimit(RATE_RULES.codeRequest, { ip: client.ip, email: input.email }, database);
  if (!limit.allowed) return refuse("invalid", messages.codeTooManyAttempts);
  const displayName = `${input.firstName} ${input.lastName}`;
  const context = await (await getAuth()).$context;
  await context.internalAdapter.updatePassword(userId, await context.password.hash(input.password));
  await database.update(user).set({ name: displayName }).where(eq(user.id, userId));
  await database
    .insert(userProfiles)
    .values({
      userId,
      userEmail: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      displayName,
      role: "user",
    })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { firstName: input.firstName, lastName: input.lastName, displayName, updatedAt: new Date() },
    });
  return { ok: true, email: input.email, codeSent: await sendVerificationCode(input.email) };
}

/** Mails a fresh sign-up code; false when the mail could not be sent (the user can ask again). */
export async function sendVerificationCode(email: string): Promise<boolean> {
  try {
    const auth = await getAuth();
    await deliveringCode(() => auth.api.sendVerificationOTP({ body: { email, type: "email-verification" } }));
    return true;
  } catch (error) {
    if (!isMailFailure(error)) logUnexpected("sending a verification code", error);
    return false;
  }
}

export type ResendResult = { ok: true; message: string } | Refusal<"invalid">;

/**
 * Resend Code on the verify step. Says the same whether or not the address has an unverified
 * account, so it cannot be used to probe for accounts.
 */
export async function resendVerificationCode(email: string, client: Client): Promise<ResendResult> {
  try {
    const database = await openDatabase();
    const limit = await consumeRateLimit(RATE_RULES.codeRequest, { ip: client.ip, email }, database);
    if (!limit.allowed) return refuse("invalid", messages.codeTooManyAttempts);
    const [account] = await database
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.email, email))
      .limit(1);
    if (account && !account.emailVerified && !(await sendVerificationCode(email))) {
      return refuse("invalid", messages.codeResendFailed);
    }
    return { ok: true, message: messages.codeResent };
  } catch (error) {
    logUnexpected("resending a verification code", error);
    return refuse("invalid", messages.codeResendFailed);
  }
}

export type VerifyResult = { ok: true; headers: Headers } | Refusal<"invalid">;

/** Checks the sign-up code; on success the account is verified and signed in (forward `headers`). */
export async function verifySignUpCode(input: { email: string; code: string }, client: Client): Promise<VerifyResult> {
  try {
    const database = await openDatabase();
    const limit = await consumeRateLimit(RATE_RULES.codeCheck, { ip: client.ip, email: input.email }, database);
    if (!limit.allowed) return refuse("invalid", messages.codeTooManyAttempts);
    const auth = await getAuth();
    const { headers } = await countedCodeTry(database, "email-verification", input.email, () =>
      auth.api.verifyEmailOTP({ body: { email: input.email, otp: input.code }, returnHeaders: true }),
    );
    return { ok: true, headers: cookiesOf(headers) };
  } catch (error) {
    const known = codeErrorMessage(error);
    if (known) return refuse("invalid", known);
    logUnexpected("verifying a sign-up code", error);
    return refuse("invalid", messages.codeInvalidOrExpired);
  }
}

/** Only the Set-Cookie headers of a Better Auth response, to forward on ours. */
export function cookiesOf(headers: Headers): Headers {
  const forwarded = new Headers();
  for (const cookie of headers.getSetCookie()) forwarded.append("set-cookie", cookie);
  return forwarded;
}
