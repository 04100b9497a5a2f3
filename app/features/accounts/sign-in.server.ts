import { eq } from "drizzle-orm";

import { userProfiles } from "#db/schema/accounts";
import { session } from "#db/schema/auth";
import { checkingAfterLimits, getExpressAuth, SignInLimitedError } from "~/lib/auth.server";
import { expressLane } from "~/lib/database/postgres.server";
import { type Database, openDatabase } from "~/lib/db.server";
import { consumeRateLimit, RATE_RULES } from "~/lib/rate-limit.server";

import { authErrorCode, logUnexpected, messages } from "./auth-errors.server";
import { passwordChecks, RETRY_AFTER_SECONDS } from "./password-checks.server";
import { cookiesOf, sendVerificationCode } from "./sign-up.server";
import { isAdministrator } from "./viewer.server";

type Credentials = { email: string; password: string };
type Client = { ip: string | undefined; headers: Headers };

export type SignInResult =
  /** Signed in: forward `headers`; `user` and `sessionToken` name the account and the new session. */
  | { ok: true; headers: Headers; user: { id: string; email: string }; sessionToken: string }
  /**
   * Right password, but the account never entered its code: a fresh one was sent (`codeSent`),
   * unless the address has had its codes for the hour (`codeLimited`).
   */
  | { ok: false; unverified: true; email: string; codeSent: boolean; codeLimited?: boolean }
  | { ok: false; unverified?: false; message: string; unavailable?: boolean; busy?: Busy; limited?: Limited };

/** Refused before anything was checked (every password check of this process taken): try again after `retryAfterSeconds`. */
export type Busy = { retryAfterSeconds: number };

/** Refused by the sign-in limits (too many attempts for the address or the IP): their window ends in `retryAfterSeconds`. */
export type Limited = { retryAfterSeconds: number };

/**
 * Signs in with e-mail and password; forward `headers` (the session cookie). Better Auth checks
 * the password before it looks at verification, so "unverified" is only ever said to the owner.
 * Admission to a password check comes first: a refused sign-in touches neither the database nor
 * the abuse limits, so it does not count as a failed attempt.
 */
export async function signIn(credentials: Credentials, client: Client): Promise<SignInResult> {
  let database;
  try {
    database = await openDatabase();
  } catch (error) {
    logUnexpected("sign-in (database)", error);
    return { ok: false, message: messages.notConfigured, unavailable: true };
  }
  try {
    const checked = await passwordChecks().run(() => checkPassword(credentials, client, database));
    if (checked.admitted) return checked.value;
    return { ok: false, message: messages.signInTooMany, busy: { retryAfterSeconds: RETRY_AFTER_SECONDS } };
  } catch (error) {
    switch (authErrorCode(error)) {
      case "INVALID_EMAIL_OR_PASSWORD":
      case "INVALID_EMAIL":
      case "INVALID_PASSWORD":
      case "PASSWORD_TOO_LONG":
        return { ok: false, message: messages.signInIncorrect };
      case "EMAIL_NOT_VERIFIED": {
        // Each such sign-in mails a code: it counts against the same hourly cap as Resend Code.
        const codes = await consumeRateLimit(
          RATE_RULES.codeRequest,
          { ip: client.ip, email: credentials.email },
          database,
        );
        if (!codes.allowed)
          return { ok: false, unverified: true, email: credentials.email, codeSent: false, codeLimited: true };
        const codeSent = await sendVerificationCode(credentials.email);
        return { ok: false, unverified: true, email: credentials.email, codeSent };
      }
      default:
        logUnexpected("sign-in", error);
        return { ok: false, message: messages.signInFailed };
    }
  }
}

/**
 * Better Auth's check, its password compared only once the sign-in limits allow it (counted while
 * it finds the account: `checkingAfterLimits`); its refusals are thrown, for `signIn` to read. On
 * the database's express lane: admitted, the check must not queue behind every page's statements.
 */
async function checkPassword(credentials: Credentials, client: Client, database: Database): Promise<SignInResult> {
  const lane = expressLane(database);
  const limits = consumeRateLimit(RATE_RULES.signIn, { ip: client.ip, email: credentials.email }, lane);
  const allowed = limits.then((decision) => decision.allowed);
  // Awaited by the password check if Better Auth gets that far; a failure to count surfaces below.
  allowed.catch(() => {});
  try {
    const auth = await getExpressAuth();
    const { headers, response } = await checkingAfterLimits(allowed, () =>
      auth.api.signInEmail({
        body: { email: credentials.email, password: credentials.password },
        headers: client.headers,
        returnHeaders: true,
      }),
    );
    return { ok: true, headers: cookiesOf(headers), user: response.user, sessionToken: response.token };
  } catch (error) {
    if (error instanceof SignInLimitedError) {
      const decision = await limits;
      const retryAfterSeconds = decision.allowed ? 1 : decision.retryAfterSeconds;
      return { ok: false, message: messages.signInTooMany, limited: { retryAfterSeconds } };
    }
    throw error;
  } finally {
    // Counted whatever Better Auth answered (a failure to count is the sign-in's failure).
    await limits;
  }
}

export type AdminSignInResult =
  | { ok: true; headers: Headers }
  | { ok: false; message: string; unavailable?: boolean; busy?: Busy; limited?: Limited };

/**
 * Admin Login: the same sign-in, then the role is checked on the server. Anyone who is not an
 * administrator gets the spec's refusal and no session: the one just made is deleted.
 */
export async function adminSignIn(credentials: Credentials, client: Client): Promise<AdminSignInResult> {
  const result = await signIn(credentials, client);
  if (!result.ok) {
    if (result.unverified || result.message === messages.signInIncorrect)
      return { ok: false, message: messages.adminDenied };
    if (result.message === messages.signInTooMany || result.unavailable) return result;
    return { ok: false, message: messages.adminFailed };
  }
  try {
    const database = await openDatabase();
    const [profile] = await database
      .select({ role: userProfiles.role })
      .from(userProfiles)
      .where(eq(userProfiles.userId, result.user.id))
      .limit(1);
    if (isAdministrator(result.user.email, profile?.role)) return { ok: true, headers: result.headers };
    await database.delete(session).where(eq(session.token, result.sessionToken));
    return { ok: false, message: messages.adminDenied };
  } catch (error) {
    logUnexpected("admin sign-in", error);
    return { ok: false, message: messages.adminFailed };
  }
}
