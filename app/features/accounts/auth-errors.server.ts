import { isAPIError } from "better-auth/api";

import { MailDeliveryError } from "~/lib/mail.server";

import { CodeTriesUsedUp } from "./code-tries.server";

/**
 * Better Auth's error codes turned into the spec's messages (section 8), one table per flow.
 * Anything unexpected is logged with its context and shown as the flow's generic message.
 */

/** Better Auth's code for an error it raised (e.g. "INVALID_OTP"), or undefined for anything else. */
export function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

export function isMailFailure(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof MailDeliveryError) return true;
  }
  return false;
}

export function logUnexpected(flow: string, error: unknown): void {
  console.error(`[accounts] ${flow} failed unexpectedly:`, error);
}

export const messages = {
  taken: "Invalid credentials.",
  notConfigured: "Authentication is not configured. Please contact support.",
  signUpSystemError: "There was a system error creating your account. Please try again in a few moments.",
  signUpTooMany: "Too many sign-up attempts. Please wait a few minutes before trying again.",
  codeExpired: "This code has expired. Please request a new one.",
  codeInvalid: "Invalid code. Please check your email and try again.",
  codeInvalidOrExpired: "Invalid or expired code",
  codeTooManyAttempts: "Too many attempts. Please wait a few minutes before requesting another code.",
  codeSendFailed: "Failed to send verification code. Please try again.",
  codeResendFailed: "Failed to resend code",
  codeResent: "New verification code sent! Check your email.",
  emailChangeCodeResent: "New code sent! Check your email.",
  signInIncorrect: "Incorrect email or password. Please check your credentials and try again.",
  signInNoAccount: "No account found with this email address. Please check your email or create a new account.",
  signInTooMany: "Too many login attempts. Please wait a moment before trying again.",
  currentPasswordIncorrect: "Current password is incorrect",
  signInUnverified: "This e-mail address is not confirmed yet: enter the code we sent.",
  signInFailed: "Failed to sign in. Please check your credentials and try again.",
  adminDenied: "Invalid credentials. Access denied.",
  adminFailed: "Authentication failed. Please try again.",
  resetTooMany: "Too many reset attempts. Please wait a few minutes before trying again.",
  resetSendFailed: "Failed to send reset code. Please try again or contact support.",
  resetVerifyFailed: "Failed to verify code. Please try again.",
  serviceUnavailable: "Authentication service not available",
  passwordUpdateFailed: "Failed to update password. Please try again.",
  dashboardPasswordFailed: "Failed to update password",
  passwordUpdated: "Password updated successfully!",
  passwordResetDone: "Password updated successfully! You can now sign in with your new password.",
  emailInUse: "This email address is already in use. Please use a different email.",
  emailChangeVerifyFailed: "Failed to verify email change",
  emailChangeFailed: "Failed to update email",
  emailChangeInitiated: "Email update initiated!",
} as const;

/** A code check (sign-up, reset, e-mail change) that Better Auth refused. */
export function codeErrorMessage(error: unknown): string | undefined {
  if (error instanceof CodeTriesUsedUp) return messages.codeTooManyAttempts;
  switch (authErrorCode(error)) {
    case "OTP_EXPIRED":
      return messages.codeExpired;
    case "INVALID_OTP":
      return messages.codeInvalid;
    case "TOO_MANY_ATTEMPTS":
      return messages.codeTooManyAttempts;
    case "USER_NOT_FOUND":
      return messages.codeInvalidOrExpired;
    default:
      return undefined;
  }
}

/** A password Better Auth refused (too short or too long), with its own wording. */
export function passwordErrorMessage(error: unknown): string | undefined {
  const code = authErrorCode(error);
  if (code === "PASSWORD_TOO_SHORT") return "Password must be at least 6 characters long";
  if (code === "PASSWORD_TOO_LONG") return "Password must be at most 128 characters long";
  return undefined;
}
