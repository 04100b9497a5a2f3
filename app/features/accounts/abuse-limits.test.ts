import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { rateLimitCounters } from "#db/schema/rate-limits";
import { user } from "#db/schema/auth";
import { openDatabase } from "~/lib/db.server";
import { readOutbox } from "~/lib/mail.server";
import { useScratchSite } from "#test-support/scratch-site";
import { consumeRateLimit, RATE_RULES } from "~/lib/rate-limit.server";

import { messages } from "./auth-errors.server";
import { checkEmailAvailability } from "./email-availability.server";
import { checkResetCode, requestPasswordReset } from "./password-reset.server";
import { signIn } from "./sign-in.server";
import { signInFromForm } from "~/routes/auth/sign-in-form.server";
import { resendVerificationCode, signUp, verifySignUpCode } from "./sign-up.server";

/**
 * The account forms' abuse limits at the limits as written (RATE_LIMIT_SCALE=1), through the
 * services and the real database: tries per code, codes entered and codes mailed per address and per
 * IP, sign-in attempts, and the e-mail availability check. docs/security.md ("Abuse controls")
 * names each test here.
 */
useScratchSite("abuse-limits", { ADMIN_EMAILS: undefined });

const PASSWORD = "secret123";
const INVALID_CODE = "Invalid code. Please check your email and try again.";

/** Each test picks its addresses: a fresh IP per call unless a test means one IP. */
let clients = 0;
const newIp = () => `198.18.${Math.floor(++clients / 250)}.${clients % 250}`;
let addresses = 0;
const newEmail = (label: string) => `${label}-${++addresses}@example.com`;

async function mailCount(email: string): Promise<number> {
  return (await readOutbox()).filter((message) => message.to === email).length;
}

async function latestCode(email: string): Promise<string> {
  const [newest] = (await readOutbox()).filter((message) => message.to === email);
  const code = newest?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const wrongCodeFor = (code: string) => (code === "000000" ? "111111" : "000000");

async function unverifiedAccount(email: string): Promise<string> {
  const result = await signUp({ firstName: "Ada", lastName: "Lovelace", email, password: PASSWORD }, { ip: newIp() });
  expect(result).toEqual({ ok: true, email, codeSent: true });
  return latestCode(email);
}

async function verified(email: string): Promise<boolean> {
  const database = await openDatabase();
  const [row] = await database.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email));
  return row?.verified ?? false;
}

/** Seconds until the counter of `rule` for `subject` starts over. */
async function windowLeft(rule: { name: string }, subject: string): Promise<number> {
  const database = await openDatabase();
  const [row] = await database
    .select({ endsAt: rateLimitCounters.windowEndsAt })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, `${rule.name}:${subject}`));
  return row ? (row.endsAt.getTime() - Date.now()) / 1000 : 0;
}

describe("guessing a 6-digit code", () => {
  it("a reset code dies after 5 wrong tries: the right one is refused after them", async () => {
    const email = newEmail("reset-tries");
    await verifySignUpCode({ email, code: await unverifiedAccount(email) }, { ip: newIp() });
    expect(await requestPasswordReset(email, { ip: newIp() })).toEqual({ ok: true });
    const code = await latestCode(email);
    const ip = newIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await checkResetCode({ email, code: wrongCodeFor(code) }, { ip }), `try ${attempt}`).toEqual({
        ok: false,
        reason: "invalid",
        message: INVALID_CODE,
      });
    }
    expect((await checkResetCode({ email, code }, { ip })).ok).toBe(false);
  });

  it("takes 10 codes per address in 15 minutes, from any IP, and refuses the 11th even when right", async () => {
    const email = newEmail("code-checks");
    let code = await unverifiedAccount(email);
    // Ten wrong entries over three codes (5 tries kill a code), each from another IP.
    for (let attempt = 1; attempt <= 10; attempt++) {
      if (attempt === 6 || attempt === 10) {
        expect((await resendVerificationCode(email, { ip: newIp() })).ok).toBe(true);
        code = await latestCode(email);
      }
      const answer = await verifySignUpCode({ email, code: wrongCodeFor(code) }, { ip: newIp() });
      expect(answer, `entry ${attempt}`).toEqual({ ok: false, reason: "invalid", message: INVALID_CODE });
    }
    // The third code has had one wrong try only: it is the cap that refuses it.
    expect(await verifySignUpCode({ email, code }, { ip: newIp() })).toEqual({
      ok: false,
      reason: "invalid",
      message: messages.codeTooManyAttempts,
    });
    expect(await verified(email)).toBe(false);
    const left = await windowLeft(RATE_RULES.codeCheck, `email:${email}`);
    expect(left).toBeGreaterThan(14 * 60);
    expect(left).toBeLessThanOrEqual(15 * 60);
  });

  it("takes 40 codes per IP in 15 minutes, across addresses", async () => {
    const target = newEmail("code-checks-ip");
    const code = await unverifiedAccount(target);
    const ip = newIp();
    for (let attempt = 1; attempt <= 40; attempt++) {
      const answer = await verifySignUpCode({ email: newEmail("unknown"), code: "123456" }, { ip });
      expect(answer.ok, `entry ${attempt}`).toBe(false);
      if (!answer.ok) expect(answer.message).not.toBe(messages.codeTooManyAttempts);
    }
    expect(await verifySignUpCode({ email: target, code }, { ip })).toEqual({
      ok: false,
      reason: "invalid",
      message: messages.codeTooManyAttempts,
    });
    // The same right code from another machine goes through: the cap was this IP's.
    expect((await verifySignUpCode({ email: target, code }, { ip: newIp() })).ok).toBe(true);
  });
});

