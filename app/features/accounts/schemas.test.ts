import { describe, expect, it } from "vitest";

import { checkForm, formValues } from "~/lib/forms";

import {
  createAccountSchema,
  digitsOnly,
  emailAvailabilitySchema,
  emailChangeCodeSchema,
  emailChangeRequestSchema,
  forgotPasswordSchema,
  looksLikeEmail,
  MAX_PASSWORD_LENGTH,
  newPasswordSchema,
  passwordChangeSchema,
  normalizeEmail,
  resetCodeSchema,
  signInSchema,
  verificationCodeSchema,
} from "./schemas";

/** The message of the first broken rule, or "ok". */
function firstProblem(schema: Parameters<typeof checkForm>[0], values: unknown): string {
  const result = checkForm(schema, values);
  return result.ok ? "ok" : result.message;
}

describe("createAccountSchema (spec section 5, rules 4 to 11, in order)", () => {
  const valid = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    password: "secret1",
    confirmPassword: "secret1",
  };
  const problem = (values: Partial<typeof valid>) => firstProblem(createAccountSchema, { ...valid, ...values });

  it("reports each rule in the spec's order with the spec's message", () => {
    expect(firstProblem(createAccountSchema, {})).toBe("Please enter your first name.");
    expect(problem({ firstName: "   ", lastName: "", email: "", password: "", confirmPassword: "" })).toBe(
      "Please enter your first name.",
    );
    expect(problem({ lastName: " ", email: "", password: "", confirmPassword: "" })).toBe(
      "Please enter your last name.",
    );
    expect(problem({ email: "  ", password: "", confirmPassword: "" })).toBe("Please enter your email address.");
    expect(problem({ email: "a b@c.d", password: "", confirmPassword: "" })).toBe(
      "Please enter a valid email address.",
    );
    expect(problem({ password: "", confirmPassword: "" })).toBe("Please enter a password.");
    expect(problem({ password: "abc", confirmPassword: "abd" })).toBe("Passwords do not match");
    expect(problem({ password: "abc", confirmPassword: "abc" })).toBe("Password must be at least 6 characters long");
    // Rule 9 comes before rule 11: an empty confirmation differs from the password.
    expect(problem({ confirmPassword: "" })).toBe("Passwords do not match");
  });

  it("names the field of the broken rule", () => {
    expect(checkForm(createAccountSchema, { ...valid, lastName: "" })).toEqual({
      ok: false,
      field: "lastName",
      message: "Please enter your last name.",
    });
    expect(checkForm(createAccountSchema, { ...valid, confirmPassword: "other1" })).toMatchObject({
      field: "confirmPassword",
    });
  });

  it("refuses addresses without one @, a dotted domain, or with spaces", () => {
    for (const email of ["ada", "ada@example", "ada@@example.com", "a@b c.d", "@example.com", "ada@.com x"]) {
      expect(problem({ email }), email).toBe("Please enter a valid email address.");
    }
    expect(problem({ email: `${"a".repeat(250)}@example.com` })).toBe("Please enter a valid email address.");
  });

  it("accepts six characters exactly and refuses an over-long password or name", () => {
    expect(problem({ password: "123456", confirmPassword: "123456" })).toBe("ok");
    const long = "x".repeat(MAX_PASSWORD_LENGTH + 1);
    expect(problem({ password: long, confirmPassword: long })).toBe(
      `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
    );
    expect(problem({ firstName: "x".repeat(101) })).toBe("First name must be at most 100 characters");
    expect(problem({ lastName: "x".repeat(101) })).toBe("Last name must be at most 100 characters");
  });

  it("trims the names, trims and lower-cases the address, and keeps the password as typed", () => {
    expect(
      checkForm(createAccountSchema, {
        firstName: "  Ada ",
        lastName: " Lovelace  ",
        email: "  Ada.Lovelace@Example.COM ",
        password: " pass word ",
        confirmPassword: " pass word ",
      }),
    ).toEqual({
      ok: true,
      data: { firstName: "Ada", lastName: "Lovelace", email: "ada.lovelace@example.com", password: " pass word " },
    });
  });
});

describe("verificationCodeSchema", () => {
  it("asks for the code, then exactly 6 digits, then the address carried over", () => {
    expect(firstProblem(verificationCodeSchema, { email: "a@b.co", code: "" })).toBe(
      "Please enter the verification code",
    );
    expect(firstProblem(verificationCodeSchema, { email: "a@b.co", code: "  " })).toBe(
      "Please enter the verification code",
    );
    for (const code of ["12345", "1234567", "12a456", "12 456"]) {
      expect(firstProblem(verificationCodeSchema, { email: "a@b.co", code }), code).toBe(
        "Verification code must be 6 digits",
      );
    }
    expect(firstProblem(verificationCodeSchema, { email: "", code: "123456" })).toBe("Email address is required");
    expect(checkForm(verificationCodeSchema, { email: " A@B.co ", code: " 012345 " })).toEqual({
      ok: true,
      data: { email: "a@b.co", code: "012345" },
    });
  });
});

describe("signInSchema", () => {
  it("needs both an address and a password, then a valid address", () => {
    const rule = "You must provide either an email or phone number and a password";
    expect(firstProblem(signInSchema, {})).toBe(rule);
    expect(firstProblem(signInSchema, { email: "a@b.co", password: "" })).toBe(rule);
    expect(firstProblem(signInSchema, { email: "  ", password: "secret1" })).toBe(rule);
    expect(firstProblem(signInSchema, { email: "a b@c.d", password: "secret1" })).toBe(
      "Please enter a valid email address",
    );
    expect(firstProblem(signInSchema, { email: "a@b.co", password: "x".repeat(MAX_PASSWORD_LENGTH + 1) })).toBe(
      `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
    );
  });

  it("normalizes the address and keeps the password as typed (a short one is the server's to refuse)", () => {
    expect(checkForm(signInSchema, { email: " Boss@Example.com", password: " x " })).toEqual({
      ok: true,
      data: { email: "boss@example.com", password: " x " },
    });
  });
});

