import { eq } from "drizzle-orm";

import { userProfiles } from "#db/schema/accounts";
import { session } from "#db/schema/auth";
import { checkingAfterLimits, getExpressAuth, SignInLimitedError } from "~/lib/auth.server";
import { expressLane } from "~/lib/database/postgres.server";
import { type Database, openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";
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
  | (Refusal<"conflict"> & { unverified: true; email: string; codeSent: boolean; codeLimited?: boolean })
  /**
   * `unavailable`: the database is down, or every password check is taken (`busy`). The sign-in
   * form answers every other refusal as a form error (400), so they are `invalid`.
   */
  | (Refusal<"invalid" | "unavailable"> & { unverified?: false; busy?: Busy })
  /** Over the sign-in limits: `limited` says when to come back. */
  | (Refusal<"too-many"> & { unverified?: false; limited: Limited });

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
    return refuse("unavailable", messages.notConfigured);
  }
  try {
    const checked = await passwordChecks().run(() => checkPassword(credentials, client, database));
    if (checked.admitted) return checked.value;
    return { ...refuse("unavailable", messages.signInTooMany), busy: { retryAfterSeconds: RETRY_AFTER_SECONDS } };
  } catch (error) {
    switch (authErrorCode(error)) {
      case "INVALID_EMAIL_OR_PASSWORD":
      case "INVALID_EMAIL":
      case "INVALID_PASSWORD":
      case "PASSWORD_TOO_LONG":
        return refuse("invalid", messages.signInIncorrect);
      case "EMAIL_NOT_VERIFIED": {
        // Each such sign-in mails a code: it counts against the same hourly cap as Resend Code.
        const codes = await consumeRateLimit(
          RATE_RULES.codeRequest,
          { ip: client.ip, email: credentials.email },
          database,
        );
        if (!codes.allowed) return unverified(credentials.email, { codeSent: false, codeLimited: true });
        return unverified(credentials.email, { codeSent: await sendVerificationCode(credentials.email) });
      }
      default:
        logUnexpected("sign-in", error);
        return refuse("invalid", messages.signInFailed);
    }
  }
}

/** Right password, but the account never entered its code: the sign-in form goes to the verify step. */
function unverified(email: string, code: { codeSent: boolean; codeLimited?: boolean }): SignInResult {
  return { ...refuse("conflict", messages.signInUnverified), unverified: true, email, ...code };
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
      return { ...refuse("too-many", messages.signInTooMany), limited: { retryAfterSeconds } };
    }
    throw error;
  } finally {
    // Counted whatever Better Auth answered (a failure to count is the sign-in's failure).
    await limits;
  }
}

/**
 * `unauthenticated`: refused, with the spec's message (and no session); `unavailable`: as for
 * `signIn`, with `busy` when no password check was free.
 */
export type AdminSignInResult =
  | { ok: true; headers: Headers }
  | (Refusal<"unauthenticated" | "unavailable"> & { busy?: Busy })
  | (Refusal<"too-many"> & { limited: Limited });

/**
 * Admin Login: the same sign-in, then the role is checked on the server. Anyone who is not an
 * administrator gets the spec's refusal and no session: the one just made is deleted.
 */
export async function adminSignIn(credentials: Credentials, client: Client): Promise<AdminSignInResult> {
  const result = await signIn(credentials, client);
  if (!result.ok) {
    if (result.unverified || result.message === messages.signInIncorrect)
      return refuse("unauthenticated", messages.adminDenied);
    if (result.reason === "unavailable") return { ...refuse("unavailable", result.message), busy: result.busy };
    if (result.reason === "too-many") return result;
    return refuse("unauthenticated", messages.adminFailed);
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
    return refuse("unauthenticated", messages.adminDenied);
  } catch (error) {
    logUnexpected("admin sign-in", error);
    return refuse("unauthenticated", messages.adminFailed);
  }
}
