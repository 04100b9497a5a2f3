import type { AppLoadContext } from "react-router";

import { getAuth } from "~/lib/auth.server";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import type { Viewer } from "~/lib/viewer";

import { hasSessionCookie } from "./session-token-cookie";
import { type LiveSession, readLiveSession, verifiedSessionToken } from "./signed-session.server";

/**
 * Who is signed in, decided on the server from the session cookie. Never throws: the root loader
 * asks on every page, and a database outage must not take the marketing pages down with it.
 *
 * A page render does not extend the session (no write, and a loader could not forward the renewed
 * cookie anyway); `readViewerAndRenewSession` does, for the /api/session endpoint.
 */
export async function readViewer(request: Request, context?: AppLoadContext): Promise<Viewer> {
  const account = (await resolveAccount(request, { renew: false, context })).account;
  return account ? toViewer(account) : null;
}

/** The signed-in account as the server knows it: what loaders and actions authorize with. */
export type SignedInAccount = {
  userId: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /** This browser's session, so "sign out my other devices" can keep it. */
  sessionToken: string;
};

/**
 * The signed-in account, or null. Renews a session that is due: forward `headers` (Set-Cookie) on
 * the response. `unavailable` says the account service could not be asked (the database is down).
 */
export async function readSignedInAccount(
  request: Request,
  context?: AppLoadContext,
): Promise<{ account: SignedInAccount | null; headers: Headers; unavailable: boolean }> {
  return resolveAccount(request, { renew: true, context });
}

/** Whether an address is an administrator's: its profile says so, or ADMIN_EMAILS lists it. */
export function isAdministrator(email: string, role: string | undefined): boolean {
  return role === "admin" || env().ADMIN_EMAILS.includes(email.toLowerCase());
}

function toViewer(account: SignedInAccount): Viewer {
  return { email: account.email, name: account.name, isAdmin: account.isAdmin };
}

/** As `readViewer`, and renews a session that is due (Better Auth's `updateAge`): forward `headers`. */
export async function readViewerAndRenewSession(request: Request): Promise<{ viewer: Viewer; headers: Headers }> {
  const { account, headers } = await resolveAccount(request, { renew: true });
  return { viewer: account ? toViewer(account) : null, headers };
}

type ResolvedAccount = { account: SignedInAccount | null; headers: Headers; unavailable: boolean };

/**
 * The session as read for a request, without renewing it, by the request's load context: React
 * Router gives each loader its own copy of the Request but all of them the same context. The root
 * loader (who is signed in) and a page's own guard ask at once: one read (one statement) serves both.
 */
const sessionReads = new WeakMap<object, Promise<ResolvedAccount & { renewalDue: boolean }>>();

async function resolveAccount(
  request: Request,
  options: { renew: boolean; context?: AppLoadContext },
): Promise<ResolvedAccount> {
  // Anonymous visitors are most requests: answer them without touching the database.
  if (!hasSessionCookie(request)) return { account: null, headers: new Headers(), unavailable: false };
  const scope = options.context ?? request;
  let read = sessionReads.get(scope);
  if (!read) {
    read = lookUpAccount(request, { renew: false });
    sessionReads.set(scope, read);
  }
  const { renewalDue, ...resolved } = await read;
  // Renewing writes, and only a session past Better Auth's `updateAge` is renewed: read it again
  // with renewal then (once a day per session), so the Set-Cookie it makes reaches the browser.
  if (!options.renew || !renewalDue) return resolved;
  const { renewalDue: _, ...renewed } = await lookUpAccount(request, { renew: true });
  return renewed;
}

async function lookUpAccount(
  request: Request,
  options: { renew: boolean },
): Promise<ResolvedAccount & { renewalDue: boolean }> {
  const headers = new Headers();
  try {
    const auth = await getAuth();
    const database = await openDatabase();
    const { sessionConfig, secret, authCookies } = await auth.$context;
    // Better Auth's own test (api/routes/session): the session is renewed once `updateAge` has passed.
    const renewalDue = (expiresAt: Date) =>
      expiresAt.valueOf() - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= Date.now();

    // A page's read: a live session by its signed token, in one statement. Anything else (no such
    // session, a signature not ours, an expired one) and every renewal is Better Auth's to answer.
    if (!options.renew) {
      const token = verifiedSessionToken(request.headers.get("cookie"), authCookies.sessionToken.name, secret);
      const live = token ? await readLiveSession(database, token) : null;
      if (live) return signedIn(live, headers, renewalDue(live.expiresAt));
    }

    const { headers: authHeaders, response: result } = await auth.api.getSession({
      headers: request.headers,
      query: { disableRefresh: !options.renew },
      returnHeaders: true,
    });
    for (const cookie of authHeaders.getSetCookie()) headers.append("set-cookie", cookie);
    // The account as a page reads it, by the session Better Auth has just checked (and renewed).
    const live = result ? await readLiveSession(database, result.session.token) : null;
    if (!live) return { account: null, headers, unavailable: false, renewalDue: false };
    return signedIn(live, headers, renewalDue(live.expiresAt));
  } catch (error) {
    reportFailureOnce(request, error);
    return { account: null, headers, unavailable: true, renewalDue: false };
  }
}

function signedIn(live: LiveSession, headers: Headers, renewalDue: boolean): ResolvedAccount & { renewalDue: boolean } {
  failureReported = false;
  const email = live.email.toLowerCase();
  const account: SignedInAccount = {
    userId: live.userId,
    sessionToken: live.token,
    email,
    name: live.displayName?.trim() || live.accountName,
    isAdmin: isAdministrator(email, live.role ?? undefined),
  };
  return { account, headers, unavailable: false, renewalDue };
}

let failureReported = false;

/** An outage would otherwise log once per page view: log the first failure, then the next after a success. */
function reportFailureOnce(request: Request, error: unknown): void {
  if (failureReported) return;
  failureReported = true;
  const { pathname } = new URL(request.url);
  console.error(
    `[accounts] could not read the session for ${request.method} ${pathname}; treating the visitor as signed out ` +
      "until the database answers again:",
    error,
  );
}
