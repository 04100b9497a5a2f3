import { createHmac, randomBytes, randomUUID } from "node:crypto";
import os from "node:os";

import { hashPassword } from "better-auth/crypto";

import type { SqlClient } from "../../../bench/lib/seed";
import { productionSettings } from "../../support/server";
import { MEMBER_PASSWORD } from "../../faults/lib/members";
import { sleep } from "../../faults/lib/settings";

/**
 * The ticket rush's members, a thousand at a time. Their accounts are written straight into the
 * database: the user, a credential account (one password hash for all, made by Better Auth's own
 * `hashPassword`) and the profile, what sign-up leaves once the mailed code is entered.
 *
 * Their sessions, by RUSH_SESSIONS:
 * - `database` (default): a Better Auth session row each, written with the accounts, and its cookie
 *   signed as Better Auth signs it (the token, ".", the base64 HMAC-SHA-256 of the token under
 *   AUTH_SECRET, URI-encoded; app/features/accounts/signed-session.server.ts checks it so). One
 *   member signs in through /login first, and the server's cookie must be what this module would
 *   have made for its token: a change of name, secret or signing stops the run.
 * - `sign-in`: each member signs in through /login, so every session is the server's own. Each is
 *   a full password check: ~10 a second on an idle 2-core machine, under 2 a second when it is busy.
 */
export type Member = { id: string; email: string; token?: string; cookie?: string };

export const SESSION_WAYS = ["database", "sign-in"] as const;
export type SessionWay = (typeof SESSION_WAYS)[number];

// The servers' secret: the load run's servers keep productionSettings' own.
const AUTH_SECRET = productionSettings({ port: 0, dataDir: "" }).AUTH_SECRET!;
// Better Auth's default session life.
const SESSION_DAYS = 7;

/** `count` members with addresses of their own (`label-N@…`), not yet written. */
export function newMembers(label: string, count: number): Member[] {
  const tag = `${Date.now().toString(36)}-${randomBytes(2).toString("hex")}`;
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    email: `${label}-${tag}-${index}@example.test`,
  }));
}

/** Writes the members' accounts, with a session each when `sessions` is true (`token` is set). */
export async function writeMembers(client: SqlClient, members: Member[], sessions: boolean): Promise<void> {
  const ids = members.map((member) => member.id);
  const emails = members.map((member) => member.email);
  await client.query(
    `insert into "user" (id, name, email, email_verified) select id, 'Rush Member', email, true
       from unnest($1::text[], $2::text[]) as t(id, email)`,
    [ids, emails],
  );
  await client.query(
    `insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
       select gen_random_uuid()::text, id, 'credential', id, $2, now(), now() from unnest($1::text[]) as t(id)`,
    [ids, await hashPassword(MEMBER_PASSWORD)],
  );
  await client.query(
    `insert into user_profiles (user_id, user_email, first_name, last_name, display_name, role)
       select id, email, 'Rush', 'Member', 'Rush Member', 'user' from unnest($1::text[], $2::text[]) as t(id, email)`,
    [ids, emails],
  );
  if (!sessions) return;
  for (const member of members) member.token = randomBytes(24).toString("base64url");
  await client.query(
    `insert into session (id, token, user_id, expires_at, created_at, updated_at, ip_address, user_agent)
       select gen_random_uuid()::text, token, id, now() + make_interval(days => $3), now(), now(), '127.0.0.1', 'ticket rush'
       from unnest($1::text[], $2::text[]) as t(id, token)`,
    [ids, members.map((member) => member.token!), SESSION_DAYS],
  );
}

/**
 * Gives every member its cookie: by its session row (after checking the scheme on `probe`'s real
 * sign-in), or by a sign-in each. Returns how many sign-ins were refused as busy and tried again.
 */
export async function memberCookies(siteUrl: string, members: Member[], way: SessionWay, probe: Member) {
  if (way === "sign-in") return signInEach(siteUrl, members);
  const { name, value } = await signInCookie(siteUrl, probe);
  const decoded = decodeURIComponent(value);
  const token = decoded.slice(0, decoded.lastIndexOf("."));
  if (!name.endsWith("better-auth.session_token") || signedValue(token) !== value) {
    throw new Error(
      `The server's session cookie (${name}) is not signed as this run signs the ones it writes: see tests/load/lib/rush-members.ts`,
    );
  }
  for (const member of members) member.cookie = `${name}=${signedValue(member.token!)}`;
  return 0;
}

function signedValue(token: string): string {
  const signature = createHmac("sha256", AUTH_SECRET).update(token).digest("base64");
  return encodeURIComponent(`${token}.${signature}`);
}

/** The session cookie of one sign-in through /login, tried again while the server says it is busy. */
async function signInCookie(
  siteUrl: string,
  member: Member,
): Promise<{ name: string; value: string; refused: number }> {
  for (let refused = 0; ; refused++) {
    const response = await fetch(`${siteUrl}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteUrl },
      body: new URLSearchParams({ email: member.email, password: MEMBER_PASSWORD }),
    });
    await response.arrayBuffer();
    if (response.status === 503 || response.status === 429) {
      await sleep(Number(response.headers.get("retry-after") ?? 1) * 1000);
      continue;
    }
    if (response.status !== 302 || !response.headers.get("location")?.endsWith("/dashboard")) {
      throw new Error(`Sign-in of ${member.email} answered ${response.status} ${response.headers.get("location")}`);
    }
    const pairs = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
    const session = pairs.find((pair) => pair.split("=")[0]!.endsWith("better-auth.session_token"));
    if (!session) throw new Error(`Sign-in of ${member.email} set no session cookie: ${pairs.join("; ")}`);
    const equals = session.indexOf("=");
    member.cookie = pairs.join("; ");
    return { name: session.slice(0, equals), value: session.slice(equals + 1), refused };
  }
}

/** Each member signs in through /login, one per core at a time (the server checks one password per core). */
async function signInEach(siteUrl: string, members: Member[]): Promise<number> {
  let next = 0;
  let refused = 0;
  const worker = async () => {
    while (next < members.length) refused += (await signInCookie(siteUrl, members[next++]!)).refused;
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
  return refused;
}
