import { leads } from "#db/schema/leads";
import type { JoinPage } from "#db/schema/values";
import { openDatabase } from "~/lib/db.server";
import type { Refusal } from "~/lib/outcome";
import { consumeRateLimit, RATE_RULES } from "~/lib/rate-limit.server";

import { notifyAdministratorsOfLead } from "./lead-mail.server";
import type { LeadInput } from "./schemas";

export type SubmitLeadResult =
  { ok: true; name: string } | (Refusal<"too-many"> & { retryAfterSeconds: number }) | Refusal<"failed">;

const SUBMIT_LEAD_FAILED = "We could not send your request. Please try again in a moment.";

/** "Too many…" with the wait in words a person plans with. */
function tooManyLeadsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests from you in a short time. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`;
}

/**
 * A visitor's request to join, from one of the join pages. Limited per IP and per address; a
 * request that filled the honeypot is answered exactly like a real one but neither stored nor
 * mailed. Otherwise the lead is stored first and the administrators are told afterwards, so a mail
 * failure never loses it (and never fails the visitor).
 */
export async function submitLead(
  input: LeadInput,
  context: { page: JoinPage; ip: string | null | undefined },
): Promise<SubmitLeadResult> {
  const thanks = { ok: true, name: input.name } as const;
  try {
    const limit = await consumeRateLimit(RATE_RULES.lead, { ip: context.ip, email: input.email });
    if (!limit.allowed) {
      const { retryAfterSeconds } = limit;
      return { ok: false, reason: "too-many", message: tooManyLeadsMessage(retryAfterSeconds), retryAfterSeconds };
    }
    if (input.honeypotFilled) {
      console.info(`[leads] dropped a request from ${context.ip ?? "an unknown address"} that filled the trap field`);
      return thanks;
    }

    const database = await openDatabase();
    const [stored] = await database
      .insert(leads)
      .values({
        page: context.page,
        name: input.name,
        email: input.email,
        venueName: input.venueName,
        phone: input.phone,
        message: input.message,
      })
      .returning({ id: leads.id });
    await notifyAdministratorsOfLead({ id: stored!.id, page: context.page, ...withoutTrap(input) });
    return thanks;
  } catch (error) {
    console.error("[leads] storing a lead failed:", { page: context.page }, error);
    return { ok: false, reason: "failed", message: SUBMIT_LEAD_FAILED };
  }
}

function withoutTrap({ honeypotFilled: _trap, ...lead }: LeadInput) {
  return lead;
}
