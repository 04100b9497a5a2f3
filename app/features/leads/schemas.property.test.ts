import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { expectFormMessages, expectStoredText } from "../../../tests/support/form-properties";
import { BAD_INPUT_SEED, field, postedForm, storableText, wrongTypes } from "../../../tests/support/hostile-input";
import { looksLikeEmail } from "~/features/accounts/schemas";

import { HONEYPOT_FIELD, LEAD_LIMITS, leadSchema, looksLikePhone } from "./schemas";

const runs = { seed: BAD_INPUT_SEED, numRuns: 300 };

const leadFields = {
  name: field(storableText(LEAD_LIMITS.name + 5), LEAD_LIMITS.name),
  email: field(fc.constantFrom("lead@example.com", " Lead@Example.COM "), LEAD_LIMITS.email, ["a@b", "<x>"]),
  venueName: field(storableText(LEAD_LIMITS.venueName + 5), LEAD_LIMITS.venueName),
  phone: field(fc.constantFrom("", "+1 (555) 123-4567", "555.123.4567 ext. 89"), LEAD_LIMITS.phone, [
    "javascript:alert(1)",
    "12345",
    "+1 555 <script>",
  ]),
  message: field(storableText(400), LEAD_LIMITS.message),
  [HONEYPOT_FIELD]: field(fc.constant(""), 50),
};

describe("the join pages' lead form schema under generated input", () => {
  it("never throws, keeps trimmed text within limits, a lower-cased address and a dialable phone", () => {
    let accepted = 0;
    fc.assert(
      fc.property(postedForm(leadFields), (posted) => {
        const result = leadSchema.safeParse(posted);
        if (!result.success) return expectFormMessages(result.error.issues, Object.keys(leadFields));
        accepted += 1;
        const lead = result.data;
        expectStoredText(lead.name, LEAD_LIMITS.name, true);
        expectStoredText(lead.venueName, LEAD_LIMITS.venueName, true);
        expectStoredText(lead.message, LEAD_LIMITS.message, false);
        expectStoredText(lead.phone, LEAD_LIMITS.phone, false);
        if (lead.phone !== null) expect(looksLikePhone(lead.phone)).toBe(true);
        expect(looksLikeEmail(lead.email) && lead.email === lead.email.toLowerCase()).toBe(true);
        expect(lead.honeypotFilled).toBe((posted[HONEYPOT_FIELD] ?? "").trim() !== "");
      }),
      runs,
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it("answers wrong types and a multi-megabyte message without throwing", () => {
    fc.assert(
      fc.property(wrongTypes, (value) => {
        expect(leadSchema.safeParse(value).success).toBe(false);
        leadSchema.safeParse({ name: value, email: value });
      }),
      runs,
    );
    const result = leadSchema.safeParse({ name: "N", email: "a@b.co", venueName: "V", message: "<b>".repeat(1e6) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Message must be at most 2000 characters"]);
  });
});