describe("codes mailed", () => {
  it("mails 5 codes an hour to one address, from any IP; then none, and says so", async () => {
    const email = newEmail("code-mail");
    await unverifiedAccount(email);
    for (let resend = 1; resend <= 5; resend++) {
      expect(await resendVerificationCode(email, { ip: newIp() }), `resend ${resend}`).toEqual({
        ok: true,
        message: messages.codeResent,
      });
    }
    expect(await mailCount(email)).toBe(6);
    expect(await resendVerificationCode(email, { ip: newIp() })).toEqual({
      ok: false,
      reason: "invalid",
      message: messages.codeTooManyAttempts,
    });
    // Signing in to the unverified account would mail one too: it counts against the same cap.
    expect(await signIn({ email, password: PASSWORD }, { ip: newIp(), headers: new Headers() })).toEqual({
      ok: false,
      reason: "conflict",
      message: messages.signInUnverified,
      unverified: true,
      email,
      codeSent: false,
      codeLimited: true,
    });
    // The sign-in form sends the visitor to the verify step with the cap's message.
    const form = new Request("http://localhost:3000/login", {
      method: "POST",
      body: new URLSearchParams({ email, password: PASSWORD }),
    });
    const answer = await signInFromForm(form, newIp());
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("location")).toBe("/signup-form?notice=code-limit");
    expect(await mailCount(email)).toBe(6);
    const left = await windowLeft(RATE_RULES.codeRequest, `email:${email}`);
    expect(left).toBeGreaterThan(59 * 60);
    expect(left).toBeLessThanOrEqual(60 * 60);
  });

  it("an unverified account's sign-ins mail at most 5 codes an hour", async () => {
    const email = newEmail("sign-in-codes");
    await unverifiedAccount(email);
    const client = () => ({ ip: newIp(), headers: new Headers() });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await signIn({ email, password: PASSWORD }, client()), `sign-in ${attempt}`).toMatchObject({
        unverified: true,
        codeSent: true,
      });
    }
    expect(await signIn({ email, password: PASSWORD }, client())).toMatchObject({
      unverified: true,
      codeSent: false,
      codeLimited: true,
    });
    expect(await mailCount(email)).toBe(6);
  });

  it("mails 20 codes an hour from one IP, across addresses", async () => {
    const ip = newIp();
    for (let request = 1; request <= 20; request++) {
      expect((await resendVerificationCode(newEmail("nobody"), { ip })).ok, `request ${request}`).toBe(true);
    }
    const email = newEmail("code-mail-ip");
    await unverifiedAccount(email);
    expect(await resendVerificationCode(email, { ip })).toEqual({
      ok: false,
      reason: "invalid",
      message: messages.codeTooManyAttempts,
    });
    expect(await mailCount(email)).toBe(1);
  });

  it("mails 5 password-reset codes an hour to one address, then says 'Too many reset attempts'", async () => {
    const email = newEmail("reset-mail");
    await verifySignUpCode({ email, code: await unverifiedAccount(email) }, { ip: newIp() });
    for (let request = 1; request <= 5; request++) {
      expect(await requestPasswordReset(email, { ip: newIp() }), `request ${request}`).toEqual({ ok: true });
    }
    expect(await requestPasswordReset(email, { ip: newIp() })).toEqual({
      ok: false,
      reason: "invalid",
      message: "Too many reset attempts. Please wait a few minutes before trying again.",
    });
    expect(await mailCount(email)).toBe(6);
  });
});

describe("sign-up", () => {
  it("makes 20 accounts an hour from one IP, then says 'Too many sign-up attempts' and makes none", async () => {
    const ip = newIp();
    for (let account = 1; account <= 20; account++) {
      const email = newEmail("batch");
      const made = await signUp({ firstName: "Bulk", lastName: "Maker", email, password: PASSWORD }, { ip });
      expect(made.ok, `account ${account}`).toBe(true);
    }
    const email = newEmail("batch-over");
    expect(await signUp({ firstName: "Bulk", lastName: "Maker", email, password: PASSWORD }, { ip })).toEqual({
      ok: false,
      reason: "invalid",
      message: "Too many sign-up attempts. Please wait a few minutes before trying again.",
    });
    const database = await openDatabase();
    expect(await database.select().from(user).where(eq(user.email, email))).toEqual([]);
    expect(await mailCount(email)).toBe(0);
  });
});

