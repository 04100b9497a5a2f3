import { and, eq, ne } from "drizzle-orm";

import { session } from "#db/schema/auth";
import { getAuth } from "~/lib/auth.server";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";
import { consumeRateLimit, RATE_RULES } from "~/lib/rate-limit.server";

import { logUnexpected, messages } from "./auth-errors.server";
import { passwordChecks } from "./password-checks.server";
import type { SignedInAccount } from "./viewer.server";

export type PasswordChangeResult =
  | { ok: true; message: string }
  /** `invalid` names the field it is about (the current password: wrong, or too many tries). */
  | (Refusal<"invalid"> & { field: "currentPassword" })
  | Refusal<"failed">;

/**
 * The dashboard's Security tab: a signed-in user sets a new password after giving the current one
 * (so a session left open cannot be used to lock its owner out). Every other session of the
 * account is signed out. Each try counts against the sign-in limits of the address and the IP, so
 * the field cannot be used to guess the password faster than the sign-in form allows.
 */
export async function changePassword(
  account: SignedInAccount,
  input: { currentPassword: string; password: string },
  client: { ip: string | undefined },
): Promise<PasswordChangeResult> {
  try {
    // The check and the new password's hash under one admission, as a sign-in's check is.
    const checked = await passwordChecks().run(() => checkAndChange(account, input, client));
    return checked.admitted ? checked.value : tooMany;
  } catch (error) {
    logUnexpected("changing a password", error);
    return refuse("failed", messages.dashboardPasswordFailed);
  }
}

const tooMany: PasswordChangeResult = { ...refuse("invalid", messages.signInTooMany), field: "currentPassword" };

async function checkAndChange(
  account: SignedInAccount,
  input: { currentPassword: string; password: string },
  client: { ip: string | undefined },
): Promise<PasswordChangeResult> {
  const database = await openDatabase();
  const limit = await consumeRateLimit(RATE_RULES.signIn, { ip: client.ip, email: account.email }, database);
  if (!limit.allowed) return tooMany;

  const context = await (await getAuth()).$context;
  const credential = await context.internalAdapter.findCredentialAccount(account.userId);
  const matches =
    credential?.password != null &&
    (await context.password.verify({ hash: credential.password, password: input.currentPassword }));
  if (!matches) return { ...refuse("invalid", messages.currentPasswordIncorrect), field: "currentPassword" };

  await context.internalAdapter.updatePassword(account.userId, await context.password.hash(input.password));
  await database
    .delete(session)
    .where(and(eq(session.userId, account.userId), ne(session.token, account.sessionToken)));
  return { ok: true, message: messages.passwordUpdated };
}
