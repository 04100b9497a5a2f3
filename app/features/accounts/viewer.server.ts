import { eq } from "drizzle-orm";

import { userProfiles } from "#db/schema/accounts";
import { getAuth } from "~/lib/auth.server";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import type { Viewer } from "~/lib/viewer";

/**
 * Who is signed in, decided on the server from the session cookie. Never throws: the root loader
 * asks on every page, and a database outage must not take the marketing pages down with it.
 *
 * A page render does not extend the session (no write, and a loader could not forward the renewed
 * cookie anyway); `readViewerAndRenewSession` does, for the /api/session endpoint.
 */
export async function readViewer(request: Request): Promise<Viewer> {
  return (await resolveViewer(request, { renew: false })).viewer;
}

/** As `readViewer`, and renews a session that is due (Better Auth's `updateAge`): forward `headers`. */
export async function readViewerAndRenewSession(request: Request): Promise<{ viewer: Viewer; headers: Headers }> {
  return resolveViewer(request, { renew: true });
}

async function resolveViewer(
  request: Request,
  options: { renew: boolean },
): Promise<{ viewer: Viewer; headers: Headers }> {
  const headers = new Headers();
  // Anonymous visitors are most requests: answer them without touching the database.
  if (!hasSessionCookie(request)) return { viewer: null, headers };
  try {
    const auth = await getAuth();
    const { headers: authHeaders, response: result } = await auth.api.getSession({
      headers: request.headers,
      query: { disableRefresh: !options.renew },
      returnHeaders: true,
    });
    for (const cookie of authHeaders.getSetCookie()) headers.append("set-cookie", cookie);
    if (!result) return { viewer: null, headers };

    const database = await openDatabase();
    const [profile] = await database
      .select({ role: userProfiles.role, displayName: userProfiles.displayName })
      .from(userProfiles)
      .where(eq(userProfiles.userId, result.user.id))
      .limit(1);
    const email = result.user.email.toLowerCase();
    const viewer: Viewer = {
      email,
      name: profile?.displayName.trim() || result.user.name,
      isAdmin: profile?.role === "admin" || env().ADMIN_EMAILS.includes(email),
    };
    failureReported = false;
    return { viewer, headers };
  } catch (error) {
    reportFailureOnce(request, error);
    return { viewer: null, headers };
  }
}

function hasSessionCookie(request: Request): boolean {
  // "better-auth.session_token", or "__Secure-better-auth.session_token" over HTTPS.
  return request.headers.get("cookie")?.includes("better-auth.session_token=") ?? false;
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
