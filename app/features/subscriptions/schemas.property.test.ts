import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { expectFormMessages } from "../../../tests/support/form-properties";
import { anyText, BAD_INPUT_SEED, field, postedForm, wrongTypes } from "../../../tests/support/hostile-input";
import { SUBSCRIPTION_PLANS } from "#db/schema/values";

import { checkoutSchema, manageSubscriptionSchema, SUBSCRIPTION_INTENTS } from "./schemas";

const runs = { seed: BAD_INPUT_SEED, numRuns: 300 };

const location = field(fc.uuid(), 70, ["", "x".repeat(65), "../1", "' OR 1=1 --"]);

describe("the subscription forms' schemas under generated input", () => {
  it("never throw, and keep a known plan or intent and a venue id of at most 64 characters", () => {
    const checkoutFields = { location, plan: field(fc.constantFrom(...SUBSCRIPTION_PLANS), 20, ["free", ""]) };
    const manageFields = { location, intent: field(fc.constantFrom(...SUBSCRIPTION_INTENTS), 30, ["delete"]) };
    fc.assert(
      fc.property(postedForm(checkoutFields), postedForm(manageFields), (checkout, manage) => {
        const started = checkoutSchema.safeParse(checkout);
        if (!started.success) expectFormMessages(started.error.issues, Object.keys(checkoutFields));
        else {
          expect(SUBSCRIPTION_PLANS).toContain(started.data.plan);
          expect(started.data.location.length).toBeLessThanOrEqual(64);
        }
        const managed = manageSubscriptionSchema.safeParse(manage);
        if (!managed.success) expectFormMessages(managed.error.issues, Object.keys(manageFields));
        else expect(SUBSCRIPTION_INTENTS).toContain(managed.data.intent);
      }),
      runs,
    );
  });

  it("answers wrong types without throwing", () => {
    fc.assert(
      fc.property(wrongTypes, anyText(), (value, text) => {
        expect(checkoutSchema.safeParse(value).success).toBe(false);
        manageSubscriptionSchema.safeParse({ intent: value, location: text });
      }),
      runs,
    );
  });
});
