import { spawnSync } from "node:child_process";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { scratchFolderWithDatabase } from "#test-support/pglite-template";
import { freePort, killStartedServers, productionSettings, ROOT, startServer } from "#test-support/server";

/**
 * Who is an administrator is decided at each request from ADMIN_EMAILS and the admin command's
 * grants (docs/security.md, "Administrators over time"): asserted here against the production server,
 * restarted with new settings as an operator would, with sessions opened before the change.
 */
const folder = scratchFolderWithDatabase("lan-administrators-");
const port = await freePort();
const settings = productionSettings({ port, dataDir: folder.dir });
const LISTED = "listed-admin@example.com";
const GRANTED = "granted-admin@example.com";
const PASSWORD = "a-long-admin-password";
// This process makes the accounts in the same folder before the server opens it (as a test
// process: Vitest renders mail with React's development JSX).
Object.assign(process.env, settings, { NODE_ENV: "test", ADMIN_EMAILS: LISTED });

afterAll(() => {
  killStartedServers();
  folder.remove();
});

/** Accounts and their sessions, made through the services, as a sign-up and a sign-in would. */
async function prepareAccounts(): Promise<{ listed: string; granted: string }> {
  const { closeDatabase, openDatabase } = await import("~/lib/db.server");
  const { getAuth } = await import("~/lib/auth.server");
  const { user } = await import("#db/schema/auth");
  const { signUp } = await import("~/features/accounts/sign-up.server");
  const { createAdministrator } = await import("~/features/accounts/administrators.server");

  const signedUp = await signUp(
    { firstName: "Listed", lastName: "Admin", email: LISTED, password: PASSWORD },
    { ip: "192.0.2.80" },
  );
  expect(signedUp.ok).toBe(true);
  const database = await openDatabase();
  await database.update(user).set({ emailVerified: true }).where(eq(user.email, LISTED));
  expect((await createAdministrator({ email: GRANTED, password: PASSWORD })).ok).toBe(true);

  const auth = await getAuth();
  const cookieOf = async (email: string) => {
    const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
    return headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  };
  const cookies = { listed: await cookieOf(LISTED), granted: await cookieOf(GRANTED) };
  await closeDatabase();
  return cookies;
}

/** The /contacts status each session gets from a server started with `adminEmails`. */
async function contactsStatus(adminEmails: string, cookies: Record<string, string>) {
  const server = await startServer({
    port,
    dataDir: folder.dir,
    output: "memory",
    env: { ...settings, ADMIN_EMAILS: adminEmails },
  });
  const statuses: Record<string, number> = {};
  for (const [who, cookie] of Object.entries(cookies)) {
    const response = await fetch(`http://127.0.0.1:${port}/contacts`, { headers: { cookie }, redirect: "manual" });
    statuses[who] = response.status;
  }
  expect(await server.stop()).toBe(0);
  return statuses;
}

describe("administrators over time, on the running server", () => {
  it(
    "lose /contacts at once when ADMIN_EMAILS drops them or the admin command demotes them",
    { timeout: 180_000 },
    async () => {
      const cookies = await prepareAccounts();
      expect(await contactsStatus(LISTED, cookies)).toEqual({ listed: 200, granted: 200 });

      const demoted = spawnSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", "demote", GRANTED], {
        cwd: ROOT,
        env: { ...process.env, ...settings, ADMIN_EMAILS: "" },
        encoding: "utf8",
      });
      expect(demoted.status, demoted.stderr).toBe(0);
      expect(demoted.stdout).toContain(`${GRANTED} is no longer an administrator.`);

      // The same sessions, opened before: the setting and the grant are read at each request.
      expect(await contactsStatus("", cookies)).toEqual({ listed: 403, granted: 403 });
    },
  );
});
