import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { userProfiles } from "#db/schema/accounts";
import { useScratchSite } from "#test-support/scratch-site";
import { session, user } from "#db/schema/auth";
import { getAuth } from "~/lib/auth.server";
import { LOCK_FILE_NAME } from "~/lib/data-dir-lock.server";
import { closeDatabase, openDatabase, pingDatabase } from "~/lib/db.server";
import { loader as authLoader } from "~/routes/api/auth";
import { loader as sessionLoader } from "~/routes/api/session";
import { verifiedSessionToken } from "./signed-session.server";
import { readViewer } from "./viewer.server";

const dataDir = useScratchSite("viewer", { ADMIN_EMAILS: "boss@example.com" });

const PASSWORD = "secret1";

/** Signs up a verified account and signs it in; returns the browser's cookie header. */
async function signedInCookie(email: string, name: string): Promise<string> {
  const auth = await getAuth();
  await auth.api.signUpEmail({ body: { email, password: PASSWORD, name } });
  const database = await openDatabase();
  await database.update(user).set({ emailVerified: true }).where(eq(user.email, email.toLowerCase()));
  const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const page = (cookie?: string) => new Request("http://localhost:3000/", { headers: cookie ? { cookie } : {} });

describe("readViewer", () => {
  it("answers an anonymous visitor without opening the database", async () => {
    expect(await readViewer(page())).toBeNull();
    expect(await readViewer(page("theme=dark"))).toBeNull();
    expect(await pingDatabase()).toBe(false);
  });

  it("does not let an account sign in before its e-mail address is confirmed", async () => {
    const auth = await getAuth();
    await auth.api.signUpEmail({ body: { email: "new@example.com", password: PASSWORD, name: "New" } });
    await expect(auth.api.signInEmail({ body: { email: "new@example.com", password: PASSWORD } })).rejects.toThrow();
  });

  it("names the signed-in member from the profile, else from the account", async () => {
    const cookie = await signedInCookie("player@example.com", "Player One");
    expect(await readViewer(page(cookie))).toEqual({ email: "player@example.com", name: "Player One", isAdmin: false });

    const database = await openDatabase();
    const [account] = await database.select().from(user).where(eq(user.email, "player@example.com"));
    await database.insert(userProfiles).values({
      userId: account!.id,
      userEmail: "player@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      displayName: "Ada Lovelace",
    });
    expect(await readViewer(page(cookie))).toEqual({
      email: "player@example.com",
      name: "Ada Lovelace",
      isAdmin: false,
    });

    await database.update(userProfiles).set({ role: "admin" }).where(eq(userProfiles.userId, account!.id));
    expect(await readViewer(page(cookie))).toMatchObject({ isAdmin: true });
  });

  it("makes an account listed in ADMIN_EMAILS an administrator, whatever the case of its address", async () => {
    const cookie = await signedInCookie("Boss@Example.com", "The Boss");
    expect(await readViewer(page(cookie))).toEqual({ email: "boss@example.com", name: "The Boss", isAdmin: true });
  });

  it("treats a forged or signed-out session as nobody", async () => {
    const cookie = await signedInCookie("leaver@example.com", "Leaver");
    expect(await readViewer(page("better-auth.session_token=forged.value"))).toBeNull();
    // An administrator's real token with a signature that is not the server's: refused before any
    // session is read by it.
    const boss = await signedInCookie("Boss@Example.com", "The Boss");
    const token = decodeURIComponent(boss.match(/better-auth\.session_token=([^;]*)/)![1]!).split(".")[0]!;
    expect(await readViewer(page(`better-auth.session_token=${encodeURIComponent(`${token}.Zm9yZ2Vk`)}`))).toBeNull();
    expect(await readViewer(page(boss))).toMatchObject({ isAdmin: true });
    const auth = await getAuth();
    await auth.api.signOut({ headers: new Headers({ cookie }) });
    expect(await readViewer(page(cookie))).toBeNull();
  });

  it("treats an expired session as nobody, though its cookie is still signed", async () => {
    const cookie = await signedInCookie("late@example.com", "Late");
    expect(await readViewer(page(cookie))).toMatchObject({ email: "late@example.com" });
    const database = await openDatabase();
    const [account] = await database.select().from(user).where(eq(user.email, "late@example.com"));
    await database
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, account!.id));
    expect(await readViewer(page(cookie))).toBeNull();
  });

  it("reads the session token only from a cookie Better Auth signed with this site's secret", async () => {
    const cookie = await signedInCookie("signed@example.com", "Signed");
    const { secret, authCookies } = await (await getAuth()).$context;
    const name = authCookies.sessionToken.name;
    const database = await openDatabase();
    const [account] = await database.select().from(user).where(eq(user.email, "signed@example.com"));
    const [stored] = await database.select().from(session).where(eq(session.userId, account!.id));

    expect(verifiedSessionToken(cookie, name, secret)).toBe(stored!.token);
    expect(verifiedSessionToken(cookie, name, `${secret}-another`)).toBeNull();
    const value = decodeURIComponent(cookie.match(/better-auth\.session_token=([^;]*)/)![1]!);
    const [token, signature] = value.split(".") as [string, string];
    const tampered = (text: string) => `${name}=${encodeURIComponent(text)}`;
    expect(verifiedSessionToken(tampered(`${token}x.${signature}`), name, secret)).toBeNull();
    const otherFirst = signature.startsWith("A") ? "B" : "A";
    expect(verifiedSessionToken(tampered(`${token}.${otherFirst}${signature.slice(1)}`), name, secret)).toBeNull();
    expect(verifiedSessionToken(tampered(token), name, secret)).toBeNull();
    expect(verifiedSessionToken(`theme=dark; ${name}=`, name, secret)).toBeNull();
    expect(verifiedSessionToken(null, name, secret)).toBeNull();
  });

  it("returns nobody, and logs once, when the database cannot be opened", async () => {
    const cookie = await signedInCookie("patient@example.com", "Patient");
    await closeDatabase();
    // Another live process holds the data folder: opening fails.
    writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${process.ppid}\n`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await readViewer(page(cookie))).toBeNull();
      expect(await readViewer(page(cookie))).toBeNull();
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]![0])).toContain("[accounts] could not read the session for GET /");
    } finally {
      logged.mockRestore();
      rmSync(path.join(dataDir, LOCK_FILE_NAME));
    }
    expect(await readViewer(page(cookie))).toMatchObject({ email: "patient@example.com" });
  });
});

describe("the session and auth endpoints", () => {
  it("/api/session tells who is signed in, never cached", async () => {
    const cookie = await signedInCookie("nav@example.com", "Nav Bar");
    const request = new Request("http://localhost:3000/api/session", { headers: { cookie } });
    const response = await sessionLoader({ request } as Parameters<typeof sessionLoader>[0]);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ viewer: { email: "nav@example.com", name: "Nav Bar", isAdmin: false } });

    const anonymous = await sessionLoader({ request: page() } as Parameters<typeof sessionLoader>[0]);
    expect(await anonymous.json()).toEqual({ viewer: null });
    expect(anonymous.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("/api/auth/* is Better Auth's handler", async () => {
    const cookie = await signedInCookie("handler@example.com", "Handler");
    const request = new Request("http://localhost:3000/api/auth/get-session", { headers: { cookie } });
    const response = await authLoader({ request } as Parameters<typeof authLoader>[0]);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { email: "handler@example.com" } });
  });
});
