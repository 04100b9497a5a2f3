import { AsyncLocalStorage } from "node:async_hooks";
import { createHmac } from "node:crypto";

import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { betterAuth } from "better-auth/minimal";
import { emailOTP } from "better-auth/plugins/email-otp";

import { account, session, user, verification } from "#db/schema/auth";
import { CODE_ATTEMPTS, CODE_LENGTH, CODE_VALIDITY_SECONDS, MIN_PASSWORD_LENGTH } from "~/lib/account-rules";
import { codeMessage } from "~/lib/auth-mail.server";
import { expressLane } from "~/lib/database/postgres.server";
import { type Database, openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { sendMail } from "~/lib/mail.server";
import { processWide } from "~/lib/process-wide";

/**
 * The Better Auth server (1.7.7, pinned: ARCHITECTURE.md). `better-auth/minimal` is the build
 * without Kysely, meant for the Drizzle adapter.
 *
 * Accounts are e-mail and password with a required e-mail check by a 6-digit code (emailOTP): the
 * code is stored as an HMAC keyed with AUTH_SECRET, valid for an hour, and dies after five wrong entries. The accounts
 * feature's services call `auth.api.*` from actions and send the codes themselves (sign-up, resend,
 * an unverified sign-in) so a failed send is reported to the user instead of failing the request.
 */
function createAuth(database: Database) {
  const settings = env();
  const scale = settings.RATE_LIMIT_SCALE;
  return betterAuth({
    appName: "LAN Centers",
    // Must be the public origin: it is in mail links and decides which origins may post forms.
    baseURL: settings.PUBLIC_URL,
    basePath: "/api/auth",
    secret: settings.AUTH_SECRET,
    database: drizzleAdapter(database, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: true,
      // A recovered password signs every other device out.
      revokeSessionsOnPasswordReset: true,
      // Better Auth's own scrypt; a sign-in's check waits for its abuse limits (`afterSignInLimits`).
      password: { hash: afterSignInLimits(hashPassword), verify: afterSignInLimits(verifyPassword) },
    },
    emailVerification: {
      sendOnSignUp: false,
      sendOnSignIn: false,
      // Entering the sign-up code signs the new account in.
      autoSignInAfterVerification: true,
    },
    plugins: [
      emailOTP({
        otpLength: CODE_LENGTH,
        expiresIn: CODE_VALIDITY_SECONDS,
        allowedAttempts: CODE_ATTEMPTS,
        // Keyed with AUTH_SECRET: a plain hash of a 6-digit code is undone by trying all million,
        // so a copy of the database alone must not give anyone a live code.
        storeOTP: { hash: async (otp) => keyedCodeHash(settings.AUTH_SECRET, otp) },
        changeEmail: { enabled: true },
        async sendVerificationOTP({ email, otp, type }) {
          try {
            await sendMail(codeMessage(type, email, otp));
          } catch (error) {
            const delivery = codeDelivery.getStore();
            if (delivery) delivery.failure = error;
            throw error;
          }
        },
      }),
    ],
    rateLimit: {
      // RATE_LIMIT_SCALE multiplies every limit, Better Auth's strict sign-in rules included.
      customRules: {
        "/**": (_request, rule) => ({ window: rule.window, max: Math.max(1, Math.round(rule.max * scale)) }),
      },
    },
    advanced: {
      // A session with its user, and a user with their accounts, in one statement each (relational
      // queries over db/schema's relations) instead of two: a round trip less on every signed-in
      // page and every sign-in.
      database: { joins: true },
      ipAddress: {
        // The client's address, for rate limits and session records. The Hono server writes this
        // header on every request from the socket (or from the trusted proxy's report when
        // TRUST_PROXY is set) and removes any copy the client sent, so it cannot be forged;
        // X-Forwarded-For would be, without a proxy in front.
        ipAddressHeaders: ["x-lan-client-ip"],
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** How a mailed code is stored: HMAC-SHA-256 under the site's secret, base64url (no ":", Better Auth's separator). */
export function keyedCodeHash(secret: string, code: string): string {
  return createHmac("sha256", secret).update(`mailed-code:${code}`).digest("base64url");
}

// One auth server per database it works over (a new database, closed and opened again as in tests,
// gets a new one). Shared by both module graphs of the process, like the database itself (db.server.ts).
const servers = processWide("auth-servers", () => new WeakMap<Database, Auth>());

function authOver(database: Database): Auth {
  let auth = servers.get(database);
  if (!auth) {
    auth = createAuth(database);
    servers.set(database, auth);
  }
  return auth;
}

/** A sign-in its abuse limits refused: no password was checked. */
export class SignInLimitedError extends Error {
  constructor() {
    super("Too many sign-in attempts");
    this.name = "SignInLimitedError";
  }
}

// Shared by both module graphs of the process, like the auth server that reads it.
const signInLimits = processWide("sign-in-limits", () => new AsyncLocalStorage<Promise<boolean>>());

/**
 * Runs a Better Auth sign-in while its abuse limits are counted (`allowed`, a statement of its
 * own): Better Auth finds the account meanwhile, and its password check (or the hash it makes for
 * an unknown address, to take as long) waits for the limits' answer. Refused, it throws
 * SignInLimitedError and no password is hashed. One round trip less than counting first, and the
 * same order of effects: nobody's password is checked past the limits.
 */
export function checkingAfterLimits<T>(allowed: Promise<boolean>, signIn: () => Promise<T>): Promise<T> {
  return signInLimits.run(allowed, signIn);
}

/** A password function that, inside `checkingAfterLimits`, runs only once the limits allow it. */
export function afterSignInLimits<A extends unknown[], R>(work: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    const allowed = signInLimits.getStore();
    if (allowed && !(await allowed)) throw new SignInLimitedError();
    return work(...args);
  };
}

type CodeDelivery = { failure?: unknown };
// Shared by both module graphs of the process, like the auth server that reads it.
const codeDelivery = processWide("code-delivery", () => new AsyncLocalStorage<CodeDelivery>());

/**
 * Runs a Better Auth call that mails a code (`sendVerificationOTP`, `requestPasswordResetEmailOTP`,
 * `requestEmailChangeEmailOTP`) and throws the mail's MailDeliveryError when the code could not be
 * sent. Better Auth hands our sender to `runInBackgroundOrAwait`, which logs a failure and carries
 * on, so without this the call succeeds and the user is told a code is on its way when none is
 * (seen with the SMTP server down: tests/faults/smtp-down.ts).
 */
export async function deliveringCode<T>(request: () => Promise<T>): Promise<T> {
  const delivery: CodeDelivery = {};
  const result = await codeDelivery.run(delivery, request);
  if (delivery.failure !== undefined) throw delivery.failure;
  return result;
}

/** The auth server over the process's database, made after the database is open. */
export async function getAuth(): Promise<Auth> {
  return authOver(await openDatabase());
}

/**
 * The auth server over the database's express lane (`expressLane`), for the sign-ins the password
 * gate admitted: their statements do not queue behind every page's. The same as getAuth() where
 * there is no lane (the embedded database).
 */
export async function getExpressAuth(): Promise<Auth> {
  return authOver(expressLane(await openDatabase()));
}
