import { z } from "~/lib/zod";
import { singleLine } from "~/lib/single-line";

import { looksLikeEmail, normalizeEmail } from "~/features/accounts/schemas";

import { EMPTY_LEAD_VALUES, HONEYPOT_FIELD, LEAD_FIELDS, LEAD_LIMITS, type LeadFormValues } from "./lead-fields";

/**
 * The join pages' lead form: one schema, shared by the browser (each field's message as soon as it
 * is left) and the action (the check that counts). It turns what was posted into what is stored:
 * trimmed text, a lower-cased address, empty optionals as null.
 */

export * from "./lead-fields";

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
const oneLine = raw.transform(singleLine);

function requiredText(label: string, max: number, message: string) {
  return oneLine.pipe(z.string().min(1, message).max(max, LEAD_MESSAGES.tooLong(label, max)));
}

/** Optional, and of one line unless `lines` is "many" (the message keeps its line breaks). */
function optionalText(label: string, max: number, lines: "one" | "many" = "one") {
  const tidied = lines === "one" ? oneLine : raw.transform((value) => value.trim());
  return tidied.pipe(z.string().max(max, LEAD_MESSAGES.tooLong(label, max))).transform((value) => value || null);
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
    message: optionalText("Message", LEAD_LIMITS.message, "many"),
    [HONEYPOT_FIELD]: raw,
  })
  .transform(({ [HONEYPOT_FIELD]: trap, ...lead }) => ({ ...lead, honeypotFilled: trap.trim() !== "" }));

/** A lead as the action hands it to the service. */
export type LeadInput = z.infer<typeof leadSchema>;

/** The posted values back as form values (the action returns them with its errors, nothing is lost). */
export function postedLeadValues(posted: Record<string, string>): LeadFormValues {
  const values = { ...EMPTY_LEAD_VALUES };
  for (const field of LEAD_FIELDS) values[field] = (posted[field] ?? "").slice(0, LEAD_LIMITS[field] * 2);
  return values;
}
