import { z } from "zod";

import { looksLikeEmail, normalizeEmail } from "~/features/accounts/schemas";

/**
 * The join pages' lead form: one schema, shared by the browser (each field's message as soon as it
 * is left) and the action (the check that counts). It turns what was posted into what is stored:
 * trimmed text, a lower-cased address, empty optionals as null.
 */

/** The form's fields, in the order they appear (the first invalid one gets the focus). */
export const LEAD_FIELDS = ["name", "email", "venueName", "phone", "message"] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/**
 * The trap for form-filling scripts: a field people never see or reach. Its name looks like one a
 * bot would gladly fill; a request that fills it is answered as a success and dropped.
 */
export const HONEYPOT_FIELD = "company_website";

/** Length limits (characters). */
export const LEAD_LIMITS = { name: 100, email: 254, venueName: 120, phone: 40, message: 2000 } as const;

/** Digits, spaces and the usual separators; an extension as "x123" or "ext. 123". */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+((x|ext\.?)\s*\d+)?$/i;
const MIN_PHONE_DIGITS = 6;

export const LEAD_MESSAGES = {
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  venueRequired: "Please enter your venue's name",
  phoneInvalid: "Please enter a valid phone number: digits, spaces and + ( ) - only",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

const raw = z.string().default("");
const trimmed = raw.transform((value) => value.trim());

function requiredText(label: string, max: number, message: string) {
  return trimmed.pipe(z.string().min(1, message).max(max, LEAD_MESSAGES.tooLong(label, max)));
}

function optionalText(label: string, max: number) {
  return trimmed.pipe(z.string().max(max, LEAD_MESSAGES.tooLong(label, max))).transform((value) => value || null);
}

/** Whether a phone number is one a person could dial: its characters, and enough digits. */
export function looksLikePhone(value: string): boolean {
  return PHONE_CHARACTERS.test(value) && (value.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS;
}

export const leadSchema = z
  .object({
    name: requiredText("Name", LEAD_LIMITS.name, LEAD_MESSAGES.nameRequired),
    email: raw
      .transform(normalizeEmail)
      .pipe(z.string().min(1, LEAD_MESSAGES.emailRequired).refine(looksLikeEmail, LEAD_MESSAGES.emailInvalid)),
    venueName: requiredText("Venue name", LEAD_LIMITS.venueName, LEAD_MESSAGES.venueRequired),
    phone: optionalText("Phone", LEAD_LIMITS.phone).refine(
      (value) => value === null || looksLikePhone(value),
      LEAD_MESSAGES.phoneInvalid,
    ),
    message: optionalText("Message", LEAD_LIMITS.message),
    [HONEYPOT_FIELD]: raw,
  })
  .transform(({ [HONEYPOT_FIELD]: trap, ...lead }) => ({ ...lead, honeypotFilled: trap.trim() !== "" }));

/** A lead as the action hands it to the service. */
export type LeadInput = z.infer<typeof leadSchema>;

/** What the form holds and posts: the text of every visible field. */
export type LeadFormValues = Record<LeadField, string>;

export const EMPTY_LEAD_VALUES: LeadFormValues = { name: "", email: "", venueName: "", phone: "", message: "" };

/** The posted values back as form values (the action returns them with its errors, nothing is lost). */
export function postedLeadValues(posted: Record<string, string>): LeadFormValues {
  const values = { ...EMPTY_LEAD_VALUES };
  for (const field of LEAD_FIELDS) values[field] = (posted[field] ?? "").slice(0, LEAD_LIMITS[field] * 2);
  return values;
}
