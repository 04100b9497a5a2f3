import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { userProfiles } from "#db/schema/accounts";
import { useScratchSite } from "#test-support/scratch-site";
import { user } from "#db/schema/auth";
import { getAuth } from "~/lib/auth.server";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

import { createAdministrator, demoteAdministrator, promoteToAdministrator, splitName } from "./administrators.server";
import { readViewer } from "./viewer.server";

useScratchSite("administrators", { ADMIN_EMAILS: "" });

const PASSWORD = "a-long-admin-password";

async function signInCookie(email: string, password: string): Promise<string> {
  const auth = await getAuth();
  const { headers } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const viewerOf = (cookie: string) => readViewer(new Request("http://localhost:3000/", { headers: { cookie } }));

async function profileOf(email: string) {
  const database = await openDatabase();
  const [row] = await database.select().from(userProfiles).where(eq(userProfiles.userEmail, email));
  return row;
}

describe("createAdministrator", () => {
  it("creates a verified administrator who can sign in at once", async () => {
    const result = await createAdministrator({ email: " Ops@Example.com ", password: PASSWORD, name: "Ada  Lovelace" });
    expect(result).toMatchObject({ ok: true, email: "ops@example.com" });

    const database = await openDatabase();
    const [account] = await database.select().from(user).where(eq(user.email, "ops@example.com"));
    expect(account).toMatchObject({ emailVerified: true, name: "Ada Lovelace" });
    expect(await profileOf("ops@example.com")).toMatchObject({
      role: "admin",
      firstName: "Ada",
      lastName: "Lovelace",
      displayName: "Ada Lovelace",
    });

    const cookie = await signInCookie("ops@example.com", PASSWORD);
    expect(await viewerOf(cookie)).toEqual({ email: "ops@example.com", name: "Ada Lovelace", isAdmin: true });
  });

  it("refuses an address that already has an account and suggests promote", async () => {
    const result = await createAdministrator({ email: "ops@example.com", password: PASSWORD });
    expect(result.ok).toBe(false);
    expect(result.message).toContain("already exists");
    expect(result.message).toContain("npm run admin -- promote ops@example.com");
  });

  it("refuses a bad address and a password the sign-up form would refuse", async () => {
    expect(await createAdministrator({ email: "not an address", password: PASSWORD })).toEqual({
      ok: false,
      reason: "invalid",
      message: '"not an address" is not a valid e-mail address.',
    });
    const short = await createAdministrator({ email: "short@example.com", password: "12345" });
    expect(short).toMatchObject({ ok: false });
    expect(short.message).toContain("6 to 128 characters");
    const database = await openDatabase();
    expect(await database.select().from(user).where(eq(user.email, "short@example.com"))).toEqual([]);
  });

  it("names an administrator created without --name", async () => {
    await createAdministrator({ email: "anon-admin@example.com", password: PASSWORD });
    expect(await profileOf("anon-admin@example.com")).toMatchObject({
      role: "admin",
      firstName: "Site",
      lastName: "Administrator",
    });
  });
});

describe("promoteToAdministrator", () => {
  it("makes a member an administrator", async () => {
    const auth = await getAuth();
    const database = await openDatabase();
    const { user: member } = await auth.api.signUpEmail({
      body: { email: "member@example.com", password: PASSWORD, name: "Grace Hopper" },
    });
    await database.update(user).set({ emailVerified: true }).where(eq(user.id, member.id));
    await database.insert(userProfiles).values({
      userId: member.id,
      userEmail: "member@example.com",
      firstName: "Grace",
      lastName: "Hopper",
      displayName: "Grace Hopper",
    });
    const cookie = await signInCookie("member@example.com", PASSWORD);
    expect(await viewerOf(cookie)).toMatchObject({ isAdmin: false });

    expect(await promoteToAdministrator("Member@Example.com")).toEqual({
      ok: true,
      email: "member@example.com",
      message: "member@example.com is now an administrator.",
    });
    expect(await profileOf("member@example.com")).toMatchObject({ role: "admin", firstName: "Grace" });
    expect(await viewerOf(cookie)).toMatchObject({ isAdmin: true });

    expect(await promoteToAdministrator("member@example.com")).toMatchObject({
      ok: true,
      message: "member@example.com is already an administrator.",
    });
  });

  it("creates the profile row of an account that has none", async () => {
    const auth = await getAuth();
    await auth.api.signUpEmail({
      body: { email: "bare@example.com", password: PASSWORD, name: "Linus Benedict Torvalds" },
    });
    expect(await profileOf("bare@example.com")).toBeUndefined();
    expect(await promoteToAdministrator("bare@example.com")).toMatchObject({ ok: true });
    expect(await profileOf("bare@example.com")).toMatchObject({
      role: "admin",
      firstName: "Linus",
      lastName: "Benedict Torvalds",
      displayName: "Linus Benedict Torvalds",
    });
  });

  it("says when no account uses the address", async () => {
    const result = await promoteToAdministrator("nobody@example.com");
    expect(result.ok).toBe(false);
    expect(result.message).toContain("No account uses nobody@example.com");
    expect(result.message).toContain("npm run admin -- create nobody@example.com");
    expect(await promoteToAdministrator("nobody")).toMatchObject({ ok: false });
  });
});

describe("splitName", () => {
  it("takes the first word as the first name and the rest as the last name", () => {
    expect(splitName(" Ada  King Lovelace ")).toEqual({ firstName: "Ada", lastName: "King Lovelace" });
    expect(splitName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
    expect(splitName(undefined)).toEqual({ firstName: "Site", lastName: "Administrator" });
  });
});

describe("demoteAdministrator", () => {
  it("takes the grant back at once, in a session opened before", async () => {
    const email = "demoted@example.com";
    expect((await createAdministrator({ email, password: PASSWORD })).ok).toBe(true);
    const cookie = await signInCookie(email, PASSWORD);
    expect(await viewerOf(cookie)).toMatchObject({ isAdmin: true });

    expect(await demoteAdministrator(" Demoted@Example.com ")).toEqual({
      ok: true,
      email,
      message: "demoted@example.com is no longer an administrator.",
    });
    expect(await profileOf(email)).toMatchObject({ role: "user" });
    expect(await viewerOf(cookie)).toMatchObject({ isAdmin: false });
  });

  it("says that an address in ADMIN_EMAILS stays an administrator through the setting", async () => {
    const email = "listed-granted@example.com";
    expect((await createAdministrator({ email, password: PASSWORD })).ok).toBe(true);
    const cookie = await signInCookie(email, PASSWORD);
    const settings = env();
    const listed = settings.ADMIN_EMAILS;
    settings.ADMIN_EMAILS = [...listed, email];
    try {
      const result = await demoteAdministrator(email);
      expect(result.ok && result.message).toContain("ADMIN_EMAILS lists it");
      expect(await viewerOf(cookie)).toMatchObject({ isAdmin: true });
    } finally {
      settings.ADMIN_EMAILS = listed;
    }
    expect(await viewerOf(cookie)).toMatchObject({ isAdmin: false });
  });

  it("refuses an address with no account, and a malformed one", async () => {
    expect(await demoteAdministrator("nobody-here@example.com")).toEqual({
      ok: false,
      reason: "not-found",
      message: "No account uses nobody-here@example.com.",
    });
    expect((await demoteAdministrator("not an address")).ok).toBe(false);
  });
});
