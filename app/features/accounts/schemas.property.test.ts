import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { expectFormMessages, expectStoredText } from "../../../tests/support/form-properties";
import { BAD_INPUT_SEED, field, postedForm, storableText, wrongTypes } from "../../../tests/support/hostile-input";

import {
  createAccountSchema,
  emailAvailabilitySchema,
  emailChangeCodeSchema,
  emailChangeRequestSchema,
  forgotPasswordSchema,
  looksLikeEmail,
  MAX_PASSWORD_LENGTH,
  newPasswordSchema,
  resetCodeSchema,
  signInSchema,
  verificationCodeSchema,
} from "./schemas";

const runs = { seed: BAD_INPUT_SEED, numRuns: 200 };

const email = field(fc.constantFrom("dana@example.com", " Dana@Example.COM ", "x+<b>@ex.co"), 254, [
  "a@b",
  "@x.y",
  "a b@c.d",
  `${"a".repeat(250)}@x.co`,
  "<script>@x.co>",
]);
const password = field(fc.constantFrom("secret123", "pässwörd🎮", "<script>alert(1)</script>"), 130, [
  "",
  "12345",
  "x".repeat(MAX_PASSWORD_LENGTH + 1),
]);
const code = field(fc.constantFrom("123456", " 654321 "), 10, ["12345", "1234567", "12a456", "１２３４５６", ""]);
const name = field(storableText(105), 100);

type AccountForm = {
  what: string;
  schema: z.ZodType;
  fields: Record<string, fc.Arbitrary<string>>;
  addressFromEarlierStep?: true;
};

/** Every account form, with what it posts. */
const FORMS: AccountForm[] = [
  {
    what: "create account",
    schema: createAccountSchema,
    fields: { firstName: name, lastName: name, email, password, confirmPassword: password },
  },
  { what: "verification code", schema: verificationCodeSchema, fields: { email, code } },
  { what: "sign in", schema: signInSchema, fields: { email, password } },
  { what: "forgot password", schema: forgotPasswordSchema, fields: { email } },
  // The address comes from the previous step's cookie: only its presence is checked here.
  { what: "reset code", schema: resetCodeSchema, fields: { email, code }, addressFromEarlierStep: true },
  { what: "new password", schema: newPasswordSchema, fields: { password, confirmPassword: password } },
  { what: "email change", schema: emailChangeRequestSchema("dana@example.com"), fields: { newEmail: email } },
  { what: "email change code", schema: emailChangeCodeSchema, fields: { newEmail: email, code } },
  { what: "email availability", schema: emailAvailabilitySchema, fields: { email } },
];

describe("the account forms' schemas under generated input", () => {
  for (const form of FORMS) {
    it(`${form.what}: never throws, answers in the form's words, and keeps only well-formed values`, () => {
      fc.assert(
        fc.property(postedForm(form.fields), wrongTypes, (posted, wrong) => {
          expect(() => form.schema.safeParse(wrong)).not.toThrow();
          const result = form.schema.safeParse(posted);
          if (!result.success) return expectFormMessages(result.error.issues, Object.keys(form.fields));
          const values = result.data as Record<string, string>;
          for (const key of ["email", "newEmail"]) {
            if (key in values) {
              if (!form.addressFromEarlierStep) expect(looksLikeEmail(values[key]!)).toBe(true);
              expect(values[key]).toBe(values[key]!.trim().toLowerCase());
            }
          }
          if ("code" in values) expect(values.code).toMatch(/^\d{6}$/);
          if ("password" in values) expect(values.password!.length).toBeLessThanOrEqual(MAX_PASSWORD_LENGTH);
          if ("firstName" in values) {
            expectStoredText(values.firstName!, 100, true);
            expectStoredText(values.lastName!, 100, true);
          }
        }),
        runs,
      );
    });
  }

  it("refuses a multi-megabyte password or name quickly, in the form's words", () => {
    const huge = "𝕏<script>".repeat(300_000);
    const started = performance.now();
    const result = createAccountSchema.safeParse({
      firstName: huge,
      lastName: "L",
      email: "a@b.co",
      password: huge,
      confirmPassword: huge,
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["First name must be at most 100 characters"]);
    expect(signInSchema.safeParse({ email: huge, password: huge }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address",
    );
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("reads wrong types as missing text rather than throwing", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("email", "password", "code"), wrongTypes), (posted) => {
        for (const form of FORMS) {
          const result = form.schema.safeParse(posted);
          if (!result.success) expect(result.error.issues.length).toBeGreaterThan(0);
        }
      }),
      runs,
    );
  });
});