describe("forgotPasswordSchema", () => {
  it("asks for the address, then a valid one", () => {
    expect(firstProblem(forgotPasswordSchema, { email: "" })).toBe("Please enter your email address");
    expect(firstProblem(forgotPasswordSchema, { email: " " })).toBe("Please enter your email address");
    for (const email of ["a b@c.d", "ab.cd", "a@b", "a@b@c.d"]) {
      expect(firstProblem(forgotPasswordSchema, { email }), email).toBe("Please enter a valid email address");
    }
    expect(checkForm(forgotPasswordSchema, { email: " A@B.co " })).toEqual({ ok: true, data: { email: "a@b.co" } });
  });
});

describe("resetCodeSchema", () => {
  it("needs the carried-over address, then the code, then exactly 6 digits; other characters are dropped", () => {
    expect(firstProblem(resetCodeSchema, { email: "", code: "" })).toBe("Email address is required");
    expect(firstProblem(resetCodeSchema, { email: "a@b.co", code: "" })).toBe(
      "Please enter the 6-digit code from your email",
    );
    expect(firstProblem(resetCodeSchema, { email: "a@b.co", code: "12345" })).toBe("Code must be exactly 6 digits");
    expect(firstProblem(resetCodeSchema, { email: "a@b.co", code: "abc" })).toBe("Code must be exactly 6 digits");
    expect(checkForm(resetCodeSchema, { email: "A@B.co", code: "123-456" })).toEqual({
      ok: true,
      data: { email: "a@b.co", code: "123456" },
    });
  });
});

describe("passwordChangeSchema", () => {
  it("asks for the current password first, then keeps the spec's rules and messages for the new one", () => {
    expect(firstProblem(passwordChangeSchema, {})).toBe("Please enter your current password");
    expect(firstProblem(passwordChangeSchema, { currentPassword: "old-secret" })).toBe("Please enter a new password");
    expect(
      firstProblem(passwordChangeSchema, { currentPassword: "old-secret", password: "abc", confirmPassword: "abc" }),
    ).toBe("Password must be at least 6 characters long");
    expect(
      firstProblem(passwordChangeSchema, { currentPassword: "x", password: "abcdef", confirmPassword: "abcdeg" }),
    ).toBe("Passwords do not match");
    expect(
      checkForm(passwordChangeSchema, { currentPassword: " old ", password: "abcdef", confirmPassword: "abcdef" }),
    ).toEqual({ ok: true, data: { currentPassword: " old ", password: "abcdef" } });
  });
});

