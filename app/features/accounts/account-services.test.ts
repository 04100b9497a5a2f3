import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { userProfiles } from "#db/schema/accounts";
import { account as credentialAccount, session, user, verification } from "#db/schema/auth";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { type OutboxMessage, readOutbox } from "~/lib/mail.server";
import { useScratchSite } from "#test-support/scratch-site";

import { messages } from "./auth-errors.server";
import { confirmEmailChange, requestEmailChange } from "./email-change.server";
import { changePassword } from "./password-change.server";
import { checkResetCode, requestPasswordReset, resetPassword } from "./password-reset.server";
import { adminSignIn, signIn } from "./sign-in.server";
import { resendVerificationCode, signUp, verifySignUpCode } from "./sign-up.server";
import { readSignedInAccount, readViewer } from "./viewer.server";

useScratchSite("account-services", {
  ADMIN_EMAILS: "boss@example.com,Chief@Example.com,listed-mover@example.com,listed-target@example.com",
});

const PASSWORD = "secret123";

/** Every test comes from its own address, so the per-IP limits never get in the way. */
let clients = 0;
const newIp = () => `198.51.100.${++clients}`;

/** Messages to an address, newest first. */
async function outboxTo(email: string): Promise<OutboxMessage[]> {
  return (await readOutbox()).filter((message) => message.to === email);
}

