import { z } from "~/lib/zod";
import { singleLine } from "~/lib/single-line";

import { CODE_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/account-rules";

/**
 * One schema per account form, shared by the browser (instant feedback) and the action (the
 * check that counts). The spec checks each form's rules in order and shows the first that fails,
 * so every schema reports exactly one issue: the first broken rule, with the spec's message.
 */

/** An e-mail address with no spaces, one @ and a dot in the domain (spec section 5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;
/** Better Auth refuses longer passwords; say so before it does. */
export const MAX_PASSWORD_LENGTH = 128;
const MAX_NAME_LENGTH = 100;

export function looksLikeEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

/** How every form stores an address: trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** What a code input keeps of what was typed or pasted: digits only, at most six. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "").slice(0, CODE_LENGTH);
}

type Rule<T> = { field: keyof T & string; fails: (values: T) => boolean; message: string };

/** An object schema whose rules run in order; only the first failing one is reported. */
function orderedRules<Shape extends z.ZodRawShape>(shape: Shape, rules: Rule<z.infer<z.ZodObject<Shape>>>[]) {
  return z.object(shape).superRefine((values, ctx) => {
    const broken = rules.find((rule) => rule.fails(values));
    if (broken) ctx.addIssue({ code: "custom", path: [broken.field], message: broken.message });
  });
}

const text = z.string().default("");
const blank = (value: string) => singleLine(value) === "";

const passwordTooLong = (value: string) => value.length > MAX_PASSWORD_LENGTH;
const passwordTooLongMessage = `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`;

/**
 * Create Account (spec section 5, rules 4 to 11; rules 1 to 3 are states of the page: the e-mail
 * is taken, the check is running, the service is not configured).
 */
export const createAccountSchema = orderedRules(
  { firstName: text, lastName: text, email: text, password: text, confirmPassword: text },
  [
    { field: "firstName", fails: (v) => blank(v.firstName), message: "Please enter your first name." },
    { field: "lastName", fails: (v) => blank(v.lastName), message: "Please enter your last name." },
    { field: "email", fails: (v) => blank(v.email), message: "Please enter your email address." },
    { field: "email", fails: (v) => !looksLikeEmail(v.email.trim()), message: "Please enter a valid email address." },
    { field: "password", fails: (v) => v.password === "", message: "Please enter a password." },
    { field: "confirmPassword", fails: (v) => v.password !== v.confirmPassword, message: "Passwords do not match" },
    {
      field: "password",
      fails: (v) => v.password.length < MIN_PASSWORD_LENGTH,
      message: "Password must be at least 6 characters long",
    },
    { field: "confirmPassword", fails: (v) => v.confirmPassword === "", message: "Please confirm your password." },
    {
      field: "firstName",
      fails: (v) => singleLine(v.firstName).length > MAX_NAME_LENGTH,
      message: `First name must be at most ${MAX_NAME_LENGTH} characters`,
    },
    {
      field: "lastName",
      fails: (v) => singleLine(v.lastName).length > MAX_NAME_LENGTH,
      message: `Last name must be at most ${MAX_NAME_LENGTH} characters`,
    },
    { field: "password", fails: (v) => passwordTooLong(v.password), message: passwordTooLongMessage },
  ],
).transform((v) => ({
  firstName: singleLine(v.firstName),
  lastName: singleLine(v.lastName),
  email: normalizeEmail(v.email),
  password: v.password,
}));

/** The sign-up verification step. */
export const verificationCodeSchema = orderedRules({ email: text, code: text }, [
  { field: "code", fails: (v) => v.code.trim() === "", message: "Please enter the verification code" },
  { field: "code", fails: (v) => !/^\d{6}$/.test(v.code.trim()), message: "Verification code must be 6 digits" },
  { field: "email", fails: (v) => !looksLikeEmail(normalizeEmail(v.email)), message: "Email address is required" },
]).transform((v) => ({ email: normalizeEmail(v.email), code: v.code.trim() }));

/** The spec's "auth provider rule": both an address and a password, before anything is asked. */
const credentialsRequired = "You must provide either an email or phone number and a password";

/** Sign In, Admin Login and the account-confirmation sign-in. */
export const signInSchema = orderedRules({ email: text, password: text }, [
  { field: "email", fails: (v) => blank(v.email) || v.password === "", message: credentialsRequired },
  { field: "email", fails: (v) => !looksLikeEmail(v.email.trim()), message: "Please enter a valid email address" },
  { field: "password", fails: (v) => passwordTooLong(v.password), message: passwordTooLongMessage },
]).transform((v) => ({ email: normalizeEmail(v.email), password: v.password }));

/** Forgot password: the address the reset code goes to. */
export const forgotPasswordSchema = orderedRules({ email: text }, [
  { field: "email", fails: (v) => blank(v.email), message: "Please enter your email address" },
  { field: "email", fails: (v) => !looksLikeEmail(v.email.trim()), message: "Please enter a valid email address" },
]).transform((v) => ({ email: normalizeEmail(v.email) }));

/** Verify reset code: the address comes from the previous step. */
export const resetCodeSchema = orderedRules({ email: text, code: text }, [
  { field: "email", fails: (v) => blank(v.email), message: "Email address is required" },
  { field: "code", fails: (v) => v.code.trim() === "", message: "Please enter the 6-digit code from your email" },
  { field: "code", fails: (v) => !/^\d{6}$/.test(digitsOnly(v.code)), message: "Code must be exactly 6 digits" },
]).transform((v) => ({ email: normalizeEmail(v.email), code: digitsOnly(v.code) }));

/** The spec's rules for a new password typed twice. */
const newPasswordRules: Rule<{ password: string; confirmPassword: string }>[] = [
  { field: "password", fails: (v) => v.password === "", message: "Please enter a new password" },
  {
    field: "password",
    fails: (v) => v.password.length < MIN_PASSWORD_LENGTH,
    message: "Password must be at least 6 characters long",
  },
  { field: "password", fails: (v) => passwordTooLong(v.password), message: passwordTooLongMessage },
  { field: "confirmPassword", fails: (v) => v.password !== v.confirmPassword, message: "Passwords do not match" },
];

/** A new password at the end of the reset (the mailed code stands for the current one). */
export const newPasswordSchema = orderedRules({ password: text, confirmPassword: text }, newPasswordRules).transform(
  (v) => ({ password: v.password }),
);

/**
 * The dashboard's Security tab: the current password first (whoever finds a session left open must
 * not be able to lock its owner out), then the spec's new password typed twice.
 */
export const passwordChangeSchema = orderedRules({ currentPassword: text, password: text, confirmPassword: text }, [
  { field: "currentPassword", fails: (v) => v.currentPassword === "", message: "Please enter your current password" },
  ...newPasswordRules,
]).transform((v) => ({ currentPassword: v.currentPassword, password: v.password }));

/** Email Settings, step 1: the new address, which must differ from the current one. */
export function emailChangeRequestSchema(currentEmail: string) {
  return orderedRules({ newEmail: text }, [
    { field: "newEmail", fails: (v) => blank(v.newEmail), message: "Please enter a new email address" },
    {
      field: "newEmail",
      fails: (v) => !looksLikeEmail(v.newEmail.trim()),
      message: "Please enter a valid email address",
    },
    {
      field: "newEmail",
      fails: (v) => normalizeEmail(v.newEmail) === normalizeEmail(currentEmail),
      message: "New email must be different from current email",
    },
  ]).transform((v) => ({ newEmail: normalizeEmail(v.newEmail) }));
}

/** Email Settings, step 2: the code sent to the pending new address. */
export const emailChangeCodeSchema = orderedRules({ newEmail: text, code: text }, [
  {
    field: "newEmail",
    fails: (v) => !looksLikeEmail(normalizeEmail(v.newEmail)),
    message: "No pending email change found",
  },
  { field: "code", fails: (v) => v.code.trim() === "", message: "Please enter the 6-digit code" },
  { field: "code", fails: (v) => !/^\d{6}$/.test(v.code.trim()), message: "Code must be exactly 6 digits" },
]).transform((v) => ({ newEmail: normalizeEmail(v.newEmail), code: v.code.trim() }));

/** The availability check's input: checked only once it looks like an address. */
export const emailAvailabilitySchema = z.object({
  email: text.transform(normalizeEmail).refine(looksLikeEmail, { message: "Please enter a valid email address" }),
});
