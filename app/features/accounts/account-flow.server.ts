import { createCookie } from "react-router";

import { CODE_VALIDITY_SECONDS } from "~/lib/account-rules";
import { env } from "~/lib/env.server";

/**
 * What a multi-step account flow carries from one page to the next: the address waiting for its
 * sign-up code, the address (and, once checked, the code) of a password reset. It rides in a
 * signed, HTTP-only cookie, so a reload keeps the step, nothing lands in the address bar or the
 * history, and nobody can set another address by hand.
 */
export type AccountFlow = {
  /** An account created (or signed in) but not yet verified: the verify step's address. */
  pendingVerificationEmail?: string;
  /** Forgot password: where the reset code went. */
  resetEmail?: string;
  /** Verify reset code: the checked code, spent by the change-password step. */
  resetCode?: string;
  /** A page of this site to go back to once the new account is confirmed (a registration form). */
  returnTo?: string;
};

function flowCookie() {
  const settings = env();
  return createCookie("lan-account-flow", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: settings.PUBLIC_URL.startsWith("https:"),
    secrets: [settings.AUTH_SECRET],
    maxAge: CODE_VALIDITY_SECONDS,
  });
}

export async function readAccountFlow(request: Request): Promise<AccountFlow> {
  const value: unknown = await flowCookie().parse(request.headers.get("cookie"));
  return value && typeof value === "object" ? (value as AccountFlow) : {};
}

/** The Set-Cookie header value that stores `flow` (an empty flow removes the cookie). */
export async function saveAccountFlow(flow: AccountFlow): Promise<string> {
  const cookie = flowCookie();
  const kept = Object.fromEntries(Object.entries(flow).filter(([, value]) => value !== undefined));
  if (Object.keys(kept).length === 0) return cookie.serialize("", { maxAge: 0 });
  return cookie.serialize(kept);
}
