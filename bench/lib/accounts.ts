import { spawnSync } from "node:child_process";

import { productionSettings, ROOT } from "../../tests/support/server";
import { type SqlClient, withSql } from "./seed";

export const BENCH_MEMBER = { email: "member@bench.test", password: "bench-password-123" } as const;

/**
 * A verified member, made while the server is stopped (it also applies the migrations to a new
 * database): the account through `npm run admin -- create` (the site's own sign-up code, no mail),
 * then made an ordinary member again.
 */
export async function createBenchMember(target: { databaseUrl?: string; dataDir: string }) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/admin.ts", "create", BENCH_MEMBER.email, "--name", "Bench Member"],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, ...productionSettings({ port: 3403, ...target }), ADMIN_PASSWORD: BENCH_MEMBER.password },
    },
  );
  if (result.status !== 0) throw new Error(`Could not create the bench member: ${result.stderr || result.stdout}`);
  await withSql(target, (client) =>
    client.query(`update user_profiles set role = 'user' where user_email = $1`, [BENCH_MEMBER.email]),
  );
}

/** Centers the bench member owns: a full dashboard, not an empty one. */
export const BENCH_MEMBER_CENTERS = 25;

/** Gives the bench member `count` of the seeded centers, so its dashboard lists real venues. */
export async function giveCentersToMember(client: SqlClient, count: number) {
  await client.query(
    `update locations set created_by = (select id from "user" where email = $1)
     where id in (select id from locations order by id limit $2)`,
    [BENCH_MEMBER.email, count],
  );
}

/** Signs in through the /login form, as a browser without JavaScript would, and returns the session cookie. */
export async function signInCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams(BENCH_MEMBER).toString(),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  if (response.status !== 302 || cookies.length === 0) {
    throw new Error(`Signing in answered ${response.status} without a session`);
  }
  return cookies.join("; ");
}
