import { describe, expect, it } from "vitest";

import { checkFields } from "~/lib/forms";

import { HONEYPOT_FIELD, LEAD_LIMITS, LEAD_MESSAGES, leadSchema, looksLikePhone, postedLeadValues } from "./schemas";

const valid = { name: "Dana", email: "dana@example.com", venueName: "Frag Hall" };

describe("leadSchema", () => {
  it("gives every required field its own message on an empty form", () => {
    expect(checkFields(leadSchema, {})).toEqual({
      ok: false,
      errors: {
        name: LEAD_MESSAGES.nameRequired,
        email: LEAD_MESSAGES.emailRequired,
        venueName: LEAD_MESSAGES.venueRequired,
      },
    });
  });

  it("treats blanks as empty and trims, lower-cases the address, and stores empty optionals as null", () => {
    expect(checkFields(leadSchema, { name: "   ", email: " ", venueName: "\t" })).toMatchObject({
      ok: false,
      errors: { name: LEAD_MESSAGES.nameRequired, email: LEAD_MESSAGES.emailRequired },
    });
    expect(
      leadSchema.parse({
        name: " Dana ",
        email: " Dana@Example.COM ",
        venueName: " Frag Hall ",
        phone: " ",
        message: "",
      }),
    ).toEqual({
      name: "Dana",
      email: "dana@example.com",
      venueName: "Frag Hall",
      phone: null,
      message: null,
      honeypotFilled: false,
    });
  });

  it.each(["dana", "dana@example", "dana @example.com", "@example.com"])("refuses the address %j", (email) => {
    expect(checkFields(leadSchema, { ...valid, email })).toEqual({
      ok: false,
      errors: { email: LEAD_MESSAGES.emailInvalid },
    });
  });

  it("refuses text longer than its limit, saying the limit", () => {
    const check = checkFields(leadSchema, {
      ...valid,
      name: "n".repeat(LEAD_LIMITS.name + 1),
      message: "m".repeat(LEAD_LIMITS.message + 1),
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        name: `Name must be at most ${LEAD_LIMITS.name} characters`,
        message: `Message must be at most ${LEAD_LIMITS.message} characters`,
      },
    });
  });

  it.each(["+1 (555) 010-2000", "0301 555 12 34", "555.010.2000 x12", "+44 20 7946 0958 ext. 7"])(
    "takes the phone number %j",
    (phone) => {
      expect(looksLikePhone(phone)).toBe(true);
      expect(leadSchema.parse({ ...valid, phone }).phone).toBe(phone);
    },
  );

  it.each(["call me", "555-CALL-NOW", "12345", "<script>", "+1 555 010 2000; DROP"])(
    "refuses the phone number %j",
    (phone) => {
      expect(checkFields(leadSchema, { ...valid, phone })).toEqual({
        ok: false,
        errors: { phone: LEAD_MESSAGES.phoneInvalid },
      });
    },
  );

  it("reports a filled trap field without refusing the form (the service decides)", () => {
    expect(leadSchema.parse({ ...valid, [HONEYPOT_FIELD]: "https://spam.example" }).honeypotFilled).toBe(true);
    expect(leadSchema.parse({ ...valid, [HONEYPOT_FIELD]: "  " }).honeypotFilled).toBe(false);
  });
});

describe("postedLeadValues", () => {
  it("gives back every visible field as posted, and never the trap", () => {
    expect(postedLeadValues({ name: " Dana ", email: "x", [HONEYPOT_FIELD]: "spam" })).toEqual({
      name: " Dana ",
      email: "x",
      venueName: "",
      phone: "",
      message: "",
    });
  });
});
