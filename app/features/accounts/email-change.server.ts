import { eq } from "drizzle-orm";

import { userProfiles } from "#db/schema/accounts";
import { deliveringCode, getAuth } from "~/lib/auth.server";
import { emailChangedNotice } from "~/lib/auth-mail.server";
import { openDatabase } from "~/lib/db.server";
import { sendMail } from "~/lib/mail.server";
import { refuse, type Refusal } from "~/lib/outcome";
import { consumeRateLimit, RATE_RULES } from "~/lib/rate-limit.server";

import { codeErrorMessage, isMailFailure, logUnexpected, messages } from "./auth-errors.server";
import { countedCodeTry } from "./code-tries.server";
import { emailIsRegistered } from "./email-availability.server";
import { cookiesOf } from "./sign-up.server";
import type { SignedInAccount } from "./viewer.server";

type Client = { ip: string | undefined; headers: Headers };

/** The e-mail settings answer every refusal as a form error (400): each is `invalid`. */
export type EmailChangeRequestResult = { ok: true; message: string } | Refusal<"invalid">;

/**
 * Email Settings, step 1 (and Resend Code): mails a code to the new address. The new address must
 * be free; the code proves the user owns it.
 */
export async function requestEmailChange(
  account: SignedInAccount,
  newEmail: string,
  client: Client,
  options: { resend?: boolean } = {},
): Promise<EmailChangeRequestResult> {
  try {
    const database = await openDatabase();
    const limit = await consumeRateLimit(RATE_RULES.codeRequest, { ip: client.ip, email: account.email }, database);
    if (!limit.allowed) return refuse("invalid", messages.codeTooManyAttempts);
    if (await emailIsRegistered(database, newEmail)) return refuse("invalid", messages.emailInUse);
    const auth = await getAuth();
    await deliveringCode(() => auth.api.requestEmailChangeEmailOTP({ body: { newEmail }, headers: client.headers }));
    return { ok: true, message: options.resend ? messages.emailChangeCodeResent : messages.emailChangeInitiated };
  } catch (error) {
    if (!isMailFailure(error)) logUnexpected("requesting an e-mail change", error);
    return refuse("invalid", options.resend ? messages.codeResendFailed : messages.emailChangeFailed);
  }
}

export type EmailChangeResult = { ok: true; headers: Headers } | Refusal<"invalid">;

/**
 * Email Settings, step 2 (or the link in the mail): the code moves the account to the new address,
 * the profile follows, and the old address is told (a failed notice is only logged).
 */
export async function confirmEmailChange(
  account: SignedInAccount,
  input: { newEmail: string; code: string },
  client: Client,
): Promise<EmailChangeResult> {
  try {
    const database = await openDatabase();
    const limit = await consumeRateLimit(RATE_RULES.codeCheck, { ip: client.ip, email: account.email }, database);
    if (!limit.allowed) return refuse("invalid", messages.codeTooManyAttempts);
    const auth = await getAuth();
    const { headers } = await countedCodeTry(database, "change-email", `${account.email}-${input.newEmail}`, () =>
      auth.api.changeEmailEmailOTP({
        body: { newEmail: input.newEmail, otp: input.code },
        headers: client.headers,
        returnHeaders: true,
      }),
    );
    await database
      .update(userProfiles)
      .set({ userEmail: input.newEmail })
      .where(eq(userProfiles.userId, account.userId));
    await sendMail(emailChangedNotice(account.email, input.newEmail)).catch(() => {
      // sendMail has logged it; the change itself stands.
    });
    return { ok: true, headers: cookiesOf(headers) };
  } catch (error) {
    const known = codeErrorMessage(error);
    if (known) return refuse("invalid", known);
    logUnexpected("confirming an e-mail change", error);
    return refuse("invalid", messages.emailChangeVerifyFailed);
  }
}
