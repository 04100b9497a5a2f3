import { deliveringCode, getAuth } from "~/lib/auth.server";
import { openDatabase } from "~/lib/db.server";
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
export type StepResult = { ok: true } | { ok: false; message: string };

/** Forgot password: mails a reset code to a registered address. */
export async function requestPasswordReset(email: string, client: Client): Promise<StepResult> {
  try {
    const database = await openDatabase();
    const limit = await consumeRateLimit(RATE_RULES.codeRequest, { ip: client.ip, email }, database);
    if (!limit.allowed) return { ok: false, message: messages.resetTooMany };
    // The spec tells an unknown address apart; the sign-up form's availability check says as much,
    // and both are rate-limited per IP and per address.
    if (!(await emailIsRegistered(database, email))) return { ok: false, message: messages.signInNoAccount };
    const auth = await getAuth();
    await deliveringCode(() => auth.api.requestPasswordResetEmailOTP({ body: { email } }));
    return { ok: true };
  } catch (error) {
    if (!isMailFailure(error)) logUnexpected("requesting a password reset", error);
    return { ok: false, message: messages.resetSendFailed };
  }
}

/** Verify reset code: checks the code without spending it (the new password spends it). */
export async function checkResetCode(input: { email: string; code: string }, client: Client): Promise<StepResult> {
  try {
    const database = await openDatabase();
    const limit = await consumeRateLimit(RATE_RULES.codeCheck, { ip: client.ip, email: input.email }, database);
    if (!limit.allowed) return { ok: false, message: messages.codeTooManyAttempts };
    const auth = await getAuth();
    await countedCodeTry(database, "forget-password", input.email, () =>
      auth.api.checkVerificationOTP({ body: { email: input.email, type: "forget-password", otp: input.code } }),
    );
    return { ok: true };
  } catch (error) {
    const known = codeErrorMessage(error);
    if (known) return { ok: false, message: known };
    logUnexpected("checking a reset code", error);
    return { ok: false, message: messages.resetVerifyFailed };
  }
}

/** `codeRefused`: the code itself was refused (expired, wrong, used up); the way on is a new one. */
export type ResetResult = { ok: true } | { ok: false; message: string; codeRefused?: boolean };

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
    return { ok: false, message: messages.serviceUnavailable };
  }
  try {
    await countedCodeTry(database, "forget-password", input.email, () =>
      auth.api.resetPasswordEmailOTP({ body: { email: input.email, otp: input.code, password: input.password } }),
    );
    return { ok: true };
  } catch (error) {
    const passwordProblem = passwordErrorMessage(error);
    if (passwordProblem) return { ok: false, message: passwordProblem };
    const codeProblem = codeErrorMessage(error);
    if (codeProblem) return { ok: false, message: codeProblem, codeRefused: true };
    if (!authErrorCode(error)) logUnexpected("resetting a password", error);
    return { ok: false, message: messages.passwordUpdateFailed };
  }
}
