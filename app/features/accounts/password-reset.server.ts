import { deliveringCode, getAuth } from "~/lib/auth.server";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";
import { consumeRateLimit, RATE_RULES } from "~/lib/rate-limit.server";

import {
  authErrorCode,
  codeErrorMessage,
  isMailFailure,
  logUnexpected,
  messages,
  passwordErrorMessage,
} from "./auth-errors.server";
import { countedCodeTry } from "./code-tries.server";
import { emailIsRegistered } from "./email-availability.server";

type Client = { ip: string | undefined };
/** The reset forms answer every refusal as a form error (400): each is `invalid`. */
export type StepResult = { ok: true } | Refusal<"invalid">;

/** Forgot password: mails a reset code to a registered address. */
export async function requestPasswordReset(email: string, client: Client): Promise<StepResult> {
  try {
    const database = await openDatabase();
    const limit = await consumeRateLimit(RATE_RULES.codeRequest, { ip: client.ip, email }, database);
    if (!limit.allowed) return refuse("invalid", messages.resetTooMany);
    // The spec tells an unknown address apart; the sign-up form's availability check says as much,
    // and both are rate-limited per IP and per address.
    if (!(await emailIsRegistered(database, email))) return refuse("invalid", messages.signInNoAccount);
    const auth = await getAuth();
    await deliveringCode(() => auth.api.requestPasswordResetEmailOTP({ body: { email } }));
    return { ok: true };
  } catch (error) {
    if (!isMailFailure(error)) logUnexpected("requesting a password reset", error);
    return refuse("invalid", messages.resetSendFailed);
  }
}

/** Verify reset code: checks the code without spending it (the new password spends it). */
export async function checkResetCode(input: { email: string; code: string }, client: Client): Promise<StepResult> {
  try {
    const database = await openDatabase();
    const limit = await consumeRateLimit(RATE_RULES.codeCheck, { ip: client.ip, email: input.email }, database);
    if (!limit.allowed) return refuse("invalid", messages.codeTooManyAttempts);
    const auth = await getAuth();
    await countedCodeTry(database, "forget-password", input.email, () =>
      auth.api.checkVerificationOTP({ body: { email: input.email, type: "forget-password", otp: input.code } }),
    );
    return { ok: true };
  } catch (error) {
    const known = codeErrorMessage(error);
    if (known) return refuse("invalid", known);
    logUnexpected("checking a reset code", error);
    return refuse("invalid", messages.resetVerifyFailed);
  }
}

/** `codeRefused`: the code itself was refused (expired, wrong, used up); the way on is a new one. */
export type ResetResult = { ok: true } | (Refusal<"invalid"> & { codeRefused?: boolean });

/**
 * Change password: sets the new password with the checked code. Every session of the account is
 * revoked (Better Auth's revokeSessionsOnPasswordReset), so the user signs in afresh.
 */
export async function resetPassword(input: { email: string; code: string; password: string }): Promise<ResetResult> {
  let auth;
  let database;
  try {
    [auth, database] = await Promise.all([getAuth(), openDatabase()]);
  } catch (error) {
    logUnexpected("password reset (auth service)", error);
    return refuse("invalid", messages.serviceUnavailable);
  }
  try {
    await countedCodeTry(database, "forget-password", input.email, () =>
      auth.api.resetPasswordEmailOTP({ body: { email: input.email, otp: input.code, password: input.password } }),
    );
    return { ok: true };
  } catch (error) {
    const passwordProblem = passwordErrorMessage(error);
    if (passwordProblem) return refuse("invalid", passwordProblem);
    const codeProblem = codeErrorMessage(error);
    if (codeProblem) return { ...refuse("invalid", codeProblem), codeRefused: true };
    if (!authErrorCode(error)) logUnexpected("resetting a password", error);
    return refuse("invalid", messages.passwordUpdateFailed);
  }
}
