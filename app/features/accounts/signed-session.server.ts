import { createHmac, timingSafeEqual } from "node:crypto";

import { parseCookies } from "better-auth/cookies";
import { eq, sql } from "drizzle-orm";

import { userProfiles } from "#db/schema/accounts";
import { session, user } from "#db/schema/auth";
import { preparedStatement } from "~/lib/database/postgres.server";
import type { Database } from "~/lib/db.server";

/** A signed-in session as one statement reads it: the session, its user and their profile. */
export type LiveSession = {
  token: string;
  expiresAt: Date;
  userId: string;
  email: string;
  accountName: string;
  displayName: string | null;
  role: string | null;
};

/**
 * The session token a Cookie header carries, once its signature is the server's; null otherwise.
 * Better Auth's own check (better-call's signed cookie: the token, ".", then the base64 HMAC-SHA-256
 * of the token under the auth secret), made here so a page's read of who is signed in needs no call
 * into Better Auth's endpoint.
 */
export function verifiedSessionToken(cookieHeader: string | null, cookieName: string, secret: string): string | null {
  const value = cookieHeader ? parseCookies(cookieHeader).get(cookieName) : undefined;
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The session by its token, unexpired, with its user and profile: one statement where Better
 * Auth's getSession and the profile were two, on every signed-in page. Null when there is none.
 */
export async function readLiveSession(database: Database, token: string): Promise<LiveSession | null> {
  const [row] = await sessionByToken(database).execute({ token });
  return row && row.expiresAt.valueOf() > Date.now() ? row : null;
}

const sessionByToken = preparedStatement((database) =>
  database
    .select({
      token: session.token,
      expiresAt: session.expiresAt,
      userId: user.id,
      email: user.email,
      accountName: user.name,
      displayName: userProfiles.displayName,
      role: userProfiles.role,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("session_by_token"),
);
