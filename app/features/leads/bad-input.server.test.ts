import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";

import { BAD_INPUT_SEED, storableText } from "../../../tests/support/hostile-input";
import { leads } from "#db/schema/leads";
import { openDatabase } from "~/lib/db.server";
import * as mail from "~/lib/mail.server";

import { LEAD_LIMITS, leadSchema } from "./schemas";
import { submitLead } from "./submit-lead.server";

describe("the lead service under hostile text", () => {
  it("stores a lead's hostile but valid text verbatim", async () => {
    vi.spyOn(mail, "sendMail").mockResolvedValue();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        storableText(LEAD_LIMITS.name),
        storableText(LEAD_LIMITS.venueName),
        storableText(LEAD_LIMITS.message),
        async (name, venueName, message) => {
          run += 1;
          const input = leadSchema.parse({ name, email: `lead-${run}@example.com`, venueName, message });
          const result = await submitLead(input, { page: "signup", ip: `192.0.2.${run}` });
          expect(result).toEqual({ ok: true, name: input.name });
          const database = await openDatabase();
          const [stored] = await database.select().from(leads).where(eq(leads.email, input.email));
          expect(stored).toMatchObject({ name: input.name, venueName: input.venueName, message: input.message });
        },
      ),
      { seed: BAD_INPUT_SEED, numRuns: 20 },
    );
  });
});
