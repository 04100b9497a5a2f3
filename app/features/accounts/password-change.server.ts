import { getAuth } from "~/lib/auth.server";

import { logUnexpected, messages } from "./auth-errors.server";
import type { SignedInAccount } from "./viewer.server";

export type PasswordChangeResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * The dashboard's Security tab: a signed-in user sets a new password (the spec asks for the new
 * one twice, not the current one). Every other session of the account is signed out.
 */
export async function changePassword(
  account: SignedInAccount,
  password: string,
  currentSessionToken: string,
): Promise<PasswordChangeResult> {
  try {
    const auth = await getAuth();
    const context = await auth.$context;
    const hash = await context.password.hash(password);
    await context.internalAdapter.updatePassword(account.userId, hash);
    const sessions = await context.internalAdapter.listSessions(account.userId);
    for (const other of sessions) {
      if (other.token !== currentSessionToken) await context.internalAdapter.deleteSession(other.token);
    }
    return { ok: true, message: messages.passwordUpdated };
  } catch (error) {
    logUnexpected("changing a password", error);
    return { ok: false, message: messages.dashboardPasswordFailed };
  }
}
