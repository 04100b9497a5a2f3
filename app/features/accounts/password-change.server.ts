import { and, eq, ne } from "drizzle-orm";

import { session } from "#db/schema/auth";
import { getAuth } from "~/lib/auth.server";
import { openDatabase } from "~/lib/db.server";

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
    const context = await (await getAuth()).$context;
    await context.internalAdapter.updatePassword(account.userId, await context.password.hash(password));
    const database = await openDatabase();
    await database
      .delete(session)
      .where(and(eq(session.userId, account.userId), ne(session.token, currentSessionToken)));
    return { ok: true, message: messages.passwordUpdated };
  } catch (error) {
    logUnexpected("changing a password", error);
    return { ok: false, message: messages.dashboardPasswordFailed };
  }
}
