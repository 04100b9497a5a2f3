import { getAuth } from "~/lib/auth.server";

import { logUnexpected } from "./auth-errors.server";
import { cookiesOf } from "./sign-up.server";

/**
 * The Set-Cookie headers that sign this browser out: its session (if any is left) is deleted and
 * Better Auth's cookies are expired, with the names and attributes Better Auth gave them. Used
 * after a password reset, which revokes every session of the account but cannot reach the
 * browser's cookie by itself. Never throws: a failure leaves a cookie whose session is gone anyway.
 */
export async function signOutHeaders(requestHeaders: Headers): Promise<Headers> {
  try {
    const auth = await getAuth();
    const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
    return cookiesOf(headers);
  } catch (error) {
    logUnexpected("signing the browser out", error);
    return new Headers();
  }
}