describe("newPasswordSchema", () => {
  it("asks for the password, at least 6 characters, then an equal confirmation", () => {
    expect(firstProblem(newPasswordSchema, {})).toBe("Please enter a new password");
    expect(firstProblem(newPasswordSchema, { password: "abc", confirmPassword: "xyz" })).toBe(
      "Password must be at least 6 characters long",
    );
    expect(firstProblem(newPasswordSchema, { password: "secret1", confirmPassword: "secret2" })).toBe(
      "Passwords do not match",
    );
    expect(firstProblem(newPasswordSchema, { password: "secret1", confirmPassword: "" })).toBe(
      "Passwords do not match",
    );
    expect(checkForm(newPasswordSchema, { password: "secret1", confirmPassword: "secret1" })).toEqual({
      ok: true,
      data: { password: "secret1" },
    });
  });
});

describe("emailChangeRequestSchema", () => {
  const schema = emailChangeRequestSchema("Me@Example.com");

  it("asks for the address, a valid one, then one different from the current address", () => {
    expect(firstProblem(schema, { newEmail: "" })).toBe("Please enter a new email address");
    expect(firstProblem(schema, { newEmail: "nope" })).toBe("Please enter a valid email address");
    expect(firstProblem(schema, { newEmail: " me@EXAMPLE.com " })).toBe(
      "New email must be different from current email",
    );
    expect(checkForm(schema, { newEmail: " New@Example.com" })).toEqual({
      ok: true,
      data: { newEmail: "new@example.com" },
    });
  });
});

describe("emailChangeCodeSchema", () => {
  it("needs a pending address, then the code, then exactly 6 digits", () => {
    expect(firstProblem(emailChangeCodeSchema, { newEmail: "", code: "123456" })).toBe("No pending email change found");
    expect(firstProblem(emailChangeCodeSchema, { newEmail: "n@b.co", code: "" })).toBe("Please enter the 6-digit code");
    expect(firstProblem(emailChangeCodeSchema, { newEmail: "n@b.co", code: "12345x" })).toBe(
      "Code must be exactly 6 digits",
    );
    expect(checkForm(emailChangeCodeSchema, { newEmail: "N@B.co", code: "654321" })).toEqual({
      ok: true,
      data: { newEmail: "n@b.co", code: "654321" },
    });
  });
});

describe("emailAvailabilitySchema", () => {
  it("normalizes the address and refuses what is no address", () => {
    expect(emailAvailabilitySchema.parse({ email: " A@B.co " })).toEqual({ email: "a@b.co" });
    expect(emailAvailabilitySchema.safeParse({ email: "a@b" }).success).toBe(false);
  });
});

describe("helpers", () => {
  it("digitsOnly keeps at most six digits of what was typed or pasted", () => {
    expect(digitsOnly("12a3 4-5678")).toBe("123456");
    expect(digitsOnly("abc")).toBe("");
  });

  it("normalizeEmail trims and lower-cases; looksLikeEmail wants one @, a dotted domain, no spaces", () => {
    expect(normalizeEmail("  Ada@Example.COM ")).toBe("ada@example.com");
    expect(looksLikeEmail("ada@example.com")).toBe(true);
    expect(looksLikeEmail("ada@example")).toBe(false);
    expect(looksLikeEmail("a da@example.com")).toBe(false);
  });

  it("formValues keeps the string entries of a form", () => {
    const data = new FormData();
    data.set("email", "a@b.co");
    data.set("avatar", new Blob(["x"]), "avatar.png");
    expect(formValues(data)).toEqual({ email: "a@b.co" });
  });
});
