import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { verification } from "#db/schema/auth";

import { CODE_ATTEMPTS } from "~/lib/account-rules";
import { getAuth } from "~/lib/auth.server";
import { openDatabase } from "~/lib/db.server";
import { readOutbox } from "~/lib/mail.server";

import { messages } from "./auth-errors.server";
import { checkResetCode, requestPasswordReset, resetPassword } from "./password-reset.server";
import { resendVerificationCode, signUp, verifySignUpCode } from "./sign-up.server";

/**
 * The tries of a mailed code, run by code-tries.test.ts on PGlite and by code-tries.postgres.test.ts
 * on PostgreSQL (where tries sent at once really run side by side). The per-address and per-IP
 * limits on codes entered are lifted there (RATE_LIMIT_SCALE): what is under test is the count of
 * tries per code, which that setting does not touch.
 */

const PASSWORD = "secret123";
let clients = 0;
const newIp = () => `203.0.113.${++clients}`;

async function newestCode(email: string): Promise<string> {
  const message = (await readOutbox()).find((each) => each.to === email);
  const code = message?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

async function unverifiedAccount(email: string): Promise<string> {
  expect(await signUp({ firstName: "Ada", lastName: "Lovelace", email, password: PASSWORD }, { ip: newIp() })).toEqual({
    ok: true,
    email,
    codeSent: true,
  });
  return newestCode(email);
}

/** A verified account that asked for a password reset: the reset code mailed to it. */
async function resetCodeOfNewAccount(email: string): Promise<string> {
  const signUpCode = await unverifiedAccount(email);
  expect((await verifySignUpCode({ email, code: signUpCode }, { ip: newIp() })).ok).toBe(true);
  expect(await requestPasswordReset(email, { ip: newIp() })).toEqual({ ok: true });
  return newestCode(email);
}

const wrongCodes = (code: string, count: number) =>
  Array.from({ length: count }, (_, index) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, "0"));

export function describeCodeTries(engine: string) {
  describe(`tries of a mailed code (${engine})`, () => {
    it("checks at most five of twenty wrong sign-up codes sent at once, then refuses the right one", async () => {
      const email = "burst@example.com";
      const code = await unverifiedAccount(email);
      const auth = await getAuth();
      const checks = vi.spyOn(auth.api, "verifyEmailOTP");
      try {
        const results = await Promise.all(
          wrongCodes(code, 20).map((wrong) => verifySignUpCode({ email, code: wrong }, { ip: newIp() })),
        );
        expect(checks.mock.calls.length).toBeLessThanOrEqual(CODE_ATTEMPTS);
        // Only a checked try is told its code is wrong; every other one is told why it was not checked.
        const answers = results.map((result) => (result.ok ? "accepted" : result.message));
        const told = (message: string) => answers.filter((answer) => answer === message).length;
        expect(told(messages.codeInvalid)).toBeLessThanOrEqual(checks.mock.calls.length);
        expect(told(messages.codeTooManyAttempts)).toBeGreaterThanOrEqual(20 - CODE_ATTEMPTS);
        expect(told(messages.codeInvalid) + told(messages.codeTooManyAttempts)).toBe(20);
        expect(await verifySignUpCode({ email, code }, { ip: newIp() })).toEqual({
          ok: false,
          reason: "invalid",
          message: messages.codeTooManyAttempts,
        });
      } finally {
        checks.mockRestore();
      }
    });

    it("counts a try made while another try has the stored code out: after five, it is refused unchecked", async () => {
      const email = "code-out@example.com";
      const code = await unverifiedAccount(email);
      for (const wrong of wrongCodes(code, CODE_ATTEMPTS)) {
        expect(await verifySignUpCode({ email, code: wrong }, { ip: newIp() })).toEqual({
          ok: false,
          reason: "invalid",
          message: messages.codeInvalid,
        });
      }
      // The auth library checks a code by taking its row out and putting it back when the code was
      // wrong: a try that comes in between finds no stored code.
      const database = await openDatabase();
      const identifier = `email-verification-otp-${email}`;
      const taken = await database.delete(verification).where(eq(verification.identifier, identifier)).returning();
      expect(taken).toHaveLength(1);
      const auth = await getAuth();
      const checks = vi.spyOn(auth.api, "verifyEmailOTP");
      try {
        expect(await verifySignUpCode({ email, code: wrongCodes(code, 6)[5]! }, { ip: newIp() })).toEqual({
          ok: false,
          reason: "invalid",
          message: messages.codeTooManyAttempts,
        });
        expect(checks).not.toHaveBeenCalled();
      } finally {
        checks.mockRestore();
        await database.insert(verification).values(taken);
      }
      expect(await verifySignUpCode({ email, code }, { ip: newIp() })).toEqual({
        ok: false,
        reason: "invalid",
        message: messages.codeTooManyAttempts,
      });
    });

    it("checks at most five of twenty reset codes sent at once", async () => {
      const email = "reset-burst@example.com";
      const code = await resetCodeOfNewAccount(email);
      const auth = await getAuth();
      const checks = vi.spyOn(auth.api, "checkVerificationOTP");
      try {
        const results = await Promise.all(
          wrongCodes(code, 20).map((wrong) => checkResetCode({ email, code: wrong }, { ip: newIp() })),
        );
        expect(checks.mock.calls.length).toBeLessThanOrEqual(CODE_ATTEMPTS);
        const tooMany = results.filter((result) => !result.ok && result.message === messages.codeTooManyAttempts);
        expect(tooMany.length).toBeGreaterThanOrEqual(20 - CODE_ATTEMPTS);
      } finally {
        checks.mockRestore();
      }
      expect(await checkResetCode({ email, code }, { ip: newIp() })).toEqual({
        ok: false,
        reason: "invalid",
        message: messages.codeTooManyAttempts,
      });
    });

    it("counts only wrong entries: after four, the right code is checked and then spent", async () => {
      const email = "four-wrong@example.com";
      const code = await resetCodeOfNewAccount(email);
      for (const wrong of wrongCodes(code, 4)) {
        expect(await checkResetCode({ email, code: wrong }, { ip: newIp() })).toEqual({
          ok: false,
          reason: "invalid",
          message: messages.codeInvalid,
        });
      }
      expect(await checkResetCode({ email, code }, { ip: newIp() })).toEqual({ ok: true });
      expect(await resetPassword({ email, code, password: "another-secret" })).toEqual({ ok: true });
    });

    it("gives a new code five tries of its own", async () => {
      const email = "fresh-code@example.com";
      const first = await unverifiedAccount(email);
      for (const wrong of wrongCodes(first, 5)) await verifySignUpCode({ email, code: wrong }, { ip: newIp() });
      expect(await resendVerificationCode(email, { ip: newIp() })).toEqual(expect.objectContaining({ ok: true }));
      const second = await newestCode(email);
      expect(second).not.toBe(first);
      expect((await verifySignUpCode({ email, code: second }, { ip: newIp() })).ok).toBe(true);
    });
  });
}