function codeIn(message: OutboxMessage | undefined): string {
  const code = message?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no code in ${JSON.stringify(message)}`);
  return code;
}

/** The code of the newest message to an address, after checking it is one message more than `before`. */
async function newCode(email: string, before: number): Promise<string> {
  const inbox = await outboxTo(email);
  expect(inbox, `messages to ${email}`).toHaveLength(before + 1);
  return codeIn(inbox[0]);
}

const wrongCodeFor = (code: string) => (code === "000000" ? "111111" : "000000");

function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const pageRequest = (cookie: string) => new Request("http://localhost:3000/dashboard", { headers: { cookie } });

async function userRow(email: string) {
  const database = await openDatabase();
  const [row] = await database.select().from(user).where(eq(user.email, email));
  return row;
}

async function profileRow(userId: string) {
  const database = await openDatabase();
  const [row] = await database.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row;
}

async function sessionCount(userId: string): Promise<number> {
  const database = await openDatabase();
  const [row] = await database.select({ n: count() }).from(session).where(eq(session.userId, userId));
  return row!.n;
}

/** Signs up through the service and leaves the account unverified. */
async function unverifiedAccount(email: string, names = { firstName: "Ada", lastName: "Lovelace" }) {
  const result = await signUp({ ...names, email, password: PASSWORD }, { ip: newIp() });
  expect(result).toEqual({ ok: true, email, codeSent: true });
  return codeIn((await outboxTo(email))[0]);
}

/** A verified account, signed in by its sign-up code; returns the browser's cookie header. */
async function verifiedAccount(email: string): Promise<string> {
  const code = await unverifiedAccount(email);
  const verified = await verifySignUpCode({ email, code }, { ip: newIp() });
  if (!verified.ok) throw new Error(verified.message);
  return cookieHeader(verified.headers);
}

describe("signUp", () => {
  it("creates an unverified account with its profile and mails a 6-digit code valid for 1 hour", async () => {
    const result = await signUp(
      { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: PASSWORD },
      { ip: newIp() },
    );
    expect(result).toEqual({ ok: true, email: "ada@example.com", codeSent: true });

    const created = await userRow("ada@example.com");
    expect(created).toMatchObject({ name: "Ada Lovelace", emailVerified: false });
    expect(await profileRow(created!.id)).toMatchObject({
      userEmail: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      displayName: "Ada Lovelace",
      role: "user",
    });

    const inbox = await outboxTo("ada@example.com");
    expect(inbox).toHaveLength(1);
    const [mail] = inbox;
    expect(mail!.subject).toBe("Your LAN Centers verification code");
    const code = codeIn(mail);
    expect(mail!.text).toContain("This code is valid for 1 hour.");
    expect(mail!.html).toContain(code);
    expect(mail!.html).toContain("This code is valid for 1 hour.");
    expect(mail!.html).toMatch(/^<!doctype html>/i);
    // The code is stored hashed, never as sent.
    const database = await openDatabase();
    const [stored] = await database
      .select()
      .from(verification)
      .where(eq(verification.identifier, "email-verification-otp-ada@example.com"));
    expect(stored?.value).not.toContain(code);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it("stores no administrator role for an address in ADMIN_EMAILS: the setting decides at each request", async () => {
    const cookie = await verifiedAccount("boss@example.com");
    const boss = await userRow("boss@example.com");
    expect(await profileRow(boss!.id)).toMatchObject({ role: "user" });
    expect(await readViewer(pageRequest(cookie))).toMatchObject({ isAdmin: true });

    // The operator takes the address out of ADMIN_EMAILS and restarts: the session opened before
    // is a member's at its next request.
    const settings = env();
    const listed = settings.ADMIN_EMAILS;
    settings.ADMIN_EMAILS = listed.filter((email) => email !== "boss@example.com");
    try {
      expect(await readViewer(pageRequest(cookie))).toMatchObject({ isAdmin: false });
      expect(
        await adminSignIn({ email: "boss@example.com", password: PASSWORD }, { ip: newIp(), headers: new Headers() }),
      ).toEqual({
        ok: false,
        reason: "unauthenticated",
        message: "Invalid credentials. Access denied.",
      });
    } finally {
      settings.ADMIN_EMAILS = listed;
    }
  });

  it("answers 'Invalid credentials.' to an address already registered and changes nothing", async () => {
    // Registered: the account was confirmed with its code.
    const code = await unverifiedAccount("taken@example.com", { firstName: "First", lastName: "Owner" });
    expect((await verifySignUpCode({ email: "taken@example.com", code }, { ip: newIp() })).ok).toBe(true);
    const before = await userRow("taken@example.com");
    const database = await openDatabase();
    const [passwordBefore] = await database
      .select({ password: credentialAccount.password })
      .from(credentialAccount)
      .where(eq(credentialAccount.userId, before!.id));

    const again = await signUp(
      { firstName: "Second", lastName: "Claimant", email: "taken@example.com", password: "another-password" },
      { ip: newIp() },
    );
    expect(again).toEqual({ ok: false, reason: "conflict", message: "Invalid credentials." });

    expect(await userRow("taken@example.com")).toEqual(before);
    expect(await profileRow(before!.id)).toMatchObject({ firstName: "First", lastName: "Owner" });
    const [passwordAfter] = await database
      .select({ password: credentialAccount.password })
      .from(credentialAccount)
      .where(eq(credentialAccount.userId, before!.id));
    expect(passwordAfter).toEqual(passwordBefore);
    expect(await outboxTo("taken@example.com")).toHaveLength(1);
    const [users] = await database.select({ n: count() }).from(user).where(eq(user.email, "taken@example.com"));
    expect(users!.n).toBe(1);
  });

  it("starts an unconfirmed address again: a new code, the newest name and password, one account", async () => {
    const email = "started-twice@example.com";
    const first = await unverifiedAccount(email, { firstName: "Typo", lastName: "Nmae" });
    const again = await signUp(
      { firstName: "Fixed", lastName: "Name", email, password: "corrected-pw" },
      { ip: newIp() },
    );
    expect(again).toEqual({ ok: true, email, codeSent: true });
    const second = await newCode(email, 1);

    const account = await userRow(email);
    expect(account).toMatchObject({ name: "Fixed Name", emailVerified: false });
    expect(await profileRow(account!.id)).toMatchObject({ firstName: "Fixed", lastName: "Name", role: "user" });
    const database = await openDatabase();
    const [users] = await database.select({ n: count() }).from(user).where(eq(user.email, email));
    expect(users!.n).toBe(1);

    // The newest code confirms it (the first one is replaced), and the newest password signs in.
    if (first !== second) {
      expect((await verifySignUpCode({ email, code: first }, { ip: newIp() })).ok).toBe(false);
    }
    expect((await verifySignUpCode({ email, code: second }, { ip: newIp() })).ok).toBe(true);
    const client = () => ({ ip: newIp(), headers: new Headers() });
    expect((await signIn({ email, password: PASSWORD }, client())).ok).toBe(false);
    expect((await signIn({ email, password: "corrected-pw" }, client())).ok).toBe(true);
  });

  it("mails no more codes than the limit when an unconfirmed address is sent again and again", async () => {
    const email = "resent-form@example.com";
    await unverifiedAccount(email);
    const ip = newIp();
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      answers.push(await signUp({ firstName: "Ada", lastName: "Lovelace", email, password: PASSWORD }, { ip }));
    }
    // Sign-up's own limit (5 an hour per address) and the mailed-code limit both hold: at most 5 codes in all.
    expect(answers.filter((answer) => !answer.ok).length).toBeGreaterThan(0);
    expect((await outboxTo(email)).length).toBeLessThanOrEqual(5);
  });
});

describe("verifySignUpCode", () => {
  it("refuses a wrong code", async () => {
    const code = await unverifiedAccount("wrong-code@example.com");
    expect(
      await verifySignUpCode({ email: "wrong-code@example.com", code: wrongCodeFor(code) }, { ip: newIp() }),
    ).toEqual({ ok: false, reason: "invalid", message: "Invalid code. Please check your email and try again." });
    expect(await userRow("wrong-code@example.com")).toMatchObject({ emailVerified: false });
  });

  it("refuses the right code after five wrong ones", async () => {
    const email = "five-wrong@example.com";
    const code = await unverifiedAccount(email);
    const ip = newIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await verifySignUpCode({ email, code: wrongCodeFor(code) }, { ip }), `wrong attempt ${attempt}`).toEqual({
        ok: false,
        reason: "invalid",
        message: "Invalid code. Please check your email and try again.",
      });
    }
    expect(await verifySignUpCode({ email, code }, { ip })).toEqual({
      ok: false,
      reason: "invalid",
      message: "Too many attempts. Please wait a few minutes before requesting another code.",
    });
    // The code is dead for good; the account stays unverified and signed out.
    const again = await verifySignUpCode({ email, code }, { ip });
    expect(again.ok).toBe(false);
    const account = await userRow(email);
    expect(account).toMatchObject({ emailVerified: false });
    expect(await sessionCount(account!.id)).toBe(0);
  });

  it("refuses a code older than an hour", async () => {
    const email = "expired@example.com";
    const code = await unverifiedAccount(email);
    const database = await openDatabase();
    await database
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `email-verification-otp-${email}`));
    expect(await verifySignUpCode({ email, code }, { ip: newIp() })).toEqual({
      ok: false,
      reason: "invalid",
      message: "This code has expired. Please request a new one.",
    });
    expect(await userRow(email)).toMatchObject({ emailVerified: false });
  });

  it("verifies the account and signs it in with the right code", async () => {
    const email = "right-code@example.com";
    const code = await unverifiedAccount(email);
    const result = await verifySignUpCode({ email, code }, { ip: newIp() });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const cookies = result.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith("better-auth.session_token="))).toBe(true);
    expect(cookies.every((cookie) => /httponly/i.test(cookie))).toBe(true);
    expect(await userRow(email)).toMatchObject({ emailVerified: true });
    expect(await readViewer(pageRequest(cookieHeader(result.headers)))).toEqual({
      email,
      name: "Ada Lovelace",
      isAdmin: false,
    });
    // A code works once.
    expect((await verifySignUpCode({ email, code }, { ip: newIp() })).ok).toBe(false);
  });

  it("Resend Code mails a new code that works, and the old one no longer does", async () => {
    const email = "resend@example.com";
    const first = await unverifiedAccount(email);
    expect(await resendVerificationCode(email, { ip: newIp() })).toEqual({
      ok: true,
      message: "New verification code sent! Check your email.",
    });
    const second = await newCode(email, 1);
    if (first !== second) {
      expect(await verifySignUpCode({ email, code: first }, { ip: newIp() })).toMatchObject({ ok: false });
    }
    expect((await verifySignUpCode({ email, code: second }, { ip: newIp() })).ok).toBe(true);
    // Says the same for an unknown address, and mails nothing.
    expect(await resendVerificationCode("nobody-resend@example.com", { ip: newIp() })).toEqual({
      ok: true,
      message: "New verification code sent! Check your email.",
    });
    expect(await outboxTo("nobody-resend@example.com")).toEqual([]);
  });
});

describe("signIn", () => {
  const client = () => ({ ip: newIp(), headers: new Headers() });

  it("tells the owner of an unverified account to enter a new code, which it mails, and opens no session", async () => {
    const email = "unverified@example.com";
    await unverifiedAccount(email);
    const result = await signIn({ email, password: PASSWORD }, client());
    expect(result).toMatchObject({ ok: false, unverified: true, email, codeSent: true });
    const code = await newCode(email, 1);
    const account = await userRow(email);
    expect(await sessionCount(account!.id)).toBe(0);
    expect((await verifySignUpCode({ email, code }, { ip: newIp() })).ok).toBe(true);
  });

  it("says the same for a wrong password, an unknown address and an unverified account's wrong password", async () => {
    const incorrect = {
      ok: false,
      reason: "invalid",
      message: "Incorrect email or password. Please check your credentials and try again.",
    };
    await verifiedAccount("wrong-password@example.com");
    expect(await signIn({ email: "wrong-password@example.com", password: "not-it" }, client())).toEqual(incorrect);
    expect(await signIn({ email: "no-such-account@example.com", password: PASSWORD }, client())).toEqual(incorrect);
    await unverifiedAccount("unverified-wrong@example.com");
    expect(await signIn({ email: "unverified-wrong@example.com", password: "not-it" }, client())).toEqual(incorrect);
    expect(await outboxTo("unverified-wrong@example.com")).toHaveLength(1);
  });

  it("signs a verified account in", async () => {
    const email = "member@example.com";
    await verifiedAccount(email);
    const result = await signIn({ email, password: PASSWORD }, client());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { account } = await readSignedInAccount(pageRequest(cookieHeader(result.headers)));
    expect(account).toMatchObject({ email, isAdmin: false });
  });

  it("refuses the 11th attempt for one address within the window, even with the right password", async () => {
    const email = "hammered@example.com";
    await verifiedAccount(email);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const result = await signIn({ email, password: "wrong-password" }, client());
      expect(result, `attempt ${attempt}`).toEqual({ ok: false, reason: "invalid", message: messages.signInIncorrect });
    }
    expect(await signIn({ email, password: PASSWORD }, client())).toEqual({
      ok: false,
      reason: "too-many",
      message: "Too many login attempts. Please wait a moment before trying again.",
      limited: { retryAfterSeconds: expect.any(Number) },
    });
    // Another address is not affected.
    await verifiedAccount("bystander@example.com");
    expect((await signIn({ email: "bystander@example.com", password: PASSWORD }, client())).ok).toBe(true);
  });
});

describe("adminSignIn", () => {
  const client = () => ({ ip: newIp(), headers: new Headers() });

  it("refuses a member with 'Invalid credentials. Access denied.' and leaves no session", async () => {
    const email = "not-admin@example.com";
    await verifiedAccount(email);
    const member = await userRow(email);
    // Signed out everywhere first (sign-up signed the account in), so any session would be the refused one.
    const database = await openDatabase();
    await database.delete(session).where(eq(session.userId, member!.id));
    expect(await adminSignIn({ email, password: PASSWORD }, client())).toEqual({
      ok: false,
      reason: "unauthenticated",
      message: "Invalid credentials. Access denied.",
    });
    expect(await sessionCount(member!.id)).toBe(0);
    // The same credentials still open an ordinary session on Sign In.
    expect((await signIn({ email, password: PASSWORD }, client())).ok).toBe(true);
    expect(await sessionCount(member!.id)).toBe(1);
  });

  it("refuses wrong credentials and unknown addresses the same way", async () => {
    expect(await adminSignIn({ email: "boss@example.com", password: "wrong-password" }, client())).toEqual({
      ok: false,
      reason: "unauthenticated",
      message: "Invalid credentials. Access denied.",
    });
    expect(await adminSignIn({ email: "ghost@example.com", password: PASSWORD }, client())).toEqual({
      ok: false,
      reason: "unauthenticated",
      message: "Invalid credentials. Access denied.",
    });
  });

  it("signs in an address listed in ADMIN_EMAILS and an account whose profile says admin", async () => {
    await verifiedAccount("chief@example.com");
    const result = await adminSignIn({ email: "chief@example.com", password: PASSWORD }, client());
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(await readViewer(pageRequest(cookieHeader(result.headers)))).toMatchObject({ isAdmin: true });
    }

    const email = "promoted@example.com";
    await verifiedAccount(email);
    const promoted = await userRow(email);
    const database = await openDatabase();
    await database.update(userProfiles).set({ role: "admin" }).where(eq(userProfiles.userId, promoted!.id));
    expect((await adminSignIn({ email, password: PASSWORD }, client())).ok).toBe(true);
  });
});

describe("password reset", () => {
  it("mails a code, checks it, sets the new password and signs every device out", async () => {
    const email = "forgetful@example.com";
    const cookie = await verifiedAccount(email);
    const owner = await userRow(email);
    expect((await signIn({ email, password: PASSWORD }, { ip: newIp(), headers: new Headers() })).ok).toBe(true);
    expect(await sessionCount(owner!.id)).toBe(2);

    expect(await requestPasswordReset(email, { ip: newIp() })).toEqual({ ok: true });
    const inbox = await outboxTo(email);
    expect(inbox[0]!.subject).toBe("Your LAN Centers password reset code");
    const code = await newCode(email, 1);

    expect(await checkResetCode({ email, code: wrongCodeFor(code) }, { ip: newIp() })).toEqual({
      ok: false,
      reason: "invalid",
      message: "Invalid code. Please check your email and try again.",
    });
    expect(await checkResetCode({ email, code }, { ip: newIp() })).toEqual({ ok: true });
    // Checking does not spend the code: the new password does.
    expect(await resetPassword({ email, code, password: "brand-new-password" })).toEqual({ ok: true });

    expect(await sessionCount(owner!.id)).toBe(0);
    expect(await readViewer(pageRequest(cookie))).toBeNull();
    const client = () => ({ ip: newIp(), headers: new Headers() });
    expect(await signIn({ email, password: PASSWORD }, client())).toMatchObject({
      ok: false,
      reason: "invalid",
      message: messages.signInIncorrect,
    });
    expect((await signIn({ email, password: "brand-new-password" }, client())).ok).toBe(true);
    expect((await resetPassword({ email, code, password: "a-third-password" })).ok).toBe(false);
  });

  it("says when no account uses the address, and mails nothing", async () => {
    expect(await requestPasswordReset("stranger@example.com", { ip: newIp() })).toEqual({
      ok: false,
      reason: "invalid",
      message: "No account found with this email address. Please check your email or create a new account.",
    });
    expect(await outboxTo("stranger@example.com")).toEqual([]);
  });

  it("refuses an expired reset code", async () => {
    const email = "slow-reset@example.com";
    await verifiedAccount(email);
    await requestPasswordReset(email, { ip: newIp() });
    const code = await newCode(email, 1);
    const database = await openDatabase();
    await database
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `forget-password-otp-${email}`));
    expect(await checkResetCode({ email, code }, { ip: newIp() })).toEqual({
      ok: false,
      reason: "invalid",
      message: "This code has expired. Please request a new one.",
    });
  });
});

describe("changePassword", () => {
  it("asks for the current password: a wrong one changes nothing, the right one sets the new", async () => {
    const email = "changer@example.com";
    const cookie = await verifiedAccount(email);
    const { account } = await readSignedInAccount(pageRequest(cookie));

    expect(
      await changePassword(account!, { currentPassword: "not-it-123", password: "brand-new-1" }, { ip: newIp() }),
    ).toEqual({
      ok: false,
      reason: "invalid",
      message: "Current password is incorrect",
      field: "currentPassword",
    });
    const client = () => ({ ip: newIp(), headers: new Headers() });
    expect((await signIn({ email, password: PASSWORD }, client())).ok).toBe(true);
    expect((await signIn({ email, password: "brand-new-1" }, client())).ok).toBe(false);

    expect(
      await changePassword(account!, { currentPassword: PASSWORD, password: "brand-new-1" }, { ip: newIp() }),
    ).toEqual({
      ok: true,
      message: "Password updated successfully!",
    });
    expect((await signIn({ email, password: "brand-new-1" }, client())).ok).toBe(true);
  });

  it("counts each try against the sign-in limit of the address", async () => {
    const email = "guesser@example.com";
    const cookie = await verifiedAccount(email);
    const { account } = await readSignedInAccount(pageRequest(cookie));
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await changePassword(
        account!,
        { currentPassword: `guess-${attempt}`, password: "brand-new-1" },
        { ip: newIp() },
      );
      expect(wrong.ok || wrong.message, `try ${attempt}`).toBe("Current password is incorrect");
    }
    expect(
      await changePassword(account!, { currentPassword: PASSWORD, password: "brand-new-1" }, { ip: newIp() }),
    ).toEqual({
      ok: false,
      reason: "invalid",
      message: "Too many login attempts. Please wait a moment before trying again.",
      field: "currentPassword",
    });
  });
});

describe("e-mail change", () => {
  it("moves the account to the new address with the mailed code and tells the old address", async () => {
    const oldEmail = "mover@example.com";
    const newEmail = "moved@example.com";
    const cookie = await verifiedAccount(oldEmail);
    const request = pageRequest(cookie);
    const { account } = await readSignedInAccount(request);
    expect(account).not.toBeNull();
    const client = () => ({ ip: newIp(), headers: request.headers });

    await verifiedAccount("occupied@example.com");
    expect(await requestEmailChange(account!, "occupied@example.com", client())).toEqual({
      ok: false,
      reason: "invalid",
      message: "This email address is already in use. Please use a different email.",
    });

    expect(await requestEmailChange(account!, newEmail, client())).toEqual({
      ok: true,
      message: "Email update initiated!",
    });
    const first = await newCode(newEmail, 0);
    expect((await outboxTo(newEmail))[0]!.subject).toBe("Confirm your new LAN Centers e-mail address");
    expect(await requestEmailChange(account!, newEmail, client(), { resend: true })).toEqual({
      ok: true,
      message: "New code sent! Check your email.",
    });
    const code = await newCode(newEmail, 1);

    expect(await confirmEmailChange(account!, { newEmail, code: wrongCodeFor(code) }, client())).toEqual({
      ok: false,
      reason: "invalid",
      message: "Invalid code. Please check your email and try again.",
    });
    if (first !== code) {
      expect((await confirmEmailChange(account!, { newEmail, code: first }, client())).ok).toBe(false);
    }
    const outboxBefore = (await outboxTo(oldEmail)).length;
    const confirmed = await confirmEmailChange(account!, { newEmail, code }, client());
    expect(confirmed.ok).toBe(true);

    expect(await userRow(oldEmail)).toBeUndefined();
    const moved = await userRow(newEmail);
    expect(moved?.id).toBe(account!.userId);
    expect(await profileRow(account!.userId)).toMatchObject({ userEmail: newEmail });
    const notices = await outboxTo(oldEmail);
    expect(notices).toHaveLength(outboxBefore + 1);
    expect(notices[0]!.subject).toBe("Your LAN Centers e-mail address was changed");
    expect(notices[0]!.text).toContain(newEmail);

    const signInClient = () => ({ ip: newIp(), headers: new Headers() });
    expect((await signIn({ email: newEmail, password: PASSWORD }, signInClient())).ok).toBe(true);
    expect((await signIn({ email: oldEmail, password: PASSWORD }, signInClient())).ok).toBe(false);
  });
  it("an administrator by ADMIN_EMAILS is one by the new address after a change: kept or lost", async () => {
    /** Moves the signed-in account to `newEmail` with the mailed code; the cookie of the session after. */
    async function move(cookie: string, newEmail: string): Promise<string> {
      const request = pageRequest(cookie);
      const { account } = await readSignedInAccount(request);
      const changeClient = () => ({ ip: newIp(), headers: request.headers });
      expect((await requestEmailChange(account!, newEmail, changeClient())).ok).toBe(true);
      const code = await newCode(newEmail, 0);
      const confirmed = await confirmEmailChange(account!, { newEmail, code }, changeClient());
      if (!confirmed.ok) throw new Error(confirmed.message);
      return cookieHeader(confirmed.headers) || cookie;
    }

    const leaving = await verifiedAccount("listed-mover@example.com");
    expect(await readViewer(pageRequest(leaving))).toMatchObject({ isAdmin: true });
    expect(await readViewer(pageRequest(await move(leaving, "unlisted-mover@example.com")))).toMatchObject({
      email: "unlisted-mover@example.com",
      isAdmin: false,
    });

    const arriving = await verifiedAccount("unlisted-arriver@example.com");
    expect(await readViewer(pageRequest(arriving))).toMatchObject({ isAdmin: false });
    expect(await readViewer(pageRequest(await move(arriving, "listed-target@example.com")))).toMatchObject({
      email: "listed-target@example.com",
      isAdmin: true,
    });
  });
});