describe("sign-in throttling", () => {
  // 41 password checks: on a CI machine also running the browser suite they can pass 30 s.
  it(
    "takes 40 attempts per IP in 10 minutes, across addresses, and refuses the next even when right",
    { timeout: 90_000 },
    async () => {
      const email = newEmail("sign-in-ip");
      await verifySignUpCode({ email, code: await unverifiedAccount(email) }, { ip: newIp() });
      const ip = newIp();
      for (let attempt = 1; attempt <= 40; attempt++) {
        const answer = await signIn({ email: newEmail("guess"), password: "not-it" }, { ip, headers: new Headers() });
        expect(answer, `attempt ${attempt}`).toEqual({
          ok: false,
          reason: "invalid",
          message: messages.signInIncorrect,
        });
      }
      const refused = await signIn({ email, password: PASSWORD }, { ip, headers: new Headers() });
      expect(refused).toEqual({
        ok: false,
        reason: "too-many",
        message: "Too many login attempts. Please wait a moment before trying again.",
        limited: { retryAfterSeconds: expect.any(Number) },
      });
      expect((await signIn({ email, password: PASSWORD }, { ip: newIp(), headers: new Headers() })).ok).toBe(true);
      const left = await windowLeft(RATE_RULES.signIn, `ip:${ip}`);
      expect(left).toBeGreaterThan(9 * 60);
      expect(left).toBeLessThanOrEqual(10 * 60);
      // The window's end, counted before `left` was read: when to come back.
      const retryAfter = !refused.ok && refused.reason === "too-many" ? refused.limited.retryAfterSeconds : 0;
      expect(retryAfter).toBeGreaterThanOrEqual(Math.floor(left));
      expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    },
  );

  it("answers a sign-in form over the limits 429 with Retry-After, and the same message", async () => {
    const email = newEmail("sign-in-429");
    await verifySignUpCode({ email, code: await unverifiedAccount(email) }, { ip: newIp() });
    const ip = newIp();
    const post = (path: string) =>
      new Request(`http://localhost:3000${path}`, {
        method: "POST",
        body: new URLSearchParams({ email, password: PASSWORD }),
      });
    // The address's ten attempts of the window, taken as ten sign-ins would take them.
    const database = await openDatabase();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await consumeRateLimit(RATE_RULES.signIn, { ip: newIp(), email }, database)).allowed).toBe(true);
    }
    const answer = await signInFromForm(post("/login"), ip);
    if (answer instanceof Response) throw new Error(`sent to ${answer.headers.get("location")}`);
    expect(answer.data).toEqual({ message: messages.signInTooMany, email });
    expect(answer.init?.status).toBe(429);
    const retryAfter = Number(new Headers(answer.init?.headers).get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(Math.floor(await windowLeft(RATE_RULES.signIn, `email:${email}`)));
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);

    const { action: adminLogin } = await import("~/routes/auth/admin-login");
    const adminAnswer = await adminLogin({
      request: post("/admin-login"),
      context: { clientIp: ip },
      params: {},
    } as Parameters<typeof adminLogin>[0]);
    expect(adminAnswer.data).toEqual({ ok: false, message: messages.signInTooMany, email });
    expect(adminAnswer.init?.status).toBe(429);
    expect(new Headers(adminAnswer.init?.headers).get("Retry-After")).toMatch(/^\d+$/);
  });
});

describe("the e-mail availability check", () => {
  it("answers 120 addresses per IP in 10 minutes, then says nothing about the next, taken or not", async () => {
    const taken = newEmail("taken");
    // Taken: confirmed with its code (an unconfirmed address may be signed up for again).
    const code = await unverifiedAccount(taken);
    expect((await verifySignUpCode({ email: taken, code }, { ip: newIp() })).ok).toBe(true);
    const ip = newIp();
    for (let asked = 1; asked <= 120; asked++) {
      expect((await checkEmailAvailability(newEmail("listed"), ip)).status, `address ${asked}`).toBe("available");
    }
    expect(await checkEmailAvailability(taken, ip)).toEqual({
      status: "rate-limited",
      message: messages.signUpTooMany,
    });
    expect(await checkEmailAvailability(newEmail("free"), ip)).toEqual({
      status: "rate-limited",
      message: messages.signUpTooMany,
    });
    expect((await checkEmailAvailability(taken, newIp())).status).toBe("taken");
  });

  it("answers 30 times per address in 10 minutes, from any IP", async () => {
    const email = newEmail("asked-often");
    for (let asked = 1; asked <= 30; asked++) {
      expect((await checkEmailAvailability(email, newIp())).status, `time ${asked}`).toBe("available");
    }
    expect((await checkEmailAvailability(email, newIp())).status).toBe("rate-limited");
  });
});
